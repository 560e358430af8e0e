import { useEffect } from 'react'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import { MobileBottomBar } from './mobile-bottom-bar.tsx'

let liveParts = 0

/** Counts the parts that are live; with both, <html> says so (`data-shell-ready`) for tests and styles. */
function useLivePart() {
  useEffect(() => {
    liveParts += 1
    if (liveParts === 2) document.documentElement.setAttribute('data-shell-ready', '')
  }, [])
}

/** The header, above the page. */
export function ShellTop() {
  useLivePart()
  return <Header />
}

/** The footer and, on phones, the bottom bar, below the page. */
export function ShellBottom() {
  useLivePart()
  return (
    <>
      <Footer />
      <MobileBottomBar />
    </>
  )
}

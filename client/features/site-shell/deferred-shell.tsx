import { useRouterState } from '@tanstack/react-router'
import { memo, useEffect, useRef, useState, type ReactNode } from 'react'
import { lazyPart } from '../../lib/lazy-part.tsx'
import { whenIdle } from '../../lib/when-idle.ts'

/**
 * The header, the footer and the bottom bar hydrate from their own chunk once the browser is idle
 * (docs/decisions/0045-site-shell-hydrated-at-idle.md): until then the prerendered HTML stays as it
 * is, and it already works: its links are links, the phone menu and the desktop « Fournisseurs » are
 * popovers the browser opens itself, the header's shadow follows the scroll in CSS, and the first-load
 * script runs « Gestion des cookies » (docs/decisions/0049). What waits is what only their code does:
 * links navigating inside the app, and closing the menus on such a navigation. A page rendered in the
 * browser (no HTML to keep) asks for the chunk at once.
 */
let startNow: () => void = () => {}
const due = new Promise<void>((resolve) => {
  startNow = resolve
})

/** Fetches the shell's chunk now rather than at idle time. */
export function startShell(): void {
  startNow()
}

/**
 * The chunk, once due. Never shown as an error: every import already waits for the connection and tries
 * again (client/lib/retry-import.ts), and one that still failed starts over; meanwhile the prerendered
 * shell stays, and its links still work.
 */
function loadShell(): Promise<typeof import('./shell-parts.tsx')> {
  const attempt = (): Promise<typeof import('./shell-parts.tsx')> => import('./shell-parts.tsx').catch(attempt)
  // The prerender renders everything at once.
  if (typeof window === 'undefined') return import('./shell-parts.tsx')
  return due.then(attempt)
}

const TopPart = lazyPart(() => loadShell().then((module) => module.ShellTop))
const BottomPart = lazyPart(() => loadShell().then((module) => module.ShellBottom))

// Memoised without props: an update reaching a part still waiting for its code would make React drop
// the prerendered HTML for the (empty) fallback.
const Top = memo(function Top() {
  return <TopPart failure={() => null} />
})
const Bottom = memo(function Bottom() {
  return <BottomPart failure={() => null} />
})

/**
 * Whether the shell must render afresh rather than hydrate. Its links mark the current page
 * (`aria-current`), and React does not patch attributes when it hydrates: if the visitor moved to
 * another page before the chunk came, hydrating would leave the first page marked. The chunk is then
 * fetched at once, and on arrival the shell replaces its old HTML.
 */
function useRenderAfresh(): boolean {
  const address = useRouterState({ select: (state) => state.location.pathname + state.location.searchStr })
  const [firstAddress] = useState(address)
  const current = useRef(address)
  useEffect(() => {
    current.current = address
  }, [address])
  const [afresh, setAfresh] = useState(false)

  useEffect(() => whenIdle(startNow), [])
  useEffect(() => {
    if (address !== firstAddress) startNow()
  }, [address, firstAddress])
  useEffect(() => {
    let active = true
    void TopPart.preload().then(() => {
      if (active && current.current !== firstAddress) setAfresh(true)
    })
    return () => {
      active = false
    }
  }, [firstAddress])
  return afresh
}

/** The header and, around the page, the footer and bottom bar: `children` is the page. */
export function DeferredShell({ children }: { children: ReactNode }) {
  const afresh = useRenderAfresh()
  const render = afresh ? 'afresh' : 'prerendered'
  return (
    <>
      <Top key={`top-${render}`} />
      {children}
      <Bottom key={`bottom-${render}`} />
    </>
  )
}

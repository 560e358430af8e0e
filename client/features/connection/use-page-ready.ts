import { useEffect, useState } from 'react'

/**
 * Whether the document has loaded (its `load` event: the prerendered page, its styles, fonts and images
 * are there). Before that, a slow connection gets the full-screen overlay; after, the corner notice
 * (docs/decisions/0088). The app's own start is not waited for: a page that has loaded can be read
 * while its code is still on its way.
 */
export function usePageReady(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const check = () => {
      if (document.readyState === 'complete') setReady(true)
    }
    check()
    window.addEventListener('load', check)
    return () => window.removeEventListener('load', check)
  }, [])
  return ready
}

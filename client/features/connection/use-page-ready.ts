import { useEffect, useState } from 'react'
import { APP_READY_ATTRIBUTE } from '../../lib/page-ready.ts'

/**
 * Whether the page has loaded, as the watcher means it: the app has rendered its first page (<html>
 * carries APP_READY_ATTRIBUTE) and the document has finished loading (styles, fonts and images are in).
 * Before that, a slow connection gets the full-screen overlay; after, the corner notice.
 */
export function usePageReady(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const root = document.documentElement
    const check = () => {
      if (root.hasAttribute(APP_READY_ATTRIBUTE) && document.readyState === 'complete') setReady(true)
    }
    check()
    const observer = new MutationObserver(check)
    observer.observe(root, { attributeFilter: [APP_READY_ATTRIBUTE] })
    window.addEventListener('load', check)
    return () => {
      observer.disconnect()
      window.removeEventListener('load', check)
    }
  }, [])
  return ready
}

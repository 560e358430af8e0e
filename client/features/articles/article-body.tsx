import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, type MouseEvent } from 'react'
import { cx } from '../../ui/cx.ts'
import { prose, tableScroll } from '../../ui/prose.css.ts'

/**
 * Sanitised article HTML (seed/sanitize.ts allowlist) with reading typography. After mount, each
 * table moves into a keyboard-scrollable region so a wide one scrolls on its own instead of widening
 * the page; this happens in an effect, so the first render matches a prerendered page.
 */
export function ArticleHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const router = useRouter()

  // biome-ignore lint/correctness/useExhaustiveDependencies: new HTML means new tables to wrap, although the effect reads them from the DOM.
  useEffect(() => {
    const root = ref.current
    if (!root) return
    for (const table of Array.from(root.querySelectorAll('table'))) {
      if (table.parentElement?.classList.contains(tableScroll)) continue
      const region = document.createElement('div')
      region.className = tableScroll
      region.tabIndex = 0
      region.setAttribute('role', 'region')
      region.setAttribute('aria-label', table.caption?.textContent?.trim() || 'Tableau')
      table.before(region)
      region.append(table)
    }
  }, [html])

  // Links to pages of this site go through the router: no full reload for /calculateur and the like.
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    const link = (event.target as Element).closest('a')
    const href = link?.getAttribute('href')
    if (!link || !href || link.target || !/^\/(?!\/)/.test(href)) return
    event.preventDefault()
    void router.navigate({ href })
  }

  return (
    // The click handler only delegates clicks on the links inside, which are keyboard-reachable (a link's
    // Enter is a click too). The HTML is the catalogue's, sanitised by the seed tool before it is stored.
    // biome-ignore lint/a11y/noStaticElementInteractions: a delegate for the links inside, see above.
    // biome-ignore lint/a11y/useKeyWithClickEvents: a delegate for the links inside, see above.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised catalogue HTML, see above.
    <div ref={ref} className={cx(prose, className)} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  )
}

import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { lazyPart } from '../../lib/lazy-part.tsx'
import { cx } from '../../ui/cx.ts'
import * as menuStyles from '../../ui/navigation-menu.css.ts'
import { media } from '../../ui/media.ts'
import * as styles from './header.css.ts'

/** Resolves once the media query matches (at once outside a browser: the prerender renders everything). */
function whenMediaMatches(query: string): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve()
  const list = window.matchMedia(query)
  if (list.matches) return Promise.resolve()
  return new Promise((resolve) => {
    const onChange = () => {
      if (!list.matches) return
      list.removeEventListener('change', onChange)
      resolve()
    }
    list.addEventListener('change', onChange)
  })
}

// The desktop menu is hidden under 768 px: a phone never loads its code. Its prerendered HTML stays as it
// is there, hidden; a window widened past 768 px loads it. Its dropdown works from that HTML alone.
const DesktopMenuPart = lazyPart(() =>
  whenMediaMatches(media.tablet).then(() => import('./desktop-menu.tsx').then((module) => module.DesktopMenu)),
)

/** The same links without the dropdown: while the menu loads in a page built in the browser, or if it cannot. */
function PlainDesktopMenu() {
  const links = [
    { to: '/', label: 'Accueil' },
    { to: '/fournisseurs', label: 'Fournisseurs' },
    { to: '/conseils', label: 'Conseils' },
    { to: '/comment-ca-marche', label: 'Comment ça marche' },
  ] as const
  return (
    <nav aria-label="Navigation principale" className={cx(menuStyles.root, styles.desktopNav)}>
      <ul className={menuStyles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} activeOptions={{ exact: link.to === '/' }} className={menuStyles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The header's desktop navigation. Memoised with no props: a navigation re-renders the header, and an
 * update reaching a part still waiting for its code (on a phone, for good) would make React drop the
 * prerendered HTML for the fallback.
 */
export const DesktopNavigation = memo(function DesktopNavigation() {
  return <DesktopMenuPart fallback={<PlainDesktopMenu />} failure={() => <PlainDesktopMenu />} />
})

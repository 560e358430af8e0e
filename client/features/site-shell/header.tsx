import { Link, useRouterState } from '@tanstack/react-router'
import { ChevronRight, Menu, Phone, X, Zap } from 'lucide'
import { useEffect, useId, useRef, useState } from 'react'
import { site } from '../../config/site.ts'
import { buttonLinkClass } from '../../ui/button.tsx'
import { Container } from '../../ui/container.tsx'
import { cx } from '../../ui/cx.ts'
import { srOnly } from '../../ui/visually-hidden.css.ts'
import { DesktopNavigation } from './desktop-navigation.tsx'
import * as styles from './header.css.ts'
import { Icon } from '../../ui/icon.tsx'

/** Past this many pixels of scroll the sticky header takes its compact, shadowed style. */
export const HEADER_SCROLL_THRESHOLD_PX = 10

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}

export function Header() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX)
  const [menuOpen, setMenuOpen] = useState<boolean | null>(null)
  const mobileMenuId = useId()
  const menuRef = useRef<HTMLElement>(null)

  // The menu is a popover: the browser opens it from the button, closes it on Escape or a tap outside,
  // and both work in the prerendered page before this code has arrived. A navigation closes it (not
  // the arrival of this code: a menu the visitor opened meanwhile stays open).
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    const menu = menuRef.current
    if (menu?.matches(':popover-open')) menu.hidePopover()
  }, [pathname])
  // Once here, the button says whether the menu is open (browsers already expose it for a popover's
  // button; the attribute says it to every assistive technology). Null until then: the prerendered
  // button carries no state it could not keep up to date.
  useEffect(() => setMenuOpen(menuRef.current?.matches(':popover-open') ?? false), [])

  return (
    <header className={styles.header} data-scrolled={scrolled ? 'true' : undefined}>
      <Container className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label={`${site.name}, accueil`}>
          <span className={styles.logoMark} aria-hidden="true">
            <Icon icon={Zap} size="lg" />
          </span>
          <span>{site.name}</span>
        </Link>

        <DesktopNavigation />

        <div className={styles.actions}>
          <Link to="/rappel" className={`${buttonLinkClass({ tone: 'primary', size: 'sm' })} ${styles.expertButton}`}>
            Parler à un expert
          </Link>
          <button
            type="button"
            className={styles.menuToggle}
            popoverTarget={mobileMenuId}
            aria-expanded={menuOpen ?? undefined}
            aria-controls={mobileMenuId}
          >
            {/* Both states are in the markup; the stylesheet shows the one matching the menu. */}
            <Icon icon={Menu} size="xl" className={styles.whenMenuClosed} />
            <Icon icon={X} size="xl" className={styles.whenMenuOpen} />
            <span className={cx(styles.menuToggleLabel, styles.whenMenuClosed)}>Menu</span>
            <span className={cx(styles.menuToggleLabel, styles.whenMenuOpen)}>Fermer le menu</span>
          </button>
        </div>
      </Container>

      <nav
        ref={menuRef}
        id={mobileMenuId}
        popover="auto"
        className={styles.mobileMenu}
        aria-label="Navigation principale (mobile)"
        onToggle={(event) => setMenuOpen(event.newState === 'open')}
      >
        <Container>
          <ul className={styles.mobileList}>
            <MobileLink to="/" label="Accueil" active={pathname === '/'} />
            <li className={styles.mobileGroupLabel} aria-hidden="true">
              Fournisseurs
            </li>
            <MobileLink to="/electricite" label="Électricité" active={pathname === '/electricite'} />
            <MobileLink to="/gaz" label="Gaz naturel" active={pathname === '/gaz'} />
            <MobileLink to="/fournisseurs" label="Tous les fournisseurs" active={pathname.startsWith('/fournisseurs')} />
            <MobileLink to="/ma-consommation" label="Ma consommation réelle" active={pathname === '/ma-consommation'} />
            <li>
              <a href={site.simulationUrl} target="_blank" rel="noopener" className={styles.mobileLink}>
                Simuler mes économies <span className={srOnly}>(nouvel onglet)</span>
                <Icon icon={ChevronRight} size="md" className={styles.icon} />
              </a>
            </li>
            <MobileLink to="/conseils" label="Conseils" active={pathname.startsWith('/conseils')} />
            <MobileLink to="/comment-ca-marche" label="Comment ça marche" active={pathname === '/comment-ca-marche'} />
          </ul>
          <div className={styles.mobileFooter}>
            <a href={site.phone.href} className={styles.phoneLink}>
              <Icon icon={Phone} size="md" className={styles.icon} />
              {site.phone.display}
            </a>
            <Link to="/rappel" className={buttonLinkClass({ tone: 'primary', fullWidth: true })}>
              Être rappelé par un expert
            </Link>
          </div>
        </Container>
      </nav>
    </header>
  )
}

function MobileLink({ to, label, active }: { to: string; label: string; active: boolean }) {
  return (
    <li>
      <Link to={to} activeOptions={{ exact: to === '/' }} className={styles.mobileLink} aria-current={active ? 'page' : undefined}>
        {label}
        <Icon icon={ChevronRight} size="md" className={styles.icon} />
      </Link>
    </li>
  )
}

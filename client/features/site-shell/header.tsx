import { Link, useRouterState } from '@tanstack/react-router'
import { ChevronRight, Menu, Phone, X, Zap } from 'lucide'
import { useEffect, useId, useState } from 'react'
import { site } from '../../config/site.ts'
import { buttonLinkClass } from '../../ui/button.tsx'
import { Container } from '../../ui/container.tsx'
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
  const [menuOpen, setMenuOpen] = useState(false)
  const mobileMenuId = useId()

  // A navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname])

  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

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
            aria-expanded={menuOpen}
            aria-controls={mobileMenuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon icon={menuOpen ? X : Menu} size="xl" />
            <span className={styles.menuToggleLabel}>{menuOpen ? 'Fermer le menu' : 'Menu'}</span>
          </button>
        </div>
      </Container>

      <nav id={mobileMenuId} className={styles.mobileMenu} hidden={!menuOpen} aria-label="Navigation principale (mobile)">
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
      <Link
        to={to}
        activeOptions={{ exact: to === '/' }}
        className={styles.mobileLink}
        aria-current={active ? 'page' : undefined}
      >
        {label}
        <Icon icon={ChevronRight} size="md" className={styles.icon} />
      </Link>
    </li>
  )
}

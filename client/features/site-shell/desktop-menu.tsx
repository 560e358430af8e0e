import { Link, useRouterState } from '@tanstack/react-router'
import { ChevronDown, Phone } from 'lucide'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { site } from '../../config/site.ts'
import { buttonLinkClass } from '../../ui/button.tsx'
import { cx } from '../../ui/cx.ts'
import { Icon } from '../../ui/icon.tsx'
import * as menuStyles from '../../ui/navigation-menu.css.ts'
import * as styles from './header.css.ts'
import { isInSupplierSection } from './nav-links.ts'

/**
 * The desktop menu, loaded by desktop-navigation.tsx. The suppliers' dropdown is a native popover, like
 * the phone menu (docs/decisions/0049): the browser opens it from « Fournisseurs » (click, Enter or
 * Space), closes it on Escape or a click outside, puts its links next in the tab order and tells
 * assistive technologies whether it is open, in the prerendered page, before this code and without
 * JavaScript. This code adds what only it can: closing the dropdown when the app moves to another page,
 * and `aria-expanded` kept up to date.
 */
export function DesktopMenu() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const dropdownId = useId()
  const dropdownRef = useRef<HTMLDivElement>(null)
  // Null until this code is here: the prerendered button carries no state it could not keep up to date.
  const [open, setOpen] = useState<boolean | null>(null)

  // A navigation inside the app closes the dropdown (not the arrival of this code: a dropdown the
  // visitor opened meanwhile stays open).
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    const dropdown = dropdownRef.current
    if (dropdown?.matches(':popover-open')) dropdown.hidePopover()
  }, [pathname])
  useEffect(() => setOpen(dropdownRef.current?.matches(':popover-open') ?? false), [])

  return (
    // data-hydrated: the menu is live (its code loads after the page's), as the advisor widget says.
    <nav
      className={cx(menuStyles.root, styles.desktopNav)}
      aria-label="Navigation principale"
      data-hydrated={open === null ? undefined : ''}
    >
      <ul className={menuStyles.list}>
        <li>
          <MenuLink to="/" active={pathname === '/'}>
            Accueil
          </MenuLink>
        </li>
        <li>
          <button
            type="button"
            className={cx(menuStyles.trigger, styles.suppliersTrigger)}
            popoverTarget={dropdownId}
            aria-controls={dropdownId}
            aria-expanded={open ?? undefined}
            data-active={isInSupplierSection(pathname) ? '' : undefined}
          >
            Fournisseurs
            <Icon icon={ChevronDown} size="sm" className={menuStyles.chevron} />
          </button>
          <div
            ref={dropdownRef}
            id={dropdownId}
            popover="auto"
            className={cx(menuStyles.dropdown, styles.suppliersDropdown)}
            onToggle={(event) => setOpen(event.newState === 'open')}
          >
            <ul className={styles.dropdown}>
              <DropdownLink to="/electricite" title="Électricité" text="Comparer les offres d’électricité" />
              <DropdownLink to="/gaz" title="Gaz naturel" text="Comparer les offres de gaz" />
              <DropdownLink to="/fournisseurs" title="Tous les fournisseurs" text="Le catalogue complet, sans placement payant" />
              <DropdownLink to="/ma-consommation" title="Ma consommation réelle" text="Comparer sur le fichier de mon compteur Linky" />
              <li>
                <a href={site.simulationUrl} target="_blank" rel="noopener" className={styles.dropdownLink}>
                  <span className={styles.dropdownTitle}>Simuler mes économies</span>
                  <span className={styles.dropdownText}>En 2 minutes, sans engagement (nouvel onglet)</span>
                </a>
              </li>
              <li className={styles.dropdownFooter}>
                <a href={site.phone.href} className={styles.phoneLink}>
                  <Icon icon={Phone} size="md" className={styles.icon} />
                  {site.phone.display}
                </a>
                <Link to="/rappel" className={buttonLinkClass({ tone: 'primary', size: 'sm' })}>
                  Être rappelé par un expert
                </Link>
              </li>
            </ul>
          </div>
        </li>
        <li>
          <MenuLink to="/conseils" active={pathname.startsWith('/conseils')}>
            Conseils
          </MenuLink>
        </li>
        <li>
          <MenuLink to="/comment-ca-marche" active={pathname === '/comment-ca-marche'}>
            Comment ça marche
          </MenuLink>
        </li>
      </ul>
    </nav>
  )
}

/**
 * A link of the bar; `active` marks the current page's item (`data-active`, styled). The router's own
 * `aria-current` says the same: the home page's matches exactly, the others their section.
 */
function MenuLink({ to, active, children }: { to: '/' | '/conseils' | '/comment-ca-marche'; active: boolean; children: ReactNode }) {
  return (
    <Link to={to} activeOptions={{ exact: to === '/' }} className={menuStyles.link} data-active={active ? '' : undefined}>
      {children}
    </Link>
  )
}

function DropdownLink({
  to,
  title,
  text,
}: {
  to: '/electricite' | '/gaz' | '/fournisseurs' | '/ma-consommation'
  title: string
  text: string
}) {
  return (
    <li>
      <Link to={to} className={styles.dropdownLink}>
        <span className={styles.dropdownTitle}>{title}</span>
        <span className={styles.dropdownText}>{text}</span>
      </Link>
    </li>
  )
}

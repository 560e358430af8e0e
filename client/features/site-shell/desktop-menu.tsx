import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { Phone } from 'lucide'
import { site } from '../../config/site.ts'
import { buttonLinkClass } from '../../ui/button.tsx'
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  NavigationMenuViewport,
} from '../../ui/navigation-menu.tsx'
import * as styles from './header.css.ts'
import { isInSupplierSection } from './nav-links.ts'
import { Icon } from '../../ui/icon.tsx'

/** The desktop menu (Radix NavigationMenu), with the suppliers' dropdown. Loaded by desktop-navigation.tsx. */
export function DesktopMenu() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const suppliersActive = isInSupplierSection(pathname)
  // Marks the menu as live (its code loads after the page's, decision 0017), as the advisor widget does.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <NavigationMenu className={styles.desktopNav} aria-label="Navigation principale" data-hydrated={hydrated ? '' : undefined}>
      <NavigationMenuList>
        <NavigationMenuItem>
          <NavigationMenuLink asChild active={pathname === '/'}>
            <Link to="/" activeOptions={{ exact: true }}>
              Accueil
            </Link>
          </NavigationMenuLink>
        </NavigationMenuItem>
        <NavigationMenuItem>
          <NavigationMenuTrigger data-active={suppliersActive ? '' : undefined}>Fournisseurs</NavigationMenuTrigger>
          <NavigationMenuContent>
            <ul className={styles.dropdown}>
              <DropdownLink to="/electricite" title="Électricité" text="Comparer les offres d’électricité" />
              <DropdownLink to="/gaz" title="Gaz naturel" text="Comparer les offres de gaz" />
              <DropdownLink to="/fournisseurs" title="Tous les fournisseurs" text="Le catalogue complet, sans placement payant" />
              <DropdownLink to="/ma-consommation" title="Ma consommation réelle" text="Comparer sur le fichier de mon compteur Linky" />
              <li>
                <NavigationMenuLink asChild>
                  <a href={site.simulationUrl} target="_blank" rel="noopener" className={styles.dropdownLink}>
                    <span className={styles.dropdownTitle}>Simuler mes économies</span>
                    <span className={styles.dropdownText}>En 2 minutes, sans engagement (nouvel onglet)</span>
                  </a>
                </NavigationMenuLink>
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
          </NavigationMenuContent>
        </NavigationMenuItem>
        <NavigationMenuItem>
          <NavigationMenuLink asChild active={pathname.startsWith('/conseils')}>
            <Link to="/conseils">Conseils</Link>
          </NavigationMenuLink>
        </NavigationMenuItem>
        <NavigationMenuItem>
          <NavigationMenuLink asChild active={pathname === '/comment-ca-marche'}>
            <Link to="/comment-ca-marche">Comment ça marche</Link>
          </NavigationMenuLink>
        </NavigationMenuItem>
      </NavigationMenuList>
      <NavigationMenuViewport />
    </NavigationMenu>
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
      <NavigationMenuLink asChild>
        <Link to={to} className={styles.dropdownLink}>
          <span className={styles.dropdownTitle}>{title}</span>
          <span className={styles.dropdownText}>{text}</span>
        </Link>
      </NavigationMenuLink>
    </li>
  )
}

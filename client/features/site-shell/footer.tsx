import { Link } from '@tanstack/react-router'
import { Mail, MapPin, Phone, Zap } from 'lucide'
import type { ReactNode } from 'react'
import { site } from '../../config/site.ts'
import { useCurrentYear } from '../../lib/use-current-year.ts'
import { Container } from '../../ui/container.tsx'
import * as styles from './footer.css.ts'
import { Icon } from '../../ui/icon.tsx'

export function Footer() {
  const year = useCurrentYear()
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className={styles.brand}>
              <span className={styles.logoMark} aria-hidden="true">
                <Icon icon={Zap} size="md" />
              </span>
              {site.name}
            </h2>
            <p className={styles.about}>
              {site.tagline}. Un service gratuit et sans engagement pour comparer les offres des fournisseurs, comprendre vos factures et
              payer le juste prix. Tous les fournisseurs du catalogue sont listés, sans placement payant.
            </p>
          </section>

          <FooterColumn id="footer-links" title="Liens rapides">
            <li>
              <Link to="/fournisseurs">Tous les fournisseurs</Link>
            </li>
            <li>
              <Link to="/conseils">Conseils et guides</Link>
            </li>
            <li>
              <Link to="/comment-ca-marche">Comment ça marche</Link>
            </li>
            <li>
              <Link to="/calculateur">Calculateur de coûts</Link>
            </li>
            <li>
              <Link to="/ma-consommation">Ma consommation réelle</Link>
            </li>
            <li>
              <Link to="/qrcode">Générateur de QR code</Link>
            </li>
            <li>
              <Link to="/rappel">Être rappelé gratuitement</Link>
            </li>
          </FooterColumn>

          <FooterColumn id="footer-energy" title="Énergie">
            <li>
              <Link to="/electricite">Électricité</Link>
            </li>
            <li>
              <Link to="/electricite" search={{ filter: 'green' }}>
                Électricité verte
              </Link>
            </li>
            <li>
              <Link to="/gaz">Gaz naturel</Link>
            </li>
            <li>
              <Link to="/tarif-reglemente">Tarif réglementé</Link>
            </li>
            <li>
              <Link to="/offres-de-marche">Offres de marché</Link>
            </li>
          </FooterColumn>

          <FooterColumn id="footer-contact" title="Contact">
            <li>
              <a href={site.phone.href} className={styles.contactLine}>
                <Icon icon={Phone} size="md" className={styles.icon} />
                {site.phone.display}
              </a>
              <p className={styles.hours}>{site.hours}</p>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={styles.contactLine}>
                <Icon icon={Mail} size="md" className={styles.icon} />
                {site.email}
              </a>
            </li>
            <li>
              <address className={styles.contactLine}>
                <Icon icon={MapPin} size="md" className={styles.icon} />
                <span>
                  {site.address.street}
                  <br />
                  {site.address.postalCode} {site.address.city}
                </span>
              </address>
            </li>
            {site.social.map((profile) => (
              <li key={profile.href}>
                <a href={profile.href} target="_blank" rel="noopener noreferrer">
                  {profile.label}
                </a>
              </li>
            ))}
          </FooterColumn>
        </div>

        <div className={styles.legal}>
          <p>
            © {year} {site.name}. Tous droits réservés.
          </p>
          <ul className={styles.legalLinks}>
            <li>
              <Link to="/mentions-legales">Mentions légales</Link>
            </li>
            <li>
              <Link to="/politique-de-confidentialite">Politique de confidentialité</Link>
            </li>
            <li>
              <Link to="/cgu">CGU</Link>
            </li>
            <li>
              <Link to="/cookies">Cookies</Link>
            </li>
            <li>
              {/* Run by the first-load script (client/first-load/cookie-banner.ts), which opens the banner in
                  place: it works before this footer's code has arrived. Without JavaScript it is the page
                  where the choice is changed by a form. */}
              <a href="/cookies" className={styles.linkButton} data-consent-open="">
                Gestion des cookies
              </a>
            </li>
          </ul>
        </div>
      </Container>
    </footer>
  )
}

function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.columnTitle}>
        {title}
      </h2>
      <ul className={styles.list}>{children}</ul>
    </section>
  )
}

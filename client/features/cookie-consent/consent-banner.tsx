import { X } from 'lucide'
import { site } from '../../config/site.ts'
import { Button } from '../../ui/button.tsx'
import { Icon } from '../../ui/icon.tsx'
import * as styles from './consent-banner.css.ts'

/**
 * The cookie banner's markup: a non-modal region at the bottom of the screen. Every page carries it in a
 * template (client/routes/__root.tsx), and the first-load script runs it (client/first-load/cookie-banner.ts):
 * it shows 1 s after load when no valid choice is stored, and at once, focused, when the footer's
 * « Gestion des cookies » asks for it. Its controls say what they do in `data-consent-choice`: accepting
 * and refusing (the cross refuses) weigh the same.
 */
export function CookieBanner() {
  return (
    // A section named by its label: a region landmark.
    <section aria-label="Consentement aux cookies" tabIndex={-1} className={styles.banner}>
      <p className={styles.title}>Cookies&nbsp;: votre choix</p>
      <p className={styles.text}>
        {site.name} n’utilise aucun cookie publicitaire ni outil de mesure d’audience. Nous retenons seulement votre choix, dans votre
        navigateur, pendant 13&nbsp;mois. <a href="/cookies">En savoir plus sur les cookies</a>
      </p>
      <div className={styles.actions}>
        <Button tone="secondary" size="md" className={styles.action} data-consent-choice="accepted">
          Accepter
        </Button>
        <Button tone="secondary" size="md" className={styles.action} data-consent-choice="refused">
          Refuser
        </Button>
      </div>
      <button type="button" className={styles.close} aria-label="Fermer le bandeau cookies" data-consent-choice="refused">
        <Icon icon={X} size="lg" className={styles.closeIcon} />
      </button>
    </section>
  )
}

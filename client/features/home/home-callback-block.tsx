import { Headphones, Phone } from 'lucide'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { site } from '../../config/site.ts'
import { Button, ExternalLinkButton } from '../../ui/button.tsx'
import * as styles from './home-callback-block.css.ts'
import { Icon } from '../../ui/icon.tsx'

type BlockState = 'default' | 'form' | 'sent'

/**
 * The home page's callback block: the advisor card, then the form (with "Annuler"), then "sent".
 * The form itself comes from the caller, so this feature does not depend on the callback feature.
 */
export function HomeCallbackBlock({ renderForm }: { renderForm: (controls: { cancel: () => void; sent: () => void }) => ReactNode }) {
  const [state, setState] = useState<BlockState>('default')

  return (
    <div className={styles.card}>
      <div className={styles.advisor}>
        <span className={styles.avatar} aria-hidden="true">
          <Icon icon={Headphones} size="xl" />
        </span>
        <div>
          <h3 className={styles.name}>{site.advisorFirstName}, votre conseillère énergie</h3>
          <p className={styles.status}>
            <span className={styles.dot} aria-hidden="true" /> En ligne, {site.hoursShort}
          </p>
        </div>
      </div>

      {state === 'default' && (
        <div className={styles.body}>
          <p>
            Un doute sur votre contrat, votre puissance ou la meilleure offre pour votre foyer ? Un conseiller vous rappelle gratuitement,
            sans engagement.
          </p>
          <div className={styles.actions}>
            <Button tone="primary" onClick={() => setState('form')}>
              Parler à un expert
            </Button>
            <ExternalLinkButton href={site.simulationUrl} tone="secondary">
              Simuler mes économies
            </ExternalLinkButton>
          </div>
          <a href={site.phone.href} className={styles.phone}>
            <Icon icon={Phone} size="md" />
            {site.phone.display}
          </a>
        </div>
      )}

      {state === 'form' && (
        <div className={styles.body}>{renderForm({ cancel: () => setState('default'), sent: () => setState('sent') })}</div>
      )}

      {state === 'sent' && (
        <div className={styles.body} role="status">
          <p className={styles.sentTitle}>Demande envoyée avec succès !</p>
          <p>Nous vous contacterons très prochainement au numéro que vous avez indiqué.</p>
          <Button tone="secondary" onClick={() => setState('default')}>
            Fermer
          </Button>
        </div>
      )}
    </div>
  )
}

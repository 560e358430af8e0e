import { Sparkles } from 'lucide'
import type { SpecialOffer } from '#contract/supplier'
import { Card } from '../../ui/card.tsx'
import { formatPercent, powersLabel } from './plan-display.ts'
import * as styles from './special-offer.css.ts'
import { Icon } from '../../ui/icon.tsx'

/** A supplier's special offer as the catalogue describes it: terms, discounts, subscription grid, conditions. */
export function SpecialOfferSection({ offer }: { offer: SpecialOffer }) {
  return (
    <Card as="section" aria-labelledby="fournisseur-offre-speciale" padding="lg" className={styles.panel}>
      <p className={styles.eyebrow}>
        <Icon icon={Sparkles} size="md" className={styles.eyebrowIcon} />
        Offre spéciale
      </p>
      <h2 id="fournisseur-offre-speciale" className={styles.title}>
        {offer.title}
      </h2>
      <p className={styles.summary}>{offer.summary}</p>
      <dl className={styles.highlights}>
        <div className={styles.highlight}>
          <dt className={styles.highlightLabel}>Durée</dt>
          <dd className={styles.highlightValue}>{offer.durationMonths}&nbsp;mois</dd>
        </div>
        <div className={styles.highlight}>
          <dt className={styles.highlightLabel}>Remise sur l’électricité</dt>
          <dd className={styles.highlightValue}>
            −{formatPercent(offer.electricityDiscountPercent)}{' '}
            <span className={styles.highlightNote}>{offer.electricityDiscountPeriod}</span>
          </dd>
        </div>
        <div className={styles.highlight}>
          <dt className={styles.highlightLabel}>Remise sur le gaz</dt>
          <dd className={styles.highlightValue}>−{formatPercent(offer.gasDiscountPercent)}</dd>
        </div>
      </dl>
      <div className={styles.columns}>
        <div className={styles.tableBox}>
          {/* The source gives the powers, not the prices: no figure is shown in their place. */}
          <p data-field="special-offer-subscription">
            Abonnement pour {powersLabel(offer.subscriptionPowers)}&nbsp;: prix sur le site du fournisseur.
          </p>
        </div>
        {offer.conditions.length > 0 ? (
          <div>
            <h3 className={styles.conditionsTitle}>Conditions</h3>
            <ul className={styles.conditions}>
              {offer.conditions.map((condition) => (
                <li key={condition}>{condition}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Card>
  )
}

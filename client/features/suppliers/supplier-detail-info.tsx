import { Link } from '@tanstack/react-router'
import { Check, ExternalLink, Phone } from 'lucide'
import type { Supplier } from '#contract/supplier'
import { site } from '../../config/site.ts'
import { formatNumber } from '../../lib/format.ts'
import { buttonLinkClass, ExternalLinkButton } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { srOnly } from '../../ui/visually-hidden.css.ts'
import { commitmentLabel } from '../../lib/supplier-display.ts'
import { energiesLabel, formatPercent, priceTypeLabel, websiteLabel } from './plan-display.ts'
import { RatingStars } from '../../ui/rating-stars.tsx'
import { SupplierBadges } from '../../ui/supplier-badges.tsx'
import { FeatureList } from './supplier-detail-features.tsx'
import { Fact } from './supplier-detail-offers.tsx'
import { formatRating } from './supplier-detail.tsx'
import * as styles from './supplier-detail.css.ts'
import { Icon } from '../../ui/icon.tsx'

/** The key facts of a supplier at a glance, and the two next steps. */
export function SupplierInfoPanel({ supplier }: { supplier: Supplier }) {
  return (
    <Card as="section" aria-labelledby="fournisseur-infos">
      <h2 id="fournisseur-infos" className={styles.panelTitle}>
        Informations
      </h2>
      <dl className={styles.facts}>
        <Fact label="Énergies">{energiesLabel(supplier)}</Fact>
        <Fact label="Engagement">{commitmentLabel(supplier)}</Fact>
        <Fact label="Type de prix">{priceTypeLabel(supplier.priceType)}</Fact>
        <Fact label="Site web">
          <a href={supplier.websiteUrl} target="_blank" rel="noopener" className={styles.externalLink}>
            {websiteLabel(supplier.websiteUrl)}
            <Icon icon={ExternalLink} size="sm" className={styles.smallIcon} />
            <span className={srOnly}> (nouvel onglet)</span>
          </a>
        </Fact>
        <Fact label="Note des clients">
          <span className={styles.ratingCell}>
            <RatingStars rating={supplier.rating} />
            <span aria-hidden="true">{formatRating(supplier.rating)}</span>
            <span className={styles.muted}>({formatNumber(supplier.reviews)}&nbsp;avis)</span>
          </span>
        </Fact>
      </dl>
      <div className={styles.actions}>
        <ExternalLinkButton href={site.simulationUrl} fullWidth>
          Estimer mes économies
        </ExternalLinkButton>
        <Link to="/rappel" className={buttonLinkClass({ tone: 'secondary', fullWidth: true })}>
          <Icon icon={Phone} size="md" className={styles.buttonIcon} />
          Être rappelé gratuitement
        </Link>
      </div>
    </Card>
  )
}

/** Why choose this supplier: only what the catalogue says (its badges, green share and features). */
export function WhyChooseSupplier({ supplier }: { supplier: Supplier }) {
  return (
    <Card as="section" aria-labelledby="fournisseur-pourquoi" className={styles.whyPanel}>
      <h2 id="fournisseur-pourquoi" className={styles.panelTitle}>
        Pourquoi choisir {supplier.name}&nbsp;?
      </h2>
      <SupplierBadges supplier={supplier} />
      {supplier.hasElectricity && supplier.greenPercentage > 0 ? (
        <div className={styles.greenShare}>
          <p className={styles.greenShareText}>
            <strong>{formatPercent(supplier.greenPercentage)}</strong> d’électricité d’origine renouvelable
          </p>
          <div className={styles.greenBar} aria-hidden="true">
            {/* The width is the supplier's figure, not a design value. */}
            <div className={styles.greenBarFill} style={{ width: `${Math.min(100, supplier.greenPercentage)}%` }} />
          </div>
        </div>
      ) : null}
      {supplier.features.length > 0 ? (
        <FeatureList
          features={supplier.features}
          className={styles.checkList}
          itemClassName={styles.checkItem}
          renderItem={(feature) => (
            <>
              <Icon icon={Check} size="md" className={styles.checkIcon} />
              <span>{feature}</span>
            </>
          )}
        />
      ) : null}
    </Card>
  )
}

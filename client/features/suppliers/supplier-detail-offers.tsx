import type { ReactNode } from 'react'
import { Flame, Zap } from 'lucide'
import type { Energy } from '#contract/offers'
import type { RegulatedGrid } from '#contract/regulated-tariffs'
import type { Supplier } from '#contract/supplier'
import { formatLongDate } from '../../lib/format.ts'
import type { ListSlot } from '../../lib/list-slot.ts'
import { useVisitorDate } from '../../lib/use-visitor-date.ts'
import { Card } from '../../ui/card.tsx'
import { commitmentLabel } from '../../lib/supplier-display.ts'
import { DEFAULT_BASIS, HeadlineFigures } from '../../ui/headline-figures.tsx'
import { formatPercent, priceTypeLabel } from './plan-display.ts'
import { SupplierOfferList } from './supplier-offer-list.tsx'
import { Icon } from '../../ui/icon.tsx'
import * as styles from './supplier-detail.css.ts'

const ENERGY = {
  electricity: { title: 'Électricité', of: 'de l’offre d’électricité', icon: Zap },
  gas: { title: 'Gaz naturel', of: 'de l’offre de gaz', icon: Flame },
} as const

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  )
}

/**
 * One energy's headline (contract/supplier-headline.ts): the supplier's cheapest current offer for the
 * stated household on the answer's day, its figures all from that offer; stale ones inside their mark.
 */
function EnergyOffer({ supplier, energy }: { supplier: Supplier; energy: Energy }) {
  const { title, of, icon } = ENERGY[energy]
  const sells = energy === 'electricity' ? supplier.hasElectricity : supplier.hasGas
  const headline = sells ? supplier.headlines?.[energy] : undefined
  const headingId = `offre-${energy}`
  return (
    <Card as="section" aria-labelledby={headingId} data-energy={energy}>
      <h3 id={headingId} className={styles.energyTitle}>
        <Icon icon={icon} size="lg" className={styles.energyIcon} />
        {title}
      </h3>
      {headline?.status === 'priced' ? (
        <>
          <HeadlineFigures energy={energy} headline={headline} day={supplier.asOf} basis={DEFAULT_BASIS[energy]} />
          <dl className={styles.facts}>
            <Fact label="Type de prix">{priceTypeLabel(supplier.priceType)}</Fact>
            <Fact label="Engagement">{commitmentLabel(supplier)}</Fact>
            {energy === 'electricity' ? <Fact label="Part d’électricité verte">{formatPercent(supplier.greenPercentage)}</Fact> : null}
          </dl>
        </>
      ) : (
        <div className={styles.unavailable}>
          <p>Les détails {of} ne sont pas disponibles actuellement.</p>
          {headline ? <p>{headline.reason}</p> : null}
          <p>Contactez directement le fournisseur pour plus d’informations.</p>
        </div>
      )}
    </Card>
  )
}

/**
 * The electricity and gas offers side by side (stacked on mobile), with when the prices were read, then
 * every offer with its grid; the route hands in the regulated grids the indexed offers are priced from.
 */
export function SupplierOffers({ supplier, regulatedGrids }: { supplier: Supplier; regulatedGrids: ListSlot<RegulatedGrid> }) {
  // The first render judges the offers by the day the answer was derived for, as the build did; the
  // visitor's day replaces it once hydrated.
  const date = useVisitorDate(supplier.offers?.asOf ?? '')
  return (
    <>
      <OfferDetails supplier={supplier} />
      {supplier.offers ? <SupplierOfferList offers={supplier.offers} pricing={{ supplierId: supplier.id, regulatedGrids, date }} /> : null}
    </>
  )
}

function OfferDetails({ supplier }: { supplier: Supplier }) {
  return (
    <section className={styles.section} aria-labelledby="fournisseur-offre">
      <h2 id="fournisseur-offre" className={styles.sectionTitle}>
        Détails de l’offre
      </h2>
      <p className={styles.lead}>
        Pour chaque énergie, l’offre en cours la moins chère pour un foyer de référence (électricité en option Base, compteur de 6&nbsp;kVA,
        3&nbsp;500&nbsp;kWh par an&nbsp;; gaz, 8&nbsp;200&nbsp;kWh par an)
        {supplier.asOf ? <>, aux prix du {formatLongDate(supplier.asOf)}</> : null}.
      </p>
      <div className={styles.offerGrid}>
        <EnergyOffer supplier={supplier} energy="electricity" />
        <EnergyOffer supplier={supplier} energy="gas" />
      </div>
    </section>
  )
}

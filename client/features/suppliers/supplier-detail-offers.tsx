import type { ReactNode } from 'react'
import { Flame, Zap } from 'lucide'
import { isCurrentOffer, isPastOffer } from '#contract/offer-dates'
import type { Energy } from '#contract/offers'
import type { RegulatedGrid } from '#contract/regulated-tariffs'
import type { Supplier } from '#contract/supplier'
import { formatLongDate } from '../../lib/format.ts'
import type { ListSlot } from '../../lib/list-slot.ts'
import { useVisitorDate } from '../../lib/use-visitor-date.ts'
import { Card } from '../../ui/card.tsx'
import { commitmentLabel, formatAmount, formatCentsPerKwh, monthlySubscription } from '../../lib/supplier-display.ts'
import { formatPercent, priceTypeLabel } from './plan-display.ts'
import { SubscriptionTable } from './subscription-table.tsx'
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

function priceOf(supplier: Supplier, energy: Energy): number | undefined {
  if (energy === 'electricity') return supplier.hasElectricity ? supplier.electricityPriceKwh : undefined
  return supplier.hasGas ? supplier.gasPriceKwh : undefined
}

/** The main offer the figures come from, when it has ended by `date`: its figures are no longer current. */
function endedMainOffer(supplier: Supplier, energy: Energy, date: string) {
  const offers = supplier.offers
  const main = offers?.items.find((o) => o.main && o.energy === energy && isCurrentOffer(o, offers.asOf))
  return main && isPastOffer(main, date) ? main : undefined
}

/** Why the figures are missing: the main offer ended, or the reason the catalogue gives. */
function missingReason(supplier: Supplier, energy: Energy, date: string): string | undefined {
  const ended = endedMainOffer(supplier, energy, date)
  if (ended) return `L’offre «\u00a0${ended.name}\u00a0» a pris fin le ${formatLongDate(ended.validUntil ?? '')}.`
  return energy === 'electricity' ? supplier.electricityUnpricedReason : supplier.gasUnpricedReason
}

function EnergyOffer({ supplier, energy, date }: { supplier: Supplier; energy: Energy; date: string }) {
  const { title, of, icon } = ENERGY[energy]
  const price = endedMainOffer(supplier, energy, date) ? undefined : priceOf(supplier, energy)
  const subscription = monthlySubscription(supplier, energy)
  const reason = price === undefined ? missingReason(supplier, energy, date) : undefined
  const headingId = `offre-${energy}`
  return (
    <Card as="section" aria-labelledby={headingId} data-energy={energy}>
      <h3 id={headingId} className={styles.energyTitle}>
        <Icon icon={icon} size="lg" className={styles.energyIcon} />
        {title}
      </h3>
      {price === undefined ? (
        <div className={styles.unavailable}>
          <p>Les détails {of} ne sont pas disponibles actuellement.</p>
          {reason ? <p>{reason}</p> : null}
          <p>Contactez directement le fournisseur pour plus d’informations.</p>
        </div>
      ) : (
        <>
          <p className={styles.priceLine}>
            <span className={styles.bigPrice}>{formatCentsPerKwh(price)}</span>
            <span className={styles.muted}>prix du kWh</span>
          </p>
          <dl className={styles.facts}>
            <Fact label="Abonnement">
              {subscription === undefined ? 'Détails non disponibles actuellement' : <>{formatAmount(subscription)}&nbsp;/&nbsp;mois</>}
            </Fact>
            <Fact label="Type de prix">{priceTypeLabel(supplier.priceType)}</Fact>
            <Fact label="Engagement">{commitmentLabel(supplier)}</Fact>
            {energy === 'electricity' ? <Fact label="Part d’électricité verte">{formatPercent(supplier.greenPercentage)}</Fact> : null}
          </dl>
          {energy === 'electricity' && supplier.subscriptionByKva ? (
            <SubscriptionTable rows={supplier.subscriptionByKva} caption="Abonnement électricité selon la puissance du compteur" />
          ) : null}
        </>
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
      <OfferDetails supplier={supplier} date={date} />
      {supplier.offers ? <SupplierOfferList offers={supplier.offers} pricing={{ supplierId: supplier.id, regulatedGrids, date }} /> : null}
    </>
  )
}

function OfferDetails({ supplier, date }: { supplier: Supplier; date: string }) {
  return (
    <section className={styles.section} aria-labelledby="fournisseur-offre">
      <h2 id="fournisseur-offre" className={styles.sectionTitle}>
        Détails de l’offre
      </h2>
      <p className={styles.lead}>Offre «&nbsp;{supplier.offerName}&nbsp;», option Base, pour un compteur de 6&nbsp;kVA.</p>
      <div className={styles.offerGrid}>
        <EnergyOffer supplier={supplier} energy="electricity" date={date} />
        <EnergyOffer supplier={supplier} energy="gas" date={date} />
      </div>
      <p className={styles.checked}>
        Prix relevés le {formatLongDate(supplier.pricesCheckedAt)}
        {supplier.pricesAreEstimates ? ' (estimation)' : ''}
      </p>
    </section>
  )
}

import { useSuspenseQuery } from '@tanstack/react-query'
import type { RegulatedGrid } from '#contract/regulated-tariffs'
import type { SupplierOffer, SupplierOffers } from '#contract/supplier'
import { isCurrentOffer, isPastOffer } from '#contract/offer-dates'
import { OFFER_OPTION_NAMES } from '#contract/option-names'
import type { OfferOptionName } from '#contract/offer-structures'
import { formatLongDate } from '../../lib/format.ts'
import { HydrateWhenNear } from '../../lib/hydrate-when-near.tsx'
import type { ListSlot } from '../../lib/list-slot.ts'
import { Skeleton } from '../../ui/card.tsx'
import { QueryBoundary } from '../../ui/query-boundary.tsx'
import { supplierOffersQuery } from './api.ts'
import { offerGridTable } from './offer-grid-table.ts'
import { OfferPriceGrid } from './offer-price-grid.tsx'
import * as styles from './supplier-detail.css.ts'

const OPTION_LABEL: Partial<Record<OfferOptionName, string>> = { base: 'option Base', hphc: 'option Heures creuses', tempo: 'option Tempo' }

/** « option Base », « offre Week-end »: how the electricity offer is priced. */
function optionOf(offer: SupplierOffer): string | undefined {
  return offer.option ? (OPTION_LABEL[offer.option] ?? `offre ${OFFER_OPTION_NAMES[offer.option]}`) : undefined
}

function kindOf(offer: SupplierOffer): string {
  if (offer.energy === 'gas') return 'Gaz naturel'
  const option = optionOf(offer)
  return option ? `Électricité, ${option}` : 'Électricité'
}

/** How to price a current offer on the visitor's day: whose offers to read, the regulated grids, the day. */
export type GridContext = { supplierId: number; regulatedGrids: ListSlot<RegulatedGrid>; date: string }

/** What the supplier's own answer says of the prices: the page's words when the offers' grids cannot be read. */
function CheckedLines({ offer }: { offer: SupplierOffer }) {
  return (
    <>
      <p className={styles.checked}>Prix relevés le {formatLongDate(offer.pricesCheckedAt)}</p>
      {offer.unpricedReason ? <p className={styles.checked}>Prix non affiché&nbsp;: {offer.unpricedReason}</p> : null}
    </>
  )
}

function PricedOffer({ offer, pricing, grids }: { offer: SupplierOffer; pricing: GridContext; grids: readonly RegulatedGrid[] }) {
  const { data } = useSuspenseQuery(supplierOffersQuery(pricing.supplierId))
  const view = data.offers.find((o) => o.id === offer.id)
  // An offer that opened after the offers' answer was made has no grid in it yet.
  if (!view) return <CheckedLines offer={offer} />
  return (
    <OfferPriceGrid
      offer={{ name: offer.name, kind: optionOf(offer) ?? kindOf(offer).toLowerCase(), energy: offer.energy }}
      table={offerGridTable(view, grids, pricing.date)}
    />
  )
}

function OfferItem({ offer, past, pricing }: { offer: SupplierOffer; past: boolean; pricing: GridContext }) {
  const end = offer.validUntil
  return (
    <li className={styles.offerItem} data-offer-id={offer.id}>
      <p className={styles.offerName}>{offer.name}</p>
      <p className={styles.muted}>{kindOf(offer)}</p>
      <p className={styles.checked}>
        {past && end ? `Terminée le ${formatLongDate(end)}` : end ? `Valable jusqu’au ${formatLongDate(end)}` : 'Date de fin non spécifiée'}
      </p>
      {past ? (
        <CheckedLines offer={offer} />
      ) : (
        // The grids load after the page: while they do, or if they fail, the list stands without them.
        <QueryBoundary pending={<Skeleton width="half" />} failure={() => <CheckedLines offer={offer} />}>
          {pricing.regulatedGrids((grids) => (
            <PricedOffer offer={offer} pricing={pricing} grids={grids} />
          ))}
        </QueryBoundary>
      )}
    </li>
  )
}

/**
 * Every offer of the supplier, judged by `date` (the visitor's day): the current ones with their price
 * grid of that day, then apart those past their end date. An offer not yet open is in neither list.
 */
export function SupplierOfferList({ offers, pricing }: { offers: SupplierOffers; pricing: GridContext }) {
  const { date } = pricing
  const current = offers.items.filter((o) => isCurrentOffer(o, date))
  const past = offers.items.filter((o) => isPastOffer(o, date))
  // Below the headline offers, each list with its grids stays the server's HTML until it comes near.
  return (
    <>
      <HydrateWhenNear selector='section[aria-labelledby="fournisseur-offres"]'>
        <section className={styles.section} aria-labelledby="fournisseur-offres">
          <h2 id="fournisseur-offres" className={styles.sectionTitle}>
            Offres du fournisseur
          </h2>
          {current.length > 0 ? (
            <>
              <p className={styles.lead}>
                Prix toutes taxes comprises en vigueur le {formatLongDate(date)}, avec leur date et leur source.
              </p>
              <ul className={styles.offerList}>
                {current.map((offer) => (
                  <OfferItem key={offer.id} offer={offer} past={false} pricing={pricing} />
                ))}
              </ul>
            </>
          ) : (
            <p>Aucune offre en cours dans notre catalogue.</p>
          )}
        </section>
      </HydrateWhenNear>
      {past.length > 0 ? (
        <HydrateWhenNear selector='section[aria-labelledby="fournisseur-offres-passees"]'>
          <section className={styles.section} aria-labelledby="fournisseur-offres-passees">
            <h2 id="fournisseur-offres-passees" className={styles.sectionTitle}>
              Offres passées
            </h2>
            <ul className={styles.offerList}>
              {past.map((offer) => (
                <OfferItem key={offer.id} offer={offer} past pricing={pricing} />
              ))}
            </ul>
          </section>
        </HydrateWhenNear>
      ) : null}
    </>
  )
}

import type { SupplierOffer, SupplierOffers } from '#contract/supplier'
import { isCurrentOffer, isPastOffer } from '#contract/offer-dates'
import { OFFER_OPTION_NAMES } from '#contract/option-names'
import type { OfferOptionName } from '#contract/offer-structures'
import { formatLongDate } from '../../lib/format.ts'
import * as styles from './supplier-detail.css.ts'

const OPTION_LABEL: Partial<Record<OfferOptionName, string>> = { base: 'option Base', hphc: 'option Heures creuses', tempo: 'option Tempo' }

function kindOf(offer: SupplierOffer): string {
  if (offer.energy === 'gas') return 'Gaz naturel'
  return offer.option ? `Électricité, ${OPTION_LABEL[offer.option] ?? `offre ${OFFER_OPTION_NAMES[offer.option]}`}` : 'Électricité'
}

function OfferItem({ offer, past }: { offer: SupplierOffer; past: boolean }) {
  const end = offer.validUntil
  return (
    <li className={styles.offerItem} data-offer-id={offer.id}>
      <p className={styles.offerName}>{offer.name}</p>
      <p className={styles.muted}>{kindOf(offer)}</p>
      <p className={styles.checked}>
        {past && end ? `Terminée le ${formatLongDate(end)}` : end ? `Valable jusqu’au ${formatLongDate(end)}` : 'Date de fin non spécifiée'}
        {' · '}Prix relevés le {formatLongDate(offer.pricesCheckedAt)}
      </p>
      {offer.unpricedReason ? <p className={styles.checked}>Prix non affiché&nbsp;: {offer.unpricedReason}</p> : null}
    </li>
  )
}

/**
 * Every offer of the supplier, judged by `date` (the visitor's day): the current ones, then apart those
 * past their end date. An offer not yet open is in neither list.
 */
export function SupplierOfferList({ offers, date }: { offers: SupplierOffers; date: string }) {
  const current = offers.items.filter((o) => isCurrentOffer(o, date))
  const past = offers.items.filter((o) => isPastOffer(o, date))
  return (
    <>
      <section className={styles.section} aria-labelledby="fournisseur-offres">
        <h2 id="fournisseur-offres" className={styles.sectionTitle}>
          Offres du fournisseur
        </h2>
        {current.length > 0 ? (
          <ul className={styles.offerList}>
            {current.map((offer) => (
              <OfferItem key={offer.id} offer={offer} past={false} />
            ))}
          </ul>
        ) : (
          <p>Aucune offre en cours dans notre catalogue.</p>
        )}
      </section>
      {past.length > 0 ? (
        <section className={styles.section} aria-labelledby="fournisseur-offres-passees">
          <h2 id="fournisseur-offres-passees" className={styles.sectionTitle}>
            Offres passées
          </h2>
          <ul className={styles.offerList}>
            {past.map((offer) => (
              <OfferItem key={offer.id} offer={offer} past />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}

import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { monthsBefore, STALE_AFTER_MONTHS } from '#contract/offer-freshness'
import { OFFER_OPTION_NAMES } from '#contract/option-names'
import { formatLongDate } from '../../lib/format.ts'
import type { StaleOffer } from './offer-ranking.ts'
import * as styles from './stale-offers.css.ts'

/** One list per reason, its heading saying why each of its offers is left out. */
function StaleGroup({ title, items }: { title: string; items: readonly StaleOffer[] }) {
  const titleId = useId()
  if (items.length === 0) return null
  return (
    <div className={styles.group}>
      <h3 id={titleId} className={styles.groupTitle}>
        {title} ({items.length})
      </h3>
      <ul className={styles.list} aria-labelledby={titleId}>
        {items.map(({ offer, checkedAt, reason }) => (
          <li key={offer.id} className={styles.item} data-offer-id={offer.id} data-stale={reason}>
            <p className={styles.name}>
              <Link to="/fournisseurs/$supplierId" params={{ supplierId: offer.supplierId }} className={styles.supplier}>
                {offer.supplierName}
              </Link>
              &nbsp;– {offer.name}
              {offer.option ? <span className={styles.option}> ({OFFER_OPTION_NAMES[offer.option]})</span> : null}
            </p>
            <p className={styles.detail}>Prix relevés le {formatLongDate(checkedAt)}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The offers whose prices no source confirms as current on the ranking's day (docs/decisions/0055): a
 * muted section of its own after the ranking, never ranked, each offer under why it is left out and with
 * the day its prices were last checked, so a visitor can ask the supplier for today's.
 */
export function StaleOffers({ items, date }: { items: readonly StaleOffer[]; date: string }) {
  const titleId = useId()
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Prix non confirmés depuis plus de 6&nbsp;mois ({items.length})
      </h2>
      <p className={styles.intro}>
        Ces offres ne sont pas classées&nbsp;: au {formatLongDate(date)}, aucune source récente ne confirme leurs prix. Elles existent
        peut-être encore, à d’autres prix&nbsp;: renseignez-vous auprès du fournisseur.
      </p>
      <StaleGroup
        title={`Prix relevés avant le ${formatLongDate(monthsBefore(date, STALE_AFTER_MONTHS))}`}
        items={items.filter((item) => item.reason === 'old')}
      />
      <StaleGroup
        title="Offres indexées sur une grille du tarif réglementé remplacée depuis"
        items={items.filter((item) => item.reason === 'regulatedGridReplaced')}
      />
    </section>
  )
}

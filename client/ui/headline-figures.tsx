import type { ReactNode } from 'react'
import type { Energy } from '#contract/offers'
import type { SupplierSummary } from '#contract/supplier'
import type { SupplierHeadline } from '#contract/supplier-headline'
import { formatLongDate, formatAmount, formatCentsPerKwh, NOT_COMMUNICATED } from '../lib/format.ts'
import * as styles from './supplier-card.css.ts'
import { srOnly } from './visually-hidden.css.ts'

const ENERGY_LABEL: Record<Energy, string> = { electricity: 'Électricité', gas: 'Gaz' }

/** Headlines a page computed itself (the comparison's, for the profile in its address), by energy. */
export type CardHeadlines = Partial<Record<Energy, SupplierHeadline>>

/** The household of the API's headlines (contract/supplier-headline.ts), as a card names it. */
export const DEFAULT_BASIS: Record<Energy, string> = {
  electricity: 'Base 6\u00a0kVA, 3\u00a0500\u00a0kWh par an',
  gas: '8\u00a0200\u00a0kWh par an',
}

/** An energy's headline: the API's for the day, or the page's own for its profile; without either, why. */
export function headlineOf(supplier: SupplierSummary, energy: Energy, own: CardHeadlines | undefined): SupplierHeadline {
  const given = own?.[energy] ?? supplier.headlines?.[energy]
  if (given) return given
  const reason = energy === 'electricity' ? supplier.electricityUnpricedReason : supplier.gasUnpricedReason
  return { status: 'missing', reason: reason ?? 'Prix non disponible.' }
}

/**
 * One energy's figures, all from one offer: kWh price, subscription and yearly cost, each marked with the
 * offer, its check date and the day priced. Prices not confirmed within six months sit inside a
 * « Prix non confirmés » mark; without a price, « non communiqué » and the reason.
 */
export function HeadlineFigures({
  energy,
  headline,
  day,
  basis,
  costsCurrentOnly = false,
}: {
  energy: Energy
  headline: SupplierHeadline
  day: string | undefined
  basis: string
  /**
   * The page costs current offers only (a comparison, whose ranking sets stale offers apart): a stale or
   * missing headline's yearly cost is « non estimé », with why.
   */
  costsCurrentOnly?: boolean | undefined
}) {
  const label = ENERGY_LABEL[energy]
  const h = headline.status === 'priced' ? headline : undefined
  const uncosted = costsCurrentOnly && (!h || h.stale)
  const mark = h && { 'data-offer-id': h.offerId, 'data-checked-at': h.pricesCheckedAt, 'data-day': day }
  const figure = (name: ReactNode, field: string, price: string, text: ReactNode, wide?: boolean) => (
    <div className={wide ? styles.figureWide : styles.figure}>
      <dt>{name}</dt>
      <dd data-field={`${energy}-${field}`} {...(mark && { 'data-price': price, ...mark })}>
        {text}
      </dd>
    </div>
  )
  return (
    <div className={styles.energyBlock} data-energy={energy} {...(h?.stale && { 'data-stale-mark': '' })}>
      {h?.stale ? <p className={styles.staleMark}>Prix non confirmés depuis le {formatLongDate(h.pricesCheckedAt)}</p> : null}
      <dl className={styles.figures}>
        {figure(
          h?.averaged ? `${label} (prix moyen)` : label,
          'price',
          h?.averaged ? 'kwh-average' : 'kwh',
          formatCentsPerKwh(h?.priceKwh),
        )}
        {figure(
          <>
            Abonnement<span className={srOnly}> {energy === 'electricity' ? 'électricité' : 'gaz'}</span>
          </>,
          'subscription',
          'subscription',
          h ? (
            <>
              {formatAmount(h.subscriptionPerMonth)}
              <span className={styles.unit}>&nbsp;/&nbsp;mois</span>
            </>
          ) : (
            NOT_COMMUNICATED
          ),
        )}
        {h && !uncosted ? figure(`Coût annuel estimé (${basis})`, 'yearly-cost', 'yearly', formatAmount(h.yearlyCost), true) : null}
      </dl>
      {h && uncosted ? (
        <p className={styles.unpricedReason} data-field={`${energy}-uncosted-reason`}>
          Coût annuel non estimé&nbsp;: ses prix ne sont pas confirmés depuis plus de 6&nbsp;mois.
        </p>
      ) : null}
      <p className={h ? styles.offerNote : styles.unpricedReason} data-field={h ? undefined : `${energy}-unpriced-reason`}>
        {h ? (
          <>
            Offre «&nbsp;{h.offerName}&nbsp;», prix relevés le {formatLongDate(h.pricesCheckedAt)}
          </>
        ) : (
          <>
            {uncosted ? 'Coût annuel non estimé' : label}&nbsp;: {headline.status === 'missing' ? headline.reason : ''}
          </>
        )}
      </p>
    </div>
  )
}

import type { Energy } from '#contract/offers'
import type { SupplierSummary } from '#contract/supplier'
import type { SupplierHeadline } from '#contract/supplier-headline'
import { formatLongDate } from '../lib/format.ts'
import { formatAmount, formatCentsPerKwh } from '../lib/supplier-display.ts'
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
 * « Prix non confirmés » mark; without a price, « N/A » and the reason.
 */
export function HeadlineFigures({
  energy,
  headline,
  day,
  basis,
}: {
  energy: Energy
  headline: SupplierHeadline
  day: string | undefined
  basis: string
}) {
  const label = ENERGY_LABEL[energy]
  if (headline.status === 'missing')
    return (
      <div className={styles.energyBlock} data-energy={energy}>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{label}</dt>
            <dd data-field={`${energy}-price`}>N/A</dd>
          </div>
          <div className={styles.figure}>
            <dt>
              Abonnement<span className={srOnly}> {energy === 'electricity' ? 'électricité' : 'gaz'}</span>
            </dt>
            <dd data-field={`${energy}-subscription`}>N/A</dd>
          </div>
        </dl>
        <p className={styles.unpricedReason} data-field={`${energy}-unpriced-reason`}>
          {label}&nbsp;: {headline.reason}
        </p>
      </div>
    )
  const mark = {
    'data-offer-id': headline.offerId,
    'data-checked-at': headline.pricesCheckedAt,
    ...(day ? { 'data-day': day } : {}),
  }
  return (
    <div
      className={styles.energyBlock}
      data-energy={energy}
      data-offer-id={headline.offerId}
      {...(headline.stale ? { 'data-stale-mark': '' } : {})}
    >
      {headline.stale ? <p className={styles.staleMark}>Prix non confirmés depuis le {formatLongDate(headline.pricesCheckedAt)}</p> : null}
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>
            {label}
            {headline.averaged ? ' (prix moyen)' : ''}
          </dt>
          <dd data-field={`${energy}-price`} data-price={headline.averaged ? 'kwh-average' : 'kwh'} {...mark}>
            {formatCentsPerKwh(headline.priceKwh)}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>
            Abonnement<span className={srOnly}> {energy === 'electricity' ? 'électricité' : 'gaz'}</span>
          </dt>
          <dd data-field={`${energy}-subscription`} data-price="subscription" {...mark}>
            {formatAmount(headline.subscriptionPerMonth)}
            <span className={styles.unit}>&nbsp;/&nbsp;mois</span>
          </dd>
        </div>
        <div className={styles.figureWide}>
          <dt>Coût annuel estimé ({basis})</dt>
          <dd data-field={`${energy}-yearly-cost`} data-price="yearly" {...mark}>
            {formatAmount(headline.yearlyCost)}
          </dd>
        </div>
      </dl>
      <p className={styles.offerNote}>
        Offre «&nbsp;{headline.offerName}&nbsp;», prix relevés le {formatLongDate(headline.pricesCheckedAt)}
      </p>
    </div>
  )
}

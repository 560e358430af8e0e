import { type BreakdownLine, costBreakdown } from '#contract/cost-breakdown'
import type { CostProfile } from '#contract/household'
import type { PricedOffer } from '#contract/offer-pricing'
import type { RegulatedGrid } from '#contract/regulated-tariffs'
import { OFFER_PERIOD_NAMES } from '#contract/option-names'
import { formatEuros, formatLongDate, formatNumber } from '../lib/format.ts'
import * as styles from './cost-breakdown.css.ts'

/**
 * A yearly cost the way the bill reads it, as a table (a caption, one header cell per line) that reads in
 * order with a screen reader. Nothing is told by colour; each line says its rate and the day that rate
 * applies from. Loaded in its own chunk inside the disclosure (cost-breakdown-disclosure.tsx): the
 * comparison pages' first load has no room for it. docs/decisions/0081.
 */

const percent = (value: number) => `${formatNumber(value, value % 1 === 0 ? 0 : 2)}\u00a0%`
const since = (from: string | null) => (from ? ` · depuis le ${formatLongDate(from)}` : '')
const TEMPO_DAYS: Record<string, string> = { Bleu: 'jours bleus', Blanc: 'jours blancs', Rouge: 'jours rouges' }

/**
 * A period as a bill names it: the offers' short names (« Bleu HC ») written out (« heures creuses, jours
 * bleus »), a screen reader reading « HC » letter by letter.
 */
function periodName(period: string): string {
  if (period === 'base') return 'Énergie'
  const short = (OFFER_PERIOD_NAMES as Record<string, string>)[period] ?? period
  const hours = / HP$/.test(short) ? 'heures pleines' : / HC$/.test(short) ? 'heures creuses' : null
  const head = hours ? short.slice(0, -3) : short
  const day = TEMPO_DAYS[head] ?? head.toLowerCase()
  return `Énergie ${hours ? `${hours}, ${day}` : day}`
}

function lineText(line: BreakdownLine): { name: string; rate: string } {
  switch (line.kind) {
    case 'subscription':
      return { name: 'Abonnement hors taxes', rate: `${line.kva}\u00a0kVA${line.from ? ` · prix du ${formatLongDate(line.from)}` : ''}` }
    case 'energy':
      return {
        name: `${periodName(line.period)}${line.period === 'base' ? '' : ','} hors taxes`,
        rate: `${formatNumber(line.kwh)}\u00a0kWh × ${formatNumber(line.pricePerKwh, 5)}\u00a0€/kWh${line.from ? ` · prix du ${formatLongDate(line.from)}` : ''}`,
      }
    case 'cta':
      return {
        name: 'Contribution tarifaire d’acheminement (CTA)',
        rate: `${percent(line.percent)} de la part fixe du tarif de réseau (${formatEuros(line.networkFixedPerYear)} HT par an)${since(line.from)}`,
      }
    case 'excise':
      return {
        name: 'Accise',
        rate: `${formatNumber(line.perMwh, 2)}\u00a0€/MWh × ${formatNumber(line.kwh)}\u00a0kWh${since(line.from)}`,
      }
    case 'vat':
      return {
        name: 'TVA',
        rate:
          line.subscriptionPercent === line.energyPercent
            ? `${percent(line.energyPercent)} sur toutes les lignes${since(line.from)}`
            : `${percent(line.subscriptionPercent)} sur l’abonnement et la CTA, ${percent(line.energyPercent)} sur l’énergie et l’accise${since(line.from)}`,
      }
  }
}

export type CostBreakdownInput = {
  offer: PricedOffer
  grids: readonly RegulatedGrid[]
  date: string
  profile: CostProfile
  /** The offer's name, for the table's caption. */
  label: string
}

export function CostBreakdownTable({ offer, grids, date, profile, label }: CostBreakdownInput) {
  const breakdown = costBreakdown(offer, grids, date, profile)
  if (breakdown.status === 'unavailable') return <p data-breakdown="unavailable">Détail non disponible&nbsp;: {breakdown.reason}.</p>
  return (
    <table className={styles.table} data-breakdown="">
      <caption className={styles.caption}>
        {label}&nbsp;: coût annuel détaillé comme sur une facture, avec les taxes en vigueur le {formatLongDate(breakdown.date)}
      </caption>
      <tbody>
        {breakdown.lines.map((line) => {
          const { name, rate } = lineText(line)
          return (
            <tr
              className={styles.line}
              key={line.kind === 'energy' ? line.period : line.kind}
              data-line={line.kind}
              data-amount={line.amount.toFixed(2)}
            >
              <th scope="row" className={styles.name}>
                {name}
                <span className={styles.rate}>{rate}</span>
              </th>
              <td className={styles.amount}>{formatEuros(line.amount)}</td>
            </tr>
          )
        })}
      </tbody>
      <tfoot>
        <tr className={styles.total} data-line="total" data-amount={breakdown.total.toFixed(2)}>
          <th scope="row" className={styles.name}>
            Total toutes taxes comprises
          </th>
          <td className={styles.amount}>{formatEuros(breakdown.total)}</td>
        </tr>
      </tfoot>
    </table>
  )
}

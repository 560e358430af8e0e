import type { BreakdownLine, CostBreakdown } from '#contract/cost-breakdown'
import { OFFER_PERIOD_NAMES } from '#contract/option-names'
import { formatEuros, formatLongDate, formatNumber } from '../lib/format.ts'
import * as styles from './cost-breakdown.css.ts'

/**
 * A yearly cost the way the bill reads it, in a native disclosure: it opens without JavaScript, and its
 * table (a caption, one header cell per line) reads in order with a screen reader. Nothing is told by
 * colour; each line says its rate and the day that rate applies from. docs/decisions/0081.
 */

const percent = (value: number) => `${formatNumber(value, value % 1 === 0 ? 0 : 2)}\u00a0%`
const since = (from: string | null) => (from ? ` · depuis le ${formatLongDate(from)}` : '')
const periodName = (period: string) =>
  period === 'base' ? 'Énergie' : `Énergie ${((OFFER_PERIOD_NAMES as Record<string, string>)[period] ?? period).toLowerCase()}`

function describe(line: BreakdownLine): { name: string; rate: string } {
  switch (line.kind) {
    case 'subscription':
      return { name: 'Abonnement hors taxes', rate: `${line.kva}\u00a0kVA${line.from ? ` · prix du ${formatLongDate(line.from)}` : ''}` }
    case 'energy':
      return {
        name: `${periodName(line.period)} hors taxes`,
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

export function CostBreakdownDetails({ breakdown, label }: { breakdown: CostBreakdown; label: string }) {
  if (breakdown.status === 'unavailable')
    return (
      <p className={styles.disclosure} data-breakdown="unavailable">
        Détail du coût non disponible&nbsp;: {breakdown.reason}.
      </p>
    )
  return (
    <details className={styles.disclosure} data-breakdown="">
      <summary className={styles.summary}>Détail du coût annuel, ligne par ligne</summary>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {label}&nbsp;: coût annuel détaillé comme sur une facture, avec les taxes en vigueur le {formatLongDate(breakdown.date)}
        </caption>
        <tbody>
          {breakdown.lines.map((line) => {
            const { name, rate } = describe(line)
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
    </details>
  )
}

import { useEffect, useRef } from 'react'
import { formatNumber } from '../../lib/format.ts'
import * as styles from './monthly-chart.css.ts'

export interface MonthBar {
  /** YYYY-MM */
  month: string
  kwh: number
  /** Days with data of the month's days, so a partial month says so. */
  days: number
  daysInMonth: number
}

const monthLong = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const monthShort = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' })
const asDate = (month: string) => new Date(`${month}-01T00:00:00Z`)

/** Starts fetching the chart's code (uPlot): called when the page opens, so it is there offline too. */
export const loadChartCode = () => import('./draw-monthly-chart.ts')

/**
 * The months as bars, and the same figures as a table: the canvas is hidden from screen readers, who
 * read the table instead, and anyone can open it.
 */
export function MonthlyChart({ months }: { months: readonly MonthBar[] }) {
  const canvasHolder = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const target = canvasHolder.current
    if (!target) return
    let destroy: (() => void) | undefined
    let cancelled = false
    void loadChartCode()
      .then(({ drawMonthlyChart }) => {
        if (cancelled) return
        const css = getComputedStyle(target)
        destroy = drawMonthlyChart(
          target,
          months.map((m) => monthShort.format(asDate(m.month)).replace('.', '')),
          months.map((m) => m.kwh),
          { bar: css.color, text: css.getPropertyValue('--chart-text') || css.color, grid: css.borderTopColor },
        )
      })
      // Without the chart the table below still gives every figure.
      .catch(() => undefined)
    return () => {
      cancelled = true
      destroy?.()
    }
  }, [months])

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>Votre consommation mois par mois, en kWh</figcaption>
      <div ref={canvasHolder} className={styles.canvas} aria-hidden="true" />
      <details className={styles.details}>
        <summary>Voir les chiffres sous forme de tableau</summary>
        <table className={styles.table}>
          <caption className={styles.tableCaption}>Consommation par mois</caption>
          <thead>
            <tr>
              <th scope="col">Mois</th>
              <th scope="col">Consommation</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">
                  {monthLong.format(asDate(m.month))}
                  {m.days < m.daysInMonth ? ` (${m.days} jour${m.days > 1 ? 's' : ''} sur ${m.daysInMonth})` : ''}
                </th>
                <td>{formatNumber(m.kwh)}&nbsp;kWh</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}

import { useEffect, useMemo, useRef } from 'react'
import { REFERENCE_KVA, rowAt, type RegulatedReference } from '../../lib/regulated-reference.ts'
import type { HistoryPoint } from './draw-regulated-history-chart.ts'
import * as styles from './regulated-history-chart.css.ts'

/** The Base grids up to the reference's date, oldest first, at the reference power. */
export function historyPoints(reference: RegulatedReference): HistoryPoint[] {
  return reference.pastGrids
    .filter((grid) => grid.option === 'base')
    .map((grid) => {
      const row = rowAt(grid, REFERENCE_KVA)
      return { from: grid.effectiveFrom, price: row?.pricesPerKwh.base.ttc ?? null, subscription: row?.subscriptionPerMonthTtc ?? null }
    })
    .sort((a, b) => a.from.localeCompare(b.from))
}

/**
 * The Base price and the subscription over time, drawn with uPlot once the page runs (the module and
 * uPlot load then, in a chunk of their own). The canvas is hidden from screen readers: the table that
 * follows gives every figure, and stays the chart's alternative without JavaScript.
 */
export function RegulatedHistoryChart({ reference }: { reference: RegulatedReference }) {
  const holder = useRef<HTMLDivElement>(null)
  const points = useMemo(() => historyPoints(reference), [reference])

  useEffect(() => {
    const target = holder.current
    if (!target || points.length === 0) return
    let destroy: (() => void) | undefined
    let cancelled = false
    void import('./draw-regulated-history-chart.ts')
      .then(({ drawRegulatedHistoryChart }) => {
        if (cancelled) return
        const css = getComputedStyle(target)
        destroy = drawRegulatedHistoryChart(target, points, {
          price: css.color,
          subscription: css.getPropertyValue('--chart-second') || css.color,
          text: css.getPropertyValue('--chart-text') || css.color,
          grid: css.borderTopColor,
        })
      })
      // Without the chart, the table below still gives every figure.
      .catch(() => undefined)
    return () => {
      cancelled = true
      destroy?.()
    }
  }, [points])

  if (points.length === 0) return null
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        Prix du kWh en option Base et abonnement {REFERENCE_KVA}&nbsp;kVA, grille par grille (€ TTC)
      </figcaption>
      <ul className={styles.legend}>
        <li>
          <span className={styles.priceKey} aria-hidden="true" /> Prix du kWh (€/kWh, axe de gauche)
        </li>
        <li>
          <span className={styles.subscriptionKey} aria-hidden="true" /> Abonnement mensuel (€/mois, axe de droite)
        </li>
      </ul>
      <div ref={holder} className={styles.canvas} aria-hidden="true" data-grids={points.length} />
      <p className={styles.note}>Les mêmes chiffres, avec les heures pleines et creuses, sont dans le tableau ci-dessous.</p>
    </figure>
  )
}

import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

export interface HistoryPoint {
  /** First day of the grid (YYYY-MM-DD). */
  from: string
  /** € TTC per kWh, null when not communicated. */
  price: number | null
  /** € TTC per month, null when not communicated. */
  subscription: number | null
}

export interface HistoryChartColours {
  price: string
  subscription: string
  text: string
  grid: string
}

/**
 * Draws the Base price (left axis, solid line) and the subscription (right axis, dashed line), each a
 * step per grid: a price holds from its grid's first day to the next grid. One point per grid, so the
 * chart says exactly what the table says. Only /tarif-reglemente loads this module (and uPlot with it),
 * after its first render. Returns what to call when the page no longer needs the chart.
 */
export function drawRegulatedHistoryChart(target: HTMLElement, points: readonly HistoryPoint[], colours: HistoryChartColours) {
  const day = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: 'numeric', timeZone: 'UTC' })
  const kwh = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 4, maximumFractionDigits: 4 })
  const euros = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const xs = points.map((p) => Date.parse(`${p.from}T00:00:00Z`) / 1000)
  const stepped = uPlot.paths.stepped?.({ align: 1 })
  const height = 280
  const width = () => Math.max(target.clientWidth, 260)
  // A little room on either side, so the first and last points are not drawn on the frame.
  const span = Math.max((xs[xs.length - 1] ?? 0) - (xs[0] ?? 0), 86_400 * 180)
  const chart = new uPlot(
    {
      width: width(),
      height,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: true, range: () => [(xs[0] ?? 0) - span * 0.08, (xs[xs.length - 1] ?? 0) + span * 0.12] },
        price: { range: (_u, min, max) => [Math.max(min * 0.9, 0), max * 1.1] },
        subscription: { range: (_u, min, max) => [Math.max(min * 0.9, 0), max * 1.1] },
      },
      axes: [
        {
          stroke: colours.text,
          grid: { show: false },
          ticks: { show: false },
          splits: () => xs,
          values: (_u, splits) => splits.map((s) => day.format(new Date(s * 1000)).replace('.', '')),
        },
        {
          scale: 'price',
          stroke: colours.text,
          grid: { stroke: colours.grid, width: 1 },
          ticks: { show: false },
          size: 64,
          values: (_u, splits) => splits.map((v) => kwh.format(v)),
        },
        {
          scale: 'subscription',
          side: 1,
          stroke: colours.text,
          grid: { show: false },
          ticks: { show: false },
          size: 56,
          values: (_u, splits) => splits.map((v) => euros.format(v)),
        },
      ],
      series: [
        {},
        {
          label: '€/kWh',
          scale: 'price',
          stroke: colours.price,
          width: 3,
          paths: stepped,
          points: { show: true, size: 8, fill: colours.price },
        },
        {
          label: '€/mois',
          scale: 'subscription',
          stroke: colours.subscription,
          width: 2,
          dash: [8, 5],
          paths: stepped,
          points: { show: true, size: 8, fill: colours.subscription },
        },
      ],
    },
    [xs, points.map((p) => p.price), points.map((p) => p.subscription)],
    target,
  )
  // What the chart holds, for the page's tests: one point per grid.
  target.dataset.points = String(chart.data[0].length)
  const resize = new ResizeObserver(() => chart.setSize({ width: width(), height }))
  resize.observe(target)
  return () => {
    resize.disconnect()
    chart.destroy()
    delete target.dataset.points
  }
}

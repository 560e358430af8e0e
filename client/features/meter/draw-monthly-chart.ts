import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

export interface ChartColours {
  bar: string
  text: string
  grid: string
}

/**
 * Draws the monthly bars on a canvas inside `target` and returns what to call when the page no longer
 * needs them. Only the meter page loads this module (and uPlot with it), after its first render.
 */
export function drawMonthlyChart(target: HTMLElement, labels: readonly string[], values: readonly number[], colours: ChartColours) {
  const kwh = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 })
  const indexes = labels.map((_, index) => index)
  const bars = uPlot.paths.bars?.({ size: [0.7, 48] })
  const chart = new uPlot(
    {
      width: Math.max(target.clientWidth, 240),
      height: 260,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: [-0.6, labels.length - 0.4] }, y: { range: (_u, _min, max) => [0, Math.max(max, 1) * 1.1] } },
      axes: [
        {
          stroke: colours.text,
          grid: { show: false },
          ticks: { show: false },
          splits: () => indexes,
          // Every month on a wide screen; every other one when the labels would touch.
          values: (u, splits) => {
            const step = u.bbox.width / devicePixelRatio / Math.max(labels.length, 1) < 38 ? 2 : 1
            return splits.map((index) => (index % step === 0 ? (labels[index] ?? '') : ''))
          },
        },
        {
          stroke: colours.text,
          grid: { stroke: colours.grid, width: 1 },
          ticks: { show: false },
          size: 56,
          values: (_u, splits) => splits.map((value) => kwh.format(value)),
        },
      ],
      series: [{}, { label: 'kWh', fill: colours.bar, stroke: colours.bar, width: 0, paths: bars, points: { show: false } }],
    },
    [indexes, [...values]],
    target,
  )
  const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(target.clientWidth, 240), height: 260 }))
  resize.observe(target)
  return () => {
    resize.disconnect()
    chart.destroy()
  }
}

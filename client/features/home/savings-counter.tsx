import { useLayoutEffect, useRef } from 'react'
import { formatNumber } from '../../lib/format.ts'
import { media } from '../../ui/media.ts'
import { srOnly } from '../../ui/visually-hidden.css.ts'
import { COUNTER_DELAY_MS, COUNTER_DURATION_MS, counterValueAt } from './counter.ts'

/**
 * A number that rises from 0 to `target` (1 s wait, 3 s rise), or shows `target` at once under reduced
 * motion. The ticking figure is hidden from screen readers, which read the final sentence instead.
 * The prerendered HTML holds `target` (what a visitor without JavaScript, or a crawler, should read);
 * the animation restarts from 0 before the hydrated page is painted. The figure is written straight into
 * the DOM each frame: re-rendering through React 240 times in 4 s kept the main thread busy while the
 * rest of the page was still hydrating.
 */
export function SavingsCounter({
  target,
  before,
  after,
  className,
  numberClassName,
}: {
  target: number
  before: string
  after: string
  className?: string
  numberClassName?: string
}) {
  const figure = useRef<HTMLSpanElement>(null)

  useLayoutEffect(() => {
    const element = figure.current
    if (!element) return
    let shown = -1
    const show = (value: number) => {
      if (value === shown) return
      shown = value
      element.textContent = figureText(value)
      element.dataset.counter = value === target ? 'done' : 'running'
    }
    if (window.matchMedia(media.reducedMotion).matches) {
      show(target)
      return
    }
    show(0)
    const start = performance.now()
    let frame = 0
    const tick = (now: number) => {
      const elapsed = now - start
      show(counterValueAt(elapsed, target))
      if (elapsed < COUNTER_DELAY_MS + COUNTER_DURATION_MS) frame = window.requestAnimationFrame(tick)
    }
    frame = window.requestAnimationFrame(tick)
    return () => {
      window.cancelAnimationFrame(frame)
      show(target)
    }
  }, [target])

  return (
    <p className={className}>
      <span aria-hidden="true">{before}</span>
      {/* One text child, which the effect replaces while React keeps rendering the final figure. */}
      <span ref={figure} aria-hidden="true" className={numberClassName} data-counter="done">
        {figureText(target)}
      </span>
      <span aria-hidden="true">{after}</span>
      <span className={srOnly}>
        {before} {formatNumber(target)}&nbsp;€ {after}
      </span>
    </p>
  )
}

function figureText(value: number): string {
  return `${formatNumber(value)}\u00a0€`
}

import { useLayoutEffect, useState } from 'react'
import { formatNumber } from '../../lib/format.ts'
import { media } from '../../ui/tokens.ts'
import { srOnly } from '../../ui/visually-hidden.css.ts'
import { COUNTER_DELAY_MS, COUNTER_DURATION_MS, counterValueAt } from './counter.ts'

/**
 * A number that rises from 0 to `target` (1 s wait, 3 s rise), or shows `target` at once under reduced
 * motion. The ticking figure is hidden from screen readers, which read the final sentence instead.
 * The prerendered HTML holds `target` (what a visitor without JavaScript, or a crawler, should read);
 * the animation restarts from 0 before the hydrated page is painted.
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
  const [value, setValue] = useState(target)

  useLayoutEffect(() => {
    if (window.matchMedia(media.reducedMotion).matches) {
      setValue(target)
      return
    }
    setValue(0)
    const start = performance.now()
    let frame = 0
    const tick = (now: number) => {
      const elapsed = now - start
      setValue(counterValueAt(elapsed, target))
      if (elapsed < COUNTER_DELAY_MS + COUNTER_DURATION_MS) frame = window.requestAnimationFrame(tick)
    }
    frame = window.requestAnimationFrame(tick)
    return () => window.cancelAnimationFrame(frame)
  }, [target])

  return (
    <p className={className}>
      <span aria-hidden="true">{before}</span>
      <span aria-hidden="true" className={numberClassName} data-counter={value === target ? 'done' : 'running'}>
        {formatNumber(value)}&nbsp;€
      </span>
      <span aria-hidden="true">{after}</span>
      <span className={srOnly}>
        {before} {formatNumber(target)}&nbsp;€ {after}
      </span>
    </p>
  )
}

import { useEffect, useRef, useState, type FocusEvent, type ReactElement, type ReactNode } from 'react'
import { Tooltip as TooltipPrimitive } from 'radix-ui'
import * as styles from './tooltip.css.ts'

/** Radix's timing for tooltips: 700 ms before one opens; 300 ms during which the next opens at once. */
const DELAY_MS = 700
const SKIP_DELAY_MS = 300

export type TooltipProps = {
  /** Supplementary text; never the only place for information, since touch users rarely see it. */
  content: ReactNode
  /** One focusable element (a button, a link) that receives the trigger props. */
  children: ReactElement
  side?: 'top' | 'right' | 'bottom' | 'left'
}

/** Time for the scroll that keyboard focus may cause to finish before the tooltip is shown again. */
const REOPEN_AFTER_FOCUS_SCROLL_MS = 100

/**
 * A tooltip (Radix) on hover and keyboard focus, closed by Échap; it describes its trigger.
 *
 * Radix closes an open tooltip when the page scrolls, and tabbing to a trigger below the fold scrolls
 * it into view, so the tooltip would close at once (radix-ui/primitives#1944). The tooltip is therefore
 * controlled and reopened shortly after a keyboard focus if its trigger still has visible focus.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const [open, setOpen] = useState(false)
  const reopenTimer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(reopenTimer.current), [])

  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    const trigger = event.currentTarget
    window.clearTimeout(reopenTimer.current)
    reopenTimer.current = window.setTimeout(() => {
      if (trigger.ownerDocument.activeElement === trigger && trigger.matches(':focus-visible')) setOpen(true)
    }, REOPEN_AFTER_FOCUS_SCROLL_MS)
  }

  // Each tooltip carries its own provider rather than one around the whole app: Radix Tooltip's code then
  // loads with the pages that show a tooltip, not with every page's first load (docs/decisions/0032).
  return (
    <TooltipPrimitive.Provider delayDuration={DELAY_MS} skipDelayDuration={SKIP_DELAY_MS}>
      <TooltipPrimitive.Root
        open={open}
        onOpenChange={(next) => {
          if (!next) window.clearTimeout(reopenTimer.current)
          setOpen(next)
        }}
      >
        <TooltipPrimitive.Trigger asChild onFocus={handleFocus}>
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content side={side} sideOffset={6} collisionPadding={8} className={styles.content}>
            {content}
            <TooltipPrimitive.Arrow className={styles.arrow} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  )
}

/**
 * The advisor widget's timings: the card opens by itself 30 s after load, and the closed
 * button bounces for 1 s every 5 s. Kept apart from the component so its styles can read them too.
 */
export const ADVISOR_TIMING = {
  /** Delay before the card opens by itself, once, unless the visitor already opened it. */
  autoOpenMs: 30_000,
  /** Period of the closed button's bounce. */
  bounceEveryMs: 5_000,
  /** Length of one bounce. */
  bounceMs: 1_000,
  /**
   * How long before the card opens by itself its code is asked for, when the visitor has not shown
   * intent first: time for it to arrive on a slow connection, 20 s into the visit.
   */
  widgetLeadMs: 10_000,
} as const

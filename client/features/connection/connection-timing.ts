/**
 * The connection watcher's timings, in milliseconds. Apart from the hook and the component so that the
 * styles can read them without loading either. The offline toast's duration is its own
 * (offline-toast.ts), since every page's first load holds that toast.
 */
export const CONNECTION_TIMING = {
  /** Time between two health pings. */
  pingIntervalMs: 10_000,
  /** A ping without an answer after this long counts as slow. */
  slowThresholdMs: 2_000,
  /** The loading overlay stays at least this long once shown… */
  overlayMinVisibleMs: 800,
  /** …and fades out over this long. */
  overlayFadeMs: 300,
  /** After load, the corner notice appears this long after the connection turned slow… */
  slowNoticeDelayMs: 1_500,
  /** …and goes this long after it recovered. */
  slowNoticeHideDelayMs: 500,
  slowToastDurationMs: 4_000,
} as const

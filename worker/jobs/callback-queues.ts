/**
 * The names and times the delivery of callback requests shares with wrangler.toml, the ops scripts
 * and the configuration test. No Workers type here: Node reads this module too.
 */

/** The queues of wrangler.toml (`[[queues.producers]]`, `[[queues.consumers]]`). */
export const CALLBACK_QUEUE_NAME = 'wattmalin-callbacks'
export const CALLBACK_DEAD_LETTER_QUEUE_NAME = 'wattmalin-callbacks-dlq'

/** The sweep's Cron Trigger (wrangler.toml `[triggers]`): every five minutes. */
export const DELIVERY_SWEEP_CRON = '*/5 * * * *'

/**
 * How long a stored request waits for the route's own enqueue before the sweep sends it: far longer
 * than a send takes, short enough that a failed enqueue still means a call the same hour.
 */
export const ENQUEUE_GRACE_MS = 5 * 60 * 1000

/** Retries back off from 10 s, doubling to 10 min; wrangler.toml's max_retries (10) spans about 50 min. */
export const FIRST_RETRY_SECONDS = 10
export const LONGEST_RETRY_SECONDS = 600

/**
 * A row still pending after an attempt is due for the sweep at the retry's time plus this grace: the
 * queue's own retry comes first and pushes it further, so only a message the queue lost (a worker
 * stopped mid-batch, a dead letter that could not be recorded, a purged queue) leaves the row to the
 * sweep.
 */
export const RETRY_GRACE_MS = ENQUEUE_GRACE_MS

/**
 * The delivery columns of `callback_requests` (migration 0003): the status ops read, every attempt
 * counted, and the due time the sweep reads. A pending row keeps a due time after every attempt (the
 * retry's time plus a grace), so a lost message never leaves it without a way back; a delivered or
 * failed row has none. Each write is one statement on one row, so two handlers running the same
 * message at once leave a row that is still true.
 */

export type DeliveryStatus = 'pending' | 'delivered' | 'failed'

/** A request as the delivery job reads it: the lead's columns and where its delivery stands. */
export interface RequestForDelivery {
  id: string
  createdAt: string
  firstName: string
  lastName: string
  phoneE164: string
  email: string
  source: string
  deliveryStatus: DeliveryStatus
}

export async function readRequestForDelivery(db: D1Database, id: string): Promise<RequestForDelivery | null> {
  return db
    .prepare(
      `SELECT id, created_at AS createdAt, first_name AS firstName, last_name AS lastName, phone_e164 AS phoneE164,
         email, source, delivery_status AS deliveryStatus
       FROM callback_requests WHERE id = ?1`,
    )
    .bind(id)
    .first<RequestForDelivery>()
}

/** A 2xx: delivered, at the first 2xx's time (a later duplicate keeps it). */
export async function recordDelivered(db: D1Database, id: string, at: Date): Promise<void> {
  await db
    .prepare(
      `UPDATE callback_requests
       SET delivery_attempts = delivery_attempts + 1, delivery_status = 'delivered',
           delivered_at = COALESCE(delivered_at, ?2), last_error = NULL, enqueue_due_at = NULL
       WHERE id = ?1`,
    )
    .bind(id, at.toISOString())
    .run()
}

/**
 * An attempt to try again: counted, its error kept, and due for the sweep at `dueAt` in case the
 * retry's message is lost; unless another attempt delivered or failed it meanwhile (then nothing is due).
 */
export async function recordRetry(db: D1Database, id: string, error: string, dueAt: Date): Promise<void> {
  await db
    .prepare(
      `UPDATE callback_requests
       SET delivery_attempts = delivery_attempts + 1,
           last_error = CASE WHEN delivery_status = 'delivered' THEN last_error ELSE ?2 END,
           enqueue_due_at = CASE WHEN delivery_status = 'pending' THEN ?3 ELSE NULL END
       WHERE id = ?1`,
    )
    .bind(id, error, dueAt.toISOString())
    .run()
}

/**
 * A lead the call centre refused, or one that cannot be sent: failed, with its error. `attempted`
 * says whether a POST was made (a lead that fails its schema is never sent). A delivered row stays
 * delivered.
 */
export async function recordFailed(db: D1Database, id: string, error: string, attempted: boolean): Promise<void> {
  await db
    .prepare(
      `UPDATE callback_requests
       SET delivery_attempts = delivery_attempts + ?3,
           delivery_status = CASE WHEN delivery_status = 'delivered' THEN 'delivered' ELSE 'failed' END,
           last_error = CASE WHEN delivery_status = 'delivered' THEN last_error ELSE ?2 END,
           enqueue_due_at = NULL
       WHERE id = ?1`,
    )
    .bind(id, error, attempted ? 1 : 0)
    .run()
}

/** A message that reached the dead-letter queue: its request, if still pending, has failed. */
export async function recordDeadLettered(db: D1Database, id: string): Promise<void> {
  await db
    .prepare(
      `UPDATE callback_requests
       SET delivery_status = 'failed', last_error = COALESCE(last_error, 'dead_lettered'), enqueue_due_at = NULL
       WHERE id = ?1 AND delivery_status = 'pending'`,
    )
    .bind(id)
    .run()
}

/** Pending requests whose enqueue is due (their own failed, or an operator asked again), oldest first. */
export async function requestsDueForEnqueue(db: D1Database, now: Date, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM callback_requests
       WHERE enqueue_due_at IS NOT NULL AND enqueue_due_at <= ?1 AND delivery_status = 'pending'
       ORDER BY enqueue_due_at LIMIT ?2`,
    )
    .bind(now.toISOString(), limit)
    .all<{ id: string }>()
  return results.map((row) => row.id)
}

/**
 * The sweep has put a message for each of these requests on the queue: each stays due at `dueAt`,
 * when the sweep sends it again if that message was lost before any attempt.
 */
export async function recordSwept(db: D1Database, ids: readonly string[], dueAt: Date): Promise<void> {
  if (ids.length === 0) return
  await db
    .prepare(
      `UPDATE callback_requests SET enqueue_due_at = ?2
       WHERE id IN (SELECT value FROM json_each(?1)) AND delivery_status = 'pending'`,
    )
    .bind(JSON.stringify(ids), dueAt.toISOString())
    .run()
}

/**
 * Without a call centre, these requests are left to the CSV export: nothing is due, so a call centre
 * configured later is not sent this backlog by the sweep.
 */
export async function recordLeftToExport(db: D1Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  await db
    .prepare('UPDATE callback_requests SET enqueue_due_at = NULL WHERE id IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(ids))
    .run()
}

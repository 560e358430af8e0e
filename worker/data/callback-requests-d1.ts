import type { CallbackSource } from '#contract/callback-request'
import type { PrivacyNoticeVersion } from '#contract/constants'

/** How long a phone number that was stored is answered with its first request instead of a new row. */
export const PHONE_DEDUP_WINDOW_MS = 24 * 60 * 60 * 1000

/** A request as the worker records it: the validated fields, with the source and notice it decided. */
export interface CallbackRecord {
  firstName: string
  lastName: string
  phoneNumber: string
  phoneE164: string
  email: string
  source: CallbackSource
  privacyNoticeVersion: PrivacyNoticeVersion
}

export interface NewCallbackRequest {
  id: string
  createdAt: Date
  /** When the scheduled sweep is to enqueue it, unless the worker's own enqueue clears this first. */
  enqueueDueAt: Date
  record: CallbackRecord
  idempotencyKey: string | null
  requestHash: string
}

/** A row as stored (the export script and the tests read these columns). */
export interface StoredCallbackRequest {
  id: string
  created_at: string
  first_name: string
  last_name: string
  phone_number: string
  phone_e164: string
  email: string
  source: string
  privacy_notice_version: string
  delivery_status: 'pending' | 'delivered' | 'failed'
  delivery_attempts: number
  delivered_at: string | null
  last_error: string | null
  enqueue_due_at: string | null
}

/**
 * What became of a submission:
 * - `created`: a new row;
 * - `replayed`: this idempotency key wrote a row before (its hash tells whether the body was the same);
 * - `duplicate`: the same phone number was stored less than 24 hours ago; no new row, its id.
 */
export type InsertOutcome =
  | { kind: 'created'; id: string }
  | { kind: 'replayed'; id: string; requestHash: string }
  | { kind: 'duplicate'; id: string }

/**
 * Inserts the request in one statement, so a failure leaves nothing behind and two simultaneous
 * submissions cannot both pass the checks: no row is written when the idempotency key is taken, nor
 * when the phone number was stored within the window. Then says which row answers the submission.
 */
export async function insertCallbackRequest(db: D1Database, row: NewCallbackRequest): Promise<InsertOutcome> {
  const { record } = row
  const windowStart = new Date(row.createdAt.getTime() - PHONE_DEDUP_WINDOW_MS).toISOString()
  // "WHERE" on the SELECT also keeps SQLite from reading ON CONFLICT as part of a join.
  const inserted = await db
    .prepare(
      `INSERT INTO callback_requests
         (id, created_at, first_name, last_name, phone_number, phone_e164, email, source,
          privacy_notice_version, idempotency_key, request_hash, enqueue_due_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?13
       WHERE NOT EXISTS (
         SELECT 1 FROM callback_requests WHERE phone_e164 = ?6 AND created_at > ?12
       )
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
    )
    .bind(
      row.id,
      row.createdAt.toISOString(),
      record.firstName,
      record.lastName,
      record.phoneNumber,
      record.phoneE164,
      record.email,
      record.source,
      record.privacyNoticeVersion,
      row.idempotencyKey,
      row.requestHash,
      windowStart,
      row.enqueueDueAt.toISOString(),
    )
    .first<{ id: string }>()
  if (inserted) return { kind: 'created', id: inserted.id }

  if (row.idempotencyKey !== null) {
    const replay = await db
      .prepare('SELECT id, request_hash FROM callback_requests WHERE idempotency_key = ?1')
      .bind(row.idempotencyKey)
      .first<{ id: string; request_hash: string }>()
    if (replay) return { kind: 'replayed', id: replay.id, requestHash: replay.request_hash }
  }

  const first = await db
    .prepare(
      `SELECT id FROM callback_requests WHERE phone_e164 = ?1 AND created_at > ?2
       ORDER BY created_at LIMIT 1`,
    )
    .bind(record.phoneE164, windowStart)
    .first<{ id: string }>()
  if (first) return { kind: 'duplicate', id: first.id }
  // Only a purge or a deletion between the two statements gets here; the client may retry.
  throw new Error('Callback request neither inserted nor found')
}

/** Deletes the requests created before the cutoff; returns how many went. */
export async function purgeCallbackRequestsBefore(db: D1Database, cutoff: Date): Promise<number> {
  const result = await db.prepare('DELETE FROM callback_requests WHERE created_at < ?1').bind(cutoff.toISOString()).run()
  return result.meta.changes
}

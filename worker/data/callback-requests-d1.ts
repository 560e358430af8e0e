import type { CallbackRequest } from '#contract/callback-request'
import { toE164 } from '#contract/callback-request'

export interface NewCallbackRequest {
  id: string
  createdAt: string
  request: CallbackRequest
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
}

/**
 * Inserts the request in one statement, so a failure leaves nothing behind. Returns the id of the
 * row for this idempotency key: the new one, or the one a previous submission wrote (with its hash).
 */
export async function insertCallbackRequest(
  db: D1Database,
  row: NewCallbackRequest,
): Promise<{ id: string; requestHash: string; replayed: boolean }> {
  const { request } = row
  const inserted = await db
    .prepare(
      `INSERT INTO callback_requests
         (id, created_at, first_name, last_name, phone_number, phone_e164, email, source,
          privacy_notice_version, idempotency_key, request_hash)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
    )
    .bind(
      row.id,
      row.createdAt,
      request.firstName,
      request.lastName,
      request.phoneNumber,
      toE164(request.phoneNumber),
      request.email,
      request.source,
      request.privacyNoticeVersion,
      row.idempotencyKey,
      row.requestHash,
    )
    .first<{ id: string }>()
  if (inserted) return { id: inserted.id, requestHash: row.requestHash, replayed: false }

  const existing = await db
    .prepare('SELECT id, request_hash FROM callback_requests WHERE idempotency_key = ?1')
    .bind(row.idempotencyKey)
    .first<{ id: string; request_hash: string }>()
  if (!existing) throw new Error('Idempotency conflict without a stored row')
  return { id: existing.id, requestHash: existing.request_hash, replayed: true }
}

/** Deletes the requests created before the cutoff; returns how many went. */
export async function purgeCallbackRequestsBefore(db: D1Database, cutoff: Date): Promise<number> {
  const result = await db
    .prepare('DELETE FROM callback_requests WHERE created_at < ?1')
    .bind(cutoff.toISOString())
    .run()
  return result.meta.changes
}

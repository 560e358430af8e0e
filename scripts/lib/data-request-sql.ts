/**
 * The SQL of the data-request commands (callbacks:find, callbacks:erase), built from one identifier.
 *
 * `wrangler d1 execute` takes SQL text and no bound parameters, for the local and the remote database
 * alike, so every value from an operator's command line is first read with the contract's own schema
 * (an e-mail, a French phone number, a UUID) and then written as an escaped SQL string literal. The
 * schema check keeps odd input out; the escaping alone already keeps any value inside its literal.
 *
 * No Node import: the worker tests run the same DELETE inside workerd.
 */
import { z } from '#contract/zod'
import { CallbackFields } from '#contract/callback-fields'
import { toE164 } from '#contract/callback-request'

/**
 * The columns of a request as stored, in the order the export and the find command print them: what
 * the visitor sent, then where its delivery to the call centre stands (migration 0003), which the
 * access copy owes the person too (who received their data, and when).
 */
export const STORED_COLUMNS = [
  'id',
  'created_at',
  'first_name',
  'last_name',
  'phone_number',
  'phone_e164',
  'email',
  'source',
  'privacy_notice_version',
  'delivery_status',
  'delivery_attempts',
  'delivered_at',
  'last_error',
] as const

export type StoredRow = Record<(typeof STORED_COLUMNS)[number], string | number | null>

export type IdentifierKind = 'email' | 'phone' | 'id'

/** One person's identifier, normalised the way it is compared with the stored rows. */
export interface RequestIdentifier {
  kind: IdentifierKind
  value: string
}

/** A mistake in the command line: the command prints it with its usage and exits non-zero. */
export class UsageError extends Error {}

/** node:util parseArgs refuses unknown or malformed options with these codes. */
export function isUsageError(error: unknown): boolean {
  if (error instanceof UsageError) return true
  return error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')
}

const Uuid = z.uuid()

/**
 * Reads exactly one of --email, --phone, --id. The e-mail is trimmed and lower-cased (stored e-mails
 * keep the case the visitor typed, so the query lower-cases them too); the phone becomes its E.164
 * form with the contract's own normaliser, so any way of typing a number finds the same rows.
 */
export function parseIdentifier(options: { email?: string; phone?: string; id?: string }): RequestIdentifier {
  const given = (['email', 'phone', 'id'] as const).filter((kind) => options[kind] !== undefined)
  if (given.length === 0) throw new UsageError('Give the person’s identifier: --email, --phone or --id.')
  if (given.length > 1) throw new UsageError('Give one identifier only (--email, --phone or --id).')

  if (options.email !== undefined) {
    const email = CallbackFields.shape.email.safeParse(options.email)
    if (!email.success) throw new UsageError(`Not an e-mail address the site accepts: ${options.email}`)
    return { kind: 'email', value: email.data.toLowerCase() }
  }
  if (options.phone !== undefined) {
    const phone = CallbackFields.shape.phoneNumber.safeParse(options.phone)
    if (!phone.success) throw new UsageError(`Not a French phone number the site accepts: ${options.phone}`)
    return { kind: 'phone', value: toE164(phone.data) }
  }
  const id = Uuid.safeParse(options.id?.trim())
  if (!id.success) throw new UsageError(`Not a request id (a UUID): ${options.id ?? ''}`)
  return { kind: 'id', value: id.data.toLowerCase() }
}

/** A SQL string literal: quotes doubled, the one escape SQLite knows. NUL could end the text early. */
export function sqlString(value: string): string {
  if (value.includes('\0')) throw new UsageError('A value holds a NUL character.')
  return `'${value.replaceAll("'", "''")}'`
}

/** The condition that picks the person's rows. */
export function identifierCondition(identifier: RequestIdentifier): string {
  const value = sqlString(identifier.value)
  switch (identifier.kind) {
    case 'email':
      // lower() folds ASCII only, which is all an e-mail the contract accepts can hold.
      return `lower(trim(email)) = ${value}`
    case 'phone':
      return `phone_e164 = ${value}`
    case 'id':
      return `lower(id) = ${value}`
  }
}

export function selectRequestsSql(identifier: RequestIdentifier): string {
  return `SELECT ${STORED_COLUMNS.join(', ')} FROM callback_requests WHERE ${identifierCondition(identifier)} ORDER BY created_at, id`
}

/** A row the erasure deleted, with where its delivery stood: a delivered one is also the call centre's. */
export interface ErasedRow {
  id: string
  delivery_status: string
}

/**
 * One DELETE of exactly the rows that were shown: their ids, and still the person's condition, so a
 * row written since then, or an id that no longer matches, stays. The idempotency key lives in the
 * row, so it goes with it and a replay of the old submission becomes a new request. It returns each
 * deleted row's delivery status, as it was when it went.
 */
export function deleteRequestsSql(identifier: RequestIdentifier, shownIds: readonly string[]): string {
  if (shownIds.length === 0) throw new Error('Nothing to delete: no rows were shown.')
  const ids = shownIds.map(sqlString).join(', ')
  return `DELETE FROM callback_requests WHERE id IN (${ids}) AND ${identifierCondition(identifier)} RETURNING id, delivery_status`
}

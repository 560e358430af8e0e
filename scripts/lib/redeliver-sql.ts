/**
 * The SQL of `callbacks:redeliver`. A Node script cannot put a message on a Cloudflare Queue (wrangler
 * has no command for it, and the REST API would need an API token and a second path for local
 * runs), so it goes through D1 like the other ops commands: the chosen requests become pending and
 * due now, and the worker's scheduled sweep (every five minutes) enqueues them, the same code path as
 * a request whose own enqueue failed. No Node import: the worker tests run these statements too.
 */
import { z } from '#contract/zod'
import { UsageError, sqlString } from './data-request-sql.ts'
import { parseSince } from './export-sql.ts'

/** Which requests to send again: one by its id, or every failed one (since a day, UTC). */
export type RedeliverSelection = { kind: 'id'; id: string } | { kind: 'failed'; since?: string | undefined }

const Uuid = z.uuid()

/** Reads exactly one of --id or --failed (with --since only after --failed). */
export function parseRedeliverSelection(options: { id?: string; failed?: boolean; since?: string }): RedeliverSelection {
  const failed = options.failed ?? false
  if (options.id !== undefined && failed) throw new UsageError('Give --id or --failed, not both.')
  if (options.id === undefined && !failed) throw new UsageError('Say which requests to redeliver: --id UUID or --failed.')
  if (options.since !== undefined && !failed) throw new UsageError('--since goes with --failed.')
  if (failed) return { kind: 'failed', since: options.since === undefined ? undefined : parseSince(options.since) }
  const id = Uuid.safeParse(options.id?.trim())
  if (!id.success) throw new UsageError(`Not a request id (a UUID): ${options.id ?? ''}`)
  return { kind: 'id', id: id.data.toLowerCase() }
}

function selectionCondition(selection: RedeliverSelection): string {
  if (selection.kind === 'id') return `lower(id) = ${sqlString(selection.id)}`
  const since = selection.since === undefined ? '' : ` AND created_at >= '${selection.since}T00:00:00.000Z'`
  return `delivery_status = 'failed'${since}`
}

/** Where the chosen requests stand now: what the command shows before it changes anything. */
export function redeliverCandidatesSql(selection: RedeliverSelection): string {
  return `SELECT id, created_at, delivery_status, delivery_attempts, delivered_at, last_error FROM callback_requests
    WHERE ${selectionCondition(selection)} ORDER BY created_at, id`
}

/**
 * Makes the chosen requests pending and due at `now`, never one already delivered (the call centre
 * has it, and would drop it by its idempotency key anyway). Attempts and the last error stay: they
 * are the request's history. Returns the ids it changed.
 */
export function redeliverSql(selection: RedeliverSelection, now: Date): string {
  return `UPDATE callback_requests SET delivery_status = 'pending', enqueue_due_at = '${now.toISOString()}'
    WHERE ${selectionCondition(selection)} AND delivery_status <> 'delivered' RETURNING id`
}

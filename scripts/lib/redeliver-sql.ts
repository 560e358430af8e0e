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
import { LONGEST_RETRY_SECONDS } from '../../worker/jobs/callback-queues.ts'

/**
 * Which requests to send again: one by its id, every failed one (since a day, UTC), or every pending
 * one already attempted and older than the longest back-off, which the queue should have settled by
 * now (since a day too).
 */
export type RedeliverSelection =
  | { kind: 'id'; id: string }
  | { kind: 'failed'; since?: string | undefined }
  | { kind: 'pending'; since?: string | undefined }

const Uuid = z.uuid()

/** Reads exactly one of --id, --failed or --pending (with --since only after --failed or --pending). */
export function parseRedeliverSelection(options: { id?: string; failed?: boolean; pending?: boolean; since?: string }): RedeliverSelection {
  const failed = options.failed ?? false
  const pending = options.pending ?? false
  const chosen = [options.id !== undefined, failed, pending].filter(Boolean).length
  if (chosen > 1) throw new UsageError('Give one of --id, --failed or --pending.')
  if (chosen === 0) throw new UsageError('Say which requests to redeliver: --id UUID, --failed or --pending.')
  if (options.since !== undefined && !failed && !pending) throw new UsageError('--since goes with --failed or --pending.')
  const since = options.since === undefined ? undefined : parseSince(options.since)
  if (failed) return { kind: 'failed', since }
  if (pending) return { kind: 'pending', since }
  const id = Uuid.safeParse(options.id?.trim())
  if (!id.success) throw new UsageError(`Not a request id (a UUID): ${options.id ?? ''}`)
  return { kind: 'id', id: id.data.toLowerCase() }
}

function selectionCondition(selection: RedeliverSelection, now: Date): string {
  if (selection.kind === 'id') return `lower(id) = ${sqlString(selection.id)}`
  const since = selection.since === undefined ? '' : ` AND created_at >= '${selection.since}T00:00:00.000Z'`
  if (selection.kind === 'failed') return `delivery_status = 'failed'${since}`
  // A younger one may still be between two of the queue's retries.
  const settledBefore = new Date(now.getTime() - LONGEST_RETRY_SECONDS * 1000).toISOString()
  return `delivery_status = 'pending' AND delivery_attempts > 0 AND created_at <= '${settledBefore}'${since}`
}

/** Where the chosen requests stand now: what the command shows before it changes anything. */
export function redeliverCandidatesSql(selection: RedeliverSelection, now: Date): string {
  return `SELECT id, created_at, delivery_status, delivery_attempts, delivered_at, last_error FROM callback_requests
    WHERE ${selectionCondition(selection, now)} ORDER BY created_at, id`
}

/**
 * Makes the chosen requests pending and due at `now`, never one already delivered (the call centre
 * has it, and would drop it by its idempotency key anyway). Attempts and the last error stay: they
 * are the request's history. Returns the ids it changed.
 */
export function redeliverSql(selection: RedeliverSelection, now: Date): string {
  return `UPDATE callback_requests SET delivery_status = 'pending', enqueue_due_at = '${now.toISOString()}'
    WHERE ${selectionCondition(selection, now)} AND delivery_status <> 'delivered' RETURNING id`
}

/**
 * The export's query, apart from the file writing so the worker tests run it inside workerd: no Node
 * import here.
 */
import { STORED_COLUMNS as EXPORT_COLUMNS } from './data-request-sql.ts'

/** A calendar date as `--since` takes it: YYYY-MM-DD, a real day. Returns it, or throws in French. */
export function parseSince(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const day = match ? new Date(`${value}T00:00:00.000Z`) : null
  if (!match || !day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    throw new Error(`--since attend une date AAAA-MM-JJ, pas ${JSON.stringify(value)}`)
  }
  return value
}

/**
 * The query of the export: every request, or those created on or after `since` (UTC). `since` has
 * passed parseSince, so it is digits and hyphens only: safe to write into the statement, which
 * `wrangler d1 execute --command` cannot bind.
 */
export function exportQuery(since?: string): string {
  const where = since === undefined ? '' : ` WHERE created_at >= '${parseSince(since)}T00:00:00.000Z'`
  return `SELECT ${EXPORT_COLUMNS.join(', ')} FROM callback_requests${where} ORDER BY created_at`
}

/**
 * The summary of `callbacks:status` (and the end of `callbacks:export`): callback requests counted by
 * delivery status and age, pending ones by where their due time stands, and a warning line for each
 * request older than an hour that the call centre does not have. An hour is longer than any delivery
 * that goes well (about a second) or through the retries (about 50 minutes), so such a row needs an
 * operator. Ids, times and error codes only: nothing personal is printed. No Node import: the worker
 * tests run the same statements inside workerd.
 */

/** Not delivered after this long: printed as a warning. */
export const UNDELIVERED_WARNING_MS = 60 * 60 * 1000
/** Warning lines printed at most; the count says how many there are in all. */
const WARNING_LINES = 50

const AGE_BUCKETS = [
  { label: 'under 1 h', ms: 60 * 60 * 1000 },
  { label: '1 h to 24 h', ms: 24 * 60 * 60 * 1000 },
  { label: '1 to 7 days', ms: 7 * 24 * 60 * 60 * 1000 },
] as const
const OLDEST_BUCKET = 'over 7 days'

export interface StatusCountRow {
  status: string
  age: string
  rows: number
  /** Pending rows the next sweep sends. */
  due_passed: number
  /** Pending rows the queue is still expected to settle. */
  due_later: number
  /** Pending rows with nothing due: left to the CSV export (no call centre configured, or stored before delivery). */
  nothing_due: number
}

export interface UndeliveredRow {
  id: string
  created_at: string
  delivery_status: string
  delivery_attempts: number
  last_error: string | null
  enqueue_due_at: string | null
}

function isoBefore(now: Date, ms: number): string {
  return new Date(now.getTime() - ms).toISOString()
}

/** Three statements: the counts, the undelivered rows older than an hour (the first ones), and how many there are. */
export function callbackStatusSql(now: Date): string {
  const age = `CASE ${AGE_BUCKETS.map((bucket) => `WHEN created_at > '${isoBefore(now, bucket.ms)}' THEN '${bucket.label}'`).join(' ')} ELSE '${OLDEST_BUCKET}' END`
  const at = now.toISOString()
  const pending = "delivery_status = 'pending'"
  const old = `delivery_status <> 'delivered' AND created_at <= '${isoBefore(now, UNDELIVERED_WARNING_MS)}'`
  return [
    `SELECT delivery_status AS status, ${age} AS age, COUNT(*) AS rows,
       SUM(CASE WHEN ${pending} AND enqueue_due_at <= '${at}' THEN 1 ELSE 0 END) AS due_passed,
       SUM(CASE WHEN ${pending} AND enqueue_due_at > '${at}' THEN 1 ELSE 0 END) AS due_later,
       SUM(CASE WHEN ${pending} AND enqueue_due_at IS NULL THEN 1 ELSE 0 END) AS nothing_due
     FROM callback_requests GROUP BY 1, 2`,
    `SELECT id, created_at, delivery_status, delivery_attempts, last_error, enqueue_due_at FROM callback_requests
     WHERE ${old} ORDER BY created_at, id LIMIT ${WARNING_LINES}`,
    `SELECT COUNT(*) AS n FROM callback_requests WHERE ${old}`,
  ].join(';\n')
}

const STATUS_ORDER = ['pending', 'delivered', 'failed']
const AGE_ORDER: string[] = [...AGE_BUCKETS.map((bucket) => bucket.label), OLDEST_BUCKET]

function sortCounts(rows: readonly StatusCountRow[]): StatusCountRow[] {
  const rank = (list: string[], value: string) => (list.includes(value) ? list.indexOf(value) : list.length)
  return [...rows].sort(
    (a, b) => rank(STATUS_ORDER, a.status) - rank(STATUS_ORDER, b.status) || rank(AGE_ORDER, a.age) - rank(AGE_ORDER, b.age),
  )
}

function advice(row: UndeliveredRow): string {
  if (row.delivery_status === 'failed') return 'callbacks:redeliver -- --failed (or --id) sends it again'
  if (row.enqueue_due_at === null && row.delivery_attempts === 0)
    return 'never sent: no call centre configured when it came, the CSV export is its way'
  if (row.delivery_attempts > 0) return 'callbacks:redeliver -- --pending sends it now; the sweep will once it is due'
  return 'the sweep sends it once it is due'
}

/** The summary as printed: a table of counts, then one warning line per old undelivered request. */
export function formatCallbackStatus(
  counts: readonly StatusCountRow[],
  undelivered: readonly UndeliveredRow[],
  undeliveredTotal: number,
): string {
  const lines: string[] = []
  const total = counts.reduce((sum, row) => sum + Number(row.rows), 0)
  lines.push(`${total} callback request(s), by delivery status and age:`)
  lines.push('| status | age | rows | pending: due passed | pending: due later | pending: nothing due |')
  lines.push('|---|---|---:|---:|---:|---:|')
  for (const row of sortCounts(counts)) {
    const pending = row.status === 'pending'
    const cell = (n: number) => (pending ? String(n) : '')
    lines.push(`| ${row.status} | ${row.age} | ${row.rows} | ${cell(row.due_passed)} | ${cell(row.due_later)} | ${cell(row.nothing_due)} |`)
  }
  if (undeliveredTotal === 0) {
    lines.push('No request older than one hour is waiting for delivery.')
    return lines.join('\n')
  }
  for (const row of undelivered) {
    lines.push(
      `WARNING: ${row.id} created ${row.created_at} is ${row.delivery_status} after ${row.delivery_attempts} attempt(s)` +
        ` (last error ${row.last_error ?? 'none'}, due ${row.enqueue_due_at ?? 'never'}): ${advice(row)}`,
    )
  }
  const more = undeliveredTotal - undelivered.length
  lines.push(
    `WARNING: ${undeliveredTotal} request(s) older than one hour not delivered` +
      (more > 0 ? ` (the first ${undelivered.length} listed above).` : '.'),
  )
  return lines.join('\n')
}

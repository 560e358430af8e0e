import { open } from 'node:fs/promises'
import type { StoredRow } from './data-request-sql.ts'
import { STORED_COLUMNS as EXPORT_COLUMNS } from './data-request-sql.ts'

/** A request as the export reads it: the stored columns, the same the find command prints. */
export type ExportRow = StoredRow

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

/** Quotes a cell, and defuses text a spreadsheet would run as a formula (OWASP CSV injection). */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text) && !/^\+\d+$/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

/** The CSV the call centre opens: UTF-8 with a BOM, semicolons, CRLF. */
export function toCsv(rows: readonly ExportRow[]): string {
  const lines = [EXPORT_COLUMNS.join(';'), ...rows.map((row) => EXPORT_COLUMNS.map((c) => csvCell(row[c])).join(';'))]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/**
 * Writes personal data readable by its owner only (0600), whatever the umask, and also when the file
 * already existed with wider rights: they are narrowed before anything is written.
 */
export async function writePrivateFile(path: string, text: string): Promise<void> {
  const file = await open(path, 'w', 0o600)
  try {
    await file.chmod(0o600)
    await file.writeFile(text)
  } finally {
    await file.close()
  }
}

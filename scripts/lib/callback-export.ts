import { open } from 'node:fs/promises'
import { defuseFormula } from '#contract/formula-text'
import type { StoredRow } from './data-request-sql.ts'
import { STORED_COLUMNS as EXPORT_COLUMNS } from './data-request-sql.ts'

/** A request as the export reads it: the stored columns, the same the find command prints. */
export type ExportRow = StoredRow

/** Quotes a cell, and defuses text a spreadsheet would run as a formula (OWASP CSV injection). */
export function csvCell(value: string | number | null): string {
  const text = defuseFormula(value === null ? '' : String(value))
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

/**
 * npm run callbacks:export [-- --remote | --persist-to DIR] [-- --out FILE]
 *
 * Writes every callback request as CSV (UTF-8 with BOM, semicolons: what French spreadsheets expect)
 * for the call centre. Local database by default, production with --remote.
 */
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { d1Query, d1TargetFromOptions, describeTarget } from './lib/d1.ts'
import type { StoredRow } from './lib/data-request-sql.ts'
import { STORED_COLUMNS as COLUMNS } from './lib/data-request-sql.ts'

const { values } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    out: { type: 'string' },
    'persist-to': { type: 'string' },
  },
})

/** Quotes a cell, and defuses text a spreadsheet would run as a formula (OWASP CSV injection). */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text) && !/^\+\d+$/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

async function main(): Promise<void> {
  const target = d1TargetFromOptions(values)
  const [rows = []] = await d1Query<StoredRow>(
    target,
    `SELECT ${COLUMNS.join(', ')} FROM callback_requests ORDER BY created_at`,
  )
  const csv = [COLUMNS.join(';'), ...rows.map((row) => COLUMNS.map((c) => csvCell(row[c])).join(';'))].join('\r\n')
  const file = values.out ?? `callback-requests-${new Date().toISOString().slice(0, 10)}.csv`
  await writeFile(file, `\uFEFF${csv}\r\n`)
  console.log(`Wrote ${rows.length} callback request(s) from the ${describeTarget(target)} to ${file}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

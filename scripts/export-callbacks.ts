/**
 * npm run callbacks:export [-- --remote] [-- --out FILE]
 *
 * Writes every callback request as CSV (UTF-8 with BOM, semicolons: what French spreadsheets expect)
 * for the call centre. Local database by default, production with --remote.
 */
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { wranglerOrThrow } from './lib/wrangler.ts'

const { values } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
})

const COLUMNS = [
  'id',
  'created_at',
  'first_name',
  'last_name',
  'phone_number',
  'phone_e164',
  'email',
  'source',
  'privacy_notice_version',
] as const

type Row = Record<(typeof COLUMNS)[number], string | number | null>

/** Quotes a cell, and defuses text a spreadsheet would run as a formula (OWASP CSV injection). */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text) && !/^\+\d+$/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

async function main(): Promise<void> {
  const out = await wranglerOrThrow([
    'd1',
    'execute',
    'DB',
    values.remote ? '--remote' : '--local',
    '--json',
    '--command',
    `SELECT ${COLUMNS.join(', ')} FROM callback_requests ORDER BY created_at`,
  ])
  const [result] = JSON.parse(out) as { results: Row[] }[]
  const rows = result?.results ?? []
  const csv = [COLUMNS.join(';'), ...rows.map((row) => COLUMNS.map((c) => csvCell(row[c])).join(';'))].join('\r\n')
  const file = values.out ?? `callback-requests-${new Date().toISOString().slice(0, 10)}.csv`
  await writeFile(file, `\uFEFF${csv}\r\n`)
  console.log(`Wrote ${rows.length} callback request(s) from the ${values.remote ? 'remote' : 'local'} database to ${file}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

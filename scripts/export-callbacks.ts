/**
 * npm run callbacks:export [-- --remote | --persist-to DIR] [-- --since YYYY-MM-DD] [-- --out FILE]
 *
 * Writes the callback requests as CSV (UTF-8 with BOM, semicolons: what French spreadsheets expect)
 * for the call centre: all of them, or those created since a day (UTC), each with its delivery status
 * (pending, delivered, failed), its attempts, delivery time and last error. Local database by default,
 * production with --remote. The file holds personal data: it is readable by its owner only (0600).
 * Then it prints the summary of `callbacks:status`: counts by status and age, and a warning for each
 * request older than one hour that was not delivered.
 */
import { parseArgs } from 'node:util'
import type { ExportRow } from './lib/callback-export.ts'
import { toCsv, writePrivateFile } from './lib/callback-export.ts'
import { exportQuery, parseSince } from './lib/export-sql.ts'
import { d1Query, d1TargetFromOptions, describeTarget } from './lib/d1.ts'
import { printCallbackStatus } from './lib/callback-status-report.ts'

const { values } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    since: { type: 'string' },
    out: { type: 'string' },
    'persist-to': { type: 'string' },
  },
})

async function main(): Promise<void> {
  const since = values.since === undefined ? undefined : parseSince(values.since)
  const target = d1TargetFromOptions(values)
  const [rows = []] = await d1Query<ExportRow>(target, exportQuery(since))
  const file = values.out ?? `callback-requests-${new Date().toISOString().slice(0, 10)}.csv`
  await writePrivateFile(file, toCsv(rows))
  const scope = since ? ` created since ${since}` : ''
  console.log(`Wrote ${rows.length} callback request(s)${scope} from the ${describeTarget(target)} to ${file} (mode 0600)`)
  // All requests, whatever --since: an old one still undelivered is what the warning is for.
  await printCallbackStatus((sql) => d1Query(target, sql))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

import { access, mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { CsvProblem } from '../regulated/csv.ts'
import { formatProblem } from '../regulated/csv.ts'
import { readImportedFile } from '../text-file.ts'
import { buildTaxTable, parseTaxFile, type TaxRow, taxRowKey, writeTaxFile, writeTaxTable } from './taxes-csv.ts'

/**
 * The seed's taxes file, in seed/data/taxes: the deliveries' rows as received, research notes included;
 * no visitor reads them (the pricing reads contract/tax-table.json), so they stay beside, not among, the
 * catalogue's visitor text.
 */
export const TAX_FILE = 'taxes/taxes.csv'

export interface TaxImportOptions {
  /** seed/data (or a copy). */
  dataDir: string
  /** The contract's table the pricing reads (contract/tax-table.json, or a copy in a test). */
  tableFile: string
  dryRun: boolean
  log: (line: string) => void
  error: (line: string) => void
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  )

/**
 * npm run seed -- --import-taxes <csv>: merges a delivery of tax rows into seed/data/taxes/taxes.csv and
 * writes the pricing's table. Every row of both files is checked first; on any problem nothing is
 * written. A row with the same tax, scope, first day and source as a stored one replaces it (printed);
 * every other stored row stays, so history is kept and importing the same file twice changes nothing.
 */
export async function importTaxes(path: string, options: TaxImportOptions): Promise<number> {
  const problems: CsvProblem[] = []
  const seedPath = join(options.dataDir, TAX_FILE)
  const currentText = (await exists(seedPath)) ? await readImportedFile(seedPath, problems) : ''
  const current = currentText ? parseTaxFile(currentText, seedPath, problems) : []
  const incomingText = await readImportedFile(path, problems)
  const incoming = incomingText === null ? [] : parseTaxFile(incomingText, path, problems)
  if (incomingText !== null && incoming.length === 0 && problems.length === 0)
    problems.push({ file: path, line: 1, column: '-', message: 'no tax row in the file' })
  // The delivery's own contradictions are named in the delivery.
  buildTaxTable(incoming, problems)
  if (problems.length > 0) return refuse(problems, options)

  const byKey = new Map<string, TaxRow>(current.map((r) => [taxRowKey(r), r]))
  let added = 0
  let replaced = 0
  for (const row of incoming) {
    const key = taxRowKey(row)
    const old = byKey.get(key)
    if (!old) added += 1
    else if ([...row.cells].some(([c, v]) => old.cells.get(c) !== v)) {
      replaced += 1
      options.log(
        `  ${row.cells.get('energie')} ${row.cells.get('taxe')} from ${row.cells.get('date_debut') || '(start)'}: ${old.cells.get('valeur')} → ${row.cells.get('valeur')} ${row.cells.get('unite')} (${path}, line ${row.line})`,
      )
    }
    byKey.set(key, row)
  }
  const merged = [...byKey.values()]
  const table = buildTaxTable(merged, problems)
  if (problems.length > 0) return refuse(problems, options, ' The merged taxes would contradict each other:')
  options.log(`${TAX_FILE}: ${added} new row(s), ${replaced} replaced, ${merged.length - added - replaced} kept.`)
  for (const energy of ['electricity', 'gas'] as const)
    for (const [key, periods] of Object.entries(table[energy]))
      options.log(
        `  ${energy} ${key}: ${periods.map((p) => `${p.value} from ${p.from ?? '(start)'}${p.to ? ` to ${p.to}` : ''}`).join(', ')}`,
      )
  if (options.dryRun) {
    options.log('Dry run: nothing was written.')
    return 0
  }
  await mkdir(dirname(seedPath), { recursive: true })
  await writeFile(seedPath, writeTaxFile(merged))
  await writeFile(options.tableFile, writeTaxTable(table))
  options.log(`Wrote ${seedPath} and ${options.tableFile}. Rebuild and deploy the site (npm run deploy) for its prices to use them.`)
  return 0
}

function refuse(problems: readonly CsvProblem[], options: TaxImportOptions, why = ''): number {
  options.error(`Import refused; nothing was written.${why}`)
  for (const p of problems) options.error(`  ${formatProblem(p)}`)
  return 1
}

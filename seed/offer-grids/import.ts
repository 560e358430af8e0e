import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { CsvProblem } from '../regulated/csv.ts'
import { formatProblem } from '../regulated/csv.ts'
import type { GridRow } from './grids.ts'
import { checkConsistency, closeGrids, OFFER_GRIDS_FILE, parseOfferGrids, writeOfferGrids } from './grids.ts'

/**
 * npm run seed -- --import-offers FILE: merges offer grids into seed/data/offer-grids.csv. Everything is
 * read and checked before anything is written; on any problem nothing is written and the exit code is 1.
 * A grid already in the data with the same content changes nothing, so importing a file twice is a no-op;
 * a newer grid of an offer closes the previous one, kept as history with its end date.
 */
export interface OfferImportOptions {
  /** seed/data (or a copy): offer-grids.csv, suppliers.json and offers.json live there. */
  dataDir: string
  dryRun: boolean
  today: string
  log: (line: string) => void
  error: (line: string) => void
}

/** What a row says of its price, for the old → new lines. */
function describeGridRow(row: GridRow | undefined): string {
  if (!row) return '—'
  return `${row.cells.get('subscription_eur_month')} €/mois, ${row.cells.get('prices_eur_kwh')}`
}

const gridKey = (r: Pick<GridRow, 'offerId' | 'validFrom'>) => `${r.offerId}|${r.validFrom}`
const rowKey = (r: Pick<GridRow, 'offerId' | 'validFrom' | 'kva'>) => `${gridKey(r)}|${r.kva}`

/** A grid's content as text, its end date left out (the import sets it), to tell an unchanged grid from an edited one. */
function gridText(rows: readonly GridRow[]): string {
  return rows
    .map((r) => [...r.cells].filter(([c]) => c !== 'valid_until').join('\u0000'))
    .sort()
    .join('\n')
}

async function supplierIds(dataDir: string, problems: CsvProblem[]): Promise<Set<number>> {
  const file = join(dataDir, 'suppliers.json')
  try {
    const list = JSON.parse(await readFile(file, 'utf8')) as { id?: unknown }[]
    return new Set(list.map((s) => s.id).filter((id): id is number => typeof id === 'number'))
  } catch (error) {
    problems.push({ file, line: 0, column: '-', message: `cannot read the suppliers: ${(error as Error).message}` })
    return new Set()
  }
}

/** Offers that offers.json prices itself (a regulated discount, or unpriced): a grid for one of them would be a second price. */
async function selfPricedOffers(dataDir: string, problems: CsvProblem[]): Promise<Map<string, string>> {
  const file = join(dataDir, 'offers.json')
  try {
    const list = JSON.parse(await readFile(file, 'utf8')) as { id?: unknown; pricing?: { kind?: unknown } }[]
    return new Map(
      list.flatMap((o) => (typeof o.id === 'string' && o.pricing?.kind !== 'grids' ? [[o.id, String(o.pricing?.kind)] as const] : [])),
    )
  } catch (error) {
    problems.push({ file, line: 0, column: '-', message: `cannot read the offers: ${(error as Error).message}` })
    return new Map()
  }
}

export async function importOfferGrids(path: string, options: OfferImportOptions): Promise<number> {
  const problems: CsvProblem[] = []
  const suppliers = await supplierIds(options.dataDir, problems)
  const selfPriced = await selfPricedOffers(options.dataDir, problems)
  const context = { suppliers, today: options.today }
  const currentFile = join(options.dataDir, OFFER_GRIDS_FILE)
  const currentText = await readFile(currentFile, 'utf8').catch(() => null)
  const current = currentText === null ? [] : parseOfferGrids(currentText, currentFile, context, problems)
  const incomingText = await readFile(path, 'utf8').catch((error: unknown) => {
    problems.push({ file: path, line: 0, column: '-', message: `cannot read: ${(error as Error).message}` })
    return null
  })
  const incoming = incomingText === null ? [] : parseOfferGrids(incomingText, path, context, problems)
  for (const row of incoming) {
    const kind = selfPriced.get(row.offerId)
    if (kind !== undefined)
      problems.push({
        file: path,
        line: row.line,
        column: 'offer_id',
        message: `${row.offerId} is priced in seed/data/offers.json (« ${kind} »): set its pricing to { "kind": "grids" } there first`,
      })
  }
  // Overlaps inside the imported file are the operator's to fix, so they are named in that file.
  closeGrids(incoming, problems)
  if (problems.length > 0) return refuse(problems, options)

  const currentByGrid = new Map<string, GridRow[]>()
  for (const row of current) currentByGrid.set(gridKey(row), [...(currentByGrid.get(gridKey(row)) ?? []), row])
  const incomingByGrid = new Map<string, GridRow[]>()
  for (const row of incoming) incomingByGrid.set(gridKey(row), [...(incomingByGrid.get(gridKey(row)) ?? []), row])

  const unchanged: string[] = []
  const changedGrids = new Set<string>()
  for (const [key, rows] of incomingByGrid) {
    const before = currentByGrid.get(key)
    if (before && gridText(before) === gridText(rows)) unchanged.push(key)
    else changedGrids.add(key)
  }
  if (changedGrids.size === 0) {
    options.log(`${incomingByGrid.size} grid(s) in ${path}, all already in ${OFFER_GRIDS_FILE}: nothing to change.`)
    return 0
  }
  const kept = current.filter((r) => !changedGrids.has(gridKey(r)))
  const merged = closeGrids([...kept, ...incoming.filter((r) => changedGrids.has(gridKey(r)))], problems)
  // The new rows must agree with the offer's rows already in the data (its supplier, name, option).
  checkConsistency(merged, problems)
  if (problems.length > 0) return refuse(problems, options)

  const currentRows = new Map(current.map((r) => [rowKey(r), r]))
  const added = [...changedGrids].filter((key) => !currentByGrid.has(key))
  const updated = [...changedGrids].filter((key) => currentByGrid.has(key))
  options.log(`${path}: ${added.length} new grid(s), ${updated.length} grid(s) edited, ${unchanged.length} unchanged.`)
  for (const key of [...changedGrids].sort()) {
    const [offerId, start] = key.split('|') as [string, string]
    const rows = merged.filter((r) => gridKey(r) === key).sort((a, b) => a.kva - b.kva)
    const head = rows[0] as GridRow
    const starts = [...new Set(merged.filter((r) => r.offerId === offerId).map((r) => r.validFrom))].sort()
    const previous = starts[starts.indexOf(start) - 1]
    const isNewOffer = !current.some((r) => r.offerId === offerId)
    const heading = isNewOffer
      ? `${offerId} (first grid of « ${head.offerName} », supplier ${head.supplierId}): grid of ${start}`
      : currentByGrid.has(key)
        ? `${offerId}: grid of ${start} edited`
        : `${offerId}: ${previous ? `grid of ${previous} → ` : ''}new grid of ${start}`
    options.log(`${heading}, checked ${head.checkedAt}${head.validUntil ? `, until ${head.validUntil}` : ''}`)
    for (const row of rows) {
      const old = currentByGrid.has(key)
        ? currentRows.get(rowKey(row))
        : previous === undefined
          ? undefined
          : merged.find((r) => r.offerId === offerId && r.validFrom === previous && r.kva === row.kva)
      options.log(`  ${row.kva} kVA: ${describeGridRow(old)} → ${describeGridRow(row)}`)
    }
  }
  for (const row of merged) {
    const old = currentRows.get(rowKey(row))
    if (old && old.validUntil === null && row.validUntil !== null)
      options.log(`  ${row.offerId}: the ${row.kva} kVA row of ${row.validFrom} now ends ${row.validUntil}.`)
  }
  if (options.dryRun) {
    options.log('Dry run: nothing was written.')
    return 0
  }
  await writeFile(currentFile, writeOfferGrids(merged))
  options.log(`Wrote ${currentFile}. Check with npm run seed -- --dry-run, then reseed.`)
  return 0
}

function refuse(problems: readonly CsvProblem[], options: OfferImportOptions): number {
  options.error('Import refused; nothing was written.')
  for (const p of problems) options.error(`  ${formatProblem(p)}`)
  return 1
}

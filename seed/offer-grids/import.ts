import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { loadSeed, SeedValidationError } from '../load.ts'
import type { CsvProblem } from '../regulated/csv.ts'
import { formatProblem, shownCell } from '../regulated/csv.ts'
import { readImportedFile, readUtf8File } from '../text-file.ts'
import type { GridRow } from './grids.ts'
import {
  checkConsistency,
  closeGrids,
  GRID_LEVEL,
  groupBy,
  OFFER_GRID_COLUMNS,
  OFFER_GRIDS_FILE,
  parseOfferGrids,
  writeOfferGrids,
} from './grids.ts'

/**
 * npm run seed -- --import-offers FILE: merges offer grids into seed/data/offer-grids.csv. Everything is
 * read and checked before anything is written, the result too with the seed's own checks; on any problem
 * nothing is written and the exit code is 1. A grid already in the data is merged per power: the powers
 * the file gives are added or changed, the others kept (with replaceGrids, removed), so a one-line
 * correction changes one line. Importing a file twice is a no-op; a newer grid of an offer closes the
 * previous one, kept as history with its end date. The report names every grid and power it touches,
 * the same with dryRun.
 */
export interface OfferImportOptions {
  /** seed/data (or a copy): offer-grids.csv, suppliers.json and offers.json live there. */
  dataDir: string
  dryRun: boolean
  /** Each grid the file gives replaces the one in the data whole: the powers it leaves out are removed. */
  replaceGrids?: boolean
  today: string
  log: (line: string) => void
  error: (line: string) => void
}

/** What a row says of its price, for the old → new lines. */
function describeGridRow(row: GridRow | undefined): string {
  if (!row) return '—'
  const basis = row.cells.get('tax_basis')
  return `${row.cells.get('subscription_eur_month')} €/mois, ${row.cells.get('prices_eur_kwh')}${basis ? ` (${basis.toUpperCase()} fixe)` : ''}`
}

const gridKey = (r: Pick<GridRow, 'offerId' | 'validFrom'>) => `${r.offerId}|${r.validFrom}`
const rowKey = (r: Pick<GridRow, 'offerId' | 'validFrom' | 'kva'>) => `${gridKey(r)}|${r.kva}`

/** A row's content, its end date left out (the import sets it), to tell an unchanged power from an edited one. */
function rowText(row: GridRow): string {
  return OFFER_GRID_COLUMNS.filter((c) => c !== 'valid_until')
    .map((c) => row.cells.get(c) ?? '')
    .join('\u0000')
}

const powers = (rows: readonly GridRow[]) =>
  `${rows
    .map((r) => r.kva)
    .sort((a, b) => a - b)
    .join(', ')} kVA`

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

/** What the import does to one grid the file gives (offer and first day). */
interface GridPlan {
  key: string
  offerId: string
  start: string
  /** New: no grid of that offer starts that day. Edited: some power is added, changed or removed. */
  kind: 'new' | 'edited' | 'unchanged'
  added: GridRow[]
  changed: { old: GridRow; row: GridRow }[]
  /** Powers the file gives as they already are. */
  same: GridRow[]
  /** Powers of the data's grid the file does not give: kept when merging per power… */
  kept: GridRow[]
  /** …removed with replaceGrids. */
  removed: GridRow[]
}

function planGrid(key: string, rows: readonly GridRow[], before: readonly GridRow[] | undefined, replaceGrids: boolean): GridPlan {
  const { offerId, validFrom: start } = rows[0] as GridRow
  const plan: GridPlan = { key, offerId, start, kind: 'new', added: [], changed: [], same: [], kept: [], removed: [] }
  if (!before) return { ...plan, added: [...rows] }
  const byKva = new Map(before.map((r) => [r.kva, r]))
  for (const row of rows) {
    const old = byKva.get(row.kva)
    if (!old) plan.added.push(row)
    else if (rowText(old) === rowText(row)) plan.same.push(old)
    else plan.changed.push({ old, row })
  }
  const named = new Set(rows.map((r) => r.kva))
  const rest = before.filter((r) => !named.has(r.kva))
  if (replaceGrids) plan.removed = rest
  else plan.kept = rest
  const edited = plan.added.length + plan.changed.length + plan.removed.length > 0
  return { ...plan, kind: edited ? 'edited' : 'unchanged' }
}

/**
 * A grid has one check date, type, rule, hours and source for all its powers: powers given with other
 * values than those kept would either misdate the kept ones or split the grid, so the operator chooses.
 */
function checkKeptAgree(plan: GridPlan, problems: CsvProblem[]): void {
  const kept = plan.kept[0]
  if (!kept) return
  for (const row of [...plan.added, ...plan.changed.map((c) => c.row)])
    for (const column of GRID_LEVEL) {
      const value = row.cells.get(column) ?? ''
      // An empty end is the import's to fill, as it fills the kept rows'.
      if (column === 'valid_until' && value === '') continue
      if (value !== (kept.cells.get(column) ?? ''))
        problems.push({
          file: row.file,
          line: row.line,
          column,
          message:
            `${shownCell(value)} differs from ${shownCell(kept.cells.get(column) ?? '')} of the ${powers(plan.kept)} row(s) of this grid, ` +
            `which the file does not give and the import keeps: a grid has one ${column} for all its powers. ` +
            'Give those powers too, or the same value, or replace the whole grid with --replace-grids.',
        })
    }
}

async function readCurrentGrids(file: string, problems: CsvProblem[]): Promise<string | null> {
  try {
    return await readUtf8File(file)
  } catch (error) {
    // No file yet: the import starts it. Any other failure would have the write drop every grid in it.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    problems.push({ file, line: 0, column: '-', message: `cannot read: ${(error as Error).message}` })
    return null
  }
}

export async function importOfferGrids(path: string, options: OfferImportOptions): Promise<number> {
  const problems: CsvProblem[] = []
  const suppliers = await supplierIds(options.dataDir, problems)
  const selfPriced = await selfPricedOffers(options.dataDir, problems)
  const context = { suppliers, today: options.today }
  const currentFile = join(options.dataDir, OFFER_GRIDS_FILE)
  const currentText = await readCurrentGrids(currentFile, problems)
  const current = currentText === null ? [] : parseOfferGrids(currentText, currentFile, context, problems)
  const incomingText = await readImportedFile(path, problems)
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

  const currentByGrid = groupBy(current, gridKey)
  const plans = [...groupBy(incoming, gridKey)].map(([key, rows]) =>
    planGrid(key, rows, currentByGrid.get(key), options.replaceGrids ?? false),
  )
  const touched = plans.filter((p) => p.kind !== 'unchanged').sort((a, b) => a.key.localeCompare(b.key))
  if (touched.length === 0) {
    options.log(`${plans.length} grid(s) in ${path}, all already in ${OFFER_GRIDS_FILE}: nothing to change.`)
    return 0
  }
  for (const plan of touched) checkKeptAgree(plan, problems)
  if (problems.length > 0) return refuse(problems, options)

  const dropped = new Set(touched.flatMap((p) => [...p.changed.map((c) => c.old), ...p.removed]).map(rowKey))
  const incomingRows = touched.flatMap((p) => [...p.added, ...p.changed.map((c) => c.row)])
  const merged = closeGrids([...current.filter((r) => !dropped.has(rowKey(r))), ...incomingRows], problems)
  // The new rows must agree with the offer's rows already in the data (its supplier, name, option).
  checkConsistency(merged, problems)
  if (problems.length > 0) return refuse(problems, options)
  const text = writeOfferGrids(merged)
  // The seed's own checks on the result, every file as the seed reads it: what the import writes, the seed takes.
  try {
    await loadSeed(options.dataDir, options.today, new Map([[OFFER_GRIDS_FILE, text]]))
  } catch (error) {
    if (!(error instanceof SeedValidationError)) throw error
    options.error('Import refused; nothing was written. The seed would refuse the result:')
    for (const issue of error.issues) options.error(`  ${issue.file}: ${issue.path || '(root)'}: ${issue.message}`)
    return 1
  }

  report(path, plans, touched, current, merged, options)
  if (options.dryRun) {
    options.log('Dry run: nothing was written.')
    return 0
  }
  await writeFile(currentFile, text)
  options.log(`Wrote ${currentFile}. Check with npm run seed -- --dry-run, then reseed.`)
  return 0
}

/** Every grid the import adds or edits, and every power it adds, changes, removes or keeps. */
function report(
  path: string,
  plans: readonly GridPlan[],
  touched: readonly GridPlan[],
  current: readonly GridRow[],
  merged: readonly GridRow[],
  options: OfferImportOptions,
): void {
  const fresh = touched.filter((p) => p.kind === 'new')
  const edited = touched.filter((p) => p.kind === 'edited')
  const count = (pick: (p: GridPlan) => readonly unknown[]) => edited.reduce((n, p) => n + pick(p).length, 0)
  options.log(
    `${path}: ${fresh.length} new grid(s) (${fresh.reduce((n, p) => n + p.added.length, 0)} row(s)), ` +
      `${edited.length} grid(s) edited (${count((p) => p.added)} row(s) added, ${count((p) => p.changed)} changed, ` +
      `${count((p) => p.removed)} removed, ${count((p) => p.kept)} kept as they were), ${plans.length - touched.length} unchanged.`,
  )
  const currentOffers = new Set(current.map((r) => r.offerId))
  const mergedByGrid = groupBy(merged, gridKey)
  const mergedStarts = new Map(
    [...groupBy(merged, (r) => r.offerId)].map(([offerId, rows]) => [offerId, [...new Set(rows.map((r) => r.validFrom))].sort()]),
  )
  const byKva = (rows: readonly GridRow[]) => [...rows].sort((a, b) => a.kva - b.kva)
  for (const plan of touched) {
    const { offerId, start, key } = plan
    const rows = byKva(mergedByGrid.get(key) ?? [])
    const head = rows[0] as GridRow
    const dates = `, checked ${head.checkedAt}${head.validUntil ? `, until ${head.validUntil}` : ''}`
    if (plan.kind === 'edited') {
      const how = options.replaceGrids ? 'replaced whole (--replace-grids)' : 'merged per power'
      options.log(`${offerId}: grid of ${start} edited, ${how}${dates}`)
      for (const { old, row } of [...plan.changed].sort((a, b) => a.row.kva - b.row.kva))
        options.log(`  ${row.kva} kVA changed: ${describeGridRow(old)} → ${describeGridRow(row)}`)
      for (const row of byKva(plan.added)) options.log(`  ${row.kva} kVA added: — → ${describeGridRow(row)}`)
      for (const row of byKva(plan.removed)) options.log(`  ${row.kva} kVA removed: ${describeGridRow(row)} → —`)
      if (plan.same.length > 0) options.log(`  unchanged: ${powers(plan.same)}`)
      if (plan.kept.length > 0) options.log(`  kept as they were (not in ${path}): ${powers(plan.kept)}`)
      continue
    }
    const starts = mergedStarts.get(offerId) ?? []
    const previous = starts[starts.indexOf(start) - 1]
    const heading = !currentOffers.has(offerId)
      ? `${offerId} (first grid of « ${head.offerName} », supplier ${head.supplierId}): grid of ${start}`
      : `${offerId}: ${previous ? `grid of ${previous} → ` : ''}new grid of ${start}`
    options.log(`${heading}${dates}`)
    const before = new Map(previous === undefined ? [] : (mergedByGrid.get(`${offerId}|${previous}`) ?? []).map((r) => [r.kva, r]))
    for (const row of rows) options.log(`  ${row.kva} kVA: ${describeGridRow(before.get(row.kva))} → ${describeGridRow(row)}`)
    const given = new Set(rows.map((r) => r.kva))
    for (const old of byKva([...before.values()].filter((r) => !given.has(r.kva))))
      options.log(`  ${old.kva} kVA: ${describeGridRow(old)} → — (not in the new grid: no price from ${start})`)
  }
  const currentRows = new Map(current.map((r) => [rowKey(r), r]))
  for (const row of merged) {
    const old = currentRows.get(rowKey(row))
    if (old && old.validUntil === null && row.validUntil !== null)
      options.log(`  ${row.offerId}: the ${row.kva} kVA row of ${row.validFrom} now ends ${row.validUntil}.`)
  }
}

function refuse(problems: readonly CsvProblem[], options: OfferImportOptions): number {
  options.error('Import refused; nothing was written.')
  for (const p of problems) options.error(`  ${formatProblem(p)}`)
  return 1
}

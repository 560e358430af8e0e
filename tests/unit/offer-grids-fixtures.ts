import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { writeQuotedCsv } from '../../seed/offer-grids/csv.ts'
import type { GridRow } from '../../seed/offer-grids/grids.ts'
import { OFFER_GRID_COLUMNS, parseOfferGrids } from '../../seed/offer-grids/grids.ts'
import type { CsvProblem } from '../../seed/regulated/csv.ts'

/** The day the import tests run as: every check date of seed/data is on or before it. */
export const TODAY = '2026-11-26'

/** The rows of seed/data/offer-grids.csv (or a copy), read by the import's own parser. */
export async function gridRows(dataDir: string): Promise<GridRow[]> {
  const suppliers = JSON.parse(await readFile(join(dataDir, 'suppliers.json'), 'utf8')) as { id: number }[]
  const problems: CsvProblem[] = []
  const file = join(dataDir, 'offer-grids.csv')
  const rows = parseOfferGrids(
    await readFile(file, 'utf8'),
    file,
    { suppliers: new Set(suppliers.map((s) => s.id)), today: TODAY },
    problems,
  )
  if (problems.length > 0) throw new Error(`seed/data/offer-grids.csv should be valid: ${problems[0]?.message}`)
  return rows
}

/** Zen Fixe's grid in force (several powers, no end), the one the operators correct most. */
export async function zenFixeInForce(dataDir: string): Promise<GridRow[]> {
  const rows = (await gridRows(dataDir)).filter((r) => r.offerId === 'edf-zen-fixe-base' && r.validUntil === null)
  if (rows.length < 2) throw new Error('Zen Fixe should have a grid of several powers in force')
  return rows.sort((a, b) => a.kva - b.kva)
}

/** A row's cells with some replaced. */
export function edited(row: GridRow, changes: Record<string, string>): Map<string, string> {
  return new Map([...row.cells, ...Object.entries(changes)])
}

/** A file in the import's format holding these rows. */
export function gridFile(rows: readonly ReadonlyMap<string, string>[]): string {
  return writeQuotedCsv(
    OFFER_GRID_COLUMNS,
    rows.map((cells) => OFFER_GRID_COLUMNS.map((c) => cells.get(c) ?? '')),
  )
}

/** A price one tenth of a cent dearer, written as the file writes prices. */
export function dearer(prices: string): string {
  const [period, value] = prices.split('=') as [string, string]
  return `${period}=${(Number(value) + 0.001).toFixed(4)}`
}

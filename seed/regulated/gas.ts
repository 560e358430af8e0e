import type { GasReferenceMonth, GasUse, GasUsePrice, RegulatedSource } from '#contract/regulated-tariffs'
import { GasReferenceMonth as GasReferenceMonthSchema } from '#contract/regulated-tariffs'
import type { CsvProblem } from './csv.ts'
import { parseDecimal, readCsv, shownCell, writeCsv } from './csv.ts'

/**
 * The gas « prix repère » in the spirit of the CRE files: one row per month, use and price level, `;`,
 * decimal comma, month written MM/YYYY, amounts in € per year and € per kWh. `NIVEAU` empty is the
 * national figure, 1 to 6 a price level's; a file without the column holds national figures only. A use
 * or level the source does not give has no row; an amount it does not give is an empty cell.
 */
export const GAS_FILE = 'Prix_repere_gaz.csv'
const AMOUNT_COLUMNS = ['ABONNEMENT_HT', 'ABONNEMENT_TTC', 'PRIX_KWH_HT', 'PRIX_KWH_TTC'] as const
export const GAS_COLUMNS = ['MOIS', 'USAGE', ...AMOUNT_COLUMNS] as const
/** Every column a prix repère file may have, in the order the data file is written. */
export const GAS_FILE_COLUMNS = ['MOIS', 'USAGE', 'NIVEAU', ...AMOUNT_COLUMNS] as const

const USE_CODES: Record<string, GasUse> = {
  CUISSON: 'cooking',
  CUISSON_EAU_CHAUDE: 'cookingAndHotWater',
  CHAUFFAGE: 'heating',
}

export interface GasRow {
  file: string
  line: number
  month: string
  use: GasUse
  /** The price level, null for the national figure. */
  level: number | null
  cells: Map<string, string>
  price: GasUsePrice
}

export function parseGasFile(text: string, file: string, problems: CsvProblem[]): GasRow[] {
  // Only known columns: a misspelt one would silently lose its figures.
  const table = readCsv(text, file, GAS_COLUMNS, problems, GAS_FILE_COLUMNS)
  if (!table) return []
  const rows: GasRow[] = []
  const seen = new Map<string, number>()
  for (const { line, cells } of table.rows) {
    const before = problems.length
    const cell = (column: string) => cells.get(column) ?? ''
    const at = (column: string) => ({ file, line, column })
    const match = /^(0[1-9]|1[0-2])\/(\d{4})$/.exec(cell('MOIS'))
    if (!match) problems.push({ ...at('MOIS'), message: `${shownCell(cell('MOIS'))} is not a month written MM/YYYY` })
    const use = USE_CODES[cell('USAGE')]
    if (!use)
      problems.push({ ...at('USAGE'), message: `unknown use ${shownCell(cell('USAGE'))} (expected ${Object.keys(USE_CODES).join(', ')})` })
    const levelText = cell('NIVEAU')
    const level = levelText === '' ? null : /^[1-6]$/.test(levelText) ? Number(levelText) : undefined
    if (level === undefined)
      problems.push({ ...at('NIVEAU'), message: `${shownCell(levelText)} is not a price level (1 to 6, or empty for the national figure)` })
    const value = (column: string) => parseDecimal(cell(column), at(column), problems) ?? null
    const price: GasUsePrice = {
      subscriptionPerYear: { ht: value('ABONNEMENT_HT'), ttc: value('ABONNEMENT_TTC') },
      pricePerKwh: { ht: value('PRIX_KWH_HT'), ttc: value('PRIX_KWH_TTC') },
    }
    if (problems.length > before || !match || !use || level === undefined) continue
    const month = `${match[2]}-${match[1]}`
    const key = `${month}|${use}|${level}`
    const twin = seen.get(key)
    if (twin !== undefined) {
      const which = level === null ? 'national' : `level ${level}`
      problems.push({ ...at('USAGE'), message: `a second ${cell('USAGE')} ${which} row for ${cell('MOIS')} (the first is line ${twin})` })
      continue
    }
    seen.set(key, line)
    rows.push({ file, line, month, use, level, cells: new Map(GAS_FILE_COLUMNS.map((c) => [c, cell(c)])), price })
  }
  return rows
}

export function buildGasMonths(
  rows: readonly GasRow[],
  sourceOf: (month: string) => RegulatedSource | undefined,
  problems: CsvProblem[],
): GasReferenceMonth[] {
  const months = [...new Set(rows.map((r) => r.month))].sort()
  const out: GasReferenceMonth[] = []
  for (const month of months) {
    const ofMonth = rows.filter((r) => r.month === month)
    const source = sourceOf(month)
    if (!source) {
      const first = ofMonth[0]
      if (first)
        problems.push({ file: first.file, line: first.line, column: 'MOIS', message: `no source recorded in sources.json for ${month}` })
      continue
    }
    const none = { ttc: null, ht: null }
    const use = (u: GasUse): GasUsePrice | null => {
      const ofUse = ofMonth.filter((r) => r.use === u)
      if (ofUse.length === 0) return null
      const national = ofUse.find((r) => r.level === null)?.price ?? { subscriptionPerYear: none, pricePerKwh: none }
      const levels = ofUse
        .filter((r) => r.level !== null)
        .sort((a, b) => (a.level ?? 0) - (b.level ?? 0))
        .map((r) => ({ level: r.level as number, ...r.price }))
      return levels.length > 0 ? { ...national, levels } : national
    }
    out.push(
      GasReferenceMonthSchema.parse({
        month,
        uses: { cooking: use('cooking'), cookingAndHotWater: use('cookingAndHotWater'), heating: use('heating') },
        source,
      }),
    )
  }
  return out
}

export function writeGasFile(rows: readonly GasRow[]): string {
  const order = Object.values(USE_CODES)
  const sorted = [...rows].sort(
    (a, b) => a.month.localeCompare(b.month) || order.indexOf(a.use) - order.indexOf(b.use) || (a.level ?? 0) - (b.level ?? 0),
  )
  return writeCsv(
    GAS_FILE_COLUMNS,
    sorted.map((row) => GAS_FILE_COLUMNS.map((c) => row.cells.get(c) ?? '')),
  )
}

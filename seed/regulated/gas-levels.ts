import { POSTAL_CODE_PATTERN } from '#contract/gas-price-level-pick'
import { GasPriceLevelRow, INSEE_CODE_PATTERN } from '#contract/gas-price-levels'
import type { CsvProblem } from './csv.ts'
import { parseFrenchDate, readCsv, shownCell, toFrenchDate } from './csv.ts'

/**
 * The commune → gas price level table, in the regulator's CSV conventions (`;`, DD/MM/YYYY): one row per
 * commune, postal code and first day. A commune with several postal codes has a row for each; a level
 * that changes gets a new row from its first day, and the old row stays (history). The file is absent
 * until ops import one: the gas pages then say that the national figure is used.
 */
export const GAS_LEVELS_FILE = 'Niveaux_prix_gaz_communes.csv'
export const GAS_LEVELS_COLUMNS = ['CODE_INSEE', 'COMMUNE', 'CODE_POSTAL', 'NIVEAU', 'DATE_DEBUT', 'SOURCE'] as const

export interface GasLevelRow {
  file: string
  line: number
  row: GasPriceLevelRow
}

export const gasLevelKey = (r: GasPriceLevelRow) => `${r.inseeCode}|${r.postalCode}|${r.from}`

export function parseGasLevelsFile(text: string, file: string, problems: CsvProblem[]): GasLevelRow[] {
  const table = readCsv(text, file, GAS_LEVELS_COLUMNS, problems, GAS_LEVELS_COLUMNS)
  if (!table) return []
  const rows: GasLevelRow[] = []
  const seen = new Map<string, number>()
  for (const { line, cells } of table.rows) {
    const cell = (column: (typeof GAS_LEVELS_COLUMNS)[number]) => cells.get(column) ?? ''
    const at = (column: string) => ({ file, line, column })
    const before = problems.length
    if (!INSEE_CODE_PATTERN.test(cell('CODE_INSEE')))
      problems.push({
        ...at('CODE_INSEE'),
        message: `${shownCell(cell('CODE_INSEE'))} is not an INSEE code (5 characters: 2 digits, or 2A/2B, then 3 digits)`,
      })
    if (cell('COMMUNE') === '' || [...cell('COMMUNE')].length > 100)
      problems.push({ ...at('COMMUNE'), message: `${shownCell(cell('COMMUNE'))} is not a commune's name (1 to 100 characters)` })
    if (!POSTAL_CODE_PATTERN.test(cell('CODE_POSTAL')))
      problems.push({ ...at('CODE_POSTAL'), message: `${shownCell(cell('CODE_POSTAL'))} is not a postal code (5 digits)` })
    if (!/^[1-6]$/.test(cell('NIVEAU')))
      problems.push({ ...at('NIVEAU'), message: `${shownCell(cell('NIVEAU'))} is not a price level (1 to 6)` })
    const from = parseFrenchDate(cell('DATE_DEBUT'))
    if (!from) problems.push({ ...at('DATE_DEBUT'), message: `${shownCell(cell('DATE_DEBUT'))} is not a day written DD/MM/YYYY` })
    if (cell('SOURCE') === '' || [...cell('SOURCE')].length > 500)
      problems.push({ ...at('SOURCE'), message: 'every row needs its source (1 to 500 characters): the file and who published it' })
    if (problems.length > before || !from) continue
    const row = GasPriceLevelRow.parse({
      inseeCode: cell('CODE_INSEE'),
      commune: cell('COMMUNE'),
      postalCode: cell('CODE_POSTAL'),
      level: Number(cell('NIVEAU')),
      from,
      source: cell('SOURCE'),
    })
    const twin = seen.get(gasLevelKey(row))
    if (twin !== undefined) {
      problems.push({
        ...at('CODE_INSEE'),
        message: `${row.inseeCode} ${row.postalCode} from ${cell('DATE_DEBUT')} is already given on line ${twin}`,
      })
      continue
    }
    seen.set(gasLevelKey(row), line)
    rows.push({ file, line, row })
  }
  checkOneLevelPerCommune(rows, problems)
  return rows
}

/** A commune has one level on a day, whichever of its postal codes a row is written for. */
export function checkOneLevelPerCommune(rows: readonly GasLevelRow[], problems: CsvProblem[]): void {
  const first = new Map<string, GasLevelRow>()
  for (const entry of rows) {
    const key = `${entry.row.inseeCode}|${entry.row.from}`
    const other = first.get(key)
    if (!other) first.set(key, entry)
    else if (other.row.level !== entry.row.level)
      problems.push({
        file: entry.file,
        line: entry.line,
        column: 'NIVEAU',
        message: `${entry.row.inseeCode} is at level ${entry.row.level} here and at level ${other.row.level} on line ${other.line} (${other.file}) from the same day: a commune has one level`,
      })
  }
}

/** A cell as the regulator's files write it: in double quotes only when it holds `;` or a quote. */
const quoted = (text: string) => (/[;"]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text)

export function writeGasLevelsFile(rows: readonly GasPriceLevelRow[]): string {
  const sorted = [...rows].sort(
    (a, b) => a.inseeCode.localeCompare(b.inseeCode) || a.postalCode.localeCompare(b.postalCode) || a.from.localeCompare(b.from),
  )
  const lines = sorted.map((r) =>
    [r.inseeCode, quoted(r.commune), r.postalCode, String(r.level), toFrenchDate(r.from), quoted(r.source)].join(';'),
  )
  return `${[GAS_LEVELS_COLUMNS.join(';'), ...lines].join('\n')}\n`
}

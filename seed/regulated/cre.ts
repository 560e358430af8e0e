import type { Amount, ElectricityOption, RegulatedGrid, RegulatedSource } from '#contract/regulated-tariffs'
import { ELECTRICITY_OPTIONS, type OPTION_PERIODS } from '#contract/regulated-dates'
import { REGULATED_KVA, RegulatedGrid as RegulatedGridSchema } from '#contract/regulated-tariffs'
import type { CsvProblem, CsvTable } from './csv.ts'
import { addDays, parseDecimal, parseFrenchDate, readCsv, shownCell, toFrenchDate, writeCsv } from './csv.ts'

/** The regulator's file name for each option. */
export const CRE_FILES: Record<ElectricityOption, string> = {
  base: 'Option_Base.csv',
  hphc: 'Option_HPHC.csv',
  tempo: 'Option_Tempo.csv',
}

type Period<O extends ElectricityOption> = (typeof OPTION_PERIODS)[O][number]

/** Column stem of each period in the CRE files; `_HT` and `_TTC` follow it. */
const PERIOD_COLUMNS: { [O in ElectricityOption]: Record<Period<O>, string> } = {
  base: { base: 'PART_VARIABLE' },
  hphc: { offPeak: 'PART_VARIABLE_HC', peak: 'PART_VARIABLE_HP' },
  tempo: {
    blueOffPeak: 'PART_VARIABLE_HCBleu',
    bluePeak: 'PART_VARIABLE_HPBleu',
    whiteOffPeak: 'PART_VARIABLE_HCBlanc',
    whitePeak: 'PART_VARIABLE_HPBlanc',
    redOffPeak: 'PART_VARIABLE_HCRouge',
    redPeak: 'PART_VARIABLE_HPRouge',
  },
}

/** Every column of an option's file, in the regulator's order. */
export function creColumns(option: ElectricityOption): string[] {
  const stems: string[] = Object.values(PERIOD_COLUMNS[option])
  return ['DATE_DEBUT', 'DATE_FIN', 'P_SOUSCRITE', 'PART_FIXE_HT', 'PART_FIXE_TTC', ...stems.flatMap((s) => [`${s}_HT`, `${s}_TTC`])]
}

/** One validated row of a CRE file: one meter power of one grid. */
export interface CreRow {
  option: ElectricityOption
  file: string
  line: number
  start: string
  /** Last day of validity (inclusive, as the CRE writes it), null while in force. */
  end: string | null
  kva: number
  /** Cell text by column, as read (written back unchanged, so figures keep the source's digits). */
  cells: Map<string, string>
  values: Map<string, number | null>
  /**
   * What an import file says beside the regulator's columns: EDF's monthly subscription when it stood in
   * for the missing yearly figure, and the row's own sources and confidence, for the grid's source note.
   */
  extra?: { monthlySubscription?: string; sources?: string; confidence?: string }
}

/** Optional columns an import file may add: EDF's monthly TTC subscription, the row's sources and confidence. */
export const MONTHLY_COLUMN = 'PART_FIXE_TTC_EUR_MOIS'
const SOURCES_COLUMN = 'SOURCES'
const CONFIDENCE_COLUMN = 'CONFIANCE'

/** « 15,86 » × 12 → « 190,32 »: to the cent, in the regulator's writing (decimal comma, no trailing zero). */
function yearlyFromMonthly(monthly: number): string {
  const cents = Math.round(monthly * 100) * 12
  const text = (cents / 100).toFixed(2).replace(/\.?0+$/, '')
  return text.replace('.', ',')
}

const KNOWN_KVA = new Set<number>(REGULATED_KVA)

/** Parses and checks every row of one option's file; problems name file, line and column. */
export function parseCreFile(option: ElectricityOption, text: string, file: string, problems: CsvProblem[]): CreRow[] {
  const columns = creColumns(option)
  const table: CsvTable | null = readCsv(text, file, columns, problems)
  if (!table) return []
  const rows: CreRow[] = []
  for (const { line, cells } of table.rows) {
    const before = problems.length
    const at = (column: string) => ({ file, line, column })
    const cell = (column: string) => cells.get(column) ?? ''

    const start = parseFrenchDate(cell('DATE_DEBUT'))
    if (!start) problems.push({ ...at('DATE_DEBUT'), message: `${shownCell(cell('DATE_DEBUT'))} is not a date written DD/MM/YYYY` })
    let end: string | null = null
    if (cell('DATE_FIN') !== '') {
      end = parseFrenchDate(cell('DATE_FIN'))
      if (!end)
        problems.push({
          ...at('DATE_FIN'),
          message: `${shownCell(cell('DATE_FIN'))} is not a date written DD/MM/YYYY (leave it empty while in force)`,
        })
      else if (start && end < start) problems.push({ ...at('DATE_FIN'), message: `ends before it starts (${cell('DATE_DEBUT')})` })
    }
    const kva = /^\d+$/.test(cell('P_SOUSCRITE')) ? Number(cell('P_SOUSCRITE')) : NaN
    if (!KNOWN_KVA.has(kva)) {
      problems.push({
        ...at('P_SOUSCRITE'),
        message: `unknown meter power ${shownCell(cell('P_SOUSCRITE'))} (expected one of ${REGULATED_KVA.join(', ')} kVA)`,
      })
    }
    const own = new Map(columns.map((c) => [c, cell(c)]))
    // The regulator's file gives a yearly subscription; where an import file has only EDF's monthly price
    // (its own grid), the yearly figure is twelve times it, and the grid's source note says so.
    const monthlyText = cells.get(MONTHLY_COLUMN) ?? ''
    let monthlyUsed: string | undefined
    if (cell('PART_FIXE_TTC') === '' && monthlyText !== '') {
      const monthly = parseDecimal(monthlyText, at(MONTHLY_COLUMN), problems)
      if (typeof monthly === 'number') {
        own.set('PART_FIXE_TTC', yearlyFromMonthly(monthly))
        monthlyUsed = monthlyText
      }
    }
    const values = new Map<string, number | null>()
    for (const column of columns.slice(3)) {
      const value = parseDecimal(own.get(column) ?? '', at(column), problems)
      if (value !== undefined) values.set(column, value)
    }
    const sources = cells.get(SOURCES_COLUMN) ?? ''
    const confidence = cells.get(CONFIDENCE_COLUMN) ?? ''
    const extra = {
      ...(monthlyUsed !== undefined ? { monthlySubscription: monthlyUsed } : {}),
      ...(sources !== '' ? { sources } : {}),
      ...(confidence !== '' ? { confidence } : {}),
    }
    if (problems.length === before && start) {
      rows.push({ option, file, line, start, end, kva, cells: own, values, ...(Object.keys(extra).length > 0 ? { extra } : {}) })
    }
  }
  return rows
}

/**
 * Closes every grid followed by a later one (the new grid replaces the whole previous grid of its
 * option) and refuses overlaps: two rows for one power and option starting the same day, or a
 * DATE_FIN that reaches into the next grid. Returns the rows with their ends set.
 */
export function closeAndCheck(rows: readonly CreRow[], problems: CsvProblem[]): CreRow[] {
  const out: CreRow[] = []
  for (const option of ELECTRICITY_OPTIONS) {
    const ofOption = rows.filter((r) => r.option === option)
    const starts = [...new Set(ofOption.map((r) => r.start))].sort()
    const nextStart = new Map(starts.map((s, i) => [s, starts[i + 1] ?? null]))
    const seen = new Map<string, CreRow>()
    for (const row of [...ofOption].sort((a, b) => a.start.localeCompare(b.start) || a.kva - b.kva)) {
      const key = `${row.kva}|${row.start}`
      const twin = seen.get(key)
      if (twin) {
        problems.push({
          file: row.file,
          line: row.line,
          column: 'DATE_DEBUT',
          message: `a second ${row.kva} kVA row starting ${toFrenchDate(row.start)} (the first is ${twin.file} line ${twin.line})`,
        })
        continue
      }
      seen.set(key, row)
      const next = nextStart.get(row.start) ?? null
      if (next === null) {
        out.push(row)
      } else if (row.end === null) {
        const end = addDays(next, -1)
        out.push({ ...row, end, cells: new Map(row.cells).set('DATE_FIN', toFrenchDate(end)) })
      } else if (row.end >= next) {
        problems.push({
          file: row.file,
          line: row.line,
          column: 'DATE_FIN',
          message: `overlaps the grid starting ${toFrenchDate(next)} for ${row.kva} kVA`,
        })
      } else {
        out.push(row)
      }
    }
  }
  return out
}

function amount(row: CreRow, stem: string): Amount {
  return { ttc: row.values.get(`${stem}_TTC`) ?? null, ht: row.values.get(`${stem}_HT`) ?? null }
}

/** Groups the rows into one grid per option and start date, each with its source. */
export function buildGrids(
  rows: readonly CreRow[],
  sourceOf: (option: ElectricityOption, effectiveFrom: string) => RegulatedSource | undefined,
  problems: CsvProblem[],
): RegulatedGrid[] {
  const grids: RegulatedGrid[] = []
  for (const option of ELECTRICITY_OPTIONS) {
    const ofOption = rows.filter((r) => r.option === option)
    const starts = [...new Set(ofOption.map((r) => r.start))].sort()
    for (const start of starts) {
      const gridRows = ofOption.filter((r) => r.start === start).sort((a, b) => a.kva - b.kva)
      const first = gridRows[0]
      if (!first) continue
      const source = sourceOf(option, start)
      if (!source) {
        problems.push({
          file: first.file,
          line: first.line,
          column: 'DATE_DEBUT',
          message: `no source recorded in sources.json for the ${option} grid of ${toFrenchDate(start)}`,
        })
        continue
      }
      const ends = gridRows.map((r) => r.end)
      const effectiveTo = ends.includes(null) ? null : addDays(ends.reduce((a, b) => ((a ?? '') > (b ?? '') ? a : b)) as string, 1)
      const powers = gridRows.map((row) => {
        const perYear = amount(row, 'PART_FIXE')
        const stems: Record<string, string> = PERIOD_COLUMNS[option]
        return {
          kva: row.kva,
          subscriptionPerYear: perYear,
          subscriptionPerMonthTtc: perYear.ttc === null ? null : Math.round((perYear.ttc / 12) * 100) / 100,
          pricesPerKwh: Object.fromEntries(Object.entries(stems).map(([period, stem]) => [period, amount(row, stem)])),
        }
      })
      // The contract has the last word on the shape; a mismatch here is a bug of this module.
      grids.push(RegulatedGridSchema.parse({ option, effectiveFrom: start, effectiveTo, source, powers }))
    }
  }
  return grids
}

/** The file text of one option, rows ordered by start date then power. */
export function writeCreFile(option: ElectricityOption, rows: readonly CreRow[]): string {
  const columns = creColumns(option)
  const sorted = rows.filter((r) => r.option === option).sort((a, b) => a.start.localeCompare(b.start) || a.kva - b.kva)
  return writeCsv(
    columns,
    sorted.map((row) => columns.map((c) => row.cells.get(c) ?? '')),
  )
}

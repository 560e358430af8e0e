import { join } from 'node:path'
import type { TempoColour, TempoDay, TempoDaysData, TempoDaysSource } from '#contract/tempo-days'
import { mayBeRed, TEMPO_YEAR_QUOTA, tempoYearLabel, tempoYearOf } from '#contract/tempo-dates'
import { TempoDaysSource as TempoDaysSourceSchema } from '#contract/tempo-days'
import type { CsvProblem } from './csv.ts'
import { addDays, readCsv, shownCell } from './csv.ts'

/**
 * seed/data/regulated/tempo-days.csv: one past Tempo day a line, `date;couleur` (2025-01-06;ROUGE),
 * colours in French as RTE names them. Its source is tempo-days-sources.json beside it, apart from
 * sources.json so the CRE import, which rewrites sources.json, never touches it.
 */
export const TEMPO_DAYS_FILE = 'tempo-days.csv'
export const TEMPO_SOURCES_FILE = 'tempo-days-sources.json'

const COLOURS: Record<string, TempoColour> = { BLEU: 'blue', BLANC: 'white', ROUGE: 'red' }
const FRENCH: Record<TempoColour, string> = { blue: 'BLEU', white: 'BLANC', red: 'ROUGE' }
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

function isRealDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** Reads and checks the file; a row with a problem is left out (and the problem stops the seed). */
export function parseTempoDaysFile(text: string, file: string, problems: CsvProblem[]): TempoDay[] {
  const table = readCsv(text, file, ['date', 'couleur'], problems)
  if (!table) return []
  const firstLine = new Map<string, number>()
  const days: (TempoDay & { line: number })[] = []
  for (const row of table.rows) {
    const date = row.cells.get('date') ?? ''
    const name = row.cells.get('couleur') ?? ''
    let ok = true
    if (!isRealDay(date)) {
      problems.push({ file, line: row.line, column: 'date', message: `${shownCell(date)} is not a day written YYYY-MM-DD` })
      ok = false
    } else {
      const seen = firstLine.get(date)
      if (seen !== undefined) {
        problems.push({ file, line: row.line, column: 'date', message: `${date} is already given on line ${seen}` })
        ok = false
      } else firstLine.set(date, row.line)
    }
    const colour = COLOURS[name]
    if (colour === undefined) {
      problems.push({ file, line: row.line, column: 'couleur', message: `${shownCell(name)} is not BLEU, BLANC or ROUGE` })
      ok = false
    }
    if (!ok || colour === undefined) continue
    // RTE never places a red day on a weekend or outside November–March: such a line is a typo.
    if (colour === 'red' && !mayBeRed(date)) {
      problems.push({
        file,
        line: row.line,
        column: 'couleur',
        message: `${date} cannot be red: red days fall Monday to Friday, from 1 November to 31 March`,
      })
      continue
    }
    days.push({ date, colour, line: row.line })
  }
  days.sort((a, b) => a.date.localeCompare(b.date))
  checkQuotas(days, file, problems)
  return days.map(({ date, colour }) => ({ date, colour }))
}

/** More white or red days in one Tempo year than RTE may place means a wrong line somewhere. */
function checkQuotas(days: readonly (TempoDay & { line: number })[], file: string, problems: CsvProblem[]): void {
  const byYear = new Map<number, { white: number[]; red: number[] }>()
  for (const day of days) {
    if (day.colour === 'blue') continue
    const year = tempoYearOf(day.date)
    const counts = byYear.get(year) ?? { white: [], red: [] }
    counts[day.colour].push(day.line)
    byYear.set(year, counts)
  }
  for (const [year, counts] of [...byYear].sort(([a], [b]) => a - b)) {
    for (const colour of ['white', 'red'] as const) {
      const lines = counts[colour]
      const quota = TEMPO_YEAR_QUOTA[colour]
      if (lines.length > quota) {
        problems.push({
          file,
          line: lines[quota] ?? 0,
          column: 'couleur',
          message: `${lines.length} ${FRENCH[colour]} days in Tempo year ${tempoYearLabel(year)} (1 September to 31 August); RTE places ${quota} at most`,
        })
      }
    }
  }
}

/** Reads the source file and checks that its periods account for every day of the CSV, and only those. */
export function parseTempoSources(text: string, file: string, days: readonly TempoDay[], problems: CsvProblem[]): TempoDaysSource | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    problems.push({ file, line: 1, column: '-', message: `invalid JSON: ${(error as Error).message}` })
    return null
  }
  const parsed = TempoDaysSourceSchema.safeParse(value)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push({ file, line: 1, column: issue.path.join('.') || '-', message: issue.message })
    return null
  }
  const source = parsed.data
  const periods = [...source.periods].sort((a, b) => a.from.localeCompare(b.from))
  periods.forEach((period, i) => {
    const at = `periods (${period.from} to ${period.to})`
    if (period.to < period.from) problems.push({ file, line: 1, column: at, message: 'ends before it starts' })
    const previous = periods[i - 1]
    if (previous && period.from <= previous.to)
      problems.push({ file, line: 1, column: at, message: `overlaps the period ending ${previous.to}` })
  })
  // Every line needs a reference, and a period promises every one of its days: a hole is a lost line.
  const known = new Set(days.map((d) => d.date))
  const unsourced = days.filter((d) => !periods.some((p) => p.from <= d.date && d.date <= p.to))
  if (unsourced.length > 0) {
    const list = unsourced
      .slice(0, 5)
      .map((d) => d.date)
      .join(', ')
    problems.push({
      file,
      line: 1,
      column: 'periods',
      message: `${unsourced.length} day(s) of ${TEMPO_DAYS_FILE} lie in no period (${list}${unsourced.length > 5 ? ', …' : ''})`,
    })
  }
  for (const period of periods) {
    if (period.to < period.from) continue
    const missing: string[] = []
    for (let day = period.from; day <= period.to; day = addDays(day, 1)) if (!known.has(day)) missing.push(day)
    if (missing.length > 0) {
      problems.push({
        file,
        line: 1,
        column: `periods (${period.from} to ${period.to})`,
        message: `${missing.length} day(s) of this period are missing from ${TEMPO_DAYS_FILE} (${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''})`,
      })
    }
  }
  return source
}

/** Reads both files of seed/data/regulated; `read` returns null (having said why) when a file cannot be read. */
export async function readTempoDays(
  dir: string,
  problems: CsvProblem[],
  read: (path: string) => Promise<string | null>,
  display: (name: string) => string = (name) => join(dir, name),
): Promise<TempoDaysData | null> {
  const csv = await read(join(dir, TEMPO_DAYS_FILE))
  const days = csv === null ? [] : parseTempoDaysFile(csv, display(TEMPO_DAYS_FILE), problems)
  const sourceText = await read(join(dir, TEMPO_SOURCES_FILE))
  const source = sourceText === null ? null : parseTempoSources(sourceText, display(TEMPO_SOURCES_FILE), days, problems)
  if (csv === null || source === null) return null
  return { days, source }
}

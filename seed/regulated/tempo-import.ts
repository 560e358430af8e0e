import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { TempoColour, TempoDay, TempoDaysSource } from '#contract/tempo-days'
import { mayBeRed, TEMPO_YEAR_QUOTA, tempoYearLabel, tempoYearOf } from '#contract/tempo-dates'
import { readQuotedCsv } from '../offer-grids/csv.ts'
import { readImportedFile } from '../text-file.ts'
import type { CsvProblem } from './csv.ts'
import { addDays, formatProblem, shownCell } from './csv.ts'
import { parseTempoDaysFile, parseTempoSources, TEMPO_DAYS_FILE, TEMPO_SOURCES_FILE } from './tempo-days.ts'

/**
 * npm run seed -- --import-tempo FILE: merges Tempo day colours (`date;couleur`, optional `methode` and
 * `source` columns, as the day lists ops collect give them) into seed/data/regulated/tempo-days.csv, and
 * records where the new days come from in tempo-days-sources.json (one period per run of new days).
 * A day already known must have the same colour: a disagreement is refused, never settled silently.
 * Importing a file twice changes nothing.
 */
export interface TempoImportOptions {
  regulatedDir: string
  dryRun: boolean
  /** Where the new days were taken from; defaults to the file's `source` column. */
  reference?: string
  note?: string
  log: (line: string) => void
  error: (line: string) => void
}

const COLOURS: Record<string, TempoColour> = { BLEU: 'blue', BLANC: 'white', ROUGE: 'red' }
const FRENCH: Record<TempoColour, string> = { blue: 'BLEU', white: 'BLANC', red: 'ROUGE' }

export function writeTempoDays(days: readonly TempoDay[]): string {
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date))
  return `date;couleur\n${sorted.map((d) => `${d.date};${FRENCH[d.colour]}`).join('\n')}\n`
}

export async function importTempoDays(path: string, options: TempoImportOptions): Promise<number> {
  const problems: CsvProblem[] = []
  const daysFile = join(options.regulatedDir, TEMPO_DAYS_FILE)
  const sourcesFile = join(options.regulatedDir, TEMPO_SOURCES_FILE)
  const current = parseTempoDaysFile(await readFile(daysFile, 'utf8'), daysFile, problems)
  const source = parseTempoSources(await readFile(sourcesFile, 'utf8'), sourcesFile, current, problems)
  const text = await readImportedFile(path, problems)
  const rows = text === null ? null : readQuotedCsv(text, path, ['date', 'couleur', 'methode', 'source'], ['methode', 'source'], problems)
  const known = new Map(current.map((d) => [d.date, d.colour]))
  const incoming = new Map<string, { colour: TempoColour; line: number; reference: string; method: string }>()
  for (const { line, cells } of rows ?? []) {
    const date = cells.get('date') ?? ''
    const name = cells.get('couleur') ?? ''
    const colour = COLOURS[name]
    const real = /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date
    if (!real) problems.push({ file: path, line, column: 'date', message: `${shownCell(date)} is not a day written YYYY-MM-DD` })
    if (colour === undefined)
      problems.push({ file: path, line, column: 'couleur', message: `${shownCell(name)} is not BLEU, BLANC or ROUGE` })
    if (!real || colour === undefined) continue
    if (colour === 'red' && !mayBeRed(date))
      problems.push({
        file: path,
        line,
        column: 'couleur',
        message: `${date} cannot be red: red days fall Monday to Friday, from 1 November to 31 March`,
      })
    const twin = incoming.get(date)
    if (twin) problems.push({ file: path, line, column: 'date', message: `${date} is already given on line ${twin.line}` })
    const old = known.get(date)
    if (old !== undefined && old !== colour)
      problems.push({
        file: path,
        line,
        column: 'couleur',
        message: `${date} is ${FRENCH[old]} in ${TEMPO_DAYS_FILE}: check which is right and correct it by hand`,
      })
    incoming.set(date, { colour, line, reference: cells.get('source') ?? '', method: cells.get('methode') ?? '' })
  }
  if (problems.length > 0 || !source || !rows) return refuse(problems, options)

  const fresh = [...incoming].filter(([date]) => !known.has(date)).sort(([a], [b]) => a.localeCompare(b))
  const agreeing = incoming.size - fresh.length
  if (fresh.length === 0) {
    options.log(`${incoming.size} day(s) in ${path}, all already in ${TEMPO_DAYS_FILE} with the same colour: nothing to change.`)
    return 0
  }
  const merged: TempoDay[] = [...current, ...fresh.map(([date, d]) => ({ date, colour: d.colour }))]
  // The quota rules (22 red, 43 white per Tempo year) apply to the merged file.
  parseTempoDaysFile(writeTempoDays(merged), daysFile, problems)
  const references = [...new Set(fresh.map(([, d]) => d.reference).filter((r) => r !== ''))]
  const reference = options.reference ?? (references.length > 0 ? references.join(' ; ') : undefined)
  if (reference === undefined)
    problems.push({ file: path, line: 1, column: 'source', message: 'the new days need a source: a source column, or --reference' })
  if (problems.length > 0 || reference === undefined) return refuse(problems, options)

  // One period per run of consecutive new days, each with the reference it was taken from.
  const periods: TempoDaysSource['periods'] = [...source.periods]
  let runStart: string | null = null
  fresh.forEach(([date], i) => {
    runStart ??= date
    const next = fresh[i + 1]?.[0]
    if (next !== addDays(date, 1)) {
      periods.push({ from: runStart, to: date, reference, ...(options.note ? { note: options.note } : {}) })
      options.log(`New period ${runStart} → ${date}.`)
      runStart = null
    }
  })
  periods.sort((a, b) => a.from.localeCompare(b.from))
  const count = (colour: TempoColour) => fresh.filter(([, d]) => d.colour === colour).length
  const methods = [...new Set(fresh.map(([, d]) => d.method).filter((m) => m !== ''))]
  options.log(
    `${path}: ${fresh.length} new day(s) (${count('blue')} blue, ${count('white')} white, ${count('red')} red), ${agreeing} already known with the same colour.` +
      (methods.length > 0 ? ` Methods the file states: ${methods.join(', ')}.` : ''),
  )
  for (const year of [...new Set(fresh.map(([date]) => tempoYearOf(date)))].sort()) {
    const ofYear = merged.filter((d) => tempoYearOf(d.date) === year)
    const white = ofYear.filter((d) => d.colour === 'white').length
    const red = ofYear.filter((d) => d.colour === 'red').length
    options.log(
      `  Tempo year ${tempoYearLabel(year)}: ${ofYear.length} day(s) known, ${white} of ${TEMPO_YEAR_QUOTA.white} white, ${red} of ${TEMPO_YEAR_QUOTA.red} red.`,
    )
  }
  if (options.dryRun) {
    options.log('Dry run: nothing was written.')
    return 0
  }
  await writeFile(daysFile, writeTempoDays(merged))
  await writeFile(sourcesFile, `${JSON.stringify({ ...source, periods }, null, 2)}\n`)
  options.log(`Wrote ${daysFile} and ${sourcesFile}. Reseed (npm run seed) to serve them.`)
  return 0
}

function refuse(problems: readonly CsvProblem[], options: TempoImportOptions): number {
  options.error('Import refused; nothing was written.')
  for (const p of problems) options.error(`  ${formatProblem(p)}`)
  return 1
}

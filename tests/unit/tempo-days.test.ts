import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { kvKeys } from '#contract/catalogue'
import { mayBeRed, tempoColourByDay, tempoYearOf } from '#contract/tempo-dates'
import { TempoDaysData } from '#contract/tempo-days'
import { buildKvEntries } from '../../seed/build.ts'
import { DEFAULT_DATA_DIR, loadSeed, SeedValidationError } from '../../seed/load.ts'
import type { CsvProblem } from '../../seed/regulated/csv.ts'
import { addDays, formatProblem } from '../../seed/regulated/csv.ts'
import { parseTempoDaysFile, parseTempoSources } from '../../seed/regulated/tempo-days.ts'

const FILE = 'tempo-days.csv'

function parse(lines: string[]): { days: ReturnType<typeof parseTempoDaysFile>; problems: string[] } {
  const problems: CsvProblem[] = []
  const days = parseTempoDaysFile(`${['date;couleur', ...lines].join('\n')}\n`, FILE, problems)
  return { days, problems: problems.map(formatProblem) }
}

/** `count` weekdays from `start` on, all of one colour: a Tempo year's worth of white or red lines. */
function weekdays(start: string, count: number, colour: string): string[] {
  const lines: string[] = []
  for (let day = start; lines.length < count; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
    if (weekday >= 1 && weekday <= 5) lines.push(`${day};${colour}`)
  }
  return lines
}

describe('tempo-days.csv reader', () => {
  it('reads BLEU, BLANC and ROUGE as blue, white and red, oldest first, tolerating BOM and CRLF', () => {
    const problems: CsvProblem[] = []
    const text = '\uFEFFdate;couleur\r\n2025-01-07;BLANC\r\n2025-01-06;ROUGE\r\n2025-01-05;BLEU\r\n'
    expect(parseTempoDaysFile(text, FILE, problems)).toEqual([
      { date: '2025-01-05', colour: 'blue' },
      { date: '2025-01-06', colour: 'red' },
      { date: '2025-01-07', colour: 'white' },
    ])
    expect(problems).toEqual([])
  })

  it('accepts a file with its header only: no day known', () => {
    expect(parse([])).toEqual({ days: [], problems: [] })
  })

  it('refuses unknown colours, naming the line', () => {
    const { problems } = parse(['2025-01-06;VERT', '2025-01-07;rouge', '2025-01-08;'])
    expect(problems).toEqual([
      `${FILE}, line 2, column couleur: « VERT » is not BLEU, BLANC or ROUGE`,
      `${FILE}, line 3, column couleur: « rouge » is not BLEU, BLANC or ROUGE`,
      `${FILE}, line 4, column couleur: «  » is not BLEU, BLANC or ROUGE`,
    ])
  })

  it('refuses malformed and impossible dates', () => {
    const { problems } = parse(['06/01/2025;BLEU', '2025-02-30;BLEU', '2025-1-6;BLEU', ';BLEU'])
    expect(problems).toHaveLength(4)
    for (const p of problems) expect(p).toMatch(/column date: .* is not a day written YYYY-MM-DD/)
  })

  it('refuses a date given twice, pointing at the first line', () => {
    expect(parse(['2025-01-06;ROUGE', '2025-01-06;BLANC']).problems).toEqual([
      `${FILE}, line 3, column date: 2025-01-06 is already given on line 2`,
    ])
  })

  it('refuses a red day on a weekend or outside November–March', () => {
    const { problems } = parse([
      '2025-01-04;ROUGE',
      '2025-01-05;ROUGE',
      '2025-04-01;ROUGE',
      '2024-10-31;ROUGE',
      '2024-11-01;ROUGE',
      '2025-03-31;ROUGE',
    ])
    expect(problems).toEqual(
      ['2025-01-04', '2025-01-05', '2025-04-01', '2024-10-31'].map(
        (d, i) => `${FILE}, line ${i + 2}, column couleur: ${d} cannot be red: red days fall Monday to Friday, from 1 November to 31 March`,
      ),
    )
  })

  it('accepts 22 red and 43 white days in a Tempo year, refuses a 23rd red or a 44th white', () => {
    const red = weekdays('2024-11-04', 23, 'ROUGE')
    const white = weekdays('2024-09-02', 44, 'BLANC')
    expect(parse([...red.slice(0, 22), ...white.slice(0, 43)]).problems).toEqual([])
    expect(parse(red).problems).toEqual([
      `${FILE}, line 24, column couleur: 23 ROUGE days in Tempo year 2024-2025 (1 September to 31 August); RTE places 22 at most`,
    ])
    expect(parse(white).problems).toEqual([
      `${FILE}, line 45, column couleur: 44 BLANC days in Tempo year 2024-2025 (1 September to 31 August); RTE places 43 at most`,
    ])
  })

  it('counts per Tempo year, from 1 September to 31 August', () => {
    expect(tempoYearOf('2025-08-31')).toBe(2024)
    expect(tempoYearOf('2025-09-01')).toBe(2025)
    // 22 red days in each of two Tempo years: no year over its quota.
    expect(parse([...weekdays('2024-11-04', 22, 'ROUGE'), ...weekdays('2025-11-03', 22, 'ROUGE')]).problems).toEqual([])
  })
})

describe('tempo-days-sources.json', () => {
  const days = [
    { date: '2025-01-05', colour: 'blue' as const },
    { date: '2025-01-06', colour: 'red' as const },
    { date: '2025-01-08', colour: 'white' as const },
  ]
  const source = (periods: unknown[]) =>
    JSON.stringify({ publisher: 'RTE', reference: 'Relevés publics', checkedAt: '2026-11-24', periods })
  const check = (periods: unknown[], known = days) => {
    const problems: CsvProblem[] = []
    parseTempoSources(source(periods), 'tempo-days-sources.json', known, problems)
    return problems.map((p) => p.message)
  }

  it('accepts periods that give every one of their days', () => {
    expect(
      check([
        { from: '2025-01-05', to: '2025-01-06', reference: 'a' },
        { from: '2025-01-08', to: '2025-01-08', reference: 'b' },
      ]),
    ).toEqual([])
    expect(check([], [])).toEqual([])
  })

  it('refuses a day no period sources, a hole inside a period and overlapping periods', () => {
    expect(check([{ from: '2025-01-05', to: '2025-01-06', reference: 'a' }])).toEqual([`1 day(s) of ${FILE} lie in no period (2025-01-08)`])
    expect(check([{ from: '2025-01-05', to: '2025-01-08', reference: 'a' }])).toEqual([
      `1 day(s) of this period are missing from ${FILE} (2025-01-07)`,
    ])
    expect(
      check([
        { from: '2025-01-05', to: '2025-01-06', reference: 'a' },
        { from: '2025-01-06', to: '2025-01-08', reference: 'b' },
      ]),
    ).toContain('overlaps the period ending 2025-01-06')
  })

  it('refuses a source without publisher or checked date', () => {
    const problems: CsvProblem[] = []
    parseTempoSources(JSON.stringify({ reference: 'x', periods: [] }), 'tempo-days-sources.json', [], problems)
    expect(problems.map((p) => p.column).sort()).toEqual(['checkedAt', 'publisher'])
  })
})

describe('the seeded Tempo days', () => {
  it('passes every check, and each Tempo year stays within 22 red and 43 white days', async () => {
    const { tempoDays } = await loadSeed()
    const years = new Map<number, Record<string, number>>()
    for (const day of tempoDays.days) {
      const counts = years.get(tempoYearOf(day.date)) ?? { blue: 0, white: 0, red: 0 }
      counts[day.colour] = (counts[day.colour] ?? 0) + 1
      years.set(tempoYearOf(day.date), counts)
      if (day.colour === 'red') expect(mayBeRed(day.date), day.date).toBe(true)
    }
    for (const counts of years.values()) {
      expect(counts.red).toBeLessThanOrEqual(22)
      expect(counts.white).toBeLessThanOrEqual(43)
    }
    // A complete Tempo year in the file has used its whole quota, as RTE always does.
    const complete = years.get(2024)
    if (complete && Object.values(complete).reduce((a, b) => a + b, 0) === 365) expect(complete).toEqual({ blue: 300, white: 43, red: 22 })
  })

  it('is stored under its own key, as the API serves it', async () => {
    const seed = await loadSeed()
    const entry = buildKvEntries(seed).find((e) => e.key === kvKeys.tempoDays)
    expect(entry?.metadata.version).toBe(seed.version)
    expect(TempoDaysData.parse(JSON.parse(entry?.value ?? 'null'))).toEqual(seed.tempoDays)
    const colours = tempoColourByDay(seed.tempoDays.days)
    expect(colours.size).toBe(seed.tempoDays.days.length)
  })
})

describe('loadSeed with a broken tempo-days.csv', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tempo-days-'))
    await cp(DEFAULT_DATA_DIR, dir, { recursive: true })
  })
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  async function issues(): Promise<string[]> {
    try {
      await loadSeed(dir)
    } catch (error) {
      if (error instanceof SeedValidationError) return error.issues.map((i) => `${i.file}: ${i.path}: ${i.message}`)
      throw error
    }
    return []
  }

  it('refuses the seed, naming the file, line and column, and the data changes the catalogue version', async () => {
    const path = join(dir, 'regulated', FILE)
    const before = (await loadSeed(dir)).version
    const text = await readFile(path, 'utf8')
    await writeFile(path, text.replace(/\n(\d{4}-\d{2}-\d{2});BLEU\n/, '\n$1;VIOLET\n'))
    expect(await issues()).toEqual([
      expect.stringMatching(/^seed\/data\/regulated\/tempo-days\.csv: line \d+, column couleur: « VIOLET » is not BLEU, BLANC or ROUGE$/),
      expect.stringMatching(/tempo-days-sources\.json: .*missing from tempo-days\.csv/),
    ])
    await writeFile(path, text)
    await writeFile(
      join(dir, 'regulated', 'tempo-days-sources.json'),
      (await readFile(join(dir, 'regulated', 'tempo-days-sources.json'), 'utf8')).replace('"checkedAt": "', '"checkedAt": "1'),
    )
    expect(await issues()).toEqual([expect.stringMatching(/tempo-days-sources\.json: line 1, column checkedAt: /)])
    await writeFile(
      join(dir, 'regulated', 'tempo-days-sources.json'),
      await readFile(join(DEFAULT_DATA_DIR, 'regulated', 'tempo-days-sources.json'), 'utf8'),
    )
    await writeFile(path, 'date;couleur\n')
    await writeFile(
      join(dir, 'regulated', 'tempo-days-sources.json'),
      JSON.stringify({ publisher: 'RTE', reference: 'x', checkedAt: '2026-11-24', periods: [] }),
    )
    const empty = await loadSeed(dir)
    expect(empty.tempoDays.days).toEqual([])
    expect(empty.version).not.toBe(before)
  })
})

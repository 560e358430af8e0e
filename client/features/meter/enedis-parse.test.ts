import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dailyFile, loadCurveFile, type DailyOptions, type LoadCurveOptions } from '../../../tests/fixtures/enedis-files.ts'
import { ENEDIS_MESSAGES, parseEnedisFile } from './enedis-parse.ts'
import type { DailyReading, IntervalReading, ParseOutcome } from './meter-data.ts'

const CURVE_HEADER = [
  'Identifiant PRM;Type de donnees;Date de debut;Date de fin;Grandeur physique;Grandeur metier;Etape metier;Unite;Pas en minutes',
  '09123456789012;Courbe de charge;01/01/2025;31/12/2025;Energie active;Consommation;Comptage Brut;W;30',
  'Horodate;Valeur',
]
const DAILY_HEADER = [
  'Identifiant PRM;Type de donnees;Date de debut;Date de fin;Grandeur physique;Grandeur metier;Etape metier;Unite',
  '09123456789012;Consommation quotidienne;01/01/2025;31/12/2025;Energie active;Consommation;Comptage Brut;Wh',
  'Horodate;Valeur',
]
const file = (...lines: string[]) => `${lines.join('\n')}\n`

function readings(outcome: ParseOutcome): IntervalReading[] {
  if (!outcome.ok) throw new Error(outcome.message)
  if (outcome.data.kind !== 'loadCurve') throw new Error(`read as ${outcome.data.kind}`)
  return outcome.data.readings
}
function days(outcome: ParseOutcome): DailyReading[] {
  if (!outcome.ok) throw new Error(outcome.message)
  if (outcome.data.kind !== 'daily') throw new Error(`read as ${outcome.data.kind}`)
  return outcome.data.days
}
function refusal(outcome: ParseOutcome): string {
  if (outcome.ok) throw new Error('the file was accepted')
  return outcome.message
}
const notes = (outcome: ParseOutcome) =>
  outcome.ok ? { duplicates: outcome.data.duplicates, missing: outcome.data.missing } : outcome.message
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
const perDay = (list: { day: string }[]) => list.reduce((m, r) => m.set(r.day, (m.get(r.day) ?? 0) + 1), new Map<string, number>())

/**
 * French typography of every message: a non-breaking space (never a plain one, never none) before
 * « : ; ! ? », and inside the guillemets.
 */
function expectFrenchTypography(full: string) {
  // What the file said, quoted back, is the visitor's text, not ours.
  const message = full.replace(/«\u00a0.*?\u00a0»/g, '«\u00a0x\u00a0»')
  expect(message).not.toMatch(/ [:;!?]/)
  expect(message).not.toMatch(/[^\u00a0][:;!?](?:\s|$)/)
  expect(message).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»/)
  expect(message).not.toMatch(/'/)
}

describe('parseEnedisFile: load curves', () => {
  it('reads the export as Enedis writes it, each row stamped with the end of its half-hour', () => {
    const outcome = parseEnedisFile(
      file(...CURVE_HEADER, '2025-01-01T00:30:00+01:00;540', '2025-01-01T01:00:00+01:00;480', '2025-01-01T01:30:00+01:00;0'),
    )
    expect(readings(outcome)).toEqual([
      { end: Date.parse('2024-12-31T23:30:00Z'), minutes: 30, day: '2025-01-01', startMinute: 0, watts: 540, kwh: 0.27 },
      { end: Date.parse('2025-01-01T00:00:00Z'), minutes: 30, day: '2025-01-01', startMinute: 30, watts: 480, kwh: 0.24 },
      { end: Date.parse('2025-01-01T00:30:00Z'), minutes: 30, day: '2025-01-01', startMinute: 60, watts: 0, kwh: 0 },
    ])
    expect(notes(outcome)).toEqual({ duplicates: 0, missing: 0 })
  })

  it('puts the interval ending at midnight on the day before, starting at 23:30', () => {
    const [reading] = readings(parseEnedisFile(file(...CURVE_HEADER, '2025-01-02T00:00:00+01:00;600')))
    expect(reading).toMatchObject({ day: '2025-01-01', startMinute: 23 * 60 + 30, watts: 600, kwh: 0.3 })
  })

  it('tolerates a BOM, CRLF line endings, blank lines and quoted fields', () => {
    const generated = loadCurveFile({ bom: true, lineEnding: '\r\n', blankLines: true, quotes: true, days: 2 })
    expect(generated.text.startsWith('\ufeff"Identifiant PRM"')).toBe(true)
    expect(readings(parseEnedisFile(generated.text)).map((r) => r.watts)).toEqual(generated.rows.map((r) => r.watts))
  })

  it('tolerates old Mac line endings (CR alone)', () => {
    const text = [...CURVE_HEADER, '2025-01-01T00:30:00+01:00;540', '2025-01-01T01:00:00+01:00;480'].join('\r')
    expect(readings(parseEnedisFile(text))).toHaveLength(2)
  })

  it('reads a comma-separated file, with or without quotes', () => {
    for (const quotes of [false, true]) {
      const generated = loadCurveFile({ separator: ',', quotes, days: 1 })
      expect(generated.text).toContain('Horodate,Valeur'.replace(/(\w+)/g, quotes ? '"$1"' : '$1'))
      expect(readings(parseEnedisFile(generated.text))).toHaveLength(48)
    }
  })

  it('reads a decimal comma when the separator is a semicolon, and a decimal point with either separator', () => {
    expect(readings(parseEnedisFile(file(...CURVE_HEADER, '2025-01-01T00:30:00+01:00;540,5')))[0]?.watts).toBe(540.5)
    expect(readings(parseEnedisFile(file(...CURVE_HEADER, '2025-01-01T00:30:00+01:00;540.5')))[0]?.watts).toBe(540.5)
    expect(readings(parseEnedisFile(file('Horodate,Valeur', '2025-01-01T00:30:00+01:00,540.5')))[0]?.watts).toBe(540.5)
    expect(readings(parseEnedisFile(file('Horodate,Valeur', '2025-01-01T00:30:00+01:00,"540,5"')))[0]?.watts).toBe(540.5)
  })

  it('accepts header variants: accents, any case, no metadata, other column names, no column header', () => {
    const variants: LoadCurveOptions['header'][] = [
      { accents: true },
      { case: 'upper' },
      { case: 'lower', accents: true },
      { metadata: false },
      { columns: 'Date' },
      { columns: 'Date de la mesure' },
      { columns: null },
      { metadata: false, columns: null },
      { declareStep: false },
    ]
    for (const header of variants) {
      const generated = loadCurveFile({ header, days: 1 })
      expect(readings(parseEnedisFile(generated.text)), JSON.stringify(header)).toHaveLength(48)
    }
  })

  it('reads an export in kW as watts', () => {
    const [reading] = readings(
      parseEnedisFile(
        file(
          ...CURVE_HEADER.slice(0, 1),
          CURVE_HEADER[1]?.replace(';W;30', ';kW;30') ?? '',
          'Horodate;Valeur',
          '2025-01-01T00:30:00+01:00;0,54',
        ),
      ),
    )
    expect(reading?.watts).toBeCloseTo(540, 9)
    expect(reading?.kwh).toBeCloseTo(0.27, 12)
  })

  it('takes the step from « Pas en minutes », else from the most frequent gap', () => {
    for (const stepMinutes of [5, 10, 15, 30, 60]) {
      for (const declareStep of [true, false]) {
        const generated = loadCurveFile({ stepMinutes, days: 1, header: { declareStep }, omit: [3, 4, 9] })
        const list = readings(parseEnedisFile(generated.text))
        expect(list.every((r) => r.minutes === stepMinutes)).toBe(true)
        expect(list).toHaveLength((24 * 60) / stepMinutes - 3)
      }
    }
  })

  it('accepts a space instead of T, and Z instead of an offset (the day then on the UTC clock the file is written in)', () => {
    const spaced = readings(parseEnedisFile(file('Horodate;Valeur', '2025-01-01 00:30:00+01:00;540', '2025-01-01 01:00:00+01:00;480')))
    expect(spaced.map((r) => r.end)).toEqual([Date.parse('2024-12-31T23:30:00Z'), Date.parse('2025-01-01T00:00:00Z')])
    const utc = readings(parseEnedisFile(file('Horodate;Valeur', '2025-01-01T00:00:00Z;480', '2025-01-01T00:30:00Z;480')))
    expect(utc.map((r) => [r.end, r.day, r.startMinute])).toEqual([
      [Date.parse('2025-01-01T00:00:00Z'), '2024-12-31', 23 * 60 + 30],
      [Date.parse('2025-01-01T00:30:00Z'), '2025-01-01', 0],
    ])
  })

  it('recognises a load curve without metadata from its times of day', () => {
    const outcome = parseEnedisFile(file('2025-01-01T00:30:00+01:00;540', '2025-01-01T01:00:00+01:00;480'))
    expect(readings(outcome)).toHaveLength(2)
  })

  it('gives the 23-hour day of the spring clock change 46 half-hours, starting at 01:30 before 03:00', () => {
    const generated = loadCurveFile({ firstDay: '2025-03-29', days: 3 })
    expect(generated.text).toContain('2025-03-30T01:30:00+01:00')
    expect(generated.text).toContain('2025-03-30T03:00:00+02:00')
    const list = readings(parseEnedisFile(generated.text))
    expect(perDay(list)).toEqual(
      new Map([
        ['2025-03-29', 48],
        ['2025-03-30', 46],
        ['2025-03-31', 48],
      ]),
    )
    const starts = list.filter((r) => r.day === '2025-03-30').map((r) => r.startMinute)
    expect(starts.slice(0, 6)).toEqual([0, 30, 60, 90, 180, 210])
    expect(notes(parseEnedisFile(generated.text))).toEqual({ duplicates: 0, missing: 0 })
  })

  it('gives the 25-hour day of the autumn clock change 50 half-hours, the repeated hour twice and not as duplicates', () => {
    const generated = loadCurveFile({ firstDay: '2025-10-25', days: 3 })
    expect(generated.text).toContain('2025-10-26T02:30:00+02:00')
    expect(generated.text).toContain('2025-10-26T02:30:00+01:00')
    const outcome = parseEnedisFile(generated.text)
    const list = readings(outcome)
    expect(perDay(list)).toEqual(
      new Map([
        ['2025-10-25', 48],
        ['2025-10-26', 50],
        ['2025-10-27', 48],
      ]),
    )
    const starts = list.filter((r) => r.day === '2025-10-26').map((r) => r.startMinute)
    expect(starts.slice(0, 10)).toEqual([0, 30, 60, 90, 120, 150, 120, 150, 180, 210])
    expect(notes(outcome)).toEqual({ duplicates: 0, missing: 0 })
    expect(new Set(list.map((r) => r.end)).size).toBe(list.length)
  })

  it('sorts rows given out of order', () => {
    const generated = loadCurveFile({ days: 2, order: 'shuffled' })
    const list = readings(parseEnedisFile(generated.text))
    expect(list.map((r) => r.end)).toEqual(generated.rows.map((r) => Date.parse(r.end)))
  })

  it('drops a second row for the same instant, keeping the first, even written with another offset', () => {
    const outcome = parseEnedisFile(
      file(
        ...CURVE_HEADER,
        '2025-01-01T00:30:00+01:00;540',
        '2025-01-01T01:00:00+01:00;480',
        '2025-01-01T00:30:00+01:00;999',
        '2024-12-31T23:30:00Z;777',
      ),
    )
    expect(readings(outcome).map((r) => r.watts)).toEqual([540, 480])
    expect(notes(outcome)).toEqual({ duplicates: 2, missing: 0 })
  })

  it('counts the intervals missing between the first and the last, including empty values', () => {
    const outcome = parseEnedisFile(
      file(
        ...CURVE_HEADER,
        '2025-01-01T00:30:00+01:00;540',
        '2025-01-01T01:00:00+01:00;',
        '2025-01-01T02:30:00+01:00;480',
        '2025-01-01T03:00:00+01:00;',
      ),
    )
    expect(readings(outcome)).toHaveLength(2)
    expect(notes(outcome)).toEqual({ duplicates: 0, missing: 3 })
  })

  it('reports progress about every 5 000 lines, from 0 to 1, ending at 1', () => {
    const generated = loadCurveFile({ days: 365 })
    const fractions: number[] = []
    expect(parseEnedisFile(generated.text, { onProgress: (f) => fractions.push(f) }).ok).toBe(true)
    expect(fractions.length).toBeGreaterThanOrEqual(Math.floor(generated.rows.length / 5000))
    expect(fractions.length).toBeLessThanOrEqual(Math.ceil(generated.rows.length / 5000) + 1)
    expect(fractions.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= (fractions[i - 1] as number)))).toBe(true)
    expect(fractions.at(-1)).toBe(1)
  })
})

describe('parseEnedisFile: daily consumption', () => {
  it('reads the export as Enedis writes it', () => {
    const outcome = parseEnedisFile(file(...DAILY_HEADER, '2025-01-01T00:00:00+01:00;12345', '2025-01-02T00:00:00+01:00;9876'))
    expect(days(outcome)).toEqual([
      { day: '2025-01-01', kwh: 12.345 },
      { day: '2025-01-02', kwh: 9.876 },
    ])
    expect(notes(outcome)).toEqual({ duplicates: 0, missing: 0 })
  })

  it('reads dates as YYYY-MM-DD, DD/MM/YYYY or midnight timestamps, with or without metadata', () => {
    for (const dateFormat of ['timestamp', 'iso', 'french'] as const) {
      for (const metadata of [true, false]) {
        const generated = dailyFile({ dateFormat, header: { metadata }, days: 10 })
        expect(
          days(parseEnedisFile(generated.text)).map((d) => d.day),
          `${dateFormat} ${metadata}`,
        ).toEqual(generated.rows.map((r) => r.day))
      }
    }
  })

  it('names a midnight timestamp by its date across the clock changes', () => {
    for (const firstDay of ['2025-03-28', '2025-10-24']) {
      const generated = dailyFile({ firstDay, days: 5, header: { metadata: false } })
      expect(days(parseEnedisFile(generated.text)).map((d) => d.day)).toEqual(generated.rows.map((r) => r.day))
    }
  })

  it('reads kWh, and decimal commas', () => {
    const generated = dailyFile({ unit: 'kWh', decimalComma: true, days: 3 })
    expect(generated.text).toMatch(/;\d+,\d{3}\n/)
    const list = days(parseEnedisFile(generated.text))
    list.forEach((d, i) => expect(d.kwh).toBeCloseTo((generated.rows[i]?.wh ?? Number.NaN) / 1000, 9))
  })

  it('drops a second row for the same day and counts missing days', () => {
    const outcome = parseEnedisFile(file(...DAILY_HEADER, '2025-01-05;500', '2025-01-01;1000', '2025-01-02;2000', '02/01/2025;9999'))
    expect(days(outcome)).toEqual([
      { day: '2025-01-01', kwh: 1 },
      { day: '2025-01-02', kwh: 2 },
      { day: '2025-01-05', kwh: 0.5 },
    ])
    expect(notes(outcome)).toEqual({ duplicates: 1, missing: 2 })
  })

  it('takes the kind from « Type de donnees » in any spelling', () => {
    for (const type of ['Consommation quotidienne', 'CONSOMMATION JOURNALIÈRE', 'Énergie consommée']) {
      const text = file(DAILY_HEADER[0] ?? '', DAILY_HEADER[1]?.replace('Consommation quotidienne', type) ?? '', '2025-01-01;1000')
      expect(days(parseEnedisFile(text))).toHaveLength(1)
    }
  })
})

describe('parseEnedisFile: refusals', () => {
  it('refuses an empty file', () => {
    for (const text of ['', '\ufeff', '\n\r\n  \n']) expect(refusal(parseEnedisFile(text))).toBe(ENEDIS_MESSAGES.empty)
  })

  it('refuses a file without data rows', () => {
    expect(refusal(parseEnedisFile(file(...CURVE_HEADER)))).toBe(ENEDIS_MESSAGES.noData)
    expect(refusal(parseEnedisFile('Bonjour,\nceci est une lettre.\n'))).toBe(ENEDIS_MESSAGES.noData)
    expect(refusal(parseEnedisFile(file(...CURVE_HEADER, '2025-01-01T00:30:00+01:00;')))).toBe(ENEDIS_MESSAGES.noData)
  })

  it('refuses a row whose timestamp cannot be read, citing its line and an excerpt of at most 40 characters', () => {
    const line = '2025-13-01T00:30:00+01:00;540;une colonne de commentaire bien trop longue'
    const message = refusal(parseEnedisFile(file(...CURVE_HEADER, '2025-01-01T00:30:00+01:00;540', line)))
    expect(message).toBe(ENEDIS_MESSAGES.unreadableRow(5, `${line.slice(0, 39)}…`, '2025-01-01T00:30:00+01:00;540'))
    expect(message).toContain('la ligne 5 (')
  })

  it('refuses a line that is not a data row after the column header', () => {
    expect(refusal(parseEnedisFile(file(...CURVE_HEADER, 'Total;12345')))).toBe(
      ENEDIS_MESSAGES.unreadableRow(4, 'Total;12345', '2025-01-01T00:30:00+01:00;540'),
    )
  })

  it('refuses a line before the data that looks like a row with an unreadable date, rather than skip it', () => {
    expect(refusal(parseEnedisFile(file('01.01.2025 00:30;540', '2025-01-01T01:00:00+01:00;480')))).toBe(
      ENEDIS_MESSAGES.unreadableRow(1, '01.01.2025 00:30;540', '2025-01-01T00:30:00+01:00;540'),
    )
  })

  it('refuses a row whose value cannot be read, with an example of the right kind', () => {
    expect(refusal(parseEnedisFile(file(...CURVE_HEADER, '2025-01-01T00:30:00+01:00;abc')))).toBe(
      ENEDIS_MESSAGES.unreadableRow(4, '2025-01-01T00:30:00+01:00;abc', '2025-01-01T00:30:00+01:00;540'),
    )
    expect(refusal(parseEnedisFile(file(...DAILY_HEADER, '2025-01-01;12 345')))).toBe(
      ENEDIS_MESSAGES.unreadableRow(4, '2025-01-01;12 345', '2025-01-01;12345'),
    )
    expect(refusal(parseEnedisFile(file('2025-01-01T00:30:00+01:00')))).toBe(
      ENEDIS_MESSAGES.unreadableRow(1, '2025-01-01T00:30:00+01:00', '2025-01-01T00:30:00+01:00;540'),
    )
  })

  it('refuses an impossible date', () => {
    expect(refusal(parseEnedisFile(file(...DAILY_HEADER, '2025-02-29;100')))).toBe(
      ENEDIS_MESSAGES.unreadableRow(4, '2025-02-29;100', '2025-01-01;12345'),
    )
  })

  it('refuses a negative value', () => {
    expect(refusal(parseEnedisFile(file(...CURVE_HEADER, '2025-01-01T00:30:00+01:00;-540')))).toBe(
      ENEDIS_MESSAGES.negativeValue(4, '2025-01-01T00:30:00+01:00;-540'),
    )
  })

  it('refuses a load-curve timestamp without offset, declared or not', () => {
    expect(refusal(parseEnedisFile(file(...CURVE_HEADER, '2025-01-01T00:30:00;540')))).toBe(
      ENEDIS_MESSAGES.missingOffset(4, '2025-01-01T00:30:00;540'),
    )
    expect(refusal(parseEnedisFile(file('Horodate;Valeur', '2025-01-01T00:30:00+01:00;540', '2025-01-01 01:00:00;540')))).toBe(
      ENEDIS_MESSAGES.missingOffset(3, '2025-01-01 01:00:00;540'),
    )
  })

  it('refuses timestamps and dates mixed', () => {
    expect(refusal(parseEnedisFile(file('Horodate;Valeur', '2025-01-01T00:30:00+01:00;540', '2025-01-02;12345')))).toBe(
      ENEDIS_MESSAGES.mixedRows(3, '2025-01-02;12345'),
    )
    expect(refusal(parseEnedisFile(file(...CURVE_HEADER, '2025-01-02;12345')))).toBe(
      ENEDIS_MESSAGES.curveRowWithoutTime(4, '2025-01-02;12345'),
    )
    expect(refusal(parseEnedisFile(file(...DAILY_HEADER, '2025-01-02T00:30:00+01:00;540')))).toBe(
      ENEDIS_MESSAGES.dailyRowWithTime(4, '2025-01-02T00:30:00+01:00;540'),
    )
  })

  it('refuses an unsupported step, declared or found in the data', () => {
    const declared20 = file(CURVE_HEADER[0] ?? '', CURVE_HEADER[1]?.replace(/30$/, '20') ?? '', '2025-01-01T00:20:00+01:00;540')
    expect(refusal(parseEnedisFile(declared20))).toBe(ENEDIS_MESSAGES.unsupportedStep(20))
    const found20 = loadCurveFile({ stepMinutes: 20, days: 1, header: { declareStep: false } })
    expect(refusal(parseEnedisFile(found20.text))).toBe(ENEDIS_MESSAGES.unsupportedStep(20))
  })

  it('refuses rows that do not follow the step', () => {
    expect(refusal(parseEnedisFile(file(...CURVE_HEADER, '2025-01-01T00:30:00+01:00;540', '2025-01-01T00:45:00+01:00;540')))).toBe(
      ENEDIS_MESSAGES.irregularStep(5, '2025-01-01T00:45:00+01:00;540', 30),
    )
  })

  it('refuses a unit that does not fit the kind of export', () => {
    const withUnit = (unit: string) =>
      file(CURVE_HEADER[0] ?? '', CURVE_HEADER[1]?.replace(';W;', `;${unit};`) ?? '', '2025-01-01T00:30:00+01:00;540')
    expect(refusal(parseEnedisFile(withUnit('kWh')))).toBe(ENEDIS_MESSAGES.unsupportedUnit('kWh'))
    expect(refusal(parseEnedisFile(withUnit('VAR')))).toBe(ENEDIS_MESSAGES.unsupportedUnit('VAR'))
  })

  it('refuses an unquoted decimal comma in a comma-separated file rather than guess', () => {
    expect(refusal(parseEnedisFile(file('Horodate,Valeur', '2025-01-01T00:30:00+01:00,540,5')))).toBe(
      ENEDIS_MESSAGES.decimalCommaWithComma(2, '2025-01-01T00:30:00+01:00,540,5'),
    )
  })

  it('writes every message in French typography', () => {
    const samples = [
      ENEDIS_MESSAGES.empty,
      ENEDIS_MESSAGES.noData,
      ENEDIS_MESSAGES.unreadableRow(7, 'x', '2025-01-01;1'),
      ENEDIS_MESSAGES.negativeValue(7, 'x'),
      ENEDIS_MESSAGES.missingOffset(7, 'x'),
      ENEDIS_MESSAGES.mixedRows(7, 'x'),
      ENEDIS_MESSAGES.curveRowWithoutTime(7, 'x'),
      ENEDIS_MESSAGES.dailyRowWithTime(7, 'x'),
      ENEDIS_MESSAGES.unsupportedStep(7.5),
      ENEDIS_MESSAGES.irregularStep(7, 'x', 30),
      ENEDIS_MESSAGES.unsupportedUnit('VA'),
      ENEDIS_MESSAGES.decimalCommaWithComma(7, 'x'),
    ]
    for (const message of samples) expectFrenchTypography(message)
    expect(ENEDIS_MESSAGES.unsupportedStep(7.5)).toContain('7,5\u00a0minutes')
  })
})

// ---------------------------------------------------------------------------------------------------
// Properties: whatever the dressing of a generated file, the parser finds exactly what was written.

const indices = (max: number) => fc.uniqueArray(fc.nat({ max }), { maxLength: 6 })
const dressing = {
  separator: fc.constantFrom(';' as const, ',' as const),
  bom: fc.boolean(),
  lineEnding: fc.constantFrom('\n' as const, '\r\n' as const),
  quotes: fc.boolean(),
  decimals: fc.boolean(),
  decimalComma: fc.boolean(),
  order: fc.constantFrom('sorted' as const, 'reversed' as const, 'shuffled' as const),
  blankLines: fc.boolean(),
  seed: fc.nat(),
  header: fc.record({
    metadata: fc.boolean(),
    accents: fc.boolean(),
    case: fc.constantFrom('original' as const, 'upper' as const, 'lower' as const),
    columns: fc.constantFrom('Horodate' as const, 'Date' as const, 'Date de la mesure' as const, null),
    declareStep: fc.boolean(),
  }),
}
/** Around the clock changes often, anywhere in 2020–2027 otherwise. */
const firstDay = fc.oneof(
  fc.constantFrom('2024-03-30', '2024-10-26', '2025-03-29', '2025-10-25', '2026-03-28', '2026-10-24'),
  fc
    .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
)
/**
 * A comma decimal mark in a comma-separated file is only unambiguous inside quotes, and only the
 * metadata can say that values are in kW or kWh.
 */
const coherent = <T extends { separator: ';' | ','; decimalComma: boolean; quotes: boolean; header: { metadata: boolean }; unit?: string }>(
  o: T,
) =>
  !(o.separator === ',' && o.decimalComma && !o.quotes) && (o.header.metadata || o.unit === undefined || o.unit === 'W' || o.unit === 'Wh')
const relativelyEqual = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b), 1e-12)

describe('parseEnedisFile: properties', () => {
  it('reads any generated load curve to the same readings, total kWh, duplicates and missing', () => {
    const options = fc
      .record({
        ...dressing,
        firstDay,
        days: fc.integer({ min: 1, max: 4 }),
        stepMinutes: fc.constantFrom(5, 10, 15, 30, 60),
        unit: fc.constantFrom('W' as const, 'kW' as const),
        timeSeparator: fc.constantFrom('T' as const, ' ' as const),
        omit: indices(95),
        duplicate: indices(95),
      })
      .filter(coherent)
    fc.assert(
      fc.property(options, (o: LoadCurveOptions) => {
        const generated = loadCurveFile(o)
        fc.pre(generated.rows.length >= 2)
        const outcome = parseEnedisFile(generated.text)
        const list = readings(outcome)
        expect(list.map((r) => r.end)).toEqual(generated.rows.map((r) => Date.parse(r.end.replace(' ', 'T'))))
        const step = o.stepMinutes ?? 30
        const expected = sum(generated.rows.map((r) => (r.watts * step) / 60 / 1000))
        const total = sum(list.map((r) => r.kwh))
        expect(relativelyEqual(total, expected), `${total} ≠ ${expected}`).toBe(true)
        expect(notes(outcome)).toEqual({ duplicates: generated.duplicates, missing: generated.missing })
      }),
      { numRuns: 150 },
    )
  })

  it('reads any generated daily file to the same days, total kWh, duplicates and missing', () => {
    const options = fc
      .record({
        ...dressing,
        firstDay,
        days: fc.integer({ min: 2, max: 60 }),
        unit: fc.constantFrom('Wh' as const, 'kWh' as const),
        dateFormat: fc.constantFrom('timestamp' as const, 'iso' as const, 'french' as const),
        omit: indices(59),
        duplicate: indices(59),
      })
      .filter(coherent)
    fc.assert(
      fc.property(options, (o: DailyOptions) => {
        const generated = dailyFile(o)
        fc.pre(generated.rows.length >= 1)
        const outcome = parseEnedisFile(generated.text)
        const list = days(outcome)
        expect(list.map((d) => d.day)).toEqual(generated.rows.map((r) => r.day))
        const expected = sum(generated.rows.map((r) => r.wh / 1000))
        const total = sum(list.map((d) => d.kwh))
        expect(relativelyEqual(total, expected), `${total} ≠ ${expected}`).toBe(true)
        expect(notes(outcome)).toEqual({ duplicates: generated.duplicates, missing: generated.missing })
      }),
      { numRuns: 150 },
    )
  })

  it('refuses a generated file with one data row broken, naming that line in French', () => {
    const breakage = fc.constantFrom(
      (l: string) => l.replace(/^("?)\d{4}/, '$1abcd'),
      (l: string) => l.replace(/\d+("?)$/, 'abc$1'),
      (l: string) => l.replace(/([;,]"?)(\d)/, '$1-$2'),
      (l: string) => l.replace(/[+-]\d{2}:\d{2}/, ''),
      (l: string) => l.replace(/T\d{2}/, 'T27'),
    )
    const options = fc.record({ ...dressing, firstDay, days: fc.integer({ min: 1, max: 2 }) }).filter(coherent)
    fc.assert(
      fc.property(options, breakage, fc.nat(), (o, breakRow, pick) => {
        const generated = loadCurveFile(o)
        const lines = generated.text.split(o.lineEnding)
        const dataLines = lines.flatMap((l, i) => (/^\s*"?\d{4}-/.test(l.replace('\ufeff', '')) ? [i] : []))
        const target = dataLines[pick % dataLines.length] as number
        const broken = breakRow(lines[target] as string)
        fc.pre(broken !== lines[target])
        lines[target] = broken
        const message = refusal(parseEnedisFile(lines.join(o.lineEnding)))
        expectFrenchTypography(message)
        expect(message).toContain(`ligne ${target + 1} (`)
        expect(message.match(/«\u00a0(.*?)\u00a0»/)?.[1]?.length).toBeLessThanOrEqual(40)
      }),
      { numRuns: 150 },
    )
  })

  it('never throws on arbitrary text, and refuses in French typography', () => {
    const junk = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({
        unit: fc.constantFrom('2', '0', '5', '-', '1', 'T', ':', '+', ';', ',', '"', '\n', '\r', ' ', '/', 'Z', '.'),
        maxLength: 200,
      }),
    )
    fc.assert(
      fc.property(junk, (text) => {
        const outcome = parseEnedisFile(text)
        if (!outcome.ok) expectFrenchTypography(outcome.message)
      }),
      { numRuns: 500 },
    )
  })
})

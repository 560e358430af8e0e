import { describe, expect, it } from 'vitest'
import { loadCurveFile, type LoadCurveOptions } from '../../../tests/fixtures/enedis-files.ts'
import { parseEnedisFile } from './enedis-parse.ts'
import { CURVE_HEADER, file, readings, notes, perDay } from './enedis-parse.test-support.ts'

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

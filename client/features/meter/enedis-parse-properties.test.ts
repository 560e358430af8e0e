import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dailyFile, loadCurveFile, type DailyOptions, type LoadCurveOptions } from '../../../tests/fixtures/enedis-files.ts'
import { parseEnedisFile } from './enedis-parse.ts'
import { readings, days, refusal, notes, sum, expectFrenchTypography } from './enedis-parse.test-support.ts'

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

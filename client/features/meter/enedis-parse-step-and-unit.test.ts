import { describe, expect, it } from 'vitest'
import { flatExport, loadCurveFile, type GeneratedCurve } from '../../../tests/fixtures/enedis-files.ts'
import { ENEDIS_MESSAGES } from './enedis-messages.ts'
import { parseEnedisFile } from './enedis-parse.ts'
import {
  CURVE_HEADER,
  DAILY_HEADER,
  days,
  expectFrenchTypography,
  file,
  notes,
  readings,
  refusal,
  sum,
} from './enedis-parse.test-support.ts'
import { summarise } from './meter-analysis.ts'

// Where the step and the unit of a file come from, and the files that cannot be read for sure.

const POWER_W = 600
const DAYS = 30
/** June: no clock change, so each of the 30 days has 24 hours and the year is the power over 365 × 24 hours. */
const FIRST_DAY = '2025-06-01'
const constantCurve = (stepMinutes: number): GeneratedCurve =>
  loadCurveFile({ firstDay: FIRST_DAY, days: DAYS, stepMinutes, watts: () => POWER_W })

function yearlyKwh(text: string): number {
  const outcome = parseEnedisFile(text)
  if (!outcome.ok) throw new Error(outcome.message)
  return summarise(outcome.data, new Map()).yearlyKwh
}

const lines = (text: string) => text.split(/\r\n|\n/).filter((line) => line !== '')
/** A row of the flat export, its columns as `flatExport` writes them. */
const flatRow = (when: string, value: string, unit: string, step: string) =>
  `09123456789012;2025-01-01 00:00:00;2025-01-04 00:00:00;EA;CONS;BRUT;${unit};${when};${value};B;${step};0;0`
const FLAT_HEADER = lines(flatExport(constantCurve(30)))[0] as string

describe('parseEnedisFile: the step and the unit come from the file', () => {
  // Sixteen files of 30 days, up to 8 640 rows each: a few seconds, over vitest's 5 s default on a machine
  // busy with other work. The bound is generous on purpose: this is not a speed check.
  it('Wh and W at 5, 10, 30 and 60 minutes give the same yearly kWh for the same power', { timeout: 30_000 }, () => {
    const expected = (POWER_W * 24 * 365) / 1000
    for (const step of [5, 10, 30, 60]) {
      const curve = constantCurve(step)
      for (const unit of ['W', 'kW', 'Wh', 'kWh'] as const) {
        const text = flatExport(curve, { unit })
        const outcome = parseEnedisFile(text)
        const list = readings(outcome)
        expect(list, `${unit} every ${step} minutes`).toHaveLength((DAYS * 24 * 60) / step)
        expect(list.every((r) => r.minutes === step && Math.abs(r.watts - POWER_W) < 1e-9)).toBe(true)
        expect(notes(outcome)).toEqual({ duplicates: 0, missing: 0 })
        expect(yearlyKwh(text), `${unit} every ${step} minutes`).toBeCloseTo(expected, 6)
      }
      // The export with offsets and without a declared step: the step from the timestamps alone.
      const undeclared = loadCurveFile({
        firstDay: FIRST_DAY,
        days: DAYS,
        stepMinutes: step,
        watts: () => POWER_W,
        header: { declareStep: false },
      })
      expect(yearlyKwh(undeclared.text), `W every ${step} minutes, step not declared`).toBeCloseTo(expected, 6)
    }
  })

  it('reads a flat export of half-hours in Wh as a load curve, not as 48 readings of one day', () => {
    const outcome = parseEnedisFile(flatExport(constantCurve(30), { unit: 'Wh' }))
    expect(outcome.ok && outcome.data.kind).toBe('loadCurve')
    expect(notes(outcome)).toEqual({ duplicates: 0, missing: 0 })
  })

  it('sums a household’s energy per step to the kWh of its power curve', () => {
    for (const stepMinutes of [10, 30]) {
      const curve = loadCurveFile({ firstDay: '2025-10-20', days: 14, stepMinutes, seed: 21 })
      const fromPower = readings(parseEnedisFile(curve.text))
      const fromEnergy = readings(parseEnedisFile(flatExport(curve, { unit: 'Wh' })))
      expect(fromEnergy.map((r) => r.end)).toEqual(fromPower.map((r) => r.end))
      expect(sum(fromEnergy.map((r) => r.kwh))).toBeCloseTo(sum(fromPower.map((r) => r.kwh)), 9)
      expect(sum(fromEnergy.map((r) => r.kwh))).toBeCloseTo(sum(curve.rows.map((r) => (r.watts * stepMinutes) / 60 / 1000)), 9)
      fromEnergy.forEach((r, i) => {
        expect(r.watts).toBeCloseTo(fromPower[i]?.watts ?? Number.NaN, 9)
      })
    }
  })

  it('takes the step from « Pas » (PT1H as PT60M), from « Pas en minutes », else from the timestamps', () => {
    const hourly = constantCurve(60)
    const tenMinutes = constantCurve(10)
    const cases: [string, string, number][] = [
      ['PT1H', flatExport(hourly, { unit: 'Wh', step: 'PT1H' }), 60],
      ['« Pas en minutes » column', flatExport(tenMinutes, { unit: 'Wh', stepColumn: 'Pas en minutes' }), 10],
      ['no step column', flatExport(tenMinutes, { unit: 'Wh', step: null }), 10],
      [
        '« Pas » in the metadata block',
        file('Identifiant PRM;Unite;Pas', '09123456789012;Wh;PT10M', ...lines(tenMinutesWh(tenMinutes))),
        10,
      ],
    ]
    for (const [name, text, step] of cases) {
      const list = readings(parseEnedisFile(text))
      expect(
        list.every((r) => r.minutes === step),
        name,
      ).toBe(true)
      expect(sum(list.map((r) => r.kwh)), name).toBeCloseTo((POWER_W * 24 * DAYS) / 1000, 9)
    }
  })

  it('counts as duplicates only two readings of the same instant', () => {
    const [header, ...rows] = lines(flatExport(constantCurve(30), { unit: 'Wh' }))
    const outcome = parseEnedisFile(file(header as string, ...rows.slice(0, 100), rows[99] as string, ...rows.slice(100)))
    expect(readings(outcome)).toHaveLength(DAYS * 48)
    expect(notes(outcome)).toEqual({ duplicates: 1, missing: 0 })
  })

  it('makes a daily file only of one reading per day: « P1D », or rows all at midnight', () => {
    const perDay = ['2025-01-01', '2025-01-02', '2025-01-03'].map((day, i) => flatRow(`${day} 00:00:00`, String(10_000 + i), 'Wh', 'P1D'))
    expect(days(parseEnedisFile(file(FLAT_HEADER, ...perDay)))).toEqual([
      { day: '2025-01-01', kwh: 10 },
      { day: '2025-01-02', kwh: 10.001 },
      { day: '2025-01-03', kwh: 10.002 },
    ])
    const midnights = perDay.map((row) => row.replace(';P1D;', ';;'))
    expect(days(parseEnedisFile(file(FLAT_HEADER, ...midnights)))).toHaveLength(3)
    // Wh every half-hour without a step column: a load curve, whose step the timestamps give.
    const halfHours = parseEnedisFile(flatExport(constantCurve(30), { unit: 'Wh', step: null }))
    expect(readings(halfHours).every((r) => r.minutes === 30)).toBe(true)
  })
})

describe('parseEnedisFile: what cannot be read for sure is refused', () => {
  it('refuses a declared step the timestamps contradict, naming both', () => {
    for (const unit of ['W', 'Wh'] as const) {
      expect(refusal(parseEnedisFile(flatExport(constantCurve(10), { unit, step: 'PT30M' })))).toBe(
        ENEDIS_MESSAGES.stepContradicted(30, 10),
      )
      expect(refusal(parseEnedisFile(flatExport(constantCurve(30), { unit, step: 'PT10M' })))).toBe(
        ENEDIS_MESSAGES.stepContradicted(10, 30),
      )
    }
    const declared30 = loadCurveFile({ firstDay: FIRST_DAY, days: 2, stepMinutes: 10 }).text.replace(';W;10\n', ';W;30\n')
    expect(refusal(parseEnedisFile(declared30))).toBe(ENEDIS_MESSAGES.stepContradicted(30, 10))
    // A step of half an hour over rows one day apart, whether the file calls itself daily or not.
    const midnights = ['2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04'].map((day) => `${day}T00:00:00+01:00;1000`)
    const undeclaredKind = file('Identifiant PRM;Unite;Pas en minutes', '09123456789012;Wh;30', ...midnights)
    expect(refusal(parseEnedisFile(undeclaredKind))).toBe(ENEDIS_MESSAGES.stepContradicted(30, 1440))
    const dailyWithStep = file(`${DAILY_HEADER[0]};Pas en minutes`, `${DAILY_HEADER[1]};30`, ...midnights)
    expect(refusal(parseEnedisFile(dailyWithStep))).toBe(ENEDIS_MESSAGES.stepContradicted(30, 1440))
  })

  it('refuses a file whose step changes', () => {
    // The flat export's « Pas »: the first row that changes it is named.
    const [header, ...halfHours] = lines(flatExport(constantCurve(30)))
    const [, ...tenMinutes] = lines(flatExport(loadCurveFile({ firstDay: '2025-07-01', days: 2, stepMinutes: 10, watts: () => POWER_W })))
    const flat = file(header as string, ...halfHours, ...tenMinutes)
    const changed = tenMinutes[0] as string
    expect(refusal(parseEnedisFile(flat))).toBe(ENEDIS_MESSAGES.mixedSteps(30, 10, 2 + halfHours.length, `${changed.slice(0, 39)}…`))

    // The timestamps alone: ten days of half-hours, then five of ten minutes (the most frequent spacing).
    const rowsOf = (curve: GeneratedCurve) => lines(curve.text)
    const undeclared = { metadata: false, columns: null }
    const before = rowsOf(loadCurveFile({ firstDay: '2025-06-01', days: 10, stepMinutes: 30, header: undeclared }))
    const after = rowsOf(loadCurveFile({ firstDay: '2025-06-11', days: 5, stepMinutes: 10, header: undeclared }))
    expect(refusal(parseEnedisFile(file(...before, ...after)))).toBe(ENEDIS_MESSAGES.mixedSteps(10, 30, 2, before[1] as string))
  })

  it('refuses a unit it does not know, and an energy in a file that calls itself a power curve', () => {
    expect(refusal(parseEnedisFile(flatExport(constantCurve(30), { unit: 'Wh' }).replace(/;Wh;/g, ';VAh;')))).toBe(
      ENEDIS_MESSAGES.unsupportedUnit('VAh'),
    )
    const curveIn = (unit: string) =>
      file(CURVE_HEADER[0] ?? '', CURVE_HEADER[1]?.replace(';W;', `;${unit};`) ?? '', '2025-01-01T00:30:00+01:00;270')
    expect(refusal(parseEnedisFile(curveIn('Wh')))).toBe(ENEDIS_MESSAGES.unsupportedUnit('Wh'))
    expect(refusal(parseEnedisFile(curveIn('VA')))).toBe(ENEDIS_MESSAGES.unsupportedUnit('VA'))
    // A power per day is no consumption.
    expect(refusal(parseEnedisFile(file(FLAT_HEADER, flatRow('2025-01-01 00:00:00', '600', 'W', 'P1D'))))).toBe(
      ENEDIS_MESSAGES.unsupportedUnit('W'),
    )
  })

  it('refuses a file whose unit changes from one row to the next', () => {
    const [header, ...rows] = lines(flatExport(constantCurve(30)))
    const changed = (rows[5] as string).replace(';W;', ';Wh;').replace(';600;', ';300;')
    const text = file(header as string, ...rows.slice(0, 5), changed, ...rows.slice(6))
    expect(refusal(parseEnedisFile(text))).toBe(ENEDIS_MESSAGES.mixedUnits(7, `${changed.slice(0, 39)}…`, 'W', 'Wh'))
  })

  it('refuses a step it cannot read, or that no load curve is published at', () => {
    expect(refusal(parseEnedisFile(flatExport(constantCurve(30), { step: '30' })))).toBe(ENEDIS_MESSAGES.unreadableStep('30'))
    expect(refusal(parseEnedisFile(flatExport(constantCurve(30), { step: 'PT' })))).toBe(ENEDIS_MESSAGES.unreadableStep('PT'))
    expect(refusal(parseEnedisFile(flatExport(constantCurve(30), { step: 'PT20M' })))).toBe(ENEDIS_MESSAGES.unsupportedStep(20))
    const words = loadCurveFile({ days: 1 }).text.replace(';W;30\n', ';W;trente\n')
    expect(refusal(parseEnedisFile(words))).toBe(ENEDIS_MESSAGES.unreadableStep('trente'))
  })

  it('writes the new refusals in French typography', () => {
    for (const message of [
      ENEDIS_MESSAGES.unsupportedUnit('VAh'),
      ENEDIS_MESSAGES.mixedUnits(7, 'x', 'W', 'Wh'),
      ENEDIS_MESSAGES.unreadableStep('x'),
      ENEDIS_MESSAGES.stepContradicted(30, 10),
      ENEDIS_MESSAGES.stepContradicted(30, 1440),
      ENEDIS_MESSAGES.mixedSteps(10, 30, 7, 'x'),
    ]) {
      expectFrenchTypography(message)
    }
    expect(ENEDIS_MESSAGES.stepContradicted(30, 1440)).toContain('espacés de 1\u00a0jour')
  })
})

/** The rows of a ten-minute curve as the export with offsets writes them, in Wh per step. */
function tenMinutesWh(curve: GeneratedCurve): string {
  return curve.rows.map((row) => `${row.end};${(row.watts * curve.stepMinutes) / 60}`).join('\n')
}

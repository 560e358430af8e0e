import { describe, expect, it } from 'vitest'
import { flatExport, loadCurveFile } from '../../../tests/fixtures/enedis-files.ts'
import { ENEDIS_MESSAGES } from './enedis-messages.ts'
import { parseEnedisFile } from './enedis-parse.ts'
import type { IntervalReading, ParseOutcome } from './meter-data.ts'

function readings(outcome: ParseOutcome): IntervalReading[] {
  if (!outcome.ok) throw new Error(outcome.message)
  if (outcome.data.kind !== 'loadCurve') throw new Error(`read as ${outcome.data.kind}`)
  return outcome.data.readings
}
const kwh = (list: readonly IntervalReading[]) => list.reduce((sum, r) => sum + r.kwh, 0)

describe('the export that repeats the meter’s details on every row', () => {
  // A year of half-hours read twice: about 0.4 s alone, but over vitest's 5 s default once on a
  // machine busy with other work. The bound is generous on purpose: this is not a speed check.
  it('reads to the same readings as the export with offsets, through both clock changes', { timeout: 30_000 }, () => {
    const curve = loadCurveFile({ firstDay: '2025-01-01', days: 365, seed: 12 })
    const classic = readings(parseEnedisFile(curve.text))
    const flat = readings(parseEnedisFile(flatExport(curve)))
    expect(flat).toHaveLength(classic.length)
    expect(flat.map((r) => r.end)).toEqual(classic.map((r) => r.end))
    expect(kwh(flat)).toBeCloseTo(kwh(classic), 9)
  })

  it('places October’s repeated hour: first in the file is summer time, then winter time', () => {
    const curve = loadCurveFile({ firstDay: '2025-10-25', days: 3, seed: 13 })
    const flat = readings(parseEnedisFile(flatExport(curve)))
    expect(flat).toHaveLength(3 * 48 + 2)
    expect(flat.map((r) => new Date(r.end).toISOString())).toEqual(curve.rows.map((r) => new Date(Date.parse(r.end)).toISOString()))
    const spring = loadCurveFile({ firstDay: '2025-03-29', days: 3, seed: 13 })
    expect(readings(parseEnedisFile(flatExport(spring)))).toHaveLength(3 * 48 - 2)
  })

  it('reads kW as W, leaves production rows out, and takes a corrected value over the raw one', () => {
    const curve = loadCurveFile({ firstDay: '2025-02-01', days: 5, seed: 14 })
    const classic = readings(parseEnedisFile(curve.text))
    expect(kwh(readings(parseEnedisFile(flatExport(curve, { unit: 'kW' }))))).toBeCloseTo(kwh(classic), 9)
    expect(kwh(readings(parseEnedisFile(flatExport(curve, { production: true }))))).toBeCloseTo(kwh(classic), 9)

    const corrected = parseEnedisFile(flatExport(curve, { corrected: { 10: 9000 } }))
    const raw = curve.rows[10]?.watts ?? 0
    expect(kwh(readings(corrected))).toBeCloseTo(kwh(classic) + ((9000 - raw) * 0.5) / 1000, 9)
    expect(corrected.ok && corrected.data.duplicates).toBe(0)
  })

  it('refuses a unit it does not know, in French', () => {
    const text = flatExport(loadCurveFile({ days: 1 })).replace(/;W;/g, ';VA;')
    expect(parseEnedisFile(text)).toEqual({ ok: false, message: ENEDIS_MESSAGES.unsupportedUnit('VA') })
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { describeSlots, minutesInSlots, parseSlots } from './off-peak-slots.ts'

const h = (hours: number, minutes = 0) => hours * 60 + minutes

describe('parseSlots', () => {
  it('reads the slots as a bill prints them, split over the day or not', () => {
    expect(parseSlots('22h-6h')).toEqual({ ok: true, slots: [{ from: h(22), to: h(6) }] })
    expect(parseSlots(' 22h30 – 6h30 ; 12h-14h ')).toEqual({
      ok: true,
      slots: [
        { from: h(22, 30), to: h(6, 30) },
        { from: h(12), to: h(14) },
      ],
    })
    expect(parseSlots('1:30-7:30 et 12h30 à 14h30')).toEqual({
      ok: true,
      slots: [
        { from: h(1, 30), to: h(7, 30) },
        { from: h(12, 30), to: h(14, 30) },
      ],
    })
    expect(parseSlots('20h-24h, 0h-4h')).toEqual({
      ok: true,
      slots: [
        { from: h(20), to: 0 },
        { from: 0, to: h(4) },
      ],
    })
  })

  it('refuses what is not a slot, an empty slot, overlaps and a whole day, in French with an example', () => {
    const refusal = (text: string) => {
      const outcome = parseSlots(text)
      if (outcome.ok) throw new Error(`accepted ${text}`)
      return outcome.message
    }
    expect(refusal('')).toMatch(/^Aucune plage horaire\. Écrivez vos heures creuses/)
    expect(refusal('la nuit')).toContain('«\u00a0la nuit\u00a0» n’est pas une plage horaire')
    expect(refusal('25h-6h')).toContain('n’est pas une plage horaire')
    expect(refusal('22h70-6h')).toContain('n’est pas une plage horaire')
    expect(refusal('6h-6h')).toContain('est vide')
    expect(refusal('20h-8h ; 6h-7h')).toContain('se chevauchent')
    expect(refusal('0h-12h ; 12h-24h')).toContain('toute la journée')
  })
})

describe('minutesInSlots', () => {
  const night = [{ from: h(22), to: h(6) }]
  it('counts the minutes of an interval inside the slots, a slot’s edge cutting a half-hour in part', () => {
    expect(minutesInSlots(h(21, 30), 30, night)).toBe(0)
    expect(minutesInSlots(h(22), 30, night)).toBe(30)
    expect(minutesInSlots(h(2), 30, night)).toBe(30)
    expect(minutesInSlots(h(5, 45), 30, night)).toBe(15)
    expect(minutesInSlots(h(21, 45), 30, night)).toBe(15)
    // An hour that runs past midnight.
    expect(minutesInSlots(h(23, 30), 60, night)).toBe(60)
    expect(minutesInSlots(h(12), 60, [{ from: h(12, 30), to: h(14, 30) }])).toBe(30)
  })

  it('a slot and its complement share every interval exactly (property)', () => {
    const minute = fc.integer({ min: 0, max: 24 * 60 - 1 })
    fc.assert(
      fc.property(minute, minute, minute, fc.constantFrom(5, 10, 15, 30, 60), (from, to, start, length) => {
        fc.pre(from !== to)
        const inside = minutesInSlots(start, length, [{ from, to }])
        const outside = minutesInSlots(start, length, [{ from: to, to: from }])
        expect(inside + outside).toBe(length)
      }),
    )
  })
})

describe('describeSlots', () => {
  it('writes the slots in French typography', () => {
    expect(describeSlots([{ from: h(22), to: h(6) }])).toBe('22\u00a0h\u00a0–\u00a06\u00a0h')
    expect(
      describeSlots([
        { from: h(1, 30), to: h(7, 30) },
        { from: h(12, 30), to: h(14, 30) },
      ]),
    ).toBe('1\u00a0h\u00a030\u00a0–\u00a07\u00a0h\u00a030 et 12\u00a0h\u00a030\u00a0–\u00a014\u00a0h\u00a030')
  })
})

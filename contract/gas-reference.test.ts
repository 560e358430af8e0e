import { describe, expect, it } from 'vitest'
import { gasReferenceYearlyCost, monthsBetween, pickGasReference } from './gas-reference.ts'
import type { GasReferenceMonth, GasUsePrice } from './regulated-tariffs.ts'

const amount = (ttc: number | null, ht: number | null = null) => ({ ttc, ht })
const use = (price: number | null, perYear: number | null, levels?: GasUsePrice['levels']): GasUsePrice => ({
  pricePerKwh: amount(price),
  subscriptionPerYear: amount(perYear),
  ...(levels ? { levels } : {}),
})
const month = (m: string, heating: GasUsePrice | null, cooking: GasUsePrice | null = null): Pick<GasReferenceMonth, 'month' | 'uses'> => ({
  month: m,
  uses: { cooking, cookingAndHotWater: null, heating },
})

const months = [
  month('2026-03', use(0.10514, null), use(0.13569, null)),
  month('2026-08', use(0.12558, 360.79)),
  month('2026-10', use(0.14557, 360.79, [{ level: 1, pricePerKwh: amount(0.13594), subscriptionPerYear: amount(null) }])),
]

describe('the prix repère of a day', () => {
  it('uses the day’s own month when it is published', () => {
    const pick = pickGasReference(months, '2026-10-31', 'heating')
    expect(pick).toMatchObject({ month: '2026-10', pricePerKwh: 0.14557, subscriptionPerYear: 360.79, inForce: true, monthsOld: 0 })
    expect(pick?.confirmed).toBe(true)
  })

  it('uses and names the newest month when the day’s month is not published', () => {
    expect(pickGasReference(months, '2026-09-15', 'heating')).toMatchObject({
      month: '2026-08',
      inForce: false,
      monthsOld: 1,
      newestPublished: '2026-08',
    })
    expect(pickGasReference(months, '2026-11-29', 'heating')).toMatchObject({
      month: '2026-10',
      inForce: false,
      newestPublished: '2026-10',
    })
  })

  it('marks a month as not confirmed from three months after it', () => {
    expect(pickGasReference(months, '2026-12-31', 'heating')?.confirmed).toBe(true)
    expect(pickGasReference(months, '2027-01-01', 'heating')).toMatchObject({ month: '2026-10', monthsOld: 3, confirmed: false })
  })

  it('never mixes months: a use without a published subscription gives no figure, not an older one’s', () => {
    expect(pickGasReference(months, '2026-11-29', 'cooking')).toBeNull()
    expect(pickGasReference(months, '2026-07-15', 'heating')).toBeNull()
    expect(pickGasReference(months, '2025-12-31', 'heating')).toBeNull()
  })

  it('uses a price level’s kWh price where the month gives it, with the use’s subscription', () => {
    expect(pickGasReference(months, '2026-10-02', 'heating', 1)).toMatchObject({
      level: 1,
      pricePerKwh: 0.13594,
      subscriptionPerYear: 360.79,
    })
    // A level the month does not give: the national figure, said by level null.
    expect(pickGasReference(months, '2026-10-02', 'heating', 4)).toMatchObject({ level: null, pricePerKwh: 0.14557 })
    expect(pickGasReference(months, '2026-08-02', 'heating', 1)).toMatchObject({ level: null, pricePerKwh: 0.12558 })
  })

  it('counts whole calendar months and prices a year to the cent', () => {
    expect(monthsBetween('2026-10', '2027-01-05')).toBe(3)
    expect(monthsBetween('2026-10', '2026-10-31')).toBe(0)
    expect(gasReferenceYearlyCost({ pricePerKwh: 0.14557, subscriptionPerYear: 360.79 }, 8200)).toEqual({
      energy: 1193.67,
      subscription: 360.79,
      total: 1554.46,
    })
  })
})

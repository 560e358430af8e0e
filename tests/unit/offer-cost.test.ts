import { describe, expect, it } from 'vitest'
import type { Offer } from '#contract/offers'
import { offerPrices } from '#contract/offer-pricing'
import { TEMPO_DAYS, tempoSplitFromDays, usageShares, yearlyCost } from '#contract/offer-cost'
import { gridsInForce } from '#contract/regulated-dates'
import { loadSeed } from '../../seed/load.ts'

const base: Offer = {
  id: 'test-base',
  supplierId: 1,
  name: 'Test',
  energy: 'electricity',
  option: 'base',
  main: true,
  priceType: 'fixed',
  pricing: {
    kind: 'fixedGrid',
    rows: [
      { kva: 6, subscriptionPerMonth: 15.47, pricesPerKwh: { base: 0.1856 } },
      { kva: 9, subscriptionPerMonth: 19.39, pricesPerKwh: { base: 0.1856 } },
    ],
  },
  greenPercentage: 100,
  commitmentMonths: 0,
  validFrom: '2025-08-05',
  validUntil: null,
  pricesCheckedAt: '2025-08-05',
  source: { title: 'Grille test' },
}
const hphc: Offer = {
  ...base,
  id: 'test-hphc',
  option: 'hphc',
  pricing: { kind: 'fixedGrid', rows: [{ kva: 9, subscriptionPerMonth: 20, pricesPerKwh: { offPeak: 0.16, peak: 0.21 } }] },
}
const cents = (n: number) => Math.round(n * 100) / 100

describe('yearlyCost', () => {
  it('is consumption × price + 12 × the subscription at the profile’s power, parts adding up to the total', () => {
    const cost = yearlyCost(base, [], '2026-11-23', { consumptionKwh: 3500, kva: 9, offPeakShare: 0 })
    expect(cost).toMatchObject({ status: 'costed', energy: cents(3500 * 0.1856), subscription: cents(12 * 19.39) })
    if (cost.status !== 'costed') throw new Error('costed expected')
    expect(cost.total).toBe(cents(cost.energy + cost.subscription))
  })

  it('splits HP/HC by the off-peak share', () => {
    const cost = yearlyCost(hphc, [], '2026-11-23', { consumptionKwh: 8000, kva: 9, offPeakShare: 0.4 })
    expect(cost).toMatchObject({ status: 'costed', energy: cents(8000 * 0.4 * 0.16 + 8000 * 0.6 * 0.21), subscription: 240 })
  })

  it('is not costed at a power the offer has no price for, or for an unpriced offer, with the reason', () => {
    expect(yearlyCost(base, [], '2026-11-23', { consumptionKwh: 3500, kva: 12, offPeakShare: 0 })).toEqual({
      status: 'notCosted',
      reason: 'Prix non relevé pour 12\u00a0kVA.',
    })
    const unpriced: Offer = { ...base, pricing: { kind: 'unpriced', reason: 'Aucune source.' } }
    expect(yearlyCost(unpriced, [], '2026-11-23', { consumptionKwh: 3500, kva: 6, offPeakShare: 0 })).toEqual({
      status: 'notCosted',
      reason: 'Aucune source.',
    })
  })

  it('splits Tempo over the regulated calendar by default, the shares summing to one', () => {
    const split = tempoSplitFromDays(0.3)
    const sum = Object.values(split).reduce((a, b) => a + b, 0)
    expect(sum).toBeCloseTo(1, 12)
    const days = TEMPO_DAYS.blue + TEMPO_DAYS.white + TEMPO_DAYS.red
    expect(split.redPeak).toBeCloseTo((TEMPO_DAYS.red / days) * 0.7, 12)
    expect(usageShares({ energy: 'electricity', option: 'tempo' }, { consumptionKwh: 1, kva: 6, offPeakShare: 0.3 })).toEqual(split)
  })

  it('prices the Tarif Bleu from the grid in force on the day asked, for the three options of the seed', async () => {
    const seed = await loadSeed()
    for (const date of ['2025-03-01', '2025-09-01']) {
      for (const grid of gridsInForce(seed.regulatedGrids, date)) {
        const offer = seed.offers.find((o) => o.pricing.kind === 'regulatedDiscount' && o.option === grid.option)
        const row = grid.powers.find((p) => p.kva === 6)
        if (!offer || !row || row.subscriptionPerMonthTtc === null) throw new Error(`the seed should price ${grid.option} on ${date}`)
        const profile = { consumptionKwh: 5000, kva: 6, offPeakShare: 0.35 }
        const shares = usageShares(offer, profile)
        let energy = 0
        for (const [period, share] of Object.entries(shares)) {
          energy += 5000 * share * ((row.pricesPerKwh as Record<string, { ttc: number | null }>)[period]?.ttc ?? Number.NaN)
        }
        const cost = yearlyCost(offer, seed.regulatedGrids, date, profile)
        expect(cost, `${grid.option} on ${date}`).toMatchObject({
          status: 'costed',
          energy: cents(energy),
          subscription: cents(12 * row.subscriptionPerMonthTtc),
          regulatedGridFrom: grid.effectiveFrom,
        })
      }
    }
  })

  it('refuses a profile out of range', () => {
    expect(yearlyCost(base, [], '2026-11-23', { consumptionKwh: -1, kva: 6, offPeakShare: 0 }).status).toBe('notCosted')
    expect(yearlyCost(hphc, [], '2026-11-23', { consumptionKwh: 100, kva: 9, offPeakShare: 1.2 }).status).toBe('notCosted')
  })
})

describe('a regulated discount', () => {
  it('lowers each kWh price by the discount on the price before tax, with its VAT', async () => {
    const seed = await loadSeed()
    const tarifBleu = seed.offers.find((o) => o.pricing.kind === 'regulatedDiscount' && o.option === 'base')
    if (!tarifBleu) throw new Error('the seed should hold the Tarif Bleu Base')
    const discounted: Offer = {
      ...tarifBleu,
      pricing: { kind: 'regulatedDiscount', kwhDiscountPercent: 10, subscriptionDiscountPercent: 0 },
    }
    const date = '2025-09-01'
    const row = gridsInForce(seed.regulatedGrids, date)
      .find((g) => g.option === 'base')
      ?.powers.find((p) => p.kva === 6)
    const ht = row?.pricesPerKwh.base.ht
    const ttc = row?.pricesPerKwh.base.ttc
    if (ht == null || ttc == null) throw new Error('the grid should give both prices at 6 kVA')
    const profile = { consumptionKwh: 1000, kva: 6, offPeakShare: 0 }
    const cost = yearlyCost(discounted, seed.regulatedGrids, date, profile)
    const price = Math.round((ttc - 0.1 * ht * 1.2) * 1_000_000) / 1_000_000
    expect(cost).toMatchObject({ status: 'costed', energy: cents(1000 * price) })
  })
})

describe('the reasons an offer is not priced', () => {
  it('write their dates as a French reader does, since pages show them as they are', () => {
    const tarif: Offer = {
      ...base,
      id: 'test-regulated',
      pricing: { kind: 'regulatedDiscount', kwhDiscountPercent: 0, subscriptionDiscountPercent: 0 },
    }
    expect(offerPrices(tarif, [], '2026-08-01')).toEqual({
      status: 'unpriced',
      reason: 'Aucune grille du tarif réglementé en vigueur le 1er\u00a0août 2026 pour cette option.',
    })
    expect(offerPrices(tarif, [], '2026-11-23')).toMatchObject({ reason: expect.stringContaining('le 23 novembre 2026 pour') })
  })
})

import { describe, expect, it } from 'vitest'
import type { CostProfile } from '#contract/household'
import { yearlyCost } from '#contract/offer-cost'
import { hourlySharesFromReadings, periodSharesFromReadings } from '#contract/offer-shares'
import { gridInForce } from '#contract/offer-pricing'
import type { Offer, OfferGridRow } from '#contract/offers'
import { loadSeed } from '../../seed/load.ts'

/**
 * The cost of each market structure, on the catalogue's own grids: every expectation is written here from
 * the grid row's prices and the stated shares (the calendar's defaults or the household's own), apart
 * from the code's rules, so a mistake in either shows as a difference.
 */
const DAY = '2026-11-26'
const seed = await loadSeed(undefined, DAY)
const cents = (n: number) => Math.round(n * 100) / 100

function offer(id: string): Offer {
  const found = seed.offers.find((o) => o.id === id)
  if (!found) throw new Error(`${id} should be in the catalogue`)
  return found
}
function row(o: Offer, kva = 6): OfferGridRow {
  const grid = o.pricing.kind === 'datedGrids' ? gridInForce(o.pricing.grids, DAY) : undefined
  const found = grid?.rows.find((r) => r.kva === kva)
  if (!found) throw new Error(`${o.id} should have a ${kva} kVA row on ${DAY}`)
  return found
}
function price(r: OfferGridRow, period: string): number {
  const value = r.pricesPerKwh[period]
  if (value === undefined) throw new Error(`no ${period} price`)
  return value
}
const profile = (over: Partial<CostProfile> = {}): CostProfile => ({ consumptionKwh: 4000, kva: 6, offPeakShare: 0.4, ...over })
function expectCost(o: Offer, p: CostProfile, energy: number, r: OfferGridRow) {
  const cost = yearlyCost(o, seed.regulatedGrids, DAY, p)
  if (cost.status !== 'costed') throw new Error(`${o.id}: ${cost.reason}`)
  expect(cost.energy).toBe(cents(energy))
  expect(cost.subscription).toBe(cents(12 * r.subscriptionPerMonth))
  expect(cost.total).toBe(cents(cents(energy) + cents(12 * r.subscriptionPerMonth)))
  return cost
}

describe('the yearly cost of each market structure', () => {
  it('week-end: the calendar’s 2/7 of the use at the week-end price, named as a default', () => {
    const o = offer('edf-zen-week-end')
    const r = row(o)
    const w = 2 / 7
    const cost = expectCost(o, profile(), 4000 * (w * price(r, 'weekend') + (1 - w) * price(r, 'weekday')), r)
    expect(cost.assumptions.map((a) => a.label)).toEqual(['part week-end\u00a0: 2/7 du calendrier (par défaut)'])
  })

  it('week-end: the household’s own week-end share, with no default named', () => {
    const o = offer('edf-zen-week-end')
    const r = row(o)
    const cost = expectCost(o, profile({ shares: { weekend: 0.4 } }), 4000 * (0.4 * price(r, 'weekend') + 0.6 * price(r, 'weekday')), r)
    expect(cost.assumptions).toEqual([])
  })

  it('week-end: the household’s own share is named as its own beside the cost', () => {
    const o = offer('edf-zen-week-end')
    const cost = expectCost(
      o,
      profile({ shares: { weekend: 0.4 } }),
      4000 * (0.4 * price(row(o), 'weekend') + 0.6 * price(row(o), 'weekday')),
      row(o),
    )
    const percent = new Intl.NumberFormat('fr-FR', { style: 'percent' }).format(0.4)
    expect(cost.ownShares.map((a) => a.label)).toEqual([`votre part le week-end\u00a0: ${percent}`])
  })

  it('seasonal: the household’s 24 hourly shares give each window’s share, summed over its hours', () => {
    const o = offer('enercoop-flexibilite-2-saisons')
    const r = row(o)
    // Twice the use from 0 h to 7 h as in any other hour: 7 × 2 + 17 × 1 = 31 parts.
    const hourly = Array.from({ length: 24 }, (_, h) => (h < 7 ? 2 : 1) / 31)
    const s = 0.5
    const w = 0.3
    // Winter off-peak 0-7 and 13-16: 14 + 3 parts; summer 11-17: 6 parts.
    const winterOff = w + (1 - w) * (17 / 31)
    const summerOff = w + (1 - w) * (6 / 31)
    const energy =
      4000 *
      ((1 - s) * (winterOff * price(r, 'winterOffPeak') + (1 - winterOff) * price(r, 'winterPeak')) +
        s * (summerOff * price(r, 'summerOffPeak') + (1 - summerOff) * price(r, 'summerPeak')))
    const cost = expectCost(o, profile({ shares: { summer: s, weekend: w, hourly } }), energy, r)
    expect(cost.assumptions).toEqual([])
    expect(cost.ownShares.map((a) => a.share).sort()).toEqual(['hours', 'hours', 'summer', 'weekend'])
  })

  it('week-end + HP/HC: the week-end whole at its price, the weekdays split by the meter’s off-peak share', () => {
    const o = offer('edf-zen-week-end-hphc')
    const r = row(o, 9)
    const w = 2 / 7
    const h = 0.4
    const energy = 4000 * (w * price(r, 'weekend') + (1 - w) * h * price(r, 'offPeak') + (1 - w) * (1 - h) * price(r, 'peak'))
    expectCost(o, profile({ kva: 9 }), energy, r)
  })

  it('names the profile’s off-peak share when the structure’s off-peak hours are the meter’s own, and only then', () => {
    const withMeterHours = yearlyCost(offer('edf-zen-week-end-hphc'), seed.regulatedGrids, DAY, profile({ offPeakShare: 0.25 }))
    expect(withMeterHours).toMatchObject({ status: 'costed', profileOffPeakShare: 0.25 })
    // Its own windows for every period: the profile's share is not used, so not named.
    const ownWindows = yearlyCost(offer('enercoop-flexibilite-2-saisons'), seed.regulatedGrids, DAY, profile({ offPeakShare: 0.25 }))
    expect(ownWindows.status).toBe('costed')
    expect(ownWindows).not.toHaveProperty('profileOffPeakShare')
  })

  it('week-end + one chosen day, with and without HP/HC: 3/7 of the calendar at the lower price', () => {
    const plain = offer('edf-zen-week-end-plus')
    const r = row(plain)
    const share = 2 / 7 + 1 / 7
    const cost = expectCost(plain, profile(), 4000 * (share * price(r, 'weekendAndDay') + (1 - share) * price(r, 'weekday')), r)
    expect(cost.assumptions.map((a) => a.share)).toEqual(['weekend', 'chosenDay'])
    const hphc = offer('edf-zen-week-end-plus-hphc')
    const rh = row(hphc)
    const energy = 4000 * (share * price(rh, 'weekendAndDay') + (1 - share) * (0.4 * price(rh, 'offPeak') + 0.6 * price(rh, 'peak')))
    expectCost(hphc, profile(), energy, rh)
  })

  it('sobriety days (Flex): 20 days of 365 at the sobriety prices, the offer’s own 17 off-peak hours of 24', () => {
    const o = offer('edf-zen-week-end-flex')
    const r = row(o)
    const f = 20 / 365
    const h = 17 / 24
    const energy =
      4000 *
      (f * (h * price(r, 'sobrietyOffPeak') + (1 - h) * price(r, 'sobrietyPeak')) +
        (1 - f) * (h * price(r, 'offPeak') + (1 - h) * price(r, 'peak')))
    const cost = expectCost(o, profile(), energy, r)
    expect(cost.assumptions.map((a) => a.label)).toContain(
      'part de 0\u00a0h à 8\u00a0h, de 13\u00a0h à 18\u00a0h et de 20\u00a0h à 24\u00a0h\u00a0: 17/24 de la journée (par défaut)',
    )
  })

  it('seasonal, two periods a season, week-ends wholly off-peak: each season’s own off-peak hours', () => {
    const o = offer('enercoop-flexibilite-2-saisons')
    const r = row(o)
    const s = 214 / 365
    const w = 2 / 7
    // Winter off-peak 0-7 and 13-16 (10 h), summer 11-17 (6 h); every week-end hour off-peak.
    const winterOff = w + (1 - w) * (10 / 24)
    const summerOff = w + (1 - w) * (6 / 24)
    const energy =
      4000 *
      ((1 - s) * (winterOff * price(r, 'winterOffPeak') + (1 - winterOff) * price(r, 'winterPeak')) +
        s * (summerOff * price(r, 'summerOffPeak') + (1 - summerOff) * price(r, 'summerPeak')))
    expectCost(o, profile(), energy, r)
  })

  it('seasonal with super off-peak hours: each season’s three windows, from the household’s own shares', () => {
    const rows: OfferGridRow[] = [
      {
        kva: 6,
        subscriptionPerMonth: 16.65,
        pricesPerKwh: {
          summerPeak: 0.178,
          summerSuperOffPeak: 0.1313,
          summerOffPeak: 0.1624,
          winterPeak: 0.2091,
          winterSuperOffPeak: 0.1624,
          winterOffPeak: 0.1827,
        },
      },
    ]
    const o: Offer = {
      ...offer('edf-zen-estival'),
      pricing: {
        kind: 'datedGrids',
        grids: [
          {
            validFrom: '2026-05-07',
            validUntil: null,
            checkedAt: '2026-05-07',
            priceType: null,
            hours: { summerSuperOffPeak: '11-18', summerOffPeak: '23-7', winterSuperOffPeak: '23-7', winterOffPeak: '11-18' },
            source: { title: 'Essai' },
            rows,
          },
        ],
      },
    }
    const r = rows[0] as OfferGridRow
    // The household's own shares: 60 % from April to October, 35 % of its use from 23 h to 7 h, 25 % from 11 h to 18 h.
    const p = profile({ shares: { summer: 0.6, hours: { '23-7': 0.35, '11-18': 0.25 } } })
    const energy =
      4000 *
      (0.4 * (0.35 * price(r, 'winterSuperOffPeak') + 0.25 * price(r, 'winterOffPeak') + 0.4 * price(r, 'winterPeak')) +
        0.6 * (0.25 * price(r, 'summerSuperOffPeak') + 0.35 * price(r, 'summerOffPeak') + 0.4 * price(r, 'summerPeak')))
    const cost = expectCost(o, p, energy, r)
    expect(cost.assumptions).toEqual([])
  })

  it('seasonal with super off-peak hours whose summer off-peak hours no source gives: listed, not costed', () => {
    const cost = yearlyCost(offer('edf-zen-estival'), seed.regulatedGrids, DAY, profile())
    expect(cost).toEqual({
      status: 'notCosted',
      reason: 'Plages horaires propres à l’offre non relevées\u00a0: sa part de consommation ne peut pas être estimée.',
    })
  })

  it('Tempo-like: the red days of the Tempo calendar, then winter and summer, each split by its off-peak hours', () => {
    const o = offer('octopus-energy-octotempo')
    const r = row(o)
    const red = 22 / 365
    const s = 214 / 365
    const h = 10 / 24 // 21 h to 7 h
    const part = (day: string, weight: number) => weight * (h * price(r, `${day}OffPeak`) + (1 - h) * price(r, `${day}Peak`))
    const cost = expectCost(o, profile(), 4000 * (part('red', red) + part('winter', 1 - s - red) + part('summer', s)), r)
    expect(cost.assumptions.map((a) => a.share).sort()).toEqual(['hours', 'red', 'summer'])
  })

  it('Tempo-like: the household’s own red share, taken from its Tempo split', () => {
    const o = offer('octopus-energy-octotempo')
    const r = row(o)
    const tempoSplit = { blueOffPeak: 0.3, bluePeak: 0.5, whiteOffPeak: 0.04, whitePeak: 0.06, redOffPeak: 0.04, redPeak: 0.06 }
    const h = 10 / 24
    const s = 214 / 365
    const part = (day: string, weight: number) => weight * (h * price(r, `${day}OffPeak`) + (1 - h) * price(r, `${day}Peak`))
    expectCost(o, profile({ tempoSplit }), 4000 * (part('red', 0.1) + part('winter', 1 - s - 0.1) + part('summer', s)), r)
  })

  it('HP/HC whose off-peak hours are the offer’s own and unknown: listed with the reason, not costed on the meter’s', () => {
    const cost = yearlyCost(offer('edf-vert-electrique-auto'), seed.regulatedGrids, '2026-03-01', profile())
    expect(cost.status).toBe('notCosted')
  })

  it('spot-indexed: no yearly cost, the rule stated', () => {
    const o: Offer = {
      ...offer('edf-zen-week-end'),
      option: 'spot',
      pricing: {
        kind: 'datedGrids',
        grids: [
          {
            validFrom: '2026-06-17',
            validUntil: null,
            checkedAt: '2026-06-17',
            priceType: 'dynamic',
            rule: 'prix horaire = spot plafonné',
            source: { title: 'Essai' },
            rows: [{ kva: 6, subscriptionPerMonth: 21.04, pricesPerKwh: {} }],
          },
        ],
      },
    }
    const cost = yearlyCost(o, seed.regulatedGrids, DAY, profile())
    expect(cost.status).toBe('notCosted')
    if (cost.status === 'notCosted') expect(cost.reason).toContain('prix horaire = spot plafonné')
  })
})

describe('the shares from a meter file’s readings', () => {
  it('gives the week-end’s, the busiest weekday’s, April to October’s and each window’s share of the kWh', () => {
    // 2 March 2026 is a Monday, 7 March a Saturday, 15 April a Wednesday.
    const readings = [
      { day: '2026-03-02', hour: 23, kwh: 2 },
      { day: '2026-03-02', hour: 12, kwh: 1 },
      { day: '2026-03-07', hour: 3, kwh: 3 },
      { day: '2026-04-15', hour: 14, kwh: 4 },
    ]
    const shares = periodSharesFromReadings(readings, ['22-6', '11-18'])
    // Total 10 kWh: week-end 3; Monday 3, Wednesday 4 (the busiest weekday); April 4; 22 h–6 h: 2 + 3; 11 h–18 h: 1 + 4.
    expect(shares).toEqual({ weekend: 0.3, chosenDay: 0.4, summer: 0.4, hours: { '22-6': 0.5, '11-18': 0.5 } })
    expect(periodSharesFromReadings([], ['22-6'])).toBeNull()
  })

  it('gives each hour’s share of the kWh, for any window’s share', () => {
    const readings = [
      { day: '2026-03-02', hour: 23, kwh: 2 },
      { day: '2026-03-02', hour: 12, kwh: 1 },
      { day: '2026-03-07', hour: 23, kwh: 1 },
    ]
    const hourly = hourlySharesFromReadings(readings)
    expect(hourly).toHaveLength(24)
    expect(hourly?.[23]).toBe(0.75)
    expect(hourly?.[12]).toBe(0.25)
    expect(hourly?.reduce((a, b) => a + b, 0)).toBe(1)
    expect(hourlySharesFromReadings([])).toBeNull()
  })
})

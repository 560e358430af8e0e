import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import { costBreakdown } from '#contract/cost-breakdown'
import type { CostProfile } from '#contract/household'
import { yearlyCost } from '#contract/offer-cost'
import type { PricedOffer } from '#contract/offer-pricing'
import type { OfferGrid } from '#contract/offers'
import type { RegulatedGrid } from '#contract/regulated-tariffs'
import { CATALOGUE_TAXES, type TaxTable, taxOn } from '#contract/taxes'
import type { CsvProblem } from '../../seed/regulated/csv.ts'
import { loadSeed } from '../../seed/load.ts'
import { TAX_FILE } from '../../seed/taxes/import.ts'
import { buildTaxTable, parseTaxFile } from '../../seed/taxes/taxes-csv.ts'

/**
 * Ready for a tax change: a fictitious excise from 1 February 2027 (a test fixture, never seed data), read
 * with the seed's own parser on top of the seed's taxes. From that day a « prix HT fixe » offer and the
 * regulated tariff cost more by the excise's change, a « prix TTC fixe » one costs the same, and the
 * breakdown's lines still add up to the ranked cost.
 */
const FIXTURE = new URL('../fixtures/taxes/taxes-2027-fictitious.csv', import.meta.url).pathname
const SEED_TAXES = new URL(`../../seed/data/${TAX_FILE}`, import.meta.url).pathname
const BEFORE = '2027-01-31'
const FROM = '2027-02-01'
const profile: CostProfile = { consumptionKwh: 5000, kva: 6, offPeakShare: 0.3 }

let withChange: TaxTable
let grids: RegulatedGrid[]

beforeAll(async () => {
  const problems: CsvProblem[] = []
  const rows = [
    ...parseTaxFile(await readFile(SEED_TAXES, 'utf8'), SEED_TAXES, problems),
    ...parseTaxFile(await readFile(FIXTURE, 'utf8'), FIXTURE, problems),
  ]
  withChange = buildTaxTable(rows, problems)
  expect(problems).toEqual([])
  grids = (await loadSeed()).regulatedGrids
})

function fixedOffer(taxBasis: OfferGrid['taxBasis']): PricedOffer {
  const grid: OfferGrid = {
    validFrom: '2026-08-01',
    validUntil: null,
    checkedAt: '2026-08-01',
    priceType: 'fixed',
    ...(taxBasis ? { taxBasis } : {}),
    source: { title: 'Grille d’essai' },
    rows: [{ kva: 6, subscriptionPerMonth: 15.5, pricesPerKwh: { base: 0.1899 } }],
  }
  return { energy: 'electricity', option: 'base', pricing: { kind: 'datedGrids', grids: [grid] } }
}
const regulatedBase: PricedOffer = {
  energy: 'electricity',
  option: 'base',
  pricing: { kind: 'regulatedDiscount', kwhDiscountPercent: 0, subscriptionDiscountPercent: 0 },
}

const total = (offer: PricedOffer, date: string, taxes: TaxTable) => {
  const cost = yearlyCost(offer, grids, date, profile, taxes)
  if (cost.status !== 'costed') throw new Error(cost.reason)
  return cost.total
}

describe('a tax row from 1 February 2027 in a fixture', () => {
  it('is not in the seed: with the catalogue’s taxes nothing changes that day', () => {
    for (const offer of [fixedOffer('ht'), fixedOffer('ttc'), regulatedBase])
      expect(total(offer, FROM, CATALOGUE_TAXES)).toBe(total(offer, BEFORE, CATALOGUE_TAXES))
  })

  it('moves a « prix HT fixe » offer and the regulated tariff by the excise’s change with its VAT, from that day only', () => {
    const before = taxOn(withChange, 'electricity', 'excisePerMwh', BEFORE)?.value as number
    const after = taxOn(withChange, 'electricity', 'excisePerMwh', FROM)?.value as number
    const vat = taxOn(withChange, 'electricity', 'vatEnergyPercent', FROM)?.value as number
    expect(after).not.toBe(before)
    const change = (profile.consumptionKwh * (after - before) * (1 + vat / 100)) / 1000
    for (const offer of [fixedOffer('ht'), regulatedBase]) {
      expect(total(offer, BEFORE, withChange)).toBe(total(offer, BEFORE, CATALOGUE_TAXES))
      // The rebuilt kWh is kept to six decimals: a cent either way over 5 000 kWh at most.
      expect(Math.abs(total(offer, FROM, withChange) - total(offer, BEFORE, withChange) - change)).toBeLessThanOrEqual(0.01)
    }
    const cost = yearlyCost(fixedOffer('ht'), grids, FROM, profile, withChange)
    expect(cost).toMatchObject({ status: 'costed', taxesFrom: FROM })
  })

  it('leaves a « prix TTC fixe » offer, and one whose source does not say, at the TTC read', () => {
    for (const offer of [fixedOffer('ttc'), fixedOffer(undefined)])
      expect(total(offer, FROM, withChange)).toBe(total(offer, BEFORE, withChange))
  })

  it('gives a breakdown whose excise is the day’s and whose lines add up to the ranked cost, before and after', () => {
    for (const offer of [fixedOffer('ht'), fixedOffer('ttc'), regulatedBase])
      for (const date of [BEFORE, FROM]) {
        const breakdown = costBreakdown(offer, grids, date, profile, withChange)
        if (breakdown.status !== 'detailed') throw new Error(breakdown.reason)
        expect(breakdown.total).toBe(total(offer, date, withChange))
        const sum = breakdown.lines.reduce((s, line) => s + Math.round(line.amount * 100), 0)
        expect(sum).toBe(Math.round(breakdown.total * 100))
        const excise = breakdown.lines.find((line) => line.kind === 'excise')
        const rate = taxOn(withChange, 'electricity', 'excisePerMwh', date)
        expect(excise).toMatchObject({
          perMwh: rate?.value,
          from: rate?.from,
          amount: Math.round((profile.consumptionKwh * (rate?.value as number)) / 10) / 100,
        })
        expect(breakdown.lines.map((line) => line.kind)).toEqual(['subscription', 'energy', 'cta', 'excise', 'vat'])
      }
  })
})

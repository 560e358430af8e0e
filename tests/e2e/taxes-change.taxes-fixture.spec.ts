import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { costBreakdown } from '#contract/cost-breakdown'
import type { CostProfile } from '#contract/household'
import { yearlyCost } from '#contract/offer-cost'
import { isCurrentOffer } from '#contract/offer-dates'
import { offerStaleness, regulatedGridStart } from '#contract/offer-freshness'
import { type PricedOffer, regulatedTariff } from '#contract/offer-pricing'
import type { Offer } from '#contract/offers'
import { type TaxTable, taxOn } from '#contract/taxes'
import type { CsvProblem } from '../../seed/regulated/csv.ts'
import { loadSeed } from '../../seed/load.ts'
import { TAX_FILE } from '../../seed/taxes/import.ts'
import { buildTaxTable, parseTaxFile } from '../../seed/taxes/taxes-csv.ts'
import { TAXES_FIXTURE_CSV, TAXES_FIXTURE_SEED_DATA } from '../../scripts/build-taxes-fixture.ts'
import { test } from './fixtures.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { frenchLongDate } from './support/regulated.ts'

/**
 * Ready for a tax change, on the site built with a fictitious excise from 1 February 2027 and one
 * fictitious « prix du kWh HT fixe » grid (npm run build:taxes-fixture; test fixtures, never seed data),
 * by the browser's clock the day before and that day: the regulated tariff, whose price before tax is
 * published and unchanged, and the « prix HT fixe » offer cost more from that day by the excise's change,
 * with no new grid; an offer whose TTC was read (« prix TTC fixe », or a source that does not say) costs
 * the same; and each one's breakdown adds up to its ranked cost, with the excise of the day. Every
 * expected figure is the contract's, with the fixture's catalogue and taxes read here by the seed's own
 * loader and parser; the changes are also worked out here from the excise alone.
 */

const BEFORE = '2027-01-31'
const FROM = '2027-02-01'
const profile: CostProfile = { consumptionKwh: 5000, kva: 6, offPeakShare: 0.3 }
const ADDRESS = '/electricite?conso_elec=5000&kva=6&option=base'
const noon = (day: string) => new Date(`${day}T12:00:00+01:00`)

const problems: CsvProblem[] = []
const seedTaxes = new URL(`../../seed/data/${TAX_FILE}`, import.meta.url).pathname
const fixtureTaxes = new URL(`../../${TAXES_FIXTURE_CSV}`, import.meta.url).pathname
const taxes: TaxTable = buildTaxTable(
  [
    ...parseTaxFile(await readFile(seedTaxes, 'utf8'), seedTaxes, problems),
    ...parseTaxFile(await readFile(fixtureTaxes, 'utf8'), fixtureTaxes, problems),
  ],
  problems,
)
if (problems.length > 0) throw new Error(`the fixture's taxes do not read: ${JSON.stringify(problems)}`)
const seed = await loadSeed(new URL(`../../${TAXES_FIXTURE_SEED_DATA}/`, import.meta.url).pathname)
const grids = seed.regulatedGrids

const total = (offer: PricedOffer, day: string) => {
  const cost = yearlyCost(offer, grids, day, profile, taxes)
  if (cost.status !== 'costed') throw new Error(cost.reason)
  return cost
}

/** A Base offer ranked on both days whose TTC was read as is: the same grid both days, nothing rebuilt. */
function ttcOffer(): Offer {
  const found = seed.offers.find((offer) => {
    if (offer.energy !== 'electricity' || (offer.option ?? 'base') !== 'base' || offer.pricing.kind !== 'datedGrids') return false
    return [BEFORE, FROM].every((day) => {
      if (!isCurrentOffer(offer, day) || offerStaleness(offer, day, regulatedGridStart(grids, day)).stale) return false
      const cost = yearlyCost(offer, grids, day, profile, taxes)
      return cost.status === 'costed' && cost.taxesFrom === undefined && cost.gridFrom === total(offer, BEFORE).gridFrom
    })
  })
  if (!found) throw new Error('no Base offer of the seed is ranked, at the TTC read, on both days')
  return found
}

async function openOn(page: Page, day: string) {
  await page.clock.setFixedTime(noon(day))
  await dismissCookieBanner(page)
  await page.goto(ADDRESS)
  await expect(page.locator('[data-ranking-date]')).toHaveAttribute('data-ranking-date', day)
}

/** The ranked row of an offer: its cost, and its breakdown opened, checked line by line against the contract's. */
async function expectRankedWithBreakdown(page: Page, id: string, offer: PricedOffer, day: string) {
  const expected = total(offer, day).total
  const row = page.getByRole('list', { name: 'Offres classées de la moins chère à la plus chère' }).locator(`li[data-offer-id="${id}"]`)
  await expect(row).toHaveAttribute('data-total', expected.toFixed(2))
  await row.getByText('Détail du coût annuel, ligne par ligne').click()
  const table = row.getByRole('table')
  await expect(table.locator('[data-line="total"]')).toHaveAttribute('data-amount', expected.toFixed(2))
  const breakdown = costBreakdown(offer, grids, day, profile, taxes)
  if (breakdown.status !== 'detailed') throw new Error(breakdown.reason)
  const shown = await table
    .locator('tbody [data-line]')
    .evaluateAll((rows) => rows.map((line) => ({ kind: line.getAttribute('data-line'), amount: line.getAttribute('data-amount') })))
  expect(shown).toEqual(breakdown.lines.map((line) => ({ kind: line.kind, amount: line.amount.toFixed(2) })))
  expect(shown.reduce((sum, line) => sum + Math.round(Number(line.amount) * 100), 0)).toBe(Math.round(expected * 100))
  // The excise of the day, its rate and first day written out.
  const excise = taxOn(taxes, 'electricity', 'excisePerMwh', day)
  if (!excise?.from) throw new Error(`no excise on ${day}`)
  const rate = new RegExp(
    `${excise.value.toFixed(2).replace('.', ',')}\\s€/MWh.*depuis le ${frenchLongDate(excise.from).replace(/\s/g, '\\s')}`,
  )
  await expect(table.locator('[data-line="excise"]')).toContainText(rate)
  // A TTC rebuilt for newer taxes says from which day, on the row.
  const rebuilt = row.getByText(/Prix TTC recalculés avec les taxes du/)
  const taxesFrom = total(offer, day).taxesFrom
  if (taxesFrom)
    await expect(rebuilt).toContainText(
      new RegExp(`Prix TTC recalculés avec les taxes du ${frenchLongDate(taxesFrom).replace(/\s/g, '\\s')}`),
    )
  else await expect(rebuilt).toHaveCount(0)
  return expected
}

test('from the fixture’s tax day, the regulated tariff and a « prix HT fixe » offer follow the new excise and an offer read TTC does not; ranking and breakdown agree', async ({
  page,
}) => {
  // Two days, each a page load and three breakdowns opened and read: three times the default limit.
  test.slow()
  const fixed = ttcOffer()
  const regulated = regulatedTariff('base')
  const regulatedOffer = seed.offers.find(
    (offer) => offer.energy === 'electricity' && offer.option === 'base' && offer.pricing.kind === 'regulatedDiscount',
  )
  if (!regulatedOffer) throw new Error('the seed has no Base offer priced as the regulated tariff')
  const htFixed = seed.offers.find((offer) => offer.pricing.kind === 'datedGrids' && offer.pricing.grids.some((g) => g.taxBasis === 'ht'))
  if (!htFixed) throw new Error('the fixture’s catalogue should hold a « prix HT fixe » grid')
  // The fixture changes the excise that day, and nothing of the regulated grid does.
  const excise = [BEFORE, FROM].map((day) => taxOn(taxes, 'electricity', 'excisePerMwh', day)?.value)
  expect(excise[1]).not.toBe(excise[0])
  expect(total(regulated, FROM).regulatedGridFrom).toBe(total(regulated, BEFORE).regulatedGridFrom)

  // The same grid both days: only the taxes move its price, from the fixture's day.
  expect(total(htFixed, FROM).gridFrom).toBe(total(htFixed, BEFORE).gridFrom)
  expect(total(htFixed, FROM).taxesFrom).toBe(FROM)
  expect(total(fixed, FROM).taxesFrom).toBeUndefined()

  const seen: Record<string, number[]> = { regulated: [], htFixed: [], fixed: [] }
  for (const day of [BEFORE, FROM]) {
    await openOn(page, day)
    seen.regulated?.push(await expectRankedWithBreakdown(page, regulatedOffer.id, regulatedOffer, day))
    seen.htFixed?.push(await expectRankedWithBreakdown(page, htFixed.id, htFixed, day))
    seen.fixed?.push(await expectRankedWithBreakdown(page, fixed.id, fixed, day))
  }
  // 5 000 kWh × the excise's change, with its VAT: their prices before tax are the same both days.
  const vat = taxOn(taxes, 'electricity', 'vatEnergyPercent', FROM)?.value ?? Number.NaN
  const change = (profile.consumptionKwh * ((excise[1] ?? 0) - (excise[0] ?? 0)) * (1 + vat / 100)) / 1000
  for (const name of ['regulated', 'htFixed']) {
    const [before, from] = seen[name] ?? []
    expect(Math.abs((from ?? 0) - (before ?? 0) - change), name).toBeLessThanOrEqual(0.01)
  }
  expect(seen.fixed?.[1]).toBe(seen.fixed?.[0])
})

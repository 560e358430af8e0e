import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { yearlyCost } from '#contract/offer-cost'
import { checkedAtOn, isStaleOffer, monthsBefore, regulatedGridStart } from '#contract/offer-freshness'
import { offerPrices, offerPricesAt } from '#contract/offer-pricing'
import { franceDate } from '#contract/regulated-dates'
import { defaultHeadlineProfile } from '#contract/supplier-headline'
import { test } from './fixtures.ts'
import { seedCatalogue } from './support/catalogue.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { monthsAfter } from './support/freshness.ts'

/**
 * Every price the pages around the ranking show is the contract's price of the offer it names, for the
 * day it names (contract/supplier-headline.ts, decision 0073): each one carries data-offer-id,
 * data-checked-at and data-day, and this test prices that offer again with the contract on that day, from
 * the seed files. A price checked more than six months before its day sits inside a « Prix non
 * confirmés » mark. By the browser's clock, today and a year ahead; at 390 and 1280 px (both projects).
 */

const { offers, regulatedGrids: grids } = seedCatalogue
const today = franceDate(new Date())
const yearAhead = monthsAfter(today, 12)
const noon = (day: string) => new Date(`${day}T12:00:00+01:00`)
const round2 = (n: number) => Math.round(n * 100) / 100

/** The first number of a French figure (« 16,06 c€/kWh », « 1 197,30 € »). */
function numberIn(text: string): number {
  const match = text.replace(/[\u00a0\u202f ]/g, '').match(/-?\d+(,\d+)?/)
  if (!match) throw new Error(`no number in « ${text} »`)
  return Number(match[0].replace(',', '.'))
}

/** What the contract says a figure of `offerId` is on `day`, in the unit the page prints it. */
function expected(offerId: string, kind: string, day: string) {
  const offer = offers.find((o) => o.id === offerId)
  if (!offer) throw new Error(`offer ${offerId} is not in the seed`)
  const profile = defaultHeadlineProfile(offer.energy).cost
  const all = offerPrices(offer, grids, day)
  const prices = offer.energy === 'gas' ? all : offerPricesAt(all, profile.kva)
  const row = prices.status === 'priced' ? prices.rows[0] : undefined
  const cost = yearlyCost(offer, grids, day, profile)
  if (!row || cost.status !== 'costed') throw new Error(`offer ${offerId} should be priced on ${day}`)
  const periods = Object.keys(cost.usage)
  const value =
    kind === 'kwh'
      ? round2((row.pricesPerKwh[periods[0] as string] as number) * 100)
      : kind === 'kwh-average'
        ? round2((cost.energy / profile.consumptionKwh) * 100)
        : kind === 'subscription'
          ? round2(row.subscriptionPerMonth)
          : round2(cost.total)
  return {
    value,
    checkedAt: checkedAtOn(offer, day),
    stale: isStaleOffer(offer, day, regulatedGridStart(grids, day)) || checkedAtOn(offer, day) < monthsBefore(day, 6),
  }
}

type Shown = { offerId: string; checkedAt: string; day: string; kind: string; text: string; mark: string | null; block: string | null }

/** Every marked price of the page, with the text of the « non confirmés » mark around it and its energy block's offer. */
function shownPrices(page: Page): Promise<Shown[]> {
  return page.locator('[data-price]').evaluateAll((nodes) =>
    nodes.map((node) => ({
      offerId: node.getAttribute('data-offer-id') ?? '',
      checkedAt: node.getAttribute('data-checked-at') ?? '',
      day: node.getAttribute('data-day') ?? '',
      kind: node.getAttribute('data-price') ?? '',
      text: node.textContent ?? '',
      mark: node.closest('[data-stale-mark]')?.textContent ?? null,
      block: node.closest('[data-energy]')?.querySelector('[data-price]')?.getAttribute('data-offer-id') ?? null,
    })),
  )
}

async function checkPage(page: Page, path: string, day: string, revealAll?: 'list' | 'detail'): Promise<Shown[]> {
  await page.goto(path)
  if (revealAll === 'list') await page.getByRole('button', { name: /^Voir tous les fournisseurs/ }).click()
  else if (revealAll === 'detail') await expect(page.getByRole('region', { name: 'Détails de l’offre' })).toBeVisible()
  else await expect(page.locator('[data-price]').first()).toBeAttached()
  // The page shows the build's day first, then the visitor's: wait until every price is of that day.
  await expect(page.locator(`[data-price]:not([data-day="${day}"])`)).toHaveCount(0)
  const shown = await shownPrices(page)
  for (const price of shown) {
    const want = expected(price.offerId, price.kind, day)
    const where = `${path} ${price.offerId} ${price.kind}`
    expect(numberIn(price.text), where).toBe(want.value)
    expect(price.checkedAt, where).toBe(want.checkedAt)
    // Price, subscription and yearly cost of one energy name one offer.
    if (price.block !== null) expect(price.block, where).toBe(price.offerId)
    if (want.stale) expect(price.mark ?? '', where).toContain('non confirmés')
    else expect(price.mark, where).toBeNull()
  }
  return shown
}

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

for (const [when, day] of [
  ['today', today],
  ['a year ahead', yearAhead],
] as const) {
  test(`home, suppliers, electricity and gas pages ${when}: every price is the contract's for its offer and day`, async ({ page }) => {
    if (day !== today) await page.clock.setFixedTime(noon(day))
    const seen: Shown[] = []
    seen.push(...(await checkPage(page, '/', day)))
    seen.push(...(await checkPage(page, '/fournisseurs', day, 'list')))
    seen.push(...(await checkPage(page, '/electricite', day)))
    // No gas offer has a price: /gaz shows none, and none unmarked.
    await page.goto('/gaz')
    await expect(page.locator('[data-price]')).toHaveCount(0)
    expect(seen.length).toBeGreaterThan(20)
    // A year ahead, no price of the catalogue is confirmed: every one is shown inside its mark.
    if (day === yearAhead) expect(seen.every((s) => s.mark !== null)).toBe(true)
  })

  test(`every supplier page ${when}: the headline block's prices are the contract's, stale ones marked`, async ({ page }) => {
    // A limit by what the test does: one supplier page apiece, loaded and read (about 2.5 s each on a
    // busy two-core machine; all twenty came within a few seconds of a flat 60 s).
    test.setTimeout(seedCatalogue.suppliers.length * 6_000)
    if (day !== today) await page.clock.setFixedTime(noon(day))
    let priced = 0
    for (const supplier of seedCatalogue.suppliers) {
      // Each page's « Détails de l'offre » block is the one place its prices are marked (the grids below are per offer).
      priced += (await checkPage(page, `/fournisseurs/${supplier.id}`, day, 'detail')).length
    }
    expect(priced).toBeGreaterThan(0)
  })
}

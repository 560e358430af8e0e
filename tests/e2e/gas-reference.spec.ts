import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { gasReferenceYearlyCost, type GasUseName, pickGasReference } from '#contract/gas-reference'
import { franceDate } from '#contract/regulated-dates'
import { HOUSEHOLD_DEFAULTS } from '../../client/lib/household/household-profile.ts'
import { ANY_VIEWPORT, test } from './fixtures.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { monthsAfter } from './support/freshness.ts'
import { frenchEuros, seedGridLines, seedOffers } from './support/offer-costs.ts'
import { frenchKwh, frenchMonth, readRegulatedData } from './support/regulated.ts'

/**
 * The gas pages price the household at the prix repère of its use, month by month (docs/decisions/0071):
 * every figure expected here is computed by the contract's own pick from the seed's data files, for the
 * browser's day, never read from the page or typed in.
 */

const { months } = await readRegulatedData()
const today = franceDate(new Date())
const yearAhead = monthsAfter(today, 12)
const noon = (day: string) => new Date(`${day}T12:00:00+01:00`)

function expected(day: string, use: GasUseName = 'heating', kwh: number = HOUSEHOLD_DEFAULTS.gasKwh) {
  const pick = pickGasReference(months, day, use)
  if (!pick) throw new Error(`the data should give a complete ${use} prix repère month by ${day}`)
  return { pick, total: gasReferenceYearlyCost(pick, kwh).total }
}

const referenceLine = (page: Page) => page.locator('[data-gas-reference-month]')

async function openOn(page: Page, path: string, day: string) {
  if (day !== today) await page.clock.setFixedTime(noon(day))
  await page.goto(path)
}

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

for (const [when, day] of [
  ['today', today],
  ['a year ahead', yearAhead],
] as const) {
  test(`/gaz ${when}: the default household at the prix repère of heating, with the month's subscription, the month named`, async ({
    page,
  }) => {
    const { pick, total } = expected(day)
    await openOn(page, '/gaz', day)
    const line = referenceLine(page)
    await expect(line).toHaveAttribute('data-gas-reference-month', pick.month)
    await expect(line).toHaveAttribute('data-gas-reference-cost', total.toFixed(2))
    await expect(line).toHaveAttribute('data-gas-use', 'heating')
    await expect(line).toContainText(
      `Au prix repère du gaz (chauffage) de ${frenchMonth(pick.month)}, ce profil coûte ${frenchEuros(total)}`,
    )
    await expect(line).toContainText(`${frenchKwh(pick.pricePerKwh)}\u00a0€ TTC`)
    await expect(line).toContainText(`abonnement de ${frenchEuros(pick.subscriptionPerYear)} par an`)
    if (pick.inForce) await expect(line).not.toContainText('Dernier prix repère publié')
    else await expect(line).toContainText(`Dernier prix repère publié\u00a0: ${frenchMonth(pick.newestPublished)}`)
    // From three months old the figure is marked as not confirmed.
    await expect(line).toHaveAttribute('data-gas-confirmed', pick.confirmed ? 'oui' : 'non')
    await expect(line.locator('[data-gas-unconfirmed]')).toHaveCount(pick.confirmed ? 0 : 1)
    if (!pick.confirmed) await expect(line).toContainText('Prix repère non confirmé')
  })
}

test('/gaz: no gas offer carries an electricity offer’s name, and each one unpriced says why', ANY_VIEWPORT, async ({ page }) => {
  await page.goto('/gaz')
  // Electricity names from both files: an offer priced by its grids takes its name from the grids' CSV.
  const electricityNames = new Set([
    ...seedOffers.filter((o) => o.energy === 'electricity').map((o) => o.name),
    ...seedGridLines.filter((l) => l.energy === 'electricity').map((l) => l.offer_name),
  ])
  const gasOffers = seedOffers.filter((o) => o.energy === 'gas')
  const uncosted = page.getByRole('list', { name: 'Offres sans coût calculable' })
  for (const offer of gasOffers) {
    expect(electricityNames.has(offer.name), `${offer.id} is named after an electricity offer`).toBe(false)
    const row = uncosted.locator(`[data-offer-id="${offer.id}"]`)
    await expect(row).toContainText(offer.name)
    if (offer.pricing.kind === 'unpriced') await expect(row).toContainText(offer.pricing.reason)
  }
  for (const text of await uncosted.getByRole('listitem').allTextContents()) {
    expect(text).not.toMatch(/Électricité|Elec |ne couvrent que l’électricité/)
  }
})

test('/gaz: another use and consumption are priced at that use’s prix repère, kept in the address', ANY_VIEWPORT, async ({ page }) => {
  const kwh = 12000
  await page.goto(`/gaz?conso_gaz=${kwh}`)
  await expect(referenceLine(page)).toHaveAttribute('data-gas-reference-cost', expected(today, 'heating', kwh).total.toFixed(2))
  await page.getByLabel(/^Usage du gaz/).selectOption('cuisson')
  await expect(page).toHaveURL(/usage_gaz=cuisson/)
  const cooking = pickGasReference(months, today, 'cooking')
  const line = page.locator('[data-gas-reference-cost]')
  await expect(line).toHaveAttribute('data-gas-use', 'cooking')
  if (cooking) {
    await expect(line).toHaveAttribute('data-gas-reference-cost', gasReferenceYearlyCost(cooking, kwh).total.toFixed(2))
    await expect(line).toHaveAttribute('data-gas-reference-month', cooking.month)
  } else {
    await expect(line).toHaveAttribute('data-gas-reference-cost', '')
    await expect(line).toContainText('n’est pas calculable')
  }
  await page.getByLabel(/^Usage du gaz/).selectOption('chauffage')
  await expect(page).not.toHaveURL(/usage_gaz/)
})

test(
  '/gaz with a postal code: without a commune → price level table, the page says the national figure is used',
  ANY_VIEWPORT,
  async ({ page }) => {
    await page.goto('/gaz?postalCode=33000')
    const line = referenceLine(page)
    await expect(line).toHaveAttribute('data-gas-reference-cost', expected(today).total.toFixed(2))
    await expect(line).toContainText('Prix repère national utilisé')
    await page.goto('/gaz')
    await expect(referenceLine(page)).not.toContainText('Prix repère national utilisé')
  },
)

test('/comparateur/electricite-gaz shows the same gas reference as /gaz', ANY_VIEWPORT, async ({ page }) => {
  const { pick, total } = expected(today)
  await page.goto('/comparateur/electricite-gaz')
  const line = referenceLine(page)
  await expect(line).toHaveAttribute('data-gas-reference-month', pick.month)
  await expect(line).toHaveAttribute('data-gas-reference-cost', total.toFixed(2))
  await expect(line).toContainText(`ce profil coûte ${frenchEuros(total)}`)
})

import { expect } from '@playwright/test'
import { franceDate } from '#contract/regulated-dates'
import { CATALOGUE_TAXES, ctaPerYear, taxesOn } from '#contract/taxes'
import { ANY_VIEWPORT, test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { expectedElectricityRanking } from './support/offer-costs.ts'
import { openProfilePanel, profileDisclosure } from './support/profile.ts'
import { readRegulatedData } from './support/regulated.ts'

/**
 * Each ranked offer's yearly cost line by line, at 390 and 1280 px: the first offer of a 5 000 kWh, 6 kVA
 * Base household shows the excise of the day (5 000 kWh × the rate in force), the CTA and the VAT, and its
 * lines add up to the ranked cost. Every expected figure comes from the contract's tax table and the
 * ranking this suite recomputes from the seed files.
 */

const { grids } = await readRegulatedData()
const cents = (n: number) => Math.round(n * 100) / 100
const profile = { kwh: 5000, kva: 6, option: 'base', offPeak: 0.3 } as const

test('the first offer’s breakdown shows the day’s excise, the CTA and the VAT, and adds up to its ranked cost', async ({
  page,
}, testInfo) => {
  const day = franceDate(new Date())
  await dismissCookieBanner(page)
  await page.goto('/electricite?conso_elec=5000&kva=6&option=base')
  await expect(page.locator('[data-ranking-date]')).toHaveAttribute('data-ranking-date', day)
  const first = page.getByRole('list', { name: 'Offres classées de la moins chère à la plus chère' }).getByRole('listitem').first()
  const expected = expectedElectricityRanking(grids, day, profile).byOption('base')[0]
  if (!expected) throw new Error('no ranked Base offer in the seed for this profile')
  await expect(first).toHaveAttribute('data-offer-id', expected.id)
  await expect(first).toHaveAttribute('data-total', expected.total.toFixed(2))

  const summary = first.getByText('Détail du coût annuel, ligne par ligne')
  await summary.click()
  const table = first.getByRole('table')
  await expect(table).toBeVisible()
  const taxes = taxesOn(CATALOGUE_TAXES, 'electricity', day)
  const excise = taxes.excisePerMwh
  const vat = taxes.vatSubscriptionPercent
  const cta = ctaPerYear(taxes, 6)
  if (!excise || !vat || cta === undefined) throw new Error(`the tax table lacks a figure for ${day}`)

  const amount = (kind: string) => table.locator(`[data-line="${kind}"]`)
  await expect(amount('excise')).toHaveAttribute('data-amount', cents((5000 * excise.value) / 1000).toFixed(2))
  await expect(amount('cta')).toHaveAttribute('data-amount', cents(cta).toFixed(2))
  await expect(amount('subscription')).toHaveAttribute('data-amount', cents(expected.subscription / (1 + vat.value / 100) - cta).toFixed(2))
  await expect(amount('vat')).toHaveCount(1)
  await expect(amount('total')).toHaveAttribute('data-amount', expected.total.toFixed(2))
  // The rates and days are written out, not told by colour.
  await expect(amount('excise')).toContainText(new RegExp(`${excise.value.toFixed(2).replace('.', ',')}\\s€/MWh`))
  await expect(amount('excise')).toContainText(/depuis le/)
  await expect(amount('vat')).toContainText(/20\s%/)
  await expect(table.getByRole('rowheader', { name: /Contribution tarifaire d’acheminement/ })).toBeVisible()

  const lines = await table
    .locator('tbody [data-line]')
    .evaluateAll((rows) => rows.map((row) => Math.round(Number(row.getAttribute('data-amount')) * 100)))
  expect(lines.length).toBe(5)
  expect(lines.reduce((a, b) => a + b, 0)).toBe(Math.round(expected.total * 100))

  // Nothing wider than the screen at 390 px.
  const overflow = await first.evaluate((li) => li.scrollWidth - li.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page)
  // A picture of the row for a person to look at: the widgets fixed over the page (the advisor) left out of it.
  await page.evaluate(() => {
    for (const element of document.body.querySelectorAll('*'))
      if (element instanceof HTMLElement && getComputedStyle(element).position === 'fixed') element.style.visibility = 'hidden'
  })
  await first.screenshot({ path: testInfo.outputPath(`breakdown-${testInfo.project.name}.png`) })
})

test('the current contract’s cost, the regulated tariff by default, reads line by line too', ANY_VIEWPORT, async ({ page }) => {
  const day = franceDate(new Date())
  await dismissCookieBanner(page)
  await page.goto('/electricite?conso_elec=5000&kva=6&option=base')
  await expect(page.locator('[data-ranking-date]')).toHaveAttribute('data-ranking-date', day)
  const regulated = expectedElectricityRanking(grids, day, profile).regulated('base')
  if (regulated === null) throw new Error('no regulated Base cost in the seed for this profile')
  const panel = profileDisclosure(page)
  if ((await panel.getAttribute('open')) === null) await openProfilePanel(page)
  const disclosure = panel.locator('details').filter({ hasText: 'Détail du coût annuel, ligne par ligne' })
  await disclosure.locator('summary').click()
  const table = disclosure.getByRole('table', { name: /Mon contrat actuel \(tarif réglementé\)/ })
  await expect(table.locator('[data-line="total"]')).toHaveAttribute('data-amount', regulated.toFixed(2))
  const lines = await table
    .locator('tbody [data-line]')
    .evaluateAll((rows) => rows.map((row) => Math.round(Number(row.getAttribute('data-amount')) * 100)))
  expect(lines.reduce((a, b) => a + b, 0)).toBe(Math.round(regulated * 100))
})

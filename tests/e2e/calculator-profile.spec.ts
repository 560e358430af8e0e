import type { Locator, Page } from '@playwright/test'
import { franceDate } from '#contract/regulated-dates'
import { formatEuros } from '../../client/lib/format.ts'
import { expect } from '@playwright/test'
import { ANY_VIEWPORT, test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { baseRow, frenchLongDate, frenchMonth, gasCostMonth, inForceOn, newestBasePrice, readRegulatedData } from './support/regulated.ts'

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

// The subscriptions the calculator must show, read from the seed's regulated files with the contract's
// date rules: the Base grid in force today and the newest heating prix repère month giving both figures.
const regulated = await readRegulatedData()
const today = franceDate(new Date())
const base = inForceOn(regulated, today).base
const gasReference = gasCostMonth(regulated, today)
const DEFAULT_KVA = 6
const ELECTRICITY_PRICE = newestBasePrice(regulated, today)

const main = (page: Page) => page.getByRole('main')
const electricityCost = (page: Page) => main(page).getByRole('group', { name: 'Coût estimé de l’électricité' })
const gasCost = (page: Page) => main(page).getByRole('group', { name: 'Coût estimé du gaz' })
const totalCost = (page: Page) => main(page).getByRole('group', { name: 'Coût total estimé (électricité + gaz)' })
const meterPower = (page: Page) => main(page).getByRole('combobox', { name: 'Puissance du compteur (kVA)' })
const electricityConsumption = (page: Page) => main(page).getByRole('textbox', { name: 'Consommation d’électricité (kWh par an)' })
const gasConsumption = (page: Page) => main(page).getByRole('textbox', { name: 'Consommation de gaz (kWh par an)' })
const tab = (page: Page, name: 'Électricité' | 'Gaz') => main(page).getByRole('tab', { name })

/** An amount as the page writes it, read back in cents: « 1 234,56 € » → 123456. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100)

/** The figures a cost box shows: its yearly amount and each of its parts (label → text of the amount). */
async function shownCost(box: Locator) {
  const annual = centsOf((await box.locator('p').nth(1).textContent()) ?? '')
  const labels = await box.locator('dt').allTextContents()
  const values = await box.locator('dd').allTextContents()
  return { annual, parts: labels.map((label, index) => ({ label, value: values[index] ?? '' })) }
}

test('at the default profile, the subscriptions are the regulated ones in force, and every total is the sum of what is shown', async ({
  page,
}) => {
  await page.goto('/calculateur')
  await expect(meterPower(page)).toHaveValue(String(DEFAULT_KVA))

  const electricity = await shownCost(electricityCost(page))
  const monthly = baseRow(base, DEFAULT_KVA).monthly
  const subscription = electricity.parts.find((part) => part.label.startsWith('Abonnement'))
  expect(subscription?.label).toContain(`${DEFAULT_KVA}\u00a0kVA`)
  expect(subscription?.label).toContain(`grille du ${frenchLongDate(base?.effectiveFrom ?? '')}`)
  expect(subscription?.value).toBe(monthly === null ? 'non communiqué' : formatEuros(12 * monthly))
  expect(electricity.annual).toBe(
    electricity.parts.reduce((sum, part) => sum + (part.value === 'non communiqué' ? 0 : centsOf(part.value)), 0),
  )
  // 3 500 kWh × the price kept to four decimals, to the cent.
  expect(electricity.parts[0]?.value).toBe(
    formatEuros(Math.round((3500 * Math.round((ELECTRICITY_PRICE ?? Number.NaN) * 10_000)) / 100) / 100),
  )

  // The default home is heated by electricity: no gas use, no gas subscription.
  await tab(page, 'Gaz').click()
  await expect(gasConsumption(page)).toHaveValue('0')
  const gas = await shownCost(gasCost(page))
  expect(gas.annual).toBe(0)

  const total = await shownCost(totalCost(page))
  expect(total.parts.map((part) => centsOf(part.value))).toEqual([electricity.annual, gas.annual])
  expect(total.annual).toBe(electricity.annual + gas.annual)
  await expect(main(page).getByText(/NaN|N\/A/)).toHaveCount(0)
})

test('a gas-heated home pays the prix repère subscription of the month its price comes from', async ({ page }) => {
  await page.goto('/calculateur')
  await main(page).getByRole('radio', { name: 'Gaz' }).click()
  await tab(page, 'Gaz').click()
  // 1 000 kWh per occupant and 80 kWh per m² (the estimate formulas), for 2 occupants and 80 m².
  await expect(gasConsumption(page)).toHaveValue(String(1000 * 2 + 80 * 80))
  const gas = await shownCost(gasCost(page))
  const subscription = gas.parts.find((part) => part.label.startsWith('Abonnement'))
  if (gasReference) {
    expect(subscription?.label).toContain(`de ${frenchMonth(gasReference.month)}`)
    expect(subscription?.value).toBe(formatEuros(gasReference.perYear))
  } else {
    expect(subscription?.value).toBe('non communiqué')
  }
  expect(gas.annual).toBe(gas.parts.reduce((sum, part) => sum + (part.value === 'non communiqué' ? 0 : centsOf(part.value)), 0))
  const total = await shownCost(totalCost(page))
  expect(total.annual).toBe(total.parts.reduce((sum, part) => sum + centsOf(part.value), 0))
})

test('at another power, the subscription of that power in the grid in force, or « non communiqué » left out of the total with a sentence', async ({
  page,
}) => {
  // A power the grid in force does not give, when there is one (a new grid is often published at 6 kVA first).
  const kva = [3, 9, 12, 15, 18, 24, 30, 36].find((power) => baseRow(base, power).monthly === null) ?? 9
  const monthly = baseRow(base, kva).monthly
  await page.goto(`/calculateur?kva=${kva}`)
  await expect(meterPower(page)).toHaveValue(String(kva))
  const electricity = await shownCost(electricityCost(page))
  expect(electricity.parts[1]?.label).toContain(`${kva}\u00a0kVA`)
  if (monthly === null) {
    expect(electricity.parts[1]?.value).toBe('non communiqué')
    expect(electricity.annual).toBe(centsOf(electricity.parts[0]?.value ?? ''))
    await expect(totalCost(page)).toContainText('Abonnement d’électricité non communiqué\u00a0: il n’est pas compris dans ce total.')
  } else {
    expect(electricity.parts[1]?.value).toBe(formatEuros(12 * monthly))
    expect(electricity.annual).toBe(centsOf(electricity.parts[0]?.value ?? '') + 12 * Math.round(monthly * 100))
  }
})

test('a subscription typed from the bill replaces the regulated one, and an empty field brings it back', async ({ page }) => {
  await page.goto('/calculateur?kva=9')
  const field = main(page).getByRole('textbox', { name: 'Votre abonnement d’électricité (€ TTC par mois)' })
  await expect(field).toHaveValue('')
  await field.fill('17,35')
  await expect(page).toHaveURL(/abo_elec=17\.35/)
  const electricity = await shownCost(electricityCost(page))
  expect(electricity.parts[1]).toEqual({ label: `Abonnement (le vôtre\u00a0: 12 × ${formatEuros(17.35)})`, value: formatEuros(12 * 17.35) })
  expect(electricity.annual).toBe(centsOf(electricity.parts[0]?.value ?? '') + 12 * 1735)
  await expect(totalCost(page)).not.toContainText('non communiqué')

  await field.fill('')
  await expect(page).not.toHaveURL(/abo_elec/)
  const monthly = baseRow(base, 9).monthly
  await expect(electricityCost(page).locator('dd').nth(1)).toHaveText(monthly === null ? 'non communiqué' : formatEuros(12 * monthly))
})

test('the profile survives reload, goes to the comparison in the address, and back returns to it', ANY_VIEWPORT, async ({ page }) => {
  await page.goto('/calculateur?option=hphc&hc=40')
  await electricityConsumption(page).fill('5200')
  await meterPower(page).selectOption('9')
  await expect(page).toHaveURL(/kva=9/)
  await expect(page).toHaveURL(/conso_elec=5200/)

  await page.reload()
  await expect(electricityConsumption(page)).toHaveValue('5200')
  await expect(meterPower(page)).toHaveValue('9')
  // The profile's parameters the calculator does not use stay in its address.
  await expect(page).toHaveURL(/option=hphc/)
  await expect(page).toHaveURL(/hc=40/)

  await main(page).getByRole('link', { name: 'Comparer les offres pour ce profil' }).click()
  await expect(page).toHaveURL(/\/electricite\?/)
  const comparison = new URL(page.url()).searchParams
  expect(comparison.get('conso_elec')).toBe('5200')
  expect(comparison.get('kva')).toBe('9')
  expect(comparison.get('option')).toBe('hphc')
  expect(comparison.get('hc')).toBe('40')
  // The home's description and the tab are the calculator's own; no gas use, so no gas figure.
  for (const key of ['logement', 'surface', 'onglet', 'conso_gaz']) expect(comparison.has(key), key).toBe(false)

  await page.goBack()
  await expect(page).toHaveURL(/\/calculateur\?/)
  await expect(electricityConsumption(page)).toHaveValue('5200')
  await expect(meterPower(page)).toHaveValue('9')

  // From the gas tab, the link goes to the gas comparison with the gas use.
  await main(page).getByRole('radio', { name: 'Les deux' }).click()
  await tab(page, 'Gaz').click()
  const gasKwh = await gasConsumption(page).inputValue()
  await main(page).getByRole('link', { name: 'Comparer les offres pour ce profil' }).click()
  await expect(page).toHaveURL(/\/gaz\?/)
  expect(new URL(page.url()).searchParams.get('conso_gaz')).toBe(gasKwh)
})

test('no accessibility violation, and screenshots to look at', async ({ page }, testInfo) => {
  await page.goto('/calculateur?chauffage=mixte&conso_gaz=9000')
  await expectNoAxeViolations(page)
  // The calculator card: the household panel's parent.
  const card = main(page).getByRole('region', { name: 'Votre logement' }).locator('..')
  await card.screenshot({ path: testInfo.outputPath(`calculateur-${testInfo.project.name}.png`), scale: 'css' })
  await tab(page, 'Gaz').click()
  await expectNoAxeViolations(page)
  await card.screenshot({ path: testInfo.outputPath(`calculateur-gaz-${testInfo.project.name}.png`), scale: 'css' })
})

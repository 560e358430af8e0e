import type { Page } from '@playwright/test'
import { site } from '../../client/config/site.ts'
import { FIELD_LIMITS } from '../../client/features/calculator/profile.ts'
import { formatEuros } from '../../client/lib/format.ts'
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { waitForQuietShell } from './support/shell.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { franceDate } from '#contract/regulated-dates'
import { baseRow, gasCostMonth, inForceOn, newestBasePrice, newestGasPrice, readRegulatedData } from './support/regulated.ts'

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

// Expectations come from the calculator's constants and formulas (client/features/calculator) and the regulated data files (the
// newest Base price known today and the Base subscription of the grid in force at 6 kVA; the kWh price and
// yearly subscription of the newest heating prix repère month that gives both), never from what the page displayed.
const regulated = await readRegulatedData()
const today = franceDate(new Date())
/** The calculator keeps a price to its field's decimals (four): the CRE publishes some with five. */
const asKept = (price: number | null, field: 'electricityPrice' | 'gasPrice') =>
  price === null ? Number.NaN : Math.round(price * 10 ** FIELD_LIMITS[field].decimals) / 10 ** FIELD_LIMITS[field].decimals
const gasReference = gasCostMonth(regulated, today)
const ELECTRICITY_PRICE = asKept(newestBasePrice(regulated, today), 'electricityPrice')
const GAS_PRICE = asKept(gasReference?.price ?? newestGasPrice(regulated, today), 'gasPrice')
/** € per month at 6 kVA in the grid in force, and € per year of the prix repère month; null when not communicated. */
const ELECTRICITY_SUBSCRIPTION = baseRow(inForceOn(regulated, today).base, 6).monthly
const GAS_SUBSCRIPTION = gasReference?.perYear ?? null
const HOUSE_FACTOR = 1.3

/** The estimate formulas, written out again here so the test does not trust the app's own function. */
function estimate(housing: 'apartment' | 'house', heating: 'electricity' | 'gas' | 'both', size: number, occupants: number) {
  const factor = housing === 'house' ? HOUSE_FACTOR : 1
  const electricity = heating === 'gas' ? 900 * occupants + 12 * 0.3 * size : 900 * occupants + 12 * size * factor
  const gas = heating === 'electricity' ? 0 : 1000 * occupants + 80 * size * factor
  return { electricity: Math.round(electricity), gas: Math.round(gas) }
}

/** The default home (an electrically heated apartment) starts with its estimated gas use, and the shared profile's 3 500 kWh. */
const DEFAULTS = { size: 80, occupants: 2, electricity: 3500, gas: estimate('apartment', 'electricity', 80, 2).gas }

const frenchPrice = (price: number) => price.toFixed(4).replace('.', ',')

/**
 * Yearly costs in cents as the calculator states them: kWh × price to the cent, plus twelve monthly Base
 * subscriptions, or the yearly gas subscription when gas is used at all (a subscription not communicated adds nothing).
 */
const consumptionCents = (kwh: number, price: number) => Math.round((kwh * Math.round(price * 10_000)) / 100)
const electricityCents = (kwh: number, price: number) =>
  consumptionCents(kwh, price) + 12 * Math.round((ELECTRICITY_SUBSCRIPTION ?? 0) * 100)
const gasCents = (kwh: number, price: number) => consumptionCents(kwh, price) + (kwh > 0 ? Math.round((GAS_SUBSCRIPTION ?? 0) * 100) : 0)

const main = (page: Page) => page.getByRole('main')
const tab = (page: Page, name: 'Électricité' | 'Gaz') => main(page).getByRole('tab', { name })
const electricityConsumption = (page: Page) => main(page).getByRole('textbox', { name: 'Consommation d’électricité (kWh par an)' })
const electricityPrice = (page: Page) => main(page).getByRole('textbox', { name: 'Prix du kWh d’électricité (€ TTC)' })
const gasConsumption = (page: Page) => main(page).getByRole('textbox', { name: 'Consommation de gaz (kWh par an)' })
const gasPrice = (page: Page) => main(page).getByRole('textbox', { name: 'Prix du kWh de gaz (€ TTC)' })
const size = (page: Page) => main(page).getByRole('textbox', { name: 'Surface habitable (m²)' })
const electricityCost = (page: Page) => main(page).getByRole('group', { name: 'Coût estimé de l’électricité' })
const gasCost = (page: Page) => main(page).getByRole('group', { name: 'Coût estimé du gaz' })
const totalCost = (page: Page) => main(page).getByRole('group', { name: 'Coût total estimé (électricité + gaz)' })
const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ })

async function expectCost(box: ReturnType<typeof electricityCost>, annualCents: number) {
  await expect(box).toContainText(formatEuros(annualCents / 100))
  await expect(box).toContainText(`soit ${formatEuros(Math.round(annualCents / 12) / 100)} par mois`)
}

test('opens with the default profile, the regulated prices and their costs', async ({ page }) => {
  await page.goto('/calculateur')
  await expect(page.getByRole('heading', { level: 1, name: 'Calculateur de coûts d’énergie' })).toBeVisible()

  await expect(main(page).getByRole('radio', { name: 'Appartement' })).toBeChecked()
  await expect(main(page).getByRole('radio', { name: 'Électricité' })).toBeChecked()
  await expect(size(page)).toHaveValue(String(DEFAULTS.size))
  await expect(main(page).getByText(`${DEFAULTS.occupants} occupants`)).toBeVisible()

  await expect(tab(page, 'Électricité')).toHaveAttribute('aria-selected', 'true')
  await expect(electricityConsumption(page)).toHaveValue(String(DEFAULTS.electricity))
  await expect(electricityPrice(page)).toHaveValue(frenchPrice(ELECTRICITY_PRICE))
  await expect(main(page).getByText(`${formatEuros(ELECTRICITY_PRICE, 4)}/kWh TTC`)).toBeVisible()
  await expectCost(electricityCost(page), electricityCents(DEFAULTS.electricity, ELECTRICITY_PRICE))
  await expectCost(totalCost(page), electricityCents(DEFAULTS.electricity, ELECTRICITY_PRICE) + gasCents(DEFAULTS.gas, GAS_PRICE))

  const simulation = main(page).getByRole('link', { name: /^Simuler mes économies/ })
  await expect(simulation).toHaveAttribute('href', site.simulationUrl)
  await expect(simulation).toHaveAttribute('target', '_blank')
  await expect(main(page).getByRole('link', { name: 'Parler à un expert' })).toHaveAttribute('href', '/rappel')
  const howTo = main(page).getByRole('region', { name: 'Comment utiliser le calculateur ?' })
  for (const title of ['Personnalisez vos informations', 'Comprenez vos factures', 'Optimisez votre consommation']) {
    await expect(howTo.getByRole('heading', { name: title })).toBeVisible()
  }
  await expect(howTo.getByRole('link', { name: /Lancer ma simulation gratuite/ })).toHaveAttribute('target', '_blank')
  await expectNoAxeViolations(page)

  await tab(page, 'Gaz').click()
  await expect(tab(page, 'Gaz')).toHaveAttribute('aria-selected', 'true')
  await expect(gasConsumption(page)).toHaveValue(String(DEFAULTS.gas))
  await expect(gasPrice(page)).toHaveValue(frenchPrice(GAS_PRICE))
  await expect(main(page).getByText(`${formatEuros(GAS_PRICE, 4)}/kWh TTC`)).toBeVisible()
  await expectCost(gasCost(page), gasCents(DEFAULTS.gas, GAS_PRICE))
  await expect(page).toHaveURL(/onglet=gaz/)
  await expectNoAxeViolations(page)
})

test('sliders and inputs recompute the costs at once', async ({ page }) => {
  await page.goto('/calculateur')
  const consumptionSlider = main(page).getByRole('slider', { name: 'Consommation d’électricité (kWh par an)' })
  await consumptionSlider.focus()
  // Quick successive key presses must all count (each one builds on the latest URL).
  for (let press = 0; press < 3; press++) await page.keyboard.press('ArrowRight')
  await expect(electricityConsumption(page)).toHaveValue(String(DEFAULTS.electricity + 300))
  await expectCost(electricityCost(page), electricityCents(DEFAULTS.electricity + 300, ELECTRICITY_PRICE))

  // End takes the price slider to its maximum, 0.5 €/kWh.
  await main(page).getByRole('slider', { name: 'Prix du kWh d’électricité (€ TTC)' }).focus()
  await page.keyboard.press('End')
  await expect(electricityPrice(page)).toHaveValue(frenchPrice(0.5))
  await expectCost(electricityCost(page), electricityCents(DEFAULTS.electricity + 300, 0.5))

  // The size alone does not re-estimate the consumptions.
  await main(page).getByRole('slider', { name: 'Surface habitable (m²)' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(size(page)).toHaveValue(String(DEFAULTS.size + 5))
  await expect(electricityConsumption(page)).toHaveValue(String(DEFAULTS.electricity + 300))

  await electricityConsumption(page).fill('4200')
  await expectCost(electricityCost(page), electricityCents(4200, 0.5))
  await electricityPrice(page).fill('0,18')
  await expectCost(electricityCost(page), electricityCents(4200, 0.18))
  await expectCost(totalCost(page), electricityCents(4200, 0.18) + gasCents(DEFAULTS.gas, GAS_PRICE))
  await electricityPrice(page).blur()
  await expect(electricityPrice(page)).toHaveValue('0,1800')
  await expect(page).toHaveURL(/conso_elec=4200/)
  await expect(page).toHaveURL(/prix_elec=0\.18(&|$)/)
})

test('ten changes of the profile update the address and send no request (the connection pings aside)', async ({ page }) => {
  await page.goto('/calculateur')
  // The parts that load once the browser is idle have arrived: what follows is the calculator's doing.
  await waitForQuietShell(page)
  const requests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname !== '/api/health') requests.push(`${request.method()} ${url.pathname}`)
  })
  const sizeSlider = main(page).getByRole('slider', { name: 'Surface habitable (m²)' })
  await sizeSlider.focus()
  for (let change = 1; change <= 10; change++) {
    await page.keyboard.press('ArrowRight')
    await expect(size(page)).toHaveValue(String(DEFAULTS.size + 5 * change))
    await expect(page).toHaveURL(new RegExp(`surface=${DEFAULTS.size + 5 * change}(&|$)`))
  }
  // A request the page sends now, after the ten changes: anything they asked for has reached the log.
  await page.evaluate(() => fetch('/api/health', { method: 'HEAD', cache: 'no-store' }))
  expect(requests).toEqual([])
})

test('ignores what is not a number of at least the minimum', async ({ page }) => {
  await page.goto('/calculateur')
  for (const text of ['abc', '-5']) {
    await electricityConsumption(page).fill(text)
    await expect(electricityConsumption(page)).toHaveValue(String(DEFAULTS.electricity))
    await electricityPrice(page).fill(text)
    await expect(electricityPrice(page)).toHaveValue(frenchPrice(ELECTRICITY_PRICE))
  }
  // Below the minimums (consumption 1, price 0.01): the profile keeps its value.
  await electricityConsumption(page).fill('0')
  await electricityPrice(page).fill('0,001')
  await expectCost(electricityCost(page), electricityCents(DEFAULTS.electricity, ELECTRICITY_PRICE))
  await electricityPrice(page).blur()
  await expect(electricityConsumption(page)).toHaveValue(String(DEFAULTS.electricity))
  await expect(electricityPrice(page)).toHaveValue(frenchPrice(ELECTRICITY_PRICE))
  await size(page).fill('0')
  await size(page).blur()
  await expect(size(page)).toHaveValue(String(DEFAULTS.size))

  // Gas may be 0 (the default home has none: give it some first).
  await tab(page, 'Gaz').click()
  await gasConsumption(page).fill('5000')
  await expectCost(gasCost(page), gasCents(5000, GAS_PRICE))
  await gasConsumption(page).fill('0')
  await expectCost(gasCost(page), 0)
  await expectCost(totalCost(page), electricityCents(DEFAULTS.electricity, ELECTRICITY_PRICE))
})

test('housing type, heating and occupants re-estimate; the auto-estimate button uses the size', async ({ page }) => {
  await page.goto('/calculateur')
  await main(page).getByRole('radio', { name: 'Maison' }).click()
  let expected = estimate('house', 'electricity', DEFAULTS.size, 2)
  await expect(electricityConsumption(page)).toHaveValue(String(expected.electricity))

  await main(page).getByRole('radio', { name: 'Les deux' }).click()
  expected = estimate('house', 'both', DEFAULTS.size, 2)
  await expect(electricityConsumption(page)).toHaveValue(String(expected.electricity))
  await expectCost(totalCost(page), electricityCents(expected.electricity, ELECTRICITY_PRICE) + gasCents(expected.gas, GAS_PRICE))

  const minus = main(page).getByRole('button', { name: 'Retirer un occupant' })
  const plus = main(page).getByRole('button', { name: 'Ajouter un occupant' })
  await plus.click()
  await expect(main(page).getByRole('status').filter({ hasText: 'occupant' })).toHaveText('3 occupants')
  expected = estimate('house', 'both', DEFAULTS.size, 3)
  await expect(electricityConsumption(page)).toHaveValue(String(expected.electricity))
  await minus.click()
  await minus.click()
  await expect(main(page).getByText('1 occupant', { exact: true })).toBeVisible()
  await expect(minus).toBeDisabled()
  await minus.click({ force: true })
  await expect(main(page).getByText('1 occupant', { exact: true })).toBeVisible()

  await main(page).getByRole('radio', { name: 'Gaz' }).click()
  expected = estimate('house', 'gas', DEFAULTS.size, 1)
  await expect(electricityConsumption(page)).toHaveValue(String(expected.electricity))
  await tab(page, 'Gaz').click()
  await expect(gasConsumption(page)).toHaveValue(String(expected.gas))

  await size(page).fill('140')
  await expect(gasConsumption(page)).toHaveValue(String(expected.gas))
  await main(page).getByRole('button', { name: 'Estimer ma consommation' }).click()
  expected = estimate('house', 'gas', 140, 1)
  await expect(gasConsumption(page)).toHaveValue(String(expected.gas))
  await expectCost(gasCost(page), gasCents(expected.gas, GAS_PRICE))
  await expect(notifications(page).getByText('Estimation de consommation mise à jour selon votre profil.')).toBeVisible()
})

test('reset restores every default, the electricity tab, and says so', async ({ page }) => {
  await page.goto('/calculateur')
  await main(page).getByRole('radio', { name: 'Maison' }).click()
  await main(page).getByRole('button', { name: 'Ajouter un occupant' }).click()
  await electricityPrice(page).fill('0,25')
  await tab(page, 'Gaz').click()
  await gasConsumption(page).fill('12000')

  await main(page).getByRole('button', { name: 'Réinitialiser' }).click()
  await expect(tab(page, 'Électricité')).toHaveAttribute('aria-selected', 'true')
  await expect(main(page).getByRole('radio', { name: 'Appartement' })).toBeChecked()
  await expect(main(page).getByText(`${DEFAULTS.occupants} occupants`)).toBeVisible()
  await expect(electricityConsumption(page)).toHaveValue(String(DEFAULTS.electricity))
  await expect(electricityPrice(page)).toHaveValue(frenchPrice(ELECTRICITY_PRICE))
  await expectCost(totalCost(page), electricityCents(DEFAULTS.electricity, ELECTRICITY_PRICE) + gasCents(DEFAULTS.gas, GAS_PRICE))
  await expect(notifications(page).getByText('Toutes les données ont été réinitialisées.')).toBeVisible()
})

test('a shared URL restores the profile in a fresh page; bad values fall back or are clamped', async ({ page, browser }) => {
  await page.goto('/calculateur')
  await main(page).getByRole('radio', { name: 'Maison' }).click()
  await main(page).getByRole('radio', { name: 'Les deux' }).click()
  await main(page).getByRole('button', { name: 'Ajouter un occupant' }).click()
  await electricityPrice(page).fill('0,1925')
  await tab(page, 'Gaz').click()
  await gasPrice(page).fill('0,095')
  await expect(page).toHaveURL(/prix_gaz=0\.095/)
  const shared = page.url()

  const context = await browser.newContext()
  const fresh = await context.newPage()
  await dismissCookieBanner(fresh)
  await fresh.goto(shared)
  const expected = estimate('house', 'both', DEFAULTS.size, 3)
  await expect(tab(fresh, 'Gaz')).toHaveAttribute('aria-selected', 'true')
  await expect(main(fresh).getByRole('radio', { name: 'Maison' })).toBeChecked()
  await expect(main(fresh).getByRole('radio', { name: 'Les deux' })).toBeChecked()
  await expect(main(fresh).getByText('3 occupants')).toBeVisible()
  await expect(gasConsumption(fresh)).toHaveValue(String(expected.gas))
  await expect(gasPrice(fresh)).toHaveValue('0,0950')
  await expectCost(totalCost(fresh), electricityCents(expected.electricity, 0.1925) + gasCents(expected.gas, 0.095))
  await context.close()

  await page.goto('/calculateur?logement=chateau&surface=abc&occupants=0&conso_elec=-5&prix_elec=9&onglet=fioul')
  await expect(tab(page, 'Électricité')).toHaveAttribute('aria-selected', 'true')
  await expect(main(page).getByRole('radio', { name: 'Appartement' })).toBeChecked()
  await expect(size(page)).toHaveValue(String(DEFAULTS.size))
  await expect(main(page).getByText('1 occupant', { exact: true })).toBeVisible()
  await expect(electricityConsumption(page)).toHaveValue('1')
  // A price above the inputs' cap (far above any real tariff) comes back to the cap.
  await expect(electricityPrice(page)).toHaveValue(frenchPrice(FIELD_LIMITS.electricityPrice.max))
})

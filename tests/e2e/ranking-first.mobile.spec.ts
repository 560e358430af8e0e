// Runs in the mobile project only (playwright.config.ts): 390 × 844.
import type { Locator, Page } from '@playwright/test'
import { OPTION_NAMES } from '#contract/option-names'
import type { ElectricityOptionName } from '#contract/regulated-dates'
import { HOUSEHOLD_DEFAULTS } from '../../client/lib/household/household-profile.ts'
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { openProfilePanel, profileDisclosure, profileLine } from './support/profile.ts'

/** Where the ranking's heading must start on a phone: within a screen and a half of 844 px. */
const FIRST_SCREEN_AND_A_HALF = 1300

/** The profile an address describes, each value its default when the address does not give it. */
function profileOf(address: string) {
  const url = new URL(address, 'http://localhost')
  const number = (key: string, fallback: number) => Number(url.searchParams.get(key) ?? fallback)
  return {
    gas: url.pathname === '/gaz',
    kwh: number(
      url.pathname === '/gaz' ? 'conso_gaz' : 'conso_elec',
      url.pathname === '/gaz' ? HOUSEHOLD_DEFAULTS.gasKwh : HOUSEHOLD_DEFAULTS.electricityKwh,
    ),
    kva: number('kva', HOUSEHOLD_DEFAULTS.kva),
    option: (url.searchParams.get('option') ?? HOUSEHOLD_DEFAULTS.option) as ElectricityOptionName,
  }
}

/** The line the page should write for that profile (any space may be a no-break one on the page). */
function expectedLine(address: string): string {
  const profile = profileOf(address)
  const kwh = `${new Intl.NumberFormat('fr-FR').format(profile.kwh)} kWh`
  return profile.gas ? `${kwh} de gaz` : `${kwh} · ${profile.kva} kVA · ${OPTION_NAMES[profile.option]}`
}

/** The ranking heading's top, from the top of the page. */
async function rankingHeadingTop(page: Page): Promise<number> {
  const heading = page.getByRole('heading', { level: 2, name: 'Classement des offres pour votre profil' })
  const box = await heading.boundingBox()
  if (!box) throw new Error('the ranking heading should be laid out')
  return box.y + (await page.evaluate(() => window.scrollY))
}

/** The panel's fields hold the address's profile. */
async function expectPanelFields(page: Page, address: string) {
  const profile = profileOf(address)
  await expect(page.getByRole('heading', { name: 'Mon estimation' })).toBeVisible()
  await expect(page.getByRole('spinbutton', { name: 'Consommation annuelle (kWh)' })).toHaveValue(String(profile.kwh))
  if (profile.gas) {
    await expect(page.getByRole('combobox', { name: 'Puissance du compteur' })).toHaveCount(0)
    return
  }
  await expect(page.getByRole('combobox', { name: 'Puissance du compteur' })).toHaveValue(String(profile.kva))
  await expect(page.getByRole('combobox', { name: 'Option tarifaire' })).toHaveValue(profile.option)
}

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

for (const address of ['/electricite?conso_elec=4200&kva=9&option=hphc&hc=40', '/gaz?conso_gaz=12500', '/comparateur/electricite-verte']) {
  test(`${address}: the ranking starts within a screen and a half, under the profile's line, whose « Modifier » opens the panel`, async ({
    page,
  }) => {
    await page.goto(address)
    expect(await rankingHeadingTop(page)).toBeLessThan(FIRST_SCREEN_AND_A_HALF)
    await expect(profileLine(page)).toBeInViewport()
    await expect(profileLine(page)).toContainText(expectedLine(address))
    await expect(profileDisclosure(page)).not.toHaveAttribute('open')
    await expect(page.getByRole('heading', { name: 'Mon estimation' })).toBeHidden()
    await expectNoAxeViolations(page)

    await openProfilePanel(page)
    await expectPanelFields(page, address)
    // In place: the panel is under the line, and the ranking follows it.
    const line = await profileLine(page).boundingBox()
    const panel = await page.getByRole('region', { name: 'Mon estimation' }).boundingBox()
    if (!line || !panel) throw new Error('the line and the panel should be laid out')
    expect(panel.y).toBeGreaterThanOrEqual(line.y + line.height)
    expect(await rankingHeadingTop(page)).toBeGreaterThanOrEqual(panel.y + panel.height + (await page.evaluate(() => window.scrollY)))
  })
}

test('the profile line works with the keyboard: Enter opens the panel, Tab reaches its first field, Space closes it', async ({ page }) => {
  await page.goto('/electricite')
  await profileLine(page).focus()
  await page.keyboard.press('Enter')
  await expect(profileDisclosure(page)).toHaveAttribute('open', '')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('spinbutton', { name: 'Consommation annuelle (kWh)' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(profileLine(page)).toBeFocused()
  await page.keyboard.press('Space')
  await expect(profileDisclosure(page)).not.toHaveAttribute('open')
})

test('the option advice comes after the first three offers, then the ranking goes on, and the quick compare after it', async ({ page }) => {
  await page.goto('/electricite')
  const ranked = page.getByRole('list', { name: /^Offres classées de la moins chère à la plus chère/ })
  const advice = page.getByRole('heading', { level: 3, name: 'Quelle option choisir ?' })
  const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN
  const offers = ranked.getByRole('listitem')
  expect(await offers.count()).toBeGreaterThan(3)
  expect(await top(offers.nth(2))).toBeLessThan(await top(advice))
  expect(await top(advice)).toBeLessThan(await top(offers.nth(3)))
  expect(await top(offers.last())).toBeLessThan(await top(page.getByRole('heading', { level: 2, name: 'Comparaison rapide' })))
  await expect(
    page.getByRole('main').getByText(/L’écart est donné par rapport au Tarif Bleu Base et à votre contrat actuel\./),
  ).toBeVisible()
})

test.describe('the prerendered page, before the app has started', () => {
  // The app's entry never arrives: what shows is the HTML and CSS alone, as on a slow connection. Only an
  // address without search parameters is shown as it was prerendered (client/main.tsx).
  for (const address of ['/electricite', '/gaz']) {
    test(`${address}: the same line and the same place for the ranking, and « Modifier » opens the panel without the app`, async ({
      page,
    }) => {
      await page.route('**/assets/index-*.js', () => {})
      await page.goto(address, { waitUntil: 'commit' })
      await expect(profileLine(page)).toContainText(expectedLine(address))
      // Laid out by the site's stylesheet before it is measured.
      await expect(profileLine(page)).toHaveCSS('display', 'flex')
      expect(await rankingHeadingTop(page)).toBeLessThan(FIRST_SCREEN_AND_A_HALF)
      await openProfilePanel(page)
      await expectPanelFields(page, address)
      await expect(page.locator('html')).not.toHaveAttribute('data-app-ready')
    })
  }
})

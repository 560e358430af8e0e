import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { expect, expectConsoleErrors, test } from './fixtures.ts'
import { withoutEmbeddedData } from './support/prerender.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { dismissCookieBanner } from './support/consent.ts'

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

// The regulated grids of content-and-tools §9 (May 2025, € TTC), written out as the spec's fixture.
const SPEC = {
  base: { price: 0.2016, subscription: { 3: 10.41, 6: 13.72, 9: 17.27, 12: 20.86, 15: 24.2, 18: 27.39, 24: 34.68, 30: 41.99, 36: 48.39 } },
  hpHc: { hp: 0.2146, hc: 0.1696, subscription: { 6: 14.04, 9: 18.01, 12: 21.69, 15: 25.16, 18: 28.74, 24: 36.23, 30: 41.96, 36: 48.72 } },
  tempo: {
    prices: [0.1552, 0.1288, 0.1792, 0.1447, 0.6586, 0.1518], // blue HP/HC, white HP/HC, red HP/HC
    subscription: { 6: 13.97, 9: 17.45, 12: 20.96, 15: 24.23, 18: 27.5, 30: 41.27, 36: 48.45 },
  },
  ejp: { normal: 0.1476, peak: 1.1038, subscription: { 9: 17.2, 12: 20.5, 15: 23.88, 18: 27.08, 36: 47.42 } },
  gas: [
    ['Cuisson', 0.1291, 104.52],
    ['Cuisson et eau chaude', 0.1153, 233.16],
    ['Chauffage', 0.1103, 292.56],
  ],
} as const

const fr = (value: number, decimals: number) =>
  new Intl.NumberFormat('fr-FR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value)

/** Rows of a subscription grid as the table should print them: power, subscription, then prices. */
function expectedGrid(subscription: Record<number, number>, prices: readonly number[]): string[][] {
  return Object.entries(subscription)
    .map(([kva, monthly]) => [Number(kva), monthly] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([kva, monthly]) => [String(kva), fr(monthly, 2), ...prices.map((p) => fr(p, 4))])
}

async function bodyCells(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').trim())),
  )
}

test.describe('/tarif-reglemente', () => {
  test('prints every value of the Base, HP/HC, Tempo, EJP and gas grids', async ({ page }) => {
    await page.goto('/tarif-reglemente')
    const main = page.getByRole('main')
    const grids: [RegExp, string[][]][] = [
      [/option Base/, expectedGrid(SPEC.base.subscription, [SPEC.base.price])],
      [/option Heures pleines/, expectedGrid(SPEC.hpHc.subscription, [SPEC.hpHc.hp, SPEC.hpHc.hc])],
      [/option Tempo/, expectedGrid(SPEC.tempo.subscription, SPEC.tempo.prices)],
      [/option EJP/, expectedGrid(SPEC.ejp.subscription, [SPEC.ejp.normal, SPEC.ejp.peak])],
      [/Prix repère du gaz/, SPEC.gas.map(([usage, price, year]) => [usage, fr(price, 4), fr(year, 2)])],
    ]
    for (const [name, expected] of grids) {
      const table = main.getByRole('table', { name })
      await expect(table).toBeVisible()
      expect(await bodyCells(table), String(name)).toEqual(expected)
      // Header cells: one per column, and each row named by its first cell.
      await expect(table.locator('thead th[scope="col"]')).toHaveCount(expected[0]?.length ?? 0)
      await expect(table.locator('tbody th[scope="row"]')).toHaveCount(expected.length)
    }
  })

  test('states the meter powers, Tempo days, EJP closure, professionals rule, history and a callback link', async ({ page }) => {
    await page.goto('/tarif-reglemente')
    const main = page.getByRole('main')
    await expect(main).toContainText(/de 3 à 36\s?kVA/)
    await expect(main).toContainText(/300\s?jours bleus/)
    await expect(main).toContainText(/43\s?jours blancs et 22\s?jours rouges/)
    await expect(main.getByText('Option fermée aux nouveaux abonnés')).toBeVisible()
    await expect(main).toContainText(/L’option EJP est fermée aux nouveaux abonnés/)
    await expect(main).toContainText(/8\s?heures creuses/)

    const pros = main.getByRole('region', { name: 'Le tarif réglementé pour les professionnels' })
    await expect(pros).toContainText(/inférieure ou égale à 36\s?kVA/)
    await expect(pros).toContainText(/moins de 10\s?salariés/)
    await expect(pros).toContainText(/inférieur à 2\s?millions d’euros/)

    // One Base price: 0,2016 since 1 February 2025, 0,2516 before; never the home-figure reading.
    const history = main.getByRole('region', { name: 'Historique' })
    await expect(history.getByRole('listitem').first()).toContainText('1er février 2025')
    await expect(history.getByRole('listitem').first()).toContainText(/0,2516\s?€\/kWh à 0,2016\s?€\/kWh/)
    await expect(main).not.toContainText('0,1919')
    await expect(main).not.toContainText(/1,9\s?%/)

    await expect(main.getByRole('region', { name: 'Avantages et inconvénients du tarif réglementé' }).getByRole('heading', { name: 'Inconvénients', exact: true })).toBeVisible()
    await expect(main.getByRole('link', { name: /Demandez à être rappelé/ })).toHaveAttribute('href', '/rappel')
    await expectNoAxeViolations(page)
  })

  test('wide grids scroll inside a focusable region, not the page', async ({ page, isMobile }) => {
    await page.goto('/tarif-reglemente')
    const region = page.getByRole('region', { name: /option Tempo/ })
    await expect(region).toHaveAttribute('tabindex', '0')
    const [scrollWidth, clientWidth] = await region.evaluate((el) => [el.scrollWidth, el.clientWidth])
    if (isMobile) expect(scrollWidth).toBeGreaterThan(clientWidth)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
    await region.focus()
    await expect(region).toBeFocused()
  })
})

test.describe('/comment-ca-marche', () => {
  test('shows the steps, criteria, offer types, expert box and final call to action', async ({ page }) => {
    await page.goto('/comment-ca-marche')
    const main = page.getByRole('main')
    const steps = main.getByRole('region', { name: /Comparer en 4 étapes/ }).getByRole('listitem')
    await expect(steps).toHaveCount(4)
    await expect(main.getByRole('link', { name: /calculateur/ })).toHaveAttribute('href', '/calculateur')
    for (const name of ['Le prix', 'Les options tarifaires', 'Le service client', 'Les services en plus']) {
      await expect(main.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
    }
    for (const name of ['Le tarif réglementé', 'L’offre indexée sur le tarif réglementé', 'L’offre à prix fixe', 'L’offre à prix variable']) {
      await expect(main.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
    }
    const expert = main.getByRole('complementary', { name: 'Parlez à un expert' })
    await expect(expert.getByRole('link', { name: '01 99 00 12 34' })).toHaveAttribute('href', 'tel:+33199001234')
    await expect(expert.getByRole('link', { name: 'Être rappelé gratuitement' })).toHaveAttribute('href', '/rappel')
    const cta = main.getByRole('link', { name: /Lancer ma simulation gratuite/ })
    await expect(cta).toHaveAttribute('href', 'https://simulation.wattmalin.fr/')
    await expect(cta).toHaveAttribute('target', '_blank')
    await expectNoAxeViolations(page)
  })

  test('its FAQ opens one question at a time, and clicking the open one closes it', async ({ page }) => {
    await page.goto('/comment-ca-marche')
    const faq = page.getByRole('region', { name: 'Questions fréquentes' })
    const questions = faq.getByRole('button')
    await expect(questions).toHaveCount(5)
    for (const question of await questions.all()) await expect(question).toHaveAttribute('aria-expanded', 'false')

    const first = questions.nth(0)
    const second = questions.nth(1)
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'false')
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0)
  })
})

type SeedSupplier = {
  name: string
  hasElectricity: boolean
  priceType: 'fixed' | 'indexed' | 'variable' | 'dynamic'
  electricityPriceKwh?: number
}
const catalogue = JSON.parse(readFileSync(new URL('../../seed/data/suppliers.json', import.meta.url), 'utf8')) as SeedSupplier[]

/** The catalogue's electricity suppliers of these price types, cheapest kWh first. */
function suppliersOf(...types: SeedSupplier['priceType'][]): SeedSupplier[] {
  return catalogue
    .filter((s) => s.hasElectricity && types.includes(s.priceType))
    .sort((a, b) => (a.electricityPriceKwh ?? Infinity) - (b.electricityPriceKwh ?? Infinity) || a.name.localeCompare(b.name, 'fr'))
}

async function rowNames(table: Locator): Promise<string[]> {
  return table.locator('tbody th[scope="row"]').allTextContents()
}

async function openMarketPage(page: Page) {
  await page.goto('/offres-de-marche')
  await expect(page.getByRole('table', { name: /prix fixe/ }).locator('tbody th[scope="row"]').first()).toBeVisible()
}

test.describe('/offres-de-marche', () => {
  test('its tables list the catalogue’s offers of each price type, with their prices and date', async ({ page }) => {
    await openMarketPage(page)
    const main = page.getByRole('main')
    const tables: [RegExp, SeedSupplier[]][] = [
      [/Offres à prix fixe/, suppliersOf('fixed')],
      [/Offres à prix indexé ou variable/, suppliersOf('indexed', 'variable')],
      [/Offres à prix dynamique/, suppliersOf('dynamic')],
    ]
    for (const [name, expected] of tables) {
      const table = main.getByRole('table', { name })
      expect(expected.length, `the seed has offers for ${name}`).toBeGreaterThan(0)
      expect(await rowNames(table)).toEqual(expected.map((s) => s.name))
      const headers = await table.locator('thead th').allTextContents()
      expect(headers.map((h) => h.split(' ')[0])).toEqual(['Fournisseur', 'Offre', 'Évolution', 'Abonnement', 'Prix'])
      const prices = await table.locator('tbody tr td:last-child').allTextContents()
      expect(prices).toEqual(expected.map((s) => fr(s.electricityPriceKwh ?? NaN, 4)))
    }
    const variable = main.getByRole('table', { name: /Offres à prix indexé ou variable/ })
    for (const supplier of suppliersOf('indexed', 'variable')) {
      const row = variable.getByRole('row', { name: new RegExp(`^${supplier.name.replace(/[()]/g, '\\$&')} `) })
      await expect(row).toContainText(supplier.priceType === 'indexed' ? 'Indexé sur le tarif réglementé' : 'Variable')
    }
    await expect(main.getByText(/Prix relevés (le|entre le)/).first()).toBeVisible()
  })

  test('states the market facts and the switching guide', async ({ page }) => {
    await openMarketPage(page)
    const main = page.getByRole('main')
    await expect(main).toContainText(/1 à 3\s?ans/)
    await expect(main).toContainText(/30\s?jours à l’avance/)
    await expect(main).toContainText(/14\s?jours de rétractation/)
    await expect(main).toContainText(/2 à 4\s?semaines, gratuit/)
    await expect(main).toContainText('Aucun frais de résiliation')
    const guide = main.getByRole('region', { name: /Changer de fournisseur/ })
    await expect(guide.getByRole('list')).toHaveJSProperty('tagName', 'OL')
    await expect(guide.getByRole('listitem')).toHaveCount(5)
    await expectNoAxeViolations(page)
  })

  test('its FAQ items open and close independently', async ({ page }) => {
    await openMarketPage(page)
    const faq = page.getByRole('region', { name: /Questions fréquentes/ })
    const first = faq.getByRole('button').nth(0)
    const second = faq.getByRole('button').nth(1)
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await first.click()
    await second.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expectNoAxeViolations(page)
  })

  for (const id of ['prix-fixe', 'prix-variable', 'prix-dynamique']) {
    test(`#${id} lands on its section`, async ({ page }) => {
      await page.goto(`/offres-de-marche#${id}`)
      const section = page.locator(`section#${id}`)
      await expect(section.getByRole('heading', { level: 2 })).toBeInViewport()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    })
  }

  test('the in-page links scroll to the sections', async ({ page }) => {
    await openMarketPage(page)
    await page.getByRole('navigation', { name: 'Types d’offres' }).getByRole('link', { name: 'Les offres à prix dynamique' }).click()
    await expect(page).toHaveURL(/#prix-dynamique$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Les offres à prix dynamique' })).toBeInViewport()
  })

  test('says so when the catalogue cannot load, and retries', async ({ page, consoleErrors }) => {
    let fail = true
    await withoutEmbeddedData(page)
    await page.route('**/api/suppliers', (route) => (fail ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback()))
    await page.goto('/offres-de-marche')
    const alerts = page.getByRole('main').getByRole('alert')
    await expect(alerts.first()).toContainText('Impossible de charger les offres')
    fail = false
    await alerts.first().getByRole('button', { name: 'Réessayer' }).click()
    await expect(page.getByRole('table', { name: /prix fixe/ }).locator('tbody th[scope="row"]')).toHaveCount(suppliersOf('fixed').length)
    expectConsoleErrors(consoleErrors, /status of 500/)
  })
})

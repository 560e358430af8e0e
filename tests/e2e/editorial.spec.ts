import type { Locator, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { ANY_VIEWPORT, expectConsoleErrors, test } from './fixtures.ts'
import { expectAnswerOpen, faqQuestions } from './support/faq.ts'
import { withoutEmbeddedData } from './support/prerender.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { seedCatalogue, seedSuppliers } from './support/catalogue.ts'
import { savingsFromSeed } from '../fixtures/savings-from-seed.ts'
import { franceDate } from '#contract/regulated-dates'
import type { BaseGrid, HpHcGrid, RegulatedGrid } from '#contract/regulated-tariffs'
import { baseRow, frenchKwh, frenchLongDate, frenchMonth, gasCostMonth, inForceOn, readRegulatedData } from './support/regulated.ts'

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

/**
 * The regulated figures of today (the browser's day, Europe/Paris), read from the seed data files and
 * picked with the contract's date rules (docs/decisions/0026): never from the page.
 */
const regulated = await readRegulatedData()
const today = franceDate(new Date())
const inForce = inForceOn(regulated, today)
const NOT_COMMUNICATED = 'non communiqué'

const fr = (value: number, decimals: number) =>
  new Intl.NumberFormat('fr-FR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value)
const amount = (value: number | null | undefined) => (value == null ? NOT_COMMUNICATED : fr(value, 2))
const kwh = (value: number | null | undefined) => (value == null ? NOT_COMMUNICATED : frenchKwh(value))

/** Rows of a grid as the table should print them: power, monthly subscription, then each period's price. */
function expectedGrid<G extends RegulatedGrid>(grid: G | undefined, prices: (row: G['powers'][number]) => (number | null)[]): string[][] {
  if (!grid) throw new Error(`no grid in force on ${today}`)
  return (grid.powers as G['powers'][number][]).map((row) => [
    String(row.kva),
    amount(row.subscriptionPerMonthTtc),
    ...prices(row).map(kwh),
  ])
}

const GAS_USES = [
  ['cooking', 'Cuisson'],
  ['cookingAndHotWater', 'Cuisson et eau chaude'],
  ['heating', 'Chauffage'],
] as const

/** The history table: one row per grid date known by today, newest first, Base and HP/HC at 6 kVA. */
function expectedHistory(): string[][] {
  const dates = [...new Set(regulated.grids.filter((g) => g.effectiveFrom <= today).map((g) => g.effectiveFrom))].sort().reverse()
  return dates.map((from) => {
    const base = regulated.grids.find((g): g is BaseGrid => g.option === 'base' && g.effectiveFrom === from)
    const hphc = regulated.grids.find((g): g is HpHcGrid => g.option === 'hphc' && g.effectiveFrom === from)
    const to = regulated.grids.find((g) => g.effectiveFrom === from)?.effectiveTo ?? null
    const base6 = base?.powers.find((r) => r.kva === 6)
    const hphc6 = hphc?.powers.find((r) => r.kva === 6)
    return [
      `du ${frenchLongDate(from)}`,
      to === null ? 'en vigueur' : frenchLongDate(dayBefore(to)),
      kwh(base6?.pricesPerKwh.base.ttc),
      amount(base6?.subscriptionPerMonthTtc),
      kwh(hphc6?.pricesPerKwh.peak.ttc),
      kwh(hphc6?.pricesPerKwh.offPeak.ttc),
    ]
  })
}

function dayBefore(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - 1)
  return date.toISOString().slice(0, 10)
}

async function bodyCells(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').trim())))
}

test.describe('/tarif-reglemente', () => {
  test(
    'prints every value of the Base, HP/HC, Tempo and gas grids in force, each dated, and no EJP grid',
    ANY_VIEWPORT,
    async ({ page }) => {
      await page.goto('/tarif-reglemente')
      const main = page.getByRole('main')
      const gasMonth = inForce.gasMonth
      if (!gasMonth) throw new Error(`no prix repère month known on ${today}`)
      const since = (grid: { effectiveFrom: string } | undefined) => `en vigueur depuis le ${frenchLongDate(grid?.effectiveFrom ?? '')}`
      const grids: [string, string[][]][] = [
        [`option Base, ${since(inForce.base)}`, expectedGrid(inForce.base, (row) => [row.pricesPerKwh.base.ttc])],
        [
          `option Heures pleines / Heures creuses, ${since(inForce.hphc)}`,
          expectedGrid(inForce.hphc, (row) => [row.pricesPerKwh.peak.ttc, row.pricesPerKwh.offPeak.ttc]),
        ],
        [
          `option Tempo, ${since(inForce.tempo)}`,
          expectedGrid(inForce.tempo, (row) => {
            const p = row.pricesPerKwh
            return [p.bluePeak.ttc, p.blueOffPeak.ttc, p.whitePeak.ttc, p.whiteOffPeak.ttc, p.redPeak.ttc, p.redOffPeak.ttc]
          }),
        ],
        [
          `Prix repère du gaz, ${frenchMonth(gasMonth.month)}`,
          GAS_USES.map(([use, label]) => [
            label,
            kwh(gasMonth.uses[use]?.pricePerKwh.ttc),
            amount(gasMonth.uses[use]?.subscriptionPerYear.ttc),
          ]),
        ],
      ]
      for (const [name, expected] of grids) {
        const table = main.getByRole('table', { name })
        await expect(table).toBeVisible()
        expect(await bodyCells(table), name).toEqual(expected)
        // Header cells: one per column, and each row named by its first cell.
        await expect(table.locator('thead th[scope="col"]')).toHaveCount(expected[0]?.length ?? 0)
        await expect(table.locator('tbody th[scope="row"]')).toHaveCount(expected.length)
      }
      // The month shown lacks the heating subscription: the page names the month gas costs use instead.
      const cost = gasCostMonth(regulated, today)
      if (cost && cost.month !== gasMonth.month) {
        await expect(main).toContainText(
          `${frenchMonth(cost.month)}, soit ${frenchKwh(cost.price)}\u00a0€/kWh et ${fr(cost.perYear, 2)}\u00a0€ par an (chauffage).`,
        )
      }
      // The data holds no EJP prices: the option is described, with no grid of made-up figures.
      await expect(main.getByRole('table', { name: /EJP/ })).toHaveCount(0)
      await expect(main).toContainText('Ses prix ne figurent pas ici')
    },
  )

  test(
    'states the meter powers, Tempo days, EJP closure, professionals rule, history and a callback link',
    ANY_VIEWPORT,
    async ({ page }) => {
      await page.goto('/tarif-reglemente')
      const main = page.getByRole('main')
      await expect(main).toContainText(/de 3 à 36\s?kVA inclus/)
      await expect(main).toContainText(/300\s?jours bleus/)
      await expect(main).toContainText(/43\s?jours blancs et 22\s?jours rouges/)
      await expect(main.getByText('Option fermée aux nouveaux abonnés')).toBeVisible()
      await expect(main).toContainText(/L’option EJP est fermée aux nouveaux abonnés/)
      await expect(main).toContainText(/8\s?heures creuses/)

      const pros = main.getByRole('region', { name: 'Le tarif réglementé pour les professionnels' })
      await expect(pros).toContainText(/36\s?kVA au plus/)
      await expect(pros).toContainText(/moins de 10\s?salariés/)
      await expect(pros).toContainText(/inférieur à 2\s?millions d’euros/)
      // Above 36 kVA it ended in 2016; 2021 ended it for businesses that are not micro-enterprises.
      await expect(pros).toContainText(/Au-delà de 36\s?kVA, le tarif réglementé a pris fin le 1er\s?janvier 2016/)
      await expect(pros).toContainText(/microentreprises l’ont perdu le 1er\s?janvier 2021/)

      // The Base price in force with its date and the previous grid's price; the history is the data's.
      const base = baseRow(inForce.base)
      const previous = regulated.grids
        .filter((g): g is BaseGrid => g.option === 'base' && g.effectiveFrom < (inForce.base?.effectiveFrom ?? ''))
        .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0]
      const previousPrice = baseRow(previous).price
      if (base.price === null || previousPrice === null)
        throw new Error('the data should give the Base price at 6 kVA of the grid in force and the previous one')
      await expect(main).toContainText(
        `Depuis le ${frenchLongDate(inForce.base?.effectiveFrom ?? '')}, le kWh en option Base (compteur de 6\u00a0kVA) coûte ${frenchKwh(base.price)}\u00a0€/kWh TTC, contre ${frenchKwh(previousPrice)}\u00a0€/kWh avec la grille précédente.`,
      )
      const history = main.getByRole('region', { name: 'Historique' })
      expect(await bodyCells(history.getByRole('table', { name: /Historique des grilles/ }))).toEqual(expectedHistory())
      await expect(main).not.toContainText('0,1919')
      await expect(main).not.toContainText(/1,9\s?%/)
      await expect(main).not.toContainText(/29\s?%/)

      await expect(
        main
          .getByRole('region', { name: 'Avantages et inconvénients du tarif réglementé' })
          .getByRole('heading', { name: 'Inconvénients', exact: true }),
      ).toBeVisible()
      await expect(main.getByRole('link', { name: /Demandez à être rappelé/ })).toHaveAttribute('href', '/rappel')
      await expectNoAxeViolations(page)
    },
  )

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
  test('shows the steps, criteria, offer types, expert box and final call to action', ANY_VIEWPORT, async ({ page }) => {
    await page.goto('/comment-ca-marche')
    const main = page.getByRole('main')
    const steps = main.getByRole('region', { name: /Comparer en 4 étapes/ }).getByRole('listitem')
    await expect(steps).toHaveCount(4)
    await expect(main.getByRole('link', { name: /calculateur/ })).toHaveAttribute('href', '/calculateur')
    for (const name of ['Le prix', 'Les options tarifaires', 'Le service client', 'Les services en plus']) {
      await expect(main.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
    }
    for (const name of [
      'Le tarif réglementé',
      'L’offre indexée sur le tarif réglementé',
      'L’offre à prix fixe',
      'L’offre à prix variable',
    ]) {
      await expect(main.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
    }
    // The « jusqu'à » figure is the catalogue's best saving, recomputed from the seed files, with its basis.
    const best = savingsFromSeed(seedCatalogue).best
    if (!best) throw new Error('the seed should hold a market offer cheaper than the regulated tariff')
    const upTo = `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(best.percent)}\u00a0%`
    await expect(main.getByText(`peut faire baisser votre facture jusqu’à ${upTo}*`)).toBeVisible()
    await expect(main.getByText(/^\* Calcul du .* pour un foyer de 4\u00a0personnes/)).toBeVisible()
    const expert = main.getByRole('complementary', { name: 'Parlez à un expert' })
    await expect(expert.getByRole('link', { name: '01 99 00 12 34' })).toHaveAttribute('href', 'tel:+33199001234')
    await expect(expert.getByRole('link', { name: 'Être rappelé gratuitement' })).toHaveAttribute('href', '/rappel')
    const cta = main.getByRole('link', { name: /Lancer ma simulation gratuite/ })
    await expect(cta).toHaveAttribute('href', 'https://simulation.wattmalin.fr/')
    await expect(cta).toHaveAttribute('target', '_blank')
    await expectNoAxeViolations(page)
  })

  test('its FAQ opens one question at a time, and clicking the open one closes it', ANY_VIEWPORT, async ({ page }) => {
    await page.goto('/comment-ca-marche')
    const faq = page.getByRole('region', { name: 'Questions fréquentes' })
    const questions = faqQuestions(faq)
    await expect(questions).toHaveCount(5)
    for (const question of await questions.all()) await expectAnswerOpen(question, false)

    const first = questions.nth(0)
    const second = questions.nth(1)
    await first.click()
    await expectAnswerOpen(first, true)
    await second.click()
    await expectAnswerOpen(second, true)
    await expectAnswerOpen(first, false)
    await second.click()
    await expectAnswerOpen(second, false)
    await expect(faq.locator('details[open]')).toHaveCount(0)
  })
})

type SeedSupplier = {
  name: string
  hasElectricity: boolean
  priceType: 'fixed' | 'indexed' | 'variable' | 'dynamic'
  electricityPriceKwh?: number
}
const catalogue: SeedSupplier[] = seedSuppliers

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
  await expect(
    page
      .getByRole('table', { name: /prix fixe/ })
      .locator('tbody th[scope="row"]')
      .first(),
  ).toBeVisible()
}

test.describe('/offres-de-marche', () => {
  test('its tables list the catalogue’s offers of each price type, with their prices and date', ANY_VIEWPORT, async ({ page }) => {
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
      // An offer without a sourced price shows the table's missing-figure mark.
      expect(prices).toEqual(expected.map((s) => (s.electricityPriceKwh === undefined ? NOT_COMMUNICATED : fr(s.electricityPriceKwh, 4))))
    }
    const variable = main.getByRole('table', { name: /Offres à prix indexé ou variable/ })
    for (const supplier of suppliersOf('indexed', 'variable')) {
      const row = variable.getByRole('row', { name: new RegExp(`^${supplier.name.replace(/[()]/g, '\\$&')} `) })
      await expect(row).toContainText(supplier.priceType === 'indexed' ? 'Indexé sur le tarif réglementé' : 'Variable')
    }
    await expect(main.getByText(/Prix relevés (le|entre le)/).first()).toBeVisible()
  })

  test('states the market facts and the switching guide', ANY_VIEWPORT, async ({ page }) => {
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

  test('its FAQ items open and close independently', ANY_VIEWPORT, async ({ page }) => {
    await openMarketPage(page)
    const faq = page.getByRole('region', { name: /Questions fréquentes/ })
    const first = faqQuestions(faq).nth(0)
    const second = faqQuestions(faq).nth(1)
    await expectAnswerOpen(first, false)
    await first.click()
    await second.click()
    await expectAnswerOpen(first, true)
    await expectAnswerOpen(second, true)
    await first.click()
    await expectAnswerOpen(first, false)
    await expectAnswerOpen(second, true)
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

  test('the in-page links scroll to the sections', ANY_VIEWPORT, async ({ page }) => {
    await openMarketPage(page)
    await page.getByRole('navigation', { name: 'Types d’offres' }).getByRole('link', { name: 'Les offres à prix dynamique' }).click()
    await expect(page).toHaveURL(/#prix-dynamique$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Les offres à prix dynamique' })).toBeInViewport()
  })

  test('says so when the catalogue cannot load, and retries', ANY_VIEWPORT, async ({ page, consoleErrors }) => {
    let fail = true
    await withoutEmbeddedData(page)
    await page.route('**/api/suppliers', (route) => (fail ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback()))
    await page.goto('/offres-de-marche')
    const alerts = page.getByRole('main').getByRole('alert')
    await expect(alerts.first()).toContainText('Impossible de charger les offres')
    fail = false
    await alerts.first().getByRole('button', { name: 'Réessayer' }).click()
    await expect(page.getByRole('table', { name: /prix fixe/ }).locator('tbody th[scope="row"]')).toHaveCount(suppliersOf('fixed').length)
    // The browser logs the 500, and React logs the load error each table shows its failure for.
    expectConsoleErrors(consoleErrors, /status of 500/)
    expectConsoleErrors(consoleErrors, /^ApiRequestError: 500/)
  })
})

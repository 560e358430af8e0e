import type { Page } from '@playwright/test'
import { ANY_VIEWPORT, expect, test } from './fixtures.ts'
import { franceDate } from '#contract/regulated-tariffs'
import { expectNoAxeViolations } from './support/axe.ts'
import { baseRow, baseSubscriptionRatio, frenchKwh, frenchMonth, gasCostMonth, inForceOn, readRegulatedData } from './support/regulated.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { seedSuppliers } from './support/catalogue.ts'

const seed = seedSuppliers
const SIMULATION_URL = 'https://simulation.wattmalin.fr/'

/**
 * The regulated references of today (the browser's day, Europe/Paris), read from the seed data files
 * with the contract's date rules: the Tarif Bleu Base grid in force and the prix repère month a gas cost
 * uses (docs/decisions/0026, 0027). Never from the page.
 */
const regulated = await readRegulatedData()
const today = franceDate(new Date())
const TARIF_BLEU = baseRow(inForceOn(regulated, today).base)
const GAS_REFERENCE = gasCostMonth(regulated, today)

type Costed = { name: string; cost: number | undefined; estimated: boolean }

/** docs/decisions/0009-cost-ranking.md: consumption × price + 12 × the subscription of the chosen power. */
function costs(energy: 'electricity' | 'gas', consumption: number, kva = 6): Costed[] {
  return seed
    .filter((s) => (energy === 'electricity' ? s.hasElectricity : s.hasGas))
    .map((s) => {
      const price = energy === 'electricity' ? s.electricityPriceKwh : s.gasPriceKwh
      const published = (energy === 'electricity' ? s.electricitySubscriptionPrice : s.gasSubscriptionPrice) ?? s.monthlyFee
      let monthly: number | undefined = published
      let estimated = false
      if (energy === 'electricity') {
        const own = s.subscriptionByKva?.find((row) => row.kva === kva)?.monthlyPrice
        if (own !== undefined) monthly = own
        else if (kva !== 6 && published !== undefined) {
          const ratio = baseSubscriptionRatio(regulated, today, kva)
          monthly = ratio === null ? undefined : published * ratio
          estimated = ratio !== null
        }
      }
      const cost = price === undefined || monthly === undefined ? undefined : consumption * price + 12 * monthly
      return { name: s.name, cost, estimated }
    })
}

function expectedOrder(list: Costed[]): string[] {
  const costed = list.filter((c) => c.cost !== undefined).sort((a, b) => (a.cost ?? 0) - (b.cost ?? 0))
  return [...costed, ...list.filter((c) => c.cost === undefined)].map((c) => c.name)
}

const wholeEuros = (n: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(Math.round(n))

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const cardNames = (page: Page) => cards(page).getByRole('heading').allTextContents()
const greenButton = (page: Page) => page.getByRole('group', { name: 'Filtres rapides' }).getByRole('button', { name: 'Énergie verte', exact: true })

async function openFilters(page: Page) {
  // The page renders the desktop layout until it has hydrated and read the viewport: wait for that.
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  const toggle = page.getByRole('button', { name: /^Filtres/ })
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await expect(toggle).toBeVisible()
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
  }
}

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

// The ranking, the address and the forms behave alike at every width: those tests run on desktop only
// (ANY_VIEWPORT). The phone layout of each comparison page is checked by the first tests, axe included.

for (const path of ['/electricite', '/comparateur/electricite-verte', '/gaz', '/comparateur/electricite-gaz']) {
  test(`${path} has the estimate panel, the quick compare, the how-to-choose block and no axe violation`, async ({ page, isMobile }) => {
    await page.goto(path)
    await expect(cards(page).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Mon estimation' })).toBeVisible()
    await expect(page.getByRole('main').getByText('sans placement payant')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Comparaison rapide' })).toBeVisible()
    const advice = page.getByRole('heading', { name: /^Comment choisir son offre/ })
    if (isMobile) {
      const toggle = advice.getByRole('button')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    }
    await expect(page.getByRole('link', { name: 'Un conseiller vous rappelle gratuitement' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

test('/electricite ranks every offer by its estimated annual cost against the Tarif Bleu', ANY_VIEWPORT, async ({ page }) => {
  await page.goto('/electricite')
  const list = costs('electricity', 3500)
  const order = expectedOrder(list)
  await expect(cards(page)).toHaveCount(order.length)
  expect(await cardNames(page)).toEqual(order)
  const cheapest = list.find((c) => c.name === order[0])
  if (TARIF_BLEU.price === null || TARIF_BLEU.monthly === null) throw new Error('the grid in force should give the 6 kVA Base figures')
  const reference = 3500 * TARIF_BLEU.price + 12 * TARIF_BLEU.monthly
  await expect(page.getByText(`ce profil coûte ${wholeEuros(reference)}`)).toBeVisible()
  const first = cards(page).first()
  await expect(first.getByText(wholeEuros(cheapest?.cost ?? 0), { exact: true })).toBeVisible()
  await expect(first.getByText(/moins cher que le tarif réglementé$/)).toBeVisible()
  const dearest = list.filter((c) => c.cost !== undefined).sort((a, b) => (b.cost ?? 0) - (a.cost ?? 0))[0]
  if (dearest && (dearest.cost ?? 0) > reference) {
    await expect(page.getByRole('article', { name: dearest.name, exact: true }).getByText(/plus cher que le tarif réglementé$/)).toBeVisible()
  }
})

test('changing the consumption and the meter power re-ranks, lives in the address and survives reload', ANY_VIEWPORT, async ({ page }) => {
  await page.goto('/electricite')
  await expect(cards(page).first()).toBeVisible()
  await page.getByRole('spinbutton', { name: 'Consommation annuelle (kWh)' }).fill('8000')
  await page.getByRole('combobox', { name: 'Puissance du compteur' }).selectOption('9')
  await expect(page).toHaveURL(/conso=8000/)
  await expect(page).toHaveURL(/kva=9/)
  const list = costs('electricity', 8000, 9)
  const order = expectedOrder(list)
  await expect.poll(() => cardNames(page)).toEqual(order)
  // Each costed card says whether its 9 kVA subscription is scaled from its 6 kVA price or its own;
  // which kind the catalogue has depends on the grids its offers publish.
  const costed = list.filter((c) => c.cost !== undefined)
  expect(costed.length).toBeGreaterThan(0)
  for (const c of costed) {
    const note = page.getByRole('article', { name: c.name, exact: true }).getByText('Abonnement 9 kVA estimé d’après le tarif 6 kVA du fournisseur.')
    if (c.estimated) await expect(note).toBeVisible()
    else await expect(note).toHaveCount(0)
  }

  await page.reload()
  await expect(page.getByRole('spinbutton', { name: 'Consommation annuelle (kWh)' })).toHaveValue('8000')
  await expect(page.getByRole('combobox', { name: 'Puissance du compteur' })).toHaveValue('9')
  await expect.poll(() => cardNames(page)).toEqual(order)

  // Out of range: said so, and the ranking keeps the last valid profile.
  await page.getByRole('spinbutton', { name: 'Consommation annuelle (kWh)' }).fill('12')
  await expect(page.getByText(/Indiquez un nombre entier entre/)).toBeVisible()
  await expect(page).toHaveURL(/conso=8000/)
})

test('/gaz ranks against the prix repère and lists the offers that cannot be costed last', ANY_VIEWPORT, async ({ page }) => {
  await page.goto('/gaz')
  const list = costs('gas', 8200)
  const order = expectedOrder(list)
  await expect(cards(page)).toHaveCount(order.length)
  expect(await cardNames(page)).toEqual(order)
  if (!GAS_REFERENCE) throw new Error('the data should hold a prix repère month with both heating figures')
  const reference = 8200 * GAS_REFERENCE.price + GAS_REFERENCE.perYear
  // One month's price and subscription, named with that month; a newer kWh price only as information.
  await expect(page.getByText(`Au prix repère du gaz (chauffage) de ${frenchMonth(GAS_REFERENCE.month)}, ce profil coûte ${wholeEuros(reference)}`)).toBeVisible()
  const newer = page.getByText(/^Plus récent, le prix repère de/)
  if (GAS_REFERENCE.newer) {
    await expect(newer).toContainText(`le prix repère de ${frenchMonth(GAS_REFERENCE.newer.month)} est de ${frenchKwh(GAS_REFERENCE.newer.price)}`)
    await expect(newer).toContainText('il n’entre donc pas dans ce calcul')
  } else {
    await expect(newer).toHaveCount(0)
  }
  const cheapest = list.find((c) => c.name === order[0])
  if ((cheapest?.cost ?? Infinity) < reference) await expect(cards(page).first().getByText(/moins cher que le prix repère$/)).toBeVisible()
  const uncosted = list.filter((c) => c.cost === undefined)
  expect(uncosted.length).toBeGreaterThan(0)
  for (const c of uncosted) {
    await expect(page.getByRole('article', { name: c.name, exact: true }).getByText(/Coût annuel non estimé/)).toBeVisible()
  }
  await expect(page.getByRole('combobox', { name: 'Puissance du compteur' })).toHaveCount(0)
})

test('filter=green and the green comparator preselect green offers; the visitor can lift it', ANY_VIEWPORT, async ({ page }) => {
  const green = expectedOrder(costs('electricity', 3500)).filter((name) => seed.find((s) => s.name === name)?.isGreen)
  for (const path of ['/electricite?filter=green', '/comparateur/electricite-verte']) {
    await page.goto(path)
    await openFilters(page)
    await expect(greenButton(page)).toHaveAttribute('aria-pressed', 'true')
    await expect(cards(page)).toHaveCount(green.length)
    expect(await cardNames(page)).toEqual(green)
    await greenButton(page).click()
    await expect(greenButton(page)).toHaveAttribute('aria-pressed', 'false')
    await expect(cards(page)).toHaveCount(seed.filter((s) => s.hasElectricity).length)
    await page.reload()
    await openFilters(page)
    await expect(greenButton(page)).toHaveAttribute('aria-pressed', 'false')
  }
  await page.goto('/electricite')
  await openFilters(page)
  await expect(greenButton(page)).toHaveAttribute('aria-pressed', 'false')
})

test('search on the electricity page: "gaz" keeps the suppliers that also sell gas', ANY_VIEWPORT, async ({ page }) => {
  await page.goto('/electricite')
  await expect(cards(page).first()).toBeVisible()
  await page.getByRole('searchbox', { name: 'Rechercher un fournisseur' }).fill(' Gaz ')
  const expected = expectedOrder(costs('electricity', 3500)).filter((name) => seed.find((s) => s.name === name)?.hasGas)
  await expect(cards(page)).toHaveCount(expected.length)
  expect(await cardNames(page)).toEqual(expected)
})

test('a postal code in the address shows as a badge instead of the quick-compare form', ANY_VIEWPORT, async ({ page }) => {
  await page.goto('/electricite?postalCode=75001')
  await expect(page.getByText('Code postal : 75001')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Comparaison rapide' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Changer de code postal' }).click()
  await expect(page.getByRole('heading', { name: 'Comparaison rapide' })).toBeVisible()
  await expect(page).not.toHaveURL(/postalCode/)
})

test('quick compare opens the external form in a new tab and sends nothing', ANY_VIEWPORT, async ({ page, context }) => {
  // The external host is not reachable from the test machine: record the request and stop it there.
  const requested: string[] = []
  await context.route('https://simulation.wattmalin.fr/**', (route) => {
    requested.push(route.request().url())
    return route.abort()
  })
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.method() !== 'HEAD') posts.push(request.url())
  })
  await page.goto('/gaz')
  await expect(page.getByRole('radio', { name: 'Gaz' })).toBeChecked()
  await page.getByRole('radio', { name: 'Électricité' }).click()
  await page.getByRole('textbox', { name: 'Code postal' }).fill('pas un code')
  const popup = context.waitForEvent('page')
  await page.getByRole('button', { name: /Comparer les offres/ }).click()
  await popup
  await expect.poll(() => requested).toContain(SIMULATION_URL)
  expect(posts).toEqual([])
  await expect(page).toHaveURL(/\/gaz$/)
})

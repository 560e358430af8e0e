import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { ANY_VIEWPORT, test } from './fixtures.ts'
import { franceDate } from '#contract/regulated-dates'
import { expectNoAxeViolations } from './support/axe.ts'
import { baseRow, frenchKwh, frenchMonth, gasCostMonth, inForceOn, readRegulatedData } from './support/regulated.ts'
import { expectedElectricityRanking, frenchEuros, seedOffers, type TestProfile } from './support/offer-costs.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { seedSuppliers } from './support/catalogue.ts'
import { openProfilePanel } from './support/profile.ts'
import { expectRowText, readRows, rowOf } from './support/rows.ts'

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

/**
 * The supplier cards' order: each supplier by its cheapest offer of the profile's option, costed from
 * the seed files (support/offer-costs.ts); suppliers without a costed offer after, in catalogue order.
 */
function expectedCardOrder(energy: 'electricity' | 'gas', profile: TestProfile): { names: string[]; best: Map<number, number> } {
  const best = new Map<number, number>()
  if (energy === 'electricity') {
    for (const offer of expectedElectricityRanking(regulated.grids, today, profile).byOption(profile.option)) {
      if (!best.has(offer.supplierId)) best.set(offer.supplierId, offer.total)
    }
  }
  // No gas offer has a dated public price: none is costed (checked below against the seed).
  const sellers = seed.filter((s) => (energy === 'electricity' ? s.hasElectricity : s.hasGas))
  const costed = sellers.filter((s) => best.has(s.id)).sort((a, b) => (best.get(a.id) ?? 0) - (best.get(b.id) ?? 0))
  return { names: [...costed, ...sellers.filter((s) => !best.has(s.id))].map((s) => s.name), best }
}

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const cardNames = (page: Page) => cards(page).getByRole('heading').allTextContents()
const greenButton = (page: Page) =>
  page.getByRole('group', { name: 'Filtres rapides' }).getByRole('button', { name: 'Énergie verte', exact: true })

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
    // On a phone the estimate panel is behind the profile's line above the ranking: opened as a visitor would.
    if (isMobile) await openProfilePanel(page)
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

const BASE_PROFILE: TestProfile = { kwh: 3500, kva: 6, option: 'base', offPeak: 1 / 3 }

test('/electricite ranks the suppliers by their cheapest Base offer against the Tarif Bleu', ANY_VIEWPORT, async ({ page }) => {
  await page.goto('/electricite')
  const { names, best } = expectedCardOrder('electricity', BASE_PROFILE)
  await expect(cards(page)).toHaveCount(names.length)
  expect(await cardNames(page)).toEqual(names)
  if (TARIF_BLEU.price === null || TARIF_BLEU.monthly === null) throw new Error('the grid in force should give the 6 kVA Base figures')
  const reference = Math.round((3500 * TARIF_BLEU.price + 12 * TARIF_BLEU.monthly) * 100) / 100
  await expect(page.getByText(`ce profil coûte ${frenchEuros(reference)}`)).toBeVisible()
  const first = cards(page).first()
  const cheapest = seed.find((s) => s.name === names[0])
  await expect(first.getByText(frenchEuros(best.get(cheapest?.id ?? 0) ?? 0), { exact: true })).toBeVisible()
  await expect(first.getByText(/moins cher que le Tarif Bleu Base$/)).toBeVisible()
  const dearest = [...best.entries()].sort((a, b) => b[1] - a[1])[0]
  const dearestName = seed.find((s) => s.id === dearest?.[0])?.name ?? ''
  if (dearest && dearest[1] > reference) {
    await expect(page.getByRole('article', { name: dearestName, exact: true }).getByText(/plus cher que le Tarif Bleu Base$/)).toBeVisible()
  }
})

test('changing the consumption and the meter power re-ranks, lives in the address and survives reload', ANY_VIEWPORT, async ({ page }) => {
  await page.goto('/electricite')
  await expect(cards(page).first()).toBeVisible()
  await page.getByRole('spinbutton', { name: 'Consommation annuelle (kWh)' }).fill('8000')
  await page.getByRole('combobox', { name: 'Puissance du compteur' }).selectOption('9')
  await expect(page).toHaveURL(/conso_elec=8000/)
  await expect(page).toHaveURL(/kva=9/)
  const { names, best } = expectedCardOrder('electricity', { ...BASE_PROFILE, kwh: 8000, kva: 9 })
  await expect.poll(() => cardNames(page)).toEqual(names)
  // A supplier with no price at 9 kVA says so, with the reason its offer gives; no price is scaled from another power.
  for (const supplier of seed.filter((s) => s.hasElectricity && !best.has(s.id))) {
    await expect(page.getByRole('article', { name: supplier.name, exact: true }).getByText(/^Coût annuel non estimé/)).toBeVisible()
  }

  await page.reload()
  await expect(page.getByRole('spinbutton', { name: 'Consommation annuelle (kWh)' })).toHaveValue('8000')
  await expect(page.getByRole('combobox', { name: 'Puissance du compteur' })).toHaveValue('9')
  await expect.poll(() => cardNames(page)).toEqual(names)

  // Out of range: said so, and the ranking keeps the last valid profile.
  await page.getByRole('spinbutton', { name: 'Consommation annuelle (kWh)' }).fill('250000')
  await expect(page.getByText(/Indiquez un nombre entier entre/)).toBeVisible()
  await expect(page).toHaveURL(/conso_elec=8000/)
})

test('/gaz ranks against the prix repère and lists the offers that cannot be costed, with their reason', ANY_VIEWPORT, async ({ page }) => {
  await page.goto('/gaz')
  const { names } = expectedCardOrder('gas', BASE_PROFILE)
  expect(seedOffers.filter((o) => o.energy === 'gas' && o.pricing.kind !== 'unpriced')).toEqual([])
  await expect(cards(page)).toHaveCount(names.length)
  expect(await cardNames(page)).toEqual(names)
  if (!GAS_REFERENCE) throw new Error('the data should hold a prix repère month with both heating figures')
  const round2 = (n: number) => Math.round(n * 100) / 100
  const reference = round2(round2(8200 * GAS_REFERENCE.price) + round2(GAS_REFERENCE.perYear))
  // One month's price and subscription, named with that month; a newer kWh price only as information.
  await expect(
    page.getByText(`Au prix repère du gaz (chauffage) de ${frenchMonth(GAS_REFERENCE.month)}, ce profil coûte ${frenchEuros(reference)}`),
  ).toBeVisible()
  const newer = page.getByText(/^Plus récent, le prix repère de/)
  if (GAS_REFERENCE.newer) {
    await expect(newer).toContainText(
      `le prix repère de ${frenchMonth(GAS_REFERENCE.newer.month)} est de ${frenchKwh(GAS_REFERENCE.newer.price)}`,
    )
    await expect(newer).toContainText('il n’entre donc pas dans ce calcul')
  } else {
    await expect(newer).toHaveCount(0)
  }
  const gasOffers = seedOffers.filter((o) => o.energy === 'gas')
  const uncosted = page.getByRole('list', { name: 'Offres sans coût calculable' })
  await expect(uncosted.getByRole('listitem')).toHaveCount(gasOffers.length)
  // Every row is there (counted above): their texts are read at once (support/rows.ts).
  const rows = await readRows(uncosted.locator('[data-offer-id]'), 'data-offer-id')
  for (const offer of gasOffers) {
    if (offer.pricing.kind === 'unpriced') expectRowText(rowOf(rows, offer.id), offer.pricing.reason)
  }
  for (const name of names) {
    await expect(page.getByRole('article', { name, exact: true }).getByText(/Coût annuel non estimé/)).toBeVisible()
  }
  await expect(page.getByRole('combobox', { name: 'Puissance du compteur' })).toHaveCount(0)
})

test('filter=green and the green comparator preselect green offers; the visitor can lift it', ANY_VIEWPORT, async ({ page }) => {
  const green = expectedCardOrder('electricity', BASE_PROFILE).names.filter((name) => seed.find((s) => s.name === name)?.isGreen)
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
  const expected = expectedCardOrder('electricity', BASE_PROFILE).names.filter((name) => seed.find((s) => s.name === name)?.hasGas)
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

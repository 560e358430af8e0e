import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { z } from 'zod'
import type { Supplier } from '#contract/supplier'
import { supplierHeadline } from '#contract/supplier-headline'
import { TariffPlan } from '#contract/tariff-plan'
import { site } from '../../client/config/site.ts'
import { ofName } from '../../client/lib/french-elision.ts'
import { expect } from '@playwright/test'
import { ANY_VIEWPORT, expectConsoleErrors, test } from './fixtures.ts'
import { withoutEmbeddedData } from './support/prerender.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { seedCatalogue, seedSuppliers } from './support/catalogue.ts'

// Expected values come from the seed the server is filled with, formatted here independently of the app.
const seedFile = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../seed/data/${name}`, import.meta.url), 'utf8'))
const suppliers = seedSuppliers

/** A supplier's headline today as the contract computes it (contract/supplier-headline.ts): what its page shows. */
const headlineOf = (id: number, energy: 'electricity' | 'gas') =>
  supplierHeadline(seedCatalogue.offers, seedCatalogue.regulatedGrids, id, energy, seedCatalogue.date)
// The plans the API serves: those whose end date has not passed on the seed day.
const plans = z
  .array(TariffPlan)
  .parse(seedFile('tariff-plans.json'))
  .filter((p) => p.validUntil === undefined || seedCatalogue.date <= p.validUntil)

function supplierById(id: number): Supplier {
  const supplier = suppliers.find((s) => s.id === id)
  if (!supplier) throw new Error(`no supplier ${id} in the seed`)
  return supplier
}

const NBSP = '\u00a0'
const decimals = (n: number) => new Intl.NumberFormat('fr-FR', { minimumFractionDigits: n, maximumFractionDigits: n })
const cents = (pricePerKwh: number) => `${decimals(2).format(pricePerKwh * 100)}${NBSP}c€/kWh`
const euros = (amount: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(amount)
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)).replace(/^1 /, '1er\u00a0')

/** The value (dd) of the label (dt) inside a scope. */
const fact = (scope: Locator, label: string) => scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const item = (scope: Locator, text: string) =>
  scope.getByRole('listitem').filter({ hasText: new RegExp(`^\\s*${escapeRegExp(text).replace(/\s+/g, '\\s+')}\\s*$`) })

/** Under 768 px a feature list shows 3 items, then a "{n} autres avantages" button that reveals the rest. */
async function expectFeatureList(page: Page, scope: Locator, features: string[]) {
  const mobile = (page.viewportSize()?.width ?? 1280) < 768
  if (mobile && features.length > 3) {
    for (const feature of features.slice(3)) await expect(item(scope, feature)).toHaveCount(0)
    const hidden = features.length - 3
    const more = scope.getByRole('button', { name: hidden === 1 ? '1 autre avantage' : `${hidden} autres avantages` })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await more.click()
    await expect(scope.getByRole('button', { name: 'Afficher moins' })).toHaveAttribute('aria-expanded', 'true')
  } else {
    await expect(scope.getByRole('button', { name: /autres? avantages?/ })).toHaveCount(0)
  }
  for (const feature of features) await expect(item(scope, feature)).toBeVisible()
}

/**
 * Opens a supplier page once its tariff plans are settled, so their absence means something: the
 * prerendered page carries them; `fetched` makes the page load them through the API instead.
 */
async function openSupplier(page: Page, id: number, { fetched = false } = {}) {
  if (fetched) await withoutEmbeddedData(page)
  const plansAnswered = fetched
    ? page.waitForResponse((response) => response.url().endsWith(`/api/suppliers/${id}/tariff-plans`))
    : undefined
  await page.goto(`/fournisseurs/${id}`)
  await plansAnswered
  await expect(page.getByTestId('tariff-plans-loading')).toHaveCount(0)
}

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

test('supplier 19: header, offers, side panel and every tariff plan from the catalogue', async ({ page }) => {
  const supplier = supplierById(19)
  const supplierPlans = plans.filter((plan) => plan.supplierId === supplier.id)
  expect(supplierPlans.length).toBeGreaterThan(0)
  await openSupplier(page, supplier.id)

  await expect(page).toHaveTitle(`${supplier.name} : offre, prix du kWh et avis | WattMalin`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(supplier.name)
  await expect(page.getByRole('link', { name: 'Retour aux fournisseurs' })).toHaveAttribute('href', '/fournisseurs')
  await expect(page.getByRole('img', { name: /^Note : / }).first()).toBeVisible()
  for (const paragraph of supplier.longDescription ?? []) await expect(page.getByText(paragraph)).toBeVisible()

  // The headline block shows the supplier's headline of the day: one offer's price, subscription and check date.
  const electricity = page.getByRole('region', { name: 'Électricité' })
  const head = headlineOf(supplier.id, 'electricity')
  if (head.status !== 'priced') throw new Error('supplier 19 should have an electricity headline')
  await expect(electricity.getByText(cents(head.priceKwh))).toBeVisible()
  await expect(fact(electricity, 'Abonnement')).toHaveText(`${euros(head.subscriptionPerMonth)} / mois`)
  await expect(fact(electricity, 'Part d’électricité verte')).toHaveText(`${supplier.greenPercentage} %`)
  await expect(electricity.getByText(`Offre « ${head.offerName} », prix relevés le ${longDate(head.pricesCheckedAt)}`)).toBeVisible()
  const gas = page.getByRole('region', { name: 'Gaz naturel' })
  // A gas offer without a sourced price says its details are not available, never shows a made-up figure.
  const gasHead = headlineOf(supplier.id, 'gas')
  if (gasHead.status === 'priced') await expect(gas.getByText(cents(gasHead.priceKwh))).toBeVisible()
  else await expect(gas.getByText('Les détails de l’offre de gaz ne sont pas disponibles actuellement.')).toBeVisible()

  const info = page.getByRole('region', { name: 'Informations' })
  await expect(fact(info, 'Énergies')).toHaveText('Électricité et gaz')
  const website = info.getByRole('link', { name: new URL(supplier.websiteUrl).hostname.replace(/^www\./, '') })
  await expect(website).toHaveAttribute('href', supplier.websiteUrl)
  await expect(website).toHaveAttribute('target', '_blank')
  await expect(website).toHaveAttribute('rel', /noopener/)
  await expect(info.getByRole('link', { name: /Estimer mes économies/ })).toHaveAttribute('href', site.simulationUrl)
  await expect(info.getByRole('link', { name: 'Être rappelé gratuitement' })).toHaveAttribute('href', '/rappel')

  const why = page.getByRole('region', { name: `Pourquoi choisir ${supplier.name} ?` })
  await expectFeatureList(page, why, supplier.features)

  const plansSection = page.getByRole('region', { name: `Les formules d’${supplier.name}` })
  await expect(plansSection.getByRole('article')).toHaveCount(supplierPlans.length)
  for (const plan of supplierPlans) {
    const card = plansSection.getByRole('article', { name: plan.name })
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(plan.name)
    await expect(card.getByText(plan.description)).toBeVisible()
    // A plan is described, not priced: no dated source gives its grid.
    await expect(card.getByText('Prix du kWh et abonnement : prix sur le site du fournisseur')).toBeVisible()
    await expect(fact(card, 'Engagement')).toHaveText(plan.commitmentMonths === 0 ? 'Sans engagement' : `${plan.commitmentMonths} mois`)
    await expect(fact(card, 'Électricité verte')).toHaveText(`${plan.greenPercentage} %`)
    await expect(fact(card, 'Économie estimée')).toHaveCount(0)
    await expect(fact(card, 'Valable jusqu’au')).toHaveText(plan.validUntil ? longDate(plan.validUntil) : 'Non spécifiée')
    await expect(card.getByText('Offre promotionnelle')).toHaveCount(plan.isPromotional ? 1 : 0)
    await expectFeatureList(page, card, plan.features)
    await expect(card.getByRole('table')).toHaveCount(0)
    if (plan.subscriptionPowers) {
      await expect(card.getByText(/^Abonnement propre à la formule pour .*\skVA\s: prix sur le site du fournisseur\.$/)).toBeVisible()
    }
  }
  // The seed exercises both the plan-specific subscription and a missing end date.
  expect(supplierPlans.some((plan) => plan.name === 'Essentielle Verte' && plan.subscriptionPowers)).toBe(true)
  expect(supplierPlans.some((plan) => plan.validUntil === undefined)).toBe(true)

  await expect(page.getByRole('region', { name: /Offre spéciale|Duo/ })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('supplier 16: the special offer with its subscription table and conditions, the check date, no plans', async ({ page }) => {
  const supplier = supplierById(16)
  const offer = supplier.specialOffer
  if (!offer) throw new Error('supplier 16 has no special offer in the seed')
  expect(plans.some((plan) => plan.supplierId === supplier.id)).toBe(false)
  await openSupplier(page, supplier.id)

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(supplier.name)
  const section = page.getByRole('region', { name: offer.title })
  await expect(section.getByText('Offre spéciale')).toBeVisible()
  await expect(section.getByText(offer.summary)).toBeVisible()
  await expect(fact(section, 'Durée')).toHaveText(`${offer.durationMonths} mois`)
  await expect(fact(section, 'Remise sur l’électricité')).toHaveText(
    `−${offer.electricityDiscountPercent} % ${offer.electricityDiscountPeriod}`,
  )
  await expect(fact(section, 'Remise sur le gaz')).toHaveText(`−${offer.gasDiscountPercent} %`)
  // The source gives the powers, not their prices: the page says where to read them.
  await expect(section.getByRole('table')).toHaveCount(0)
  await expect(section.getByText('Abonnement pour 3, 6, 9 et 12 kVA : prix sur le site du fournisseur.')).toBeVisible()
  await expect(section.getByRole('listitem')).toHaveText(offer.conditions)

  // No estimate is published any more: an offer without a sourced price says its details are not available.
  if (headlineOf(supplier.id, 'electricity').status !== 'priced') {
    await expect(
      page
        .getByRole('region', { name: 'Électricité' })
        .getByText('Les détails de l’offre d’électricité ne sont pas disponibles actuellement.'),
    ).toBeVisible()
  }
  await expect(page.getByRole('region', { name: /^Les formules d/ })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('a supplier without gas says the gas offer is not available, and shows no plans', async ({ page }) => {
  const supplier = suppliers.find(
    (s) =>
      !s.hasGas &&
      headlineOf(s.id, 'electricity').status === 'priced' &&
      !plans.some((plan) => plan.supplierId === s.id) &&
      !s.longDescription,
  )
  if (!supplier) throw new Error('the seed has no priced electricity-only supplier without plans and long description')
  await openSupplier(page, supplier.id)

  const gas = page.getByRole('region', { name: 'Gaz naturel' })
  await expect(gas.getByText('Les détails de l’offre de gaz ne sont pas disponibles actuellement.')).toBeVisible()
  await expect(gas.getByText('Contactez directement le fournisseur pour plus d’informations.')).toBeVisible()
  await expect(gas.getByText(/c€\/kWh/)).toHaveCount(0)
  const electricity = page.getByRole('region', { name: 'Électricité' })
  const head = headlineOf(supplier.id, 'electricity')
  await expect(electricity.getByText(cents(head.status === 'priced' ? head.priceKwh : Number.NaN))).toBeVisible()
  await expect(fact(page.getByRole('region', { name: 'Informations' }), 'Énergies')).toHaveText('Électricité')
  // Without a long description, the short one presents the supplier.
  await expect(page.getByRole('region', { name: `Présentation ${ofName(supplier.name)}` }).getByText(supplier.description)).toBeVisible()
  await expect(page.getByRole('region', { name: /^Les formules d/ })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('a supplier without prices says why, never « N/A », and lists its current offers with their dates', async ({ page }) => {
  const supplier = supplierById(11)
  const { electricityUnpricedReason: electricity, gasUnpricedReason: gas } = supplier
  if (!electricity || !gas) throw new Error('supplier 11 should have no price in the seed, with the reasons')
  const reasons = { electricity, gas }
  await page.goto('/fournisseurs/11')
  const main = page.getByRole('main')
  await expect(main).not.toContainText('N/A')
  for (const [energy, of] of [
    ['electricity', 'de l’offre d’électricité'],
    ['gas', 'de l’offre de gaz'],
  ] as const) {
    const card = main.locator(`section[data-energy="${energy}"]`)
    await expect(card).toContainText(`Les détails ${of} ne sont pas disponibles actuellement.`)
    await expect(card).toContainText(reasons[energy])
  }
  const offers = main.getByRole('region', { name: 'Offres du fournisseur' })
  const own = seedCatalogue.offers.filter(
    (o) => o.supplierId === 11 && o.validFrom <= seedCatalogue.date && (o.validUntil === null || seedCatalogue.date <= o.validUntil),
  )
  await expect(offers.getByRole('listitem')).toHaveCount(own.length)
  for (const offer of own) {
    const item = offers.locator(`[data-offer-id="${offer.id}"]`)
    // No price to date: the offer says so and why, without a grid.
    if (offer.pricing.kind !== 'unpriced') throw new Error(`${offer.id} should have no price in the seed`)
    await expect(item).toContainText(`Prix non relevés\u00a0: ${offer.pricing.reason}`)
    await expect(item.getByRole('table')).toHaveCount(0)
    await expect(item).toContainText(offer.validUntil ? `Valable jusqu’au ${longDate(offer.validUntil)}` : 'Date de fin non spécifiée')
  }
  await expect(main.getByRole('region', { name: 'Offres passées' })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('a failed load of the plans leaves the rest of the page intact', async ({ page, consoleErrors }) => {
  const supplier = supplierById(19)
  await page.route(`**/api/suppliers/${supplier.id}/tariff-plans`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal"}}' }),
  )
  await openSupplier(page, supplier.id, { fetched: true })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(supplier.name)
  await expect(page.getByRole('region', { name: 'Électricité' }).getByText(cents(supplier.electricityPriceKwh ?? Number.NaN))).toBeVisible()
  await expect(page.getByRole('region', { name: /^Les formules d/ })).toHaveCount(0)
  // The browser logs the 500, and React logs the load error the plans' block steps aside for.
  expectConsoleErrors(consoleErrors, /status of 500/)
  expectConsoleErrors(consoleErrors, /^ApiRequestError: 500/)
})

test('every supplier page writes « d’ » before a name that starts with a vowel, never « de EDF »', ANY_VIEWPORT, async ({ request }) => {
  const vowel = suppliers.filter((s) => /^[aeiouéèêîô]/i.test(s.name))
  expect(vowel.map((s) => s.name)).toEqual(expect.arrayContaining(['EDF', 'Engie', 'Alpiq', 'ekWateur']))
  for (const supplier of suppliers) {
    // React separates adjacent text with an empty comment in server-rendered HTML.
    const html = (await (await request.get(`/fournisseurs/${supplier.id}`)).text()).replaceAll('<!-- -->', '')
    expect(html, supplier.name).toContain('Présentation ')
    if (vowel.includes(supplier)) {
      expect(html, supplier.name).not.toContain(`de ${supplier.name}`)
      expect(html, supplier.name).toContain(`Présentation d’${supplier.name}`)
    } else {
      expect(html, supplier.name).toContain(`Présentation de ${supplier.name}`)
    }
  }
})

test('an unknown id gets the API’s 404 and shows "Fournisseur non trouvé"', ANY_VIEWPORT, async ({ page, consoleErrors }) => {
  const unknownId = Math.max(...suppliers.map((s) => s.id)) + 1
  const api = page.waitForResponse((response) => response.url().endsWith(`/api/suppliers/${unknownId}`))
  await page.goto(`/fournisseurs/${unknownId}`)
  expect((await api).status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Fournisseur non trouvé' })).toBeVisible()
  await expect(page.getByText('Nous n’avons pas pu trouver le fournisseur demandé.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Retour à la liste des fournisseurs' })).toHaveAttribute('href', '/fournisseurs')
  await expect(page).toHaveTitle('Fournisseur non trouvé | WattMalin')
  await expectNoAxeViolations(page)
  expectConsoleErrors(consoleErrors, /status of 404/)
})

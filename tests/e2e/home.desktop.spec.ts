import type { Page } from '@playwright/test'
import benefits from '../../seed/data/benefits.json' with { type: 'json' }
import editorial from '../../seed/data/editorial.json' with { type: 'json' }
import testimonials from '../../seed/data/testimonials.json' with { type: 'json' }
import { seedCatalogue, seedSuppliers as suppliers } from './support/catalogue.ts'
import { savingsFromSeed } from '../fixtures/savings-from-seed.ts'
import { chatScripts, faq } from '#client/features/home/lower-sections-copy.ts'
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { expectAnswerOpen, faqQuestions } from './support/faq.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { loadWithPausedClock, settle } from './support/clock.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { withoutEmbeddedData } from './support/prerender.ts'

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

const SPEC_ANCHORS = ['tarifs', 'offres-marche', 'energie-verte', 'avantages', 'fournisseurs', 'fonctionnement', 'temoignages']

const supplierName = (id: number) => suppliers.find((supplier) => supplier.id === id)?.name
const counterOf = (page: Page) => page.locator('[data-counter]')

/** The hero counter's target: the catalogue's best saving, recomputed from the seed files. */
const savings = savingsFromSeed(seedCatalogue)
if (!savings.best) throw new Error('the seed should hold a market offer cheaper than the regulated tariff')
const best = savings.best.euros
const wholeEuros = (n: number) => `${new Intl.NumberFormat('fr-FR').format(n)}\u00a0€`
const slideOf = (page: Page) => page.locator('[data-testimonial-id]')

/**
 * With the clock paused, TanStack Query's batched notifications (a 0 ms timeout) wait for the clock:
 * step it by a few ms until the testimonials have rendered.
 */
async function runUntilTestimonials(page: Page) {
  await expect
    .poll(async () => {
      await page.clock.runFor(5)
      return slideOf(page).count()
    })
    .toBe(1)
}

test('the sections come in page order, with their anchor ids and the offers links', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Prêt à payer moins cher ?' })).toBeVisible()
  const titles = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
  const order = [
    'Électricité, gaz : trouvez la bonne offre',
    'Combien pouvez-vous économiser ?',
    'Le tarif réglementé, point de repère',
    'Couleur Tempo aujourd’hui et demain',
    'Les offres de marché',
    'L’énergie verte',
    'Pourquoi comparer avec WattMalin ?',
    'Un conseiller vous rappelle gratuitement',
    'Les fournisseurs que nous comparons',
    'Léa, votre assistante énergie',
    'Nos fournisseurs recommandés',
    'Comment ça marche ?',
    'Ils ont comparé avec nous',
    'Nos conseils pour payer moins cher',
    'Questions fréquentes',
    'Prêt à payer moins cher ?',
  ]
  expect(titles.map((title) => title.replace(/\s+/g, ' ').trim())).toEqual(order)

  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id))
  expect(ids.filter((id) => SPEC_ANCHORS.includes(id))).toEqual(SPEC_ANCHORS)

  const offers = page.getByRole('region', { name: 'Électricité, gaz : trouvez la bonne offre' })
  const hrefs = await offers
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href') ?? '')))
  expect(hrefs.sort()).toEqual(
    [
      '/electricite',
      '/gaz',
      '/comparateur/electricite-verte',
      '/comparateur/electricite-gaz',
      '/rappel',
      '/tarif-reglemente',
      '/actualite/baisse-tarif-reglemente-fevrier-2025',
      '/conseils/guide-tarif-réglementé',
    ].sort(),
  )

  const hero = page.getByRole('region', { name: /Payez le juste prix/ })
  await expect(hero.getByRole('link', { name: /Simuler mes économies/ })).toHaveAttribute('href', 'https://simulation.wattmalin.fr/')
  for (const step of ['Questionnaire', 'Analyse', 'Économies']) await expect(hero.getByText(step, { exact: true })).toBeVisible()
  const canvas = hero.locator('canvas')
  await expect(canvas).toHaveAttribute('aria-hidden', 'true')
  expect(await canvas.evaluate((element) => getComputedStyle(element).position)).toBe('absolute')
})

test('the savings counter waits 1 s, rises to the best saving over 3 s, and screen readers get that figure only', async ({ page }) => {
  await loadWithPausedClock(page)
  await expect(page.getByText(`Jusqu’à ${wholeEuros(best)} d’économies par an`)).toBeAttached()
  await expect(counterOf(page)).toHaveText('0 €')
  await page.clock.runFor(900)
  await expect(counterOf(page)).toHaveText('0 €')
  await page.clock.runFor(1_500)
  await expect(counterOf(page)).toHaveAttribute('data-counter', 'running')
  const midway = Number((await counterOf(page).textContent())?.replace(/\D/g, ''))
  expect(midway).toBeGreaterThan(0)
  expect(midway).toBeLessThan(best)
  await page.clock.runFor(2_000)
  await expect(counterOf(page)).toHaveText(wholeEuros(best))
  await expect(counterOf(page)).toHaveAttribute('aria-hidden', 'true')
})

test('the savings figures are the catalogue’s, recomputed from the seed, with their basis next to them', async ({ page }) => {
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Combien pouvez-vous économiser ?' })
  const percent = (n: number) => `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(n)}\u00a0%`
  const figures = section.locator('dd')
  const expected = [percent(savings.best?.percent ?? Number.NaN)]
  const average = savings.average
  if (average && average.euros > 0) expected.push(percent(average.percent), wholeEuros(average.euros))
  if (average && average.euros < 0) expected.push(wholeEuros(-average.euros))
  expected.push(wholeEuros(best))
  await expect(figures).toHaveText(expected)
  const basis = `pour un foyer de 4\u00a0personnes consommant 5\u202f000\u00a0kWh par an, option Base, 6\u00a0kVA`
  await expect(section.getByText(basis)).toBeVisible()
  await expect(page.getByRole('region', { name: /Payez le juste prix/ }).getByText(basis)).toBeVisible()
  await expect(section.getByText(`des ${savings.costs.length}\u00a0offres de marché du catalogue`)).toBeVisible()
})

test('under reduced motion the counter shows the best saving at once and the carousel does not rotate', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await loadWithPausedClock(page)
  await expect(counterOf(page)).toHaveText(wholeEuros(best))
  await runUntilTestimonials(page)
  await expect(slideOf(page)).toHaveAttribute('data-testimonial-id', String(testimonials[0]!.id))
  await page.clock.runFor(6_000)
  await settle(page)
  await expect(slideOf(page)).toHaveAttribute('data-testimonial-id', String(testimonials[0]!.id))
  await expect(page.getByRole('button', { name: /Mettre en pause/ })).toHaveCount(0)
})

test('the sticky anchor menu sits under the header and marks the section in view', async ({ page }) => {
  await page.goto('/')
  const menu = page.getByRole('navigation', { name: 'Sur cette page' })
  const links = menu.getByRole('link')
  await expect(links).toHaveText(['Comparateur', 'Avantages', 'Fournisseurs', 'Comment ça marche', 'Témoignages'])

  await menu.getByRole('link', { name: 'Avantages' }).click()
  await expect(menu.getByRole('link', { name: 'Avantages' })).toHaveAttribute('aria-current', 'location')
  await expect(page.locator('main [aria-current="location"]')).toHaveCount(1)
  const header = await page.getByRole('banner').boundingBox()
  await expect.poll(async () => Math.round((await menu.boundingBox())?.y ?? -1)).toBe(Math.round((header?.y ?? 0) + (header?.height ?? 0)))
  // The section's heading is not hidden behind the two sticky bars.
  const menuBox = await menu.boundingBox()
  await expect
    .poll(async () => (await page.getByRole('heading', { name: 'Pourquoi comparer avec WattMalin ?' }).boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual((menuBox?.y ?? 0) + (menuBox?.height ?? 0))

  await page.locator('#temoignages').evaluate((section) => section.scrollIntoView({ block: 'start' }))
  await expect(menu.getByRole('link', { name: 'Témoignages' })).toHaveAttribute('aria-current', 'location')
  await expect(menu.getByRole('link', { name: 'Avantages' })).not.toHaveAttribute('aria-current', /.+/)

  await page.locator('#offres-marche').evaluate((section) => section.scrollIntoView({ block: 'start' }))
  await expect(menu.getByRole('link', { name: 'Comparateur' })).toHaveAttribute('aria-current', 'location')
})

test('the benefits come from the API and end up visible', async ({ page }) => {
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Pourquoi comparer avec WattMalin ?' })
  await section.scrollIntoViewIfNeeded()
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(benefits.map((benefit) => benefit.title))
  for (const benefit of benefits) {
    await expect(section.getByRole('heading', { name: benefit.title })).toBeVisible()
    await expect
      .poll(() =>
        section
          .getByRole('listitem')
          .filter({ hasText: benefit.title })
          .evaluate((item) => getComputedStyle(item).opacity),
      )
      .toBe('1')
  }
})

test('the partner tiles are the first 6 suppliers of the catalogue, with the computed count', async ({ page }) => {
  await page.goto('/')
  const section = page.locator('#fournisseurs')
  const tiles = section.getByRole('listitem').getByRole('link')
  await expect(tiles).toHaveCount(6)
  for (const [index, supplier] of suppliers.slice(0, 6).entries()) await expect(tiles.nth(index)).toHaveAccessibleName(supplier.name)
  const hrefs = await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toEqual(suppliers.slice(0, 6).map((supplier) => `/fournisseurs/${supplier.id}`))
  await expect(section.getByText(`${suppliers.length} fournisseurs comparés`)).toBeVisible()
  await expect(section.getByRole('link', { name: 'Voir tous les fournisseurs' })).toHaveAttribute('href', '/electricite')

  const electricity = suppliers.filter((supplier) => supplier.hasElectricity).length
  const gas = suppliers.filter((supplier) => supplier.hasGas).length
  await expect(page.locator('#offres-marche')).toContainText(`${electricity} fournisseurs d’électricité et ${gas} fournisseurs de gaz`)
})

test('a home list that fails to load says so under its heading and loads again on « Réessayer »; the others hide', async ({
  page,
  consoleErrors,
}) => {
  await withoutEmbeddedData(page)
  const failing = new Set(['/api/testimonials', '/api/benefits', '/api/suppliers', '/api/featured-suppliers', '/api/featured-articles'])
  await page.route('**/api/**', (route) =>
    failing.has(new URL(route.request().url()).pathname) ? route.fulfill({ status: 503, json: { error: 'down' } }) : route.fallback(),
  )
  await page.goto('/')

  const sections = [
    { id: 'temoignages', message: 'Les avis n’ont pas pu être chargés.', item: slideOf(page) },
    {
      id: 'avantages',
      message: 'Les avantages n’ont pas pu être chargés.',
      item: page.locator('#avantages').getByRole('heading', { level: 3 }),
    },
    {
      id: 'fournisseurs',
      message: 'La liste des fournisseurs n’a pas pu être chargée.',
      item: page.locator('#fournisseurs').getByRole('listitem').getByRole('link'),
    },
  ]
  for (const { id, message } of sections) {
    const failure = page.locator(`#${id}`).getByRole('status').filter({ hasText: message })
    await expect(failure, id).toBeVisible()
    await expect(failure.getByRole('button', { name: 'Réessayer' })).toBeVisible()
  }
  // The sections the anchor menu does not name step aside, heading included.
  await expect(page.getByRole('heading', { name: 'Nos fournisseurs recommandés' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Nos conseils pour payer moins cher' })).toHaveCount(0)

  failing.clear()
  for (const { id, item } of sections) {
    await page.locator(`#${id}`).getByRole('button', { name: 'Réessayer' }).click()
    await expect(item.first(), id).toBeVisible()
    await expect(page.locator(`#${id}`).getByRole('button', { name: 'Réessayer' })).toHaveCount(0)
  }
  await expect(page.locator('#avantages').getByRole('heading', { level: 3 })).toHaveCount(benefits.length)
  await expect(page.locator('#temoignages')).toContainText(testimonials[0]?.name ?? 'missing testimonial')

  // Chromium logs each 503 it received, and React each load error a section shows its failure for;
  // those were the point of the test.
  const refused = consoleErrors.filter((text) => text.includes('503'))
  expect(refused.length).toBeGreaterThan(0)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !refused.includes(text)))
})

test('the recommended suppliers are the featured ones, as supplier cards', async ({ page }) => {
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Nos fournisseurs recommandés' })
  await expect(section.getByRole('article')).toHaveCount(editorial.featuredSupplierIds.length)
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(editorial.featuredSupplierIds.map((id) => supplierName(id) ?? ''))
})

test('the featured articles are the first 3, each linking to its page', async ({ page }) => {
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Nos conseils pour payer moins cher' })
  const links = section.getByRole('heading', { level: 3 }).getByRole('link')
  await expect(links).toHaveCount(3)
  const hrefs = await links.evaluateAll((elements) => elements.map((link) => decodeURIComponent(link.getAttribute('href') ?? '')))
  expect(hrefs).toEqual(editorial.featuredArticleSlugs.slice(0, 3).map((slug) => `/conseils/${slug}`))
})

test('the testimonials advance every 5 s in a loop, the dots pick one, and the rotation can pause', async ({ page }) => {
  await loadWithPausedClock(page)
  await runUntilTestimonials(page)
  const section = page.locator('#temoignages')
  await expect(slideOf(page)).toHaveAttribute('data-testimonial-id', String(testimonials[0]!.id))
  await expect(slideOf(page)).toContainText(testimonials[0]!.name)
  await page.clock.runFor(5_000)
  await expect(slideOf(page)).toHaveAttribute('data-testimonial-id', String(testimonials[1]!.id))
  await expect(slideOf(page)).toContainText(testimonials[1]!.comment)

  const dots = section.getByRole('button', { name: /^Témoignage \d+ sur/ })
  await expect(dots).toHaveCount(testimonials.length)
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')

  const last = testimonials.length - 1
  await dots.nth(last).click()
  await expect(slideOf(page)).toHaveAttribute('data-testimonial-id', String(testimonials[last]!.id))
  await expect(dots.nth(last)).toHaveAttribute('aria-current', 'true')
  await expect(section.locator('[aria-live="polite"]')).toContainText(testimonials[last]!.name)

  // Away from the carousel (no hover, no focus), it loops back to the first.
  await page.mouse.move(0, 0)
  await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.clock.runFor(5_000)
  await expect(slideOf(page)).toHaveAttribute('data-testimonial-id', String(testimonials[0]!.id))
  await expect(section.locator('[aria-live="polite"]')).toHaveCount(0)

  await section.getByRole('button', { name: 'Mettre en pause le défilement' }).click()
  await page.mouse.move(0, 0)
  await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.clock.runFor(10_000)
  await settle(page)
  await expect(slideOf(page)).toHaveAttribute('data-testimonial-id', String(testimonials[0]!.id))
  await expect(section.getByRole('button', { name: 'Reprendre le défilement' })).toBeVisible()
})

test('the FAQ opens one answer at a time and shows more questions on demand', async ({ page }) => {
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Questions fréquentes' })
  const questions = faqQuestions(section)
  await expect(questions.filter({ visible: true })).toHaveCount(5)
  const first = faqQuestions(section, faq[0]!.question)
  const second = faqQuestions(section, faq[1]!.question)
  await first.click()
  await expectAnswerOpen(first, true)
  await expect(section.getByText(faq[0]!.answer)).toBeVisible()
  await second.click()
  await expectAnswerOpen(second, true)
  await expectAnswerOpen(first, false)
  await second.click()
  await expectAnswerOpen(second, false)

  await section.getByRole('button', { name: 'Voir plus de questions' }).click()
  await expect(questions.filter({ visible: true })).toHaveCount(faq.length)
  await expect(faqQuestions(section, faq[faq.length - 1]!.question)).toBeVisible()
})

test('the assistant chat follows the housing type', async ({ page }) => {
  await page.goto('/')
  const chat = page.getByRole('figure', { name: 'Exemple de conversation avec Léa' })
  const visitorLine = (housing: 'appartement' | 'maison') => chatScripts[housing].find((message) => message.from === 'visitor')!.text
  await expect(page.getByRole('radio', { name: 'Appartement' })).toBeChecked()
  await expect(chat).toContainText(visitorLine('appartement'))
  await page.getByRole('radio', { name: 'Maison' }).click()
  await expect(page.getByRole('radio', { name: 'Maison' })).toBeChecked()
  await expect(chat).toContainText(visitorLine('maison'))
  await expect(chat).not.toContainText(visitorLine('appartement'))
  await page.getByRole('radio', { name: 'Appartement' }).click()
  await expect(chat).toContainText(visitorLine('appartement'))
})

test('the home page has no axe violation once the animations have settled', async ({ page }) => {
  await page.goto('/')
  await expect(counterOf(page)).toHaveText(wholeEuros(best))
  await expect(page.getByRole('region', { name: 'Nos fournisseurs recommandés' }).getByRole('article')).toHaveCount(
    editorial.featuredSupplierIds.length,
  )
  await page.locator('#avantages').scrollIntoViewIfNeeded()
  await page.getByRole('region', { name: 'Pourquoi comparer avec WattMalin ?' }).getByRole('listitem').last().scrollIntoViewIfNeeded()
  // The entrance animations fade cards in: axe would read their colours half-way. Wait until every
  // finite animation has finished (the infinite ones, such as skeleton shimmers, never settle).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  )
  await expectNoAxeViolations(page)
})

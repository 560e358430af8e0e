import type { Locator, Page } from '@playwright/test'
import type { Article } from '#contract/article'
import type { Supplier } from '#contract/supplier'
import { site } from '../../client/config/site.ts'
import { loadSeed } from '../../seed/load.ts'
import { expect } from '@playwright/test'
import { expectConsoleErrors, test } from './fixtures.ts'
import { faqQuestions } from './support/faq.ts'
import { dismissCookieBanner } from './support/consent.ts'

// Expected values come from the seed the server is filled with, and from what the page itself shows.
let suppliers: Supplier[] = []
let articles: Article[] = []
test.beforeAll(async () => {
  const seed = await loadSeed()
  suppliers = seed.suppliers
  articles = seed.articles
})

type Doc = Record<string, unknown> & { '@type': string }
type ListItem = { position: number; name?: string; item: unknown }

const scripts = (page: Page) => page.locator('script[type="application/ld+json"]')

/** Every JSON-LD document of the page; each script must be valid JSON with no raw < > & in it. */
async function jsonLd(page: Page): Promise<Doc[]> {
  const texts = await scripts(page).allTextContents()
  for (const text of texts) expect(text, 'escaped script text').not.toMatch(/[<>&]/)
  return texts.map((text) => JSON.parse(text) as Doc)
}

/**
 * Waits until the page carries exactly these types (data-driven ones come once the data is there), and
 * returns the documents of that moment. A list's document can leave the page for a moment while the app
 * renders the list again (seen once, on a busy machine), so a second read could miss it.
 */
async function expectTypes(page: Page, types: string[]): Promise<Doc[]> {
  let docs: Doc[] = []
  await expect
    .poll(async () => {
      docs = await jsonLd(page)
      return docs.map((doc) => doc['@type']).sort()
    })
    .toEqual([...types].sort())
  return docs
}

function ofType(docs: Doc[], type: string): Doc {
  const doc = docs.find((d) => d['@type'] === type)
  expect(doc, type).toBeDefined()
  expect(doc!['@context']).toBe('https://schema.org')
  return doc!
}

const listItems = (doc: Doc) => (doc.itemListElement ?? []) as ListItem[]
const questionNames = (doc: Doc) => (doc.mainEntity as { name: string }[]).map((q) => q.name)
const pageUrl = (page: Page) => `${site.url}${new URL(page.url()).pathname}`

/** The questions of an FAQ accordion, all of them (past « Voir plus de questions »). */
async function accordionQuestions(section: Locator): Promise<string[]> {
  const more = section.getByRole('button', { name: 'Voir plus de questions' })
  if (await more.count()) await more.click()
  return (await faqQuestions(section).allTextContents()).map((text) => text.trim())
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page)
})

test('the home page describes the organisation, the site and its FAQ', async ({ page }) => {
  await page.goto('/')
  const docs = await expectTypes(page, ['FAQPage', 'Organization', 'WebSite'])

  const organization = ofType(docs, 'Organization')
  expect(organization).toMatchObject({
    name: site.name,
    url: `${site.url}/`,
    email: site.email,
    telephone: site.phone.href.replace('tel:', ''),
    address: { postalCode: site.address.postalCode, addressLocality: site.address.city },
  })
  expect(ofType(docs, 'WebSite')).toMatchObject({ name: site.name, url: `${site.url}/` })

  const questions = await accordionQuestions(page.getByRole('region', { name: 'Questions fréquentes', exact: true }))
  expect(questions.length).toBeGreaterThan(5)
  const faq = ofType(docs, 'FAQPage')
  expect(questionNames(faq)).toEqual(questions)
  for (const entity of faq.mainEntity as { acceptedAnswer: { '@type': string; text: string } }[]) {
    expect(entity.acceptedAnswer['@type']).toBe('Answer')
    expect(entity.acceptedAnswer.text.length).toBeGreaterThan(0)
  }
})

test('a supplier page has a breadcrumb trail ending at its own address', async ({ page }) => {
  const supplier = suppliers.find((s) => s.id === 19)!
  await page.goto('/fournisseurs/19')
  await expect(page.getByRole('heading', { level: 1, name: supplier.name })).toBeVisible()
  const docs = await expectTypes(page, ['BreadcrumbList'])

  const items = listItems(ofType(docs, 'BreadcrumbList'))
  expect(items.map((item) => item.position)).toEqual([1, 2, 3])
  expect(items.map((item) => item.name)).toEqual(['Accueil', 'Tous les fournisseurs', supplier.name])
  expect(items[0]!.item).toBe(`${site.url}/`)
  expect(items[1]!.item).toBe(`${site.url}/fournisseurs`)
  expect(items.at(-1)!.item).toBe(pageUrl(page))
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', pageUrl(page))
})

test('/electricite lists every electricity offer in the order of its cards, with the seed’s prices', async ({ page }) => {
  const electricity = suppliers.filter((s) => s.hasElectricity)
  await page.goto('/electricite')
  const docs = await expectTypes(page, ['BreadcrumbList', 'ItemList'])

  const list = ofType(docs, 'ItemList')
  const items = listItems(list)
  expect(items).toHaveLength(electricity.length)
  expect(list.numberOfItems).toBe(electricity.length)
  expect(items.map((item) => item.position)).toEqual(electricity.map((_, index) => index + 1))

  const cardIds = await page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-supplier-id'))))
  const offers = items.map((item) => item.item as Record<string, unknown>)
  // The cards shown first (all of them on this page) come in the same order.
  expect(offers.slice(0, cardIds.length).map((offer) => offer.url)).toEqual(cardIds.map((id) => `${site.url}/fournisseurs/${id}`))
  for (const offer of offers) {
    const id = Number(/\/fournisseurs\/(\d+)$/.exec(String(offer.url))?.[1])
    const supplier = electricity.find((s) => s.id === id)
    expect(supplier, `offer ${String(offer.url)}`).toBeDefined()
    const price = supplier!.electricityPriceKwh
    expect(offer).toEqual({
      '@type': 'Offer',
      name: supplier!.offerName,
      url: `${site.url}/fournisseurs/${id}`,
      seller: { '@type': 'Organization', name: supplier!.name },
      // An offer without a sourced price states none.
      ...(price === undefined
        ? {}
        : { priceSpecification: { '@type': 'UnitPriceSpecification', name: 'Électricité', price, priceCurrency: 'EUR', unitText: 'kWh' } }),
    })
  }

  const trail = listItems(ofType(docs, 'BreadcrumbList'))
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  expect(trail.map((item) => item.name)).toEqual(['Accueil', heading])
  expect(trail.at(-1)!.item).toBe(`${site.url}/electricite`)
})

test('the green comparator lists the green offers under the electricity page’s trail', async ({ page }) => {
  const green = suppliers.filter((s) => s.hasElectricity && s.isGreen)
  await page.goto('/comparateur/electricite-verte')
  const docs = await expectTypes(page, ['BreadcrumbList', 'ItemList'])
  expect(listItems(ofType(docs, 'ItemList'))).toHaveLength(green.length)
  expect(listItems(ofType(docs, 'BreadcrumbList')).at(-1)!.item).toBe(`${site.url}/electricite`)
})

test('an article with a FAQ carries Article, BreadcrumbList and FAQPage from the seed', async ({ page }) => {
  const article = articles.find((a) => a.faq)!
  expect(article, 'a seeded article with a FAQ').toBeDefined()
  const canonical = `${site.url}${encodeURI(`/conseils/${article.slug}`)}`

  // Reached by an alias prefix, it still describes the page under /conseils.
  for (const path of [`/conseils/${article.slug}`, `/actualite/${article.slug}`]) {
    await page.goto(encodeURI(path))
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
    const docs = await expectTypes(page, ['Article', 'BreadcrumbList', 'FAQPage'])

    expect(ofType(docs, 'Article')).toMatchObject({
      headline: article.title,
      description: article.excerpt,
      datePublished: article.publishedAt,
      ...(article.updatedAt ? { dateModified: article.updatedAt } : {}),
      author: { '@type': 'Person', name: article.authorName },
      publisher: { '@type': 'Organization', name: site.name, logo: { url: `${site.url}${site.logoPath}` } },
      mainEntityOfPage: { '@id': canonical },
      ...(article.image ? { image: `${site.url}${article.image.src}` } : {}),
    })
    const faq = ofType(docs, 'FAQPage')
    expect(questionNames(faq)).toEqual(article.faq!.items.map((item) => item.question))
    const trail = listItems(ofType(docs, 'BreadcrumbList'))
    expect(trail.map((item) => item.name)).toEqual(['Accueil', 'Conseils et guides', article.title])
    expect(trail.at(-1)!.item).toBe(canonical)
  }
})

test('/tarif-reglemente has its FAQ and its trail', async ({ page }) => {
  await page.goto('/tarif-reglemente')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toBeVisible()
  const docs = await expectTypes(page, ['BreadcrumbList', 'FAQPage'])

  const questions = await accordionQuestions(page.getByRole('region', { name: 'Questions fréquentes sur le tarif réglementé' }))
  expect(questions.length).toBeGreaterThan(0)
  expect(questionNames(ofType(docs, 'FAQPage'))).toEqual(questions)
  const trail = listItems(ofType(docs, 'BreadcrumbList'))
  expect(trail.map((item) => item.name)).toEqual(['Accueil', (await heading.textContent())!.trim()])
  expect(trail.at(-1)!.item).toBe(pageUrl(page))
})

test('missing pages carry no structured data', async ({ page, consoleErrors }) => {
  await page.goto('/page-qui-n-existe-pas')
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible()
  await expect(scripts(page)).toHaveCount(0)

  await page.goto('/fournisseurs/999')
  await expect(page.getByRole('heading', { level: 1, name: 'Fournisseur non trouvé' })).toBeVisible()
  await expect(scripts(page)).toHaveCount(0)

  await page.goto(encodeURI('/conseils/article-qui-n-existe-pas'))
  await expect(page.getByRole('heading', { level: 1, name: 'Article non trouvé' })).toBeVisible()
  await expect(scripts(page)).toHaveCount(0)
  expectConsoleErrors(consoleErrors, /status of 404/)
})

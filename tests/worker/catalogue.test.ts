import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { Article, ArticleSummary, FeaturedArticle } from '#contract/article'
import { kvKeys } from '#contract/catalogue'
import { franceDate } from '#contract/regulated-dates'
import { BENEFIT_ICONS, Benefit, Testimonial } from '#contract/content'
import { CheapestOfferRow, Supplier, SupplierSummary } from '#contract/supplier'
import { TariffPlan } from '#contract/tariff-plan'
import { app } from '../../worker/index.ts'
import { api } from './support.ts'

async function getJson<T>(path: string, schema: z.core.$ZodType<T>): Promise<T> {
  const response = await api(path)
  expect(response.status, path).toBe(200)
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  return z.parse(schema, await response.json())
}

describe('catalogue reads', () => {
  it('lists every supplier with the card fields only', async () => {
    const suppliers = await getJson('/api/suppliers', z.array(z.strictObject(SupplierSummary.shape)))
    expect(suppliers.length).toBeGreaterThanOrEqual(20)
    expect(suppliers.map((s) => s.id).slice(0, 20)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  })

  it('lists electricity and gas suppliers by their flags', async () => {
    const all = await getJson('/api/suppliers', z.array(SupplierSummary))
    const electricity = await getJson('/api/electricity-suppliers', z.array(SupplierSummary))
    const gas = await getJson('/api/gas-suppliers', z.array(SupplierSummary))
    expect(electricity.map((s) => s.id)).toEqual(all.filter((s) => s.hasElectricity).map((s) => s.id))
    expect(gas.map((s) => s.id)).toEqual(all.filter((s) => s.hasGas).map((s) => s.id))
    expect(gas.length).toBeGreaterThan(0)
    expect(gas.length).toBeLessThan(all.length)
  })

  it('serves one supplier with its detail fields', async () => {
    const supplier = await getJson('/api/suppliers/19', Supplier)
    expect(supplier.id).toBe(19)
    expect(supplier.longDescription?.length).toBeGreaterThan(0)
    const special = await getJson('/api/suppliers/16', Supplier)
    expect(special.specialOffer?.durationMonths).toBe(24)
    expect(special.specialOffer?.electricityDiscountPercent).toBe(20)
    expect(special.specialOffer?.gasDiscountPercent).toBe(10)
    expect(special.specialOffer?.subscriptionPowers).toEqual([3, 6, 9, 12])
  })

  it('gives the long descriptions to the twelve suppliers that have one, and to no other', async () => {
    const withText = [1, 2, 3, 4, 5, 6, 8, 9, 14, 16, 18, 19]
    for (let id = 1; id <= 20; id += 1) {
      const supplier = await getJson(`/api/suppliers/${id}`, Supplier)
      expect(supplier.longDescription !== undefined, `supplier ${id}`).toBe(withText.includes(id))
    }
  })

  it('serves tariff plans, with the plan-specific subscription powers of Essentielle Verte', async () => {
    const plans = await getJson('/api/suppliers/19/tariff-plans', z.array(TariffPlan))
    // Only the plans whose end date has not passed on the seed day are served.
    const today = franceDate(new Date())
    expect(plans.length).toBeGreaterThanOrEqual(1)
    for (const plan of plans) expect(plan.validUntil === undefined || plan.validUntil >= today).toBe(true)
    const essentielle = plans.find((p) => p.name === 'Essentielle Verte')
    expect(essentielle?.subscriptionPowers?.length).toBeGreaterThan(0)
    expect(await getJson('/api/suppliers/5/tariff-plans', z.array(TariffPlan))).toEqual([])
  })

  it('serves the featured suppliers and the cheapest-offers table from the catalogue', async () => {
    const featured = await getJson('/api/featured-suppliers', z.array(SupplierSummary))
    expect(featured.length).toBeGreaterThanOrEqual(3)
    const rows = await getJson('/api/cheapest-electricity-offers', z.array(CheapestOfferRow))
    // The editorial table holds the three lowest Base kWh prices of the catalogue, in that order; each row
    // is its supplier's headline of the day (the same offer and figures as the supplier's own answer).
    const suppliers = await getJson('/api/suppliers', z.array(SupplierSummary))
    const cheapest = suppliers
      .filter((s) => s.electricityPriceKwh !== undefined)
      .sort((a, b) => (a.electricityPriceKwh ?? 0) - (b.electricityPriceKwh ?? 0))
      .slice(0, 3)
      .map((s) => s.id)
    expect(rows.map((r) => r.supplierId)).toEqual(cheapest)
    const editorialIds = JSON.parse(env.TEST_SEED_ENTRIES.find((e) => e.key === kvKeys.cheapestElectricityOffers)?.value ?? '[]').map(
      (e: { supplierId: number }) => e.supplierId,
    )
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(editorialIds).toContain(row.supplierId)
      const supplier = await getJson(`/api/suppliers/${row.supplierId}`, Supplier)
      const headline = supplier.headlines?.electricity
      if (headline?.status !== 'priced') throw new Error(`supplier ${row.supplierId} should have an electricity headline`)
      expect([row.offerId, row.electricityPriceKwh, row.monthlySubscription, row.yearlyCost, row.pricesCheckedAt, row.stale]).toEqual([
        headline.offerId,
        headline.priceKwh,
        headline.subscriptionPerMonth,
        headline.yearlyCost,
        headline.pricesCheckedAt,
        headline.stale,
      ])
    }
  })

  it('serves the six benefits, one per icon, and the testimonials', async () => {
    const benefits = await getJson('/api/benefits', z.array(Benefit))
    expect(benefits.map((b) => b.icon).sort()).toEqual([...BENEFIT_ICONS].sort())
    const testimonials = await getJson('/api/testimonials', z.array(Testimonial))
    expect(testimonials.length).toBeGreaterThanOrEqual(6)
  })

  it('lists articles without their bodies, and the featured ones', async () => {
    const articles = await getJson('/api/articles', z.array(z.strictObject(ArticleSummary.shape)))
    expect(articles.length).toBeGreaterThanOrEqual(8)
    const featured = await getJson('/api/featured-articles', z.array(z.strictObject(FeaturedArticle.shape)))
    expect(featured.length).toBeGreaterThanOrEqual(3)
    const slugs = new Set(articles.map((a) => a.slug))
    for (const article of featured) expect(slugs.has(article.slug)).toBe(true)
  })

  it('serves an article by an accented slug, percent-encoded, in NFC or NFD', async () => {
    const slug = 'guide-tarif-réglementé'
    const nfc = await getJson(`/api/articles/slug/${encodeURIComponent(slug)}`, Article)
    expect(nfc.slug).toBe(slug)
    // The FAQ block comes cut out of the body, as questions and sanitised answers.
    expect(nfc.content).not.toContain('faq-tarif-bleu')
    expect(nfc.faq?.items.length).toBeGreaterThan(5)
    for (const item of nfc.faq?.items ?? []) expect(item.answerHtml).not.toMatch(/<script|\son\w+=|style=/i)
    const nfd = await getJson(`/api/articles/slug/${encodeURIComponent(slug.normalize('NFD'))}`, Article)
    expect(nfd.id).toBe(nfc.id)
  })

  it('serves only sanitised article bodies', async () => {
    const articles = await getJson('/api/articles', z.array(ArticleSummary))
    for (const summary of articles) {
      const article = await getJson(`/api/articles/slug/${encodeURIComponent(summary.slug)}`, Article)
      expect(article.content).not.toMatch(/<script|<iframe|<img|\son\w+=|javascript:|style=/i)
      expect(z.strictObject(Article.shape).parse(article).faq === undefined).toBe(article.slug !== 'guide-tarif-réglementé')
      expect(article.readingMinutes).toBeGreaterThanOrEqual(3)
    }
  })

  it('answers HEAD like GET, without a body', async () => {
    const get = await api('/api/suppliers')
    const head = await api('/api/suppliers', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('ETag')).toBe(get.headers.get('ETag'))
    expect(await head.text()).toBe('')
  })

  it('reads at most one KV key per request (two for a supplier answer, priced from the offers), and returns a stored answer unchanged', async () => {
    // The real namespace, wrapped to count the calls the worker makes on it.
    const calls: string[] = []
    const counted = new Proxy(env.CATALOGUE, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown
        if (typeof value !== 'function') return value
        return (...args: unknown[]) => {
          calls.push(String(property))
          return (value as (...a: unknown[]) => unknown).apply(target, args)
        }
      },
    })
    const paths = ['/api/suppliers/19/tariff-plans', '/api/articles', '/api/benefits', '/api/suppliers/999']
    for (const path of paths) {
      calls.length = 0
      const response = await app.request(path, {}, { ...env, CATALOGUE: counted })
      expect(calls, path).toEqual(['getWithMetadata'])
      expect([200, 404]).toContain(response.status)
    }
    // A supplier answer is its stored key priced from the offers key for the day (contract/supplier-headline.ts).
    for (const path of ['/api/suppliers', '/api/suppliers/19']) {
      calls.length = 0
      const response = await app.request(path, {}, { ...env, CATALOGUE: counted })
      expect(calls.length, path).toBeLessThanOrEqual(2)
      expect(calls.every((call) => call === 'getWithMetadata')).toBe(true)
      expect(response.status).toBe(200)
    }
    // The isolate remembers answers for a minute: a second request reads nothing.
    calls.length = 0
    await app.request('/api/suppliers/19', {}, { ...env, CATALOGUE: counted })
    expect(calls).toEqual([])
    const response = await api('/api/suppliers/19/tariff-plans')
    expect(await response.text()).toBe(await env.CATALOGUE.get(kvKeys.tariffPlans(19), 'text'))
  })
})

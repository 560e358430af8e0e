import { describe, expect, it } from 'vitest'
import { Benefit } from '#contract/content'
import { loadSeed } from '../../seed/load.ts'
import { htmlToText } from '../../seed/sanitize.ts'

describe('contract details', () => {
  it('shows an unknown benefit icon as check-circle instead of failing the list', () => {
    const benefit = Benefit.parse({ id: 1, title: 'T', description: 'D', icon: 'rocket' })
    expect(benefit.icon).toBe('check-circle')
  })
})

describe('the seeded catalogue', async () => {
  const seed = await loadSeed()

  it('has articles of substance: 600 words or more each', () => {
    for (const article of seed.articles) {
      const words = htmlToText(article.content)
        .split(' ')
        .filter((w) => /[\p{L}\d]/u.test(w)).length
      expect(words, article.slug).toBeGreaterThanOrEqual(600)
    }
  })

  it('carries the tarif bleu FAQ block with at least six questions in the regulated-tariff guide', () => {
    const guide = seed.articles.find((a) => a.slug === 'guide-tarif-réglementé')
    // The seed cuts the block out of the body into structured questions (seed/faq.ts).
    expect(guide?.faq?.items.length ?? 0).toBeGreaterThanOrEqual(6)
  })

  it('lists 20 suppliers with ids 1 to 20, and the three cheapest offers of the editorial table in order', () => {
    expect(seed.suppliers.map((s) => s.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    const byPrice = [...seed.suppliers].sort((a, b) => (a.electricityPriceKwh ?? 9) - (b.electricityPriceKwh ?? 9))
    expect(byPrice.slice(0, 3).map((s) => s.id)).toEqual(seed.editorial.cheapestElectricityOfferIds)
  })
})

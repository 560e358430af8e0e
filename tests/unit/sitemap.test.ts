import { describe, expect, it } from 'vitest'
import { loadSeed } from '../../seed/load.ts'
import { buildRobots, buildSitemap, listSitemapEntries } from '../../scripts/lib/sitemap.ts'

describe('sitemap.xml and robots.txt', () => {
  it('lists every canonical page once, suppliers and articles from the catalogue with their dates', async () => {
    const seed = await loadSeed()
    const entries = await listSitemapEntries()
    const paths = entries.map((entry) => entry.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of ['/', '/fournisseurs', '/electricite', '/gaz', '/calculateur', '/qrcode', '/tarif-reglemente']) {
      expect(paths).toContain(path)
    }
    for (const supplier of seed.suppliers) {
      expect(entries).toContainEqual({ path: `/fournisseurs/${supplier.id}`, lastModified: supplier.pricesCheckedAt })
    }
    for (const article of seed.articles) {
      expect(entries).toContainEqual({
        path: `/conseils/${article.slug}`,
        lastModified: (article.updatedAt ?? article.publishedAt).slice(0, 10),
      })
    }
    // Aliases of other pages and redirects are not pages of their own.
    expect(paths.filter((path) => /^\/(comparateur|actualite|article)\//.test(path))).toEqual([])
    expect(paths).not.toContain('/mentions-legales')
    expect(paths).not.toContain('/simulateureconomies')
  })

  it('writes absolute, percent-encoded and escaped URLs', () => {
    const xml = buildSitemap(
      [{ path: '/conseils/guide-tarif-réglementé', lastModified: '2025-05-12' }, { path: '/a&b' }],
      'https://www.example.fr',
    )
    expect(xml).toContain('<loc>https://www.example.fr/conseils/guide-tarif-r%C3%A9glement%C3%A9</loc><lastmod>2025-05-12</lastmod>')
    expect(xml).toContain('<loc>https://www.example.fr/a&amp;b</loc></url>')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    )
  })

  it('keeps crawlers out of the API and announces the sitemap', () => {
    const robots = buildRobots('https://www.example.fr')
    expect(robots).toContain('Disallow: /api/')
    expect(robots).toContain('Sitemap: https://www.example.fr/sitemap.xml')
  })
})

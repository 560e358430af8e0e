// Desktop project only: HTTP answers, hydration and the version check do not depend on the viewport
// (the no-JavaScript pages are checked at both widths in no-javascript.spec.ts).
import type { Page } from '@playwright/test'
import { listSitePaths } from '../../scripts/lib/site-paths.ts'
import { loadSeed } from '../../seed/load.ts'
import { expect, test } from './fixtures.ts'

const seed = await loadSeed()
const paths = await listSitePaths()

/** The text of the first h1 in an HTML document, tags stripped and entities of the page decoded. */
function firstHeading(html: string): string | undefined {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)
  return match?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .trim()
}

function expectedHeading(path: string): string | undefined {
  const supplier = /^\/fournisseurs\/(\d+)$/.exec(path)
  if (supplier) return seed.suppliers.find((s) => s.id === Number(supplier[1]))?.name
  const article = /^\/(?:conseils|actualite|article)\/(.+)$/.exec(path)
  if (article) return seed.articles.find((a) => a.slug === article[1])?.title
  return undefined
}

test.describe('prerendered HTML, as a crawler gets it', () => {
  test('every page answers 200 with its own title, description, canonical URL and content', async ({ request }) => {
    expect(paths.length).toBeGreaterThan(40)
    for (const path of paths) {
      const response = await request.get(encodeURI(path), { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/)
      const html = await response.text()
      const heading = firstHeading(html)
      expect(heading, `${path} has an h1 in its HTML`).toBeTruthy()
      const expected = expectedHeading(path)
      if (expected) expect(heading, path).toBe(expected)
      expect(html.match(/<title>/g), `${path}: one title`).toHaveLength(1)
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/)
      expect(html, path).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/)
      expect(html, path).toContain('id="wm-prerender"')
      // React's streaming scripts would break the CSP: the prerender inlines every boundary.
      expect(html, path).not.toMatch(/<script>[^<]/)
    }
  })

  test('an unknown path and an unknown supplier answer 404 with the not-found page; the API stays JSON', async ({ request }) => {
    for (const path of ['/nimporte-quoi', '/fournisseurs/999', '/conseils/article-inconnu']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
      const html = await response.text()
      expect(firstHeading(html), path).toBe('Page introuvable')
      expect(html, path).not.toContain('rel="canonical"')
    }
    const api = await request.get('/api/suppliers/999')
    expect(api.status()).toBe(404)
    expect(api.headers()['content-type']).toMatch(/^application\/json/)
  })

  test('a page embeds the catalogue it shows, with the version the API serves', async ({ request }) => {
    const html = await (await request.get('/fournisseurs/19')).text()
    const data = /<script id="wm-prerender" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1]
    const payload = JSON.parse(data ?? 'null') as {
      path: string
      catalogueVersion: string
      queries: { queries: { queryKey: unknown[]; state: { data: { name?: string } } }[] }
    }
    expect(payload.path).toBe('/fournisseurs/19')
    const served = (await (await request.get('/api/catalogue/version')).json()) as { version: string }
    expect(payload.catalogueVersion).toBe(served.version)
    const names = payload.queries.queries.map((query) => query.state.data.name).filter(Boolean)
    expect(names).toContain(seed.suppliers.find((s) => s.id === 19)?.name)
  })
})

/** Keeps a reference to the page's h1 as parsed from the HTML, before any script ran. */
async function rememberParsedHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        ;(window as unknown as { parsedHeading: Element | null }).parsedHeading = document.querySelector('h1')
      }
    })
  })
}

test.describe('hydration', () => {
  for (const path of ['/', '/fournisseurs/19', '/conseils/guide-tarif-réglementé', '/calculateur']) {
    test(`${path} hydrates the prerendered HTML (same elements, no warning) and works`, async ({ page }) => {
      await rememberParsedHeading(page)
      await page.goto(encodeURI(path))
      await expect(page.locator('h1')).toBeVisible()
      // The app has started: a link navigates without a full page load.
      await page.waitForFunction(() => document.querySelector('#root a[href="/rappel"]') !== null)
      await expect
        .poll(() =>
          page.evaluate(() => {
            const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading
            return parsed !== null && document.contains(parsed)
          }),
        )
        .toBe(true)
      await expect(page.locator('title')).toHaveCount(1)
      await expect(page.locator('meta[name="description"]')).toHaveCount(1)
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    })
  }

  test('the app’s scripts are requested only after the first contentful paint (decision 0018)', async ({ page }) => {
    for (const path of ['/', '/electricite', '/fournisseurs/19']) {
      await page.goto(path)
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && !/\/start-[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }))
      expect(timing.scripts.length, path).toBeGreaterThan(3)
      expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.paint)
    }
  })

  test('the inlined styles are not fetched or appended again when the app starts', async ({ page }) => {
    const stylesheets: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname)
    })
    // Toasts load their chunk when the page is idle, the last chunk a page loads by itself: wait for it.
    const toastView = page.waitForRequest((request) => new URL(request.url()).pathname.includes('/toast-view-'))
    await page.goto('/electricite')
    await toastView
    const inlined = await page.locator('link[rel="stylesheet"][disabled]').evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    )
    expect(inlined.length).toBeGreaterThan(3)
    expect(stylesheets.filter((path) => inlined.includes(path))).toEqual([])
  })

  test('a page opened with search parameters renders them (no stale prerendered state)', async ({ page }) => {
    await page.goto('/fournisseurs?filtres=gas')
    const gasSuppliers = seed.suppliers.filter((s) => s.hasGas).length
    await expect(page.getByText(new RegExp(`${gasSuppliers} fournisseurs?`)).first()).toBeVisible()
  })
})

test.describe('catalogue version', () => {
  test('a page whose embedded catalogue is current fetches no catalogue data', async ({ page }) => {
    const catalogueCalls: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/api/') && !['/api/health', '/api/catalogue/version'].includes(url.pathname)) {
        catalogueCalls.push(url.pathname)
      }
    })
    const versionChecked = page.waitForResponse('**/api/catalogue/version')
    await page.goto('/electricite')
    expect((await versionChecked).status()).toBeLessThan(400)
    await page.waitForLoadState('networkidle')
    expect(catalogueCalls).toEqual([])
  })

  test('after a reseed (another version in KV) the page refetches and shows the new data', async ({ page }) => {
    const first = seed.suppliers.find((s) => s.hasElectricity)
    await page.route('**/api/catalogue/version', (route) =>
      route.fulfill({ json: { version: 'reseeded', generatedAt: '2026-11-22T08:00:00.000Z', keys: 1 } }),
    )
    await page.route('**/api/electricity-suppliers', async (route) => {
      const response = await route.fetch()
      const suppliers = (await response.json()) as { id: number; name: string }[]
      await route.fulfill({
        response,
        json: suppliers.map((s) => (s.id === first?.id ? { ...s, name: `${s.name} (nouveau)` } : s)),
      })
    })
    await page.goto('/electricite')
    await expect(page.getByRole('heading', { name: `${first?.name} (nouveau)` })).toBeVisible()
  })
})

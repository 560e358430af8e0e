// Desktop project only: HTTP answers, hydration and the version check do not depend on the viewport
// (the no-JavaScript pages are checked at both widths in no-javascript.spec.ts).
import type { Page } from '@playwright/test'
import { listSitePaths } from '../../scripts/lib/site-paths.ts'
import { loadSeed } from '../../seed/load.ts'
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { chunkFileOf } from './support/build-manifest.ts'
import { waitForLiveShell, waitForQuietShell } from './support/shell.ts'

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
      expect(html.match(/<!DOCTYPE/gi), `${path}: one doctype`).toHaveLength(1)
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/)
      expect(html, path).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/)
      // The router's state for hydration comes from a file (the CSP allows no inline script): every
      // script element loads a file, or is JSON-LD data.
      expect(html, path).toMatch(/<script src="\/assets\/ssr\/[0-9a-f]+\.js" defer><\/script>/)
      for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
        expect(tag, path).toMatch(/\ssrc="|type="application\/ld\+json"/)
      }
    }
  })

  test('an unknown path, supplier or article answers 404 with its not-found page; the API stays JSON', async ({ request }) => {
    const notFound: Record<string, string> = {
      '/nimporte-quoi': 'Page introuvable',
      '/fournisseurs/999': 'Fournisseur non trouvé',
      '/fournisseurs/abc': 'Fournisseur non trouvé',
      '/conseils/article-inconnu': 'Article non trouvé',
      '/actualite/article-inconnu': 'Article non trouvé',
      '/article/article-inconnu': 'Article non trouvé',
    }
    for (const [path, heading] of Object.entries(notFound)) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
      const html = await response.text()
      expect(firstHeading(html), path).toBe(heading)
      expect(html, path).not.toContain('rel="canonical"')
    }
    const api = await request.get('/api/suppliers/999')
    expect(api.status()).toBe(404)
    expect(api.headers()['content-type']).toMatch(/^application\/json/)
  })

  test('a page embeds the catalogue it shows, with the version the API serves', async ({ request }) => {
    const html = await (await request.get('/fournisseurs/19')).text()
    const stateFile = /<script src="(\/assets\/ssr\/[0-9a-f]+\.js)" defer>/.exec(html)?.[1]
    expect(stateFile).toBeTruthy()
    const state = await request.get(stateFile ?? '')
    expect(state.status()).toBe(200)
    expect(state.headers()['content-type']).toMatch(/javascript/)
    const source = await state.text()
    // The router's dehydrated state (serialised by seroval) holds the page's path, the catalogue version
    // and TanStack Query's cache with the supplier the page shows.
    const served = (await (await request.get('/api/catalogue/version')).json()) as { version: string }
    expect(source).toContain('"/fournisseurs/19"')
    expect(source).toContain(`"${served.version}"`)
    expect(source).toContain(JSON.stringify(seed.suppliers.find((s) => s.id === 19)?.name))
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
      // The app has started (the root layout marks the document once it rendered in the browser).
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'))
      await expect(page.locator('a[href="/rappel"]').first()).toBeAttached()
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

  test('a part whose code comes later keeps its server HTML while the page renders again around it', async ({ page }) => {
    // On /electricite the option advice and the suppliers' cards load in chunks of their own. Held back,
    // they are still waiting when the page renders again after hydrating (the visitor's day, the shell):
    // new props with the same content must leave their HTML where it is, the very elements parsed.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const chunks = ['option-advice-panel.tsx', 'comparison-suppliers.tsx'].map((file) => chunkFileOf(`client/features/comparison/${file}`))
    for (const chunk of chunks) {
      await page.route(`**/${chunk}`, async (route) => {
        await held
        await route.continue()
      })
    }
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return
        // French typography puts a no-break space before « ? »: spaces are compared as spaces.
        const headings = (level: string, text: string) =>
          [...document.querySelectorAll(level)].find((h) => h.textContent?.replace(/\s+/g, ' ') === text)
        ;(window as unknown as { parsedParts: (Element | null | undefined)[] }).parsedParts = [
          headings('h3', 'Quelle option choisir ?')?.closest('section'),
          headings('h2', 'Les fournisseurs, du moins cher au plus cher')?.nextElementSibling,
        ]
      })
    })
    const partsInPlace = () =>
      page.evaluate(() =>
        (window as unknown as { parsedParts: (Element | null | undefined)[] }).parsedParts.map(
          (part) => part instanceof HTMLElement && document.contains(part) && part.getBoundingClientRect().height > 0,
        ),
      )

    await page.goto('/electricite')
    await waitForLiveShell(page)
    expect(await partsInPlace()).toEqual([true, true])

    const arrived = chunks.map((chunk) => page.waitForResponse((response) => response.url().endsWith(`/${chunk}`)))
    release()
    await Promise.all(arrived)
    // Once their code has come, React hydrates the same elements.
    await expect(page.getByRole('region', { name: 'Quelle option choisir ?' })).toBeVisible()
    expect(await partsInPlace()).toEqual([true, true])
  })

  test('the app’s scripts are requested only after the first contentful paint (decision 0029)', async ({ page }) => {
    for (const path of ['/', '/electricite', '/fournisseurs/19']) {
      await page.goto(path)
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'))
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        // The start script and the page's router-state file come with the HTML; the app's code does not.
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .filter((entry) => !/\/start-[^/]+\.js$/.test(entry.name) && !new URL(entry.name).pathname.startsWith('/assets/ssr/'))
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
    await page.goto('/electricite')
    // Every chunk the page loads by itself has come: the shell's (at idle) and its desktop menu's, the
    // last ones, and the network is quiet.
    await waitForQuietShell(page)
    // The app's one stylesheet is inlined by the router: the page styles itself without any request.
    await expect(page.locator('style[data-tsr-inline-css]')).toHaveCount(1)
    expect(await page.locator('style[data-tsr-inline-css]').evaluate((style) => style.textContent?.length ?? 0)).toBeGreaterThan(10_000)
    expect(stylesheets).toEqual([])
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0)
  })

  test('a prerendered page runs under the Content-Security-Policy without a violation', async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = []
      ;(window as unknown as { cspViolations: string[] }).cspViolations = violations
      document.addEventListener('securitypolicyviolation', (event) => {
        violations.push(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    for (const path of ['/', '/fournisseurs/19', '/calculateur']) {
      const response = await page.goto(path)
      const policy = response?.headers()['content-security-policy'] ?? ''
      const scriptSrc = policy
        .split(';')
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith('script-src'))
      expect(scriptSrc, path).toBe("script-src 'self'")
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'))
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([])
    }
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

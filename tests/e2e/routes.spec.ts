import { expect } from '@playwright/test'
import { ANY_VIEWPORT, expectConsoleErrors, test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { waitForLiveShell } from './support/shell.ts'

/** Every route of the route table, with its final French title. */
const ROUTES: [path: string, title: RegExp][] = [
  ['/', /^WattMalin – Comparateur d’électricité et de gaz/],
  ['/fournisseurs', /^Tous les fournisseurs d’électricité et de gaz \| WattMalin$/],
  ['/fournisseurs/19', /^ekWateur : offre, prix du kWh et avis \| WattMalin$/],
  ['/electricite', /^Comparatif des fournisseurs d’électricité \| WattMalin$/],
  ['/comparateur/electricite-verte', /^Comparateur d’électricité verte \| WattMalin$/],
  ['/gaz', /^Comparatif des fournisseurs de gaz naturel \| WattMalin$/],
  ['/comparateur/electricite-gaz', /^Comparateur électricité et gaz \| WattMalin$/],
  ['/calculateur', /^Calculateur de coûts d’énergie \| WattMalin$/],
  ['/ma-consommation', /^Ma consommation réelle \| WattMalin$/],
  ['/rappel', /^Être rappelé gratuitement par un expert \| WattMalin$/],
  ['/conseils', /^Conseils et guides sur l’énergie \| WattMalin$/],
  [`/conseils/${encodeURIComponent('guide-tarif-réglementé')}`, /^Tarif bleu.* \| WattMalin$/],
  ['/actualite/baisse-tarif-reglemente-fevrier-2025', /\| WattMalin$/],
  ['/article/choisir-puissance-compteur-kva', /\| WattMalin$/],
  ['/comment-ca-marche', /^Comment ça marche \? \| WattMalin$/],
  ['/tarif-reglemente', /^Tarif réglementé de l’électricité\u00a0: grilles en vigueur et historique \| WattMalin$/],
  ['/offres-de-marche', /^Offres de marché d’électricité \| WattMalin$/],
  ['/qrcode', /^Générateur de QR code \| WattMalin$/],
  ['/politique-de-confidentialite', /^Politique de confidentialité \| WattMalin$/],
  ['/cgu', /^Conditions générales d’utilisation \| WattMalin$/],
  ['/cookies', /^Politique de cookies \| WattMalin$/],
]

/**
 * Pages whose own spec already runs axe at both widths (in the browser; every page's HTML is checked
 * here and in prerender.desktop.spec.ts), in the states that matter (loaded lists, open
 * tabs, accordions); checking them again here would only lengthen the suite.
 */
const AXE_ELSEWHERE = new Set([
  '/',
  '/fournisseurs',
  '/fournisseurs/19',
  '/electricite',
  '/comparateur/electricite-verte',
  '/gaz',
  '/comparateur/electricite-gaz',
  '/calculateur',
  '/ma-consommation',
  '/rappel',
  '/conseils',
  `/conseils/${encodeURIComponent('guide-tarif-réglementé')}`,
  '/actualite/baisse-tarif-reglemente-fevrier-2025',
  '/comment-ca-marche',
  '/tarif-reglemente',
  '/offres-de-marche',
  '/qrcode',
])

test.describe('routes', () => {
  test.beforeEach(async ({ page }) => dismissCookieBanner(page))

  test('every route answers 200 with its final French title, one h1 and a description in its HTML', async ({ request }) => {
    for (const [path, title] of ROUTES) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]?.replace(/&amp;/g, '&'))
      expect(titles, path).toHaveLength(1)
      expect(titles[0], path).toMatch(title)
      expect(html.match(/<h1[\s>]/g), `${path}: one h1`).toHaveLength(1)
      expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.length ?? 0, path).toBeGreaterThan(40)
    }
  })

  for (const [path, title] of ROUTES.filter(([path]) => !AXE_ELSEWHERE.has(path))) {
    test(`${decodeURIComponent(path)} keeps its title once live, with no axe violation`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveTitle(title)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expectNoAxeViolations(page)
    })
  }

  test(
    'each page names its canonical address; aliases point to the page they show, missing pages to none',
    ANY_VIEWPORT,
    async ({ page, consoleErrors }) => {
      const cases: [path: string, canonical: string][] = [
        ['/', 'https://www.wattmalin.fr/'],
        ['/fournisseurs/19', 'https://www.wattmalin.fr/fournisseurs/19'],
        ['/comparateur/electricite-verte', 'https://www.wattmalin.fr/electricite'],
        ['/actualite/baisse-tarif-reglemente-fevrier-2025', 'https://www.wattmalin.fr/conseils/baisse-tarif-reglemente-fevrier-2025'],
        [`/conseils/${encodeURIComponent('guide-tarif-réglementé')}`, 'https://www.wattmalin.fr/conseils/guide-tarif-r%C3%A9glement%C3%A9'],
      ]
      for (const [path, canonical] of cases) {
        await page.goto(path)
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical)
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical)
      }
      await page.goto('/cette-page-n-existe-pas')
      await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible()
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
      expectConsoleErrors(consoleErrors, /status of 404/)
    },
  )

  test('an unknown path shows the French not-found page with status 404', async ({ page, consoleErrors }) => {
    const response = await page.goto('/cette-page-n-existe-pas')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible()
    await expect(page).toHaveTitle('Page introuvable | WattMalin')
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('main').getByRole('link', { name: 'Voir les fournisseurs' })).toHaveAttribute('href', '/fournisseurs')
    await expectNoAxeViolations(page)
    expectConsoleErrors(consoleErrors, /status of 404/)
  })

  test('an unknown supplier id and a malformed one show "Fournisseur non trouvé"', ANY_VIEWPORT, async ({ page, consoleErrors }) => {
    for (const path of ['/fournisseurs/999', '/fournisseurs/abc', '/fournisseurs/0']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: 'Fournisseur non trouvé' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Retour à la liste des fournisseurs' })).toHaveAttribute('href', '/fournisseurs')
    }
    // The browser logs the API's 404 and the pages' own 404 status; nothing else may be logged.
    expectConsoleErrors(consoleErrors, /status of 404/)
  })

  test('/mentions-legales redirects to the privacy policy, by HTTP and inside the app', ANY_VIEWPORT, async ({ page, request }) => {
    const direct = await request.get('/mentions-legales', { maxRedirects: 0 })
    expect(direct.status()).toBe(301)
    expect(direct.headers().location).toBe('/politique-de-confidentialite')

    await page.goto('/')
    await waitForLiveShell(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click()
    await expect(page).toHaveURL(/\/politique-de-confidentialite$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible()
  })

  test('/simulateureconomies redirects to the external simulation form', ANY_VIEWPORT, async ({ request }) => {
    const direct = await request.get('/simulateureconomies', { maxRedirects: 0 })
    expect(direct.status()).toBe(302)
    expect(direct.headers().location).toBe('https://simulation.wattmalin.fr/')
  })
})

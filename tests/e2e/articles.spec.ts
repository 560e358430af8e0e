import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import type { Article } from '../../contract/article.ts'
import { loadSeed } from '../../seed/load.ts'
import { expect } from '@playwright/test'
import { ANY_VIEWPORT, expectConsoleErrors, test } from './fixtures.ts'
import { withoutEmbeddedData } from './support/prerender.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { expectAnswerOpen, faqQuestions as questionOf } from './support/faq.ts'

// Expected values come from the seed, never from the page under test.
let articles: Article[] = []
test.beforeAll(async () => {
  articles = (await loadSeed()).articles
})

const GUIDE_SLUG = 'guide-tarif-réglementé'
const NEWS_SLUG = 'baisse-tarif-reglemente-fevrier-2025'
const bySlug = (slug: string) => {
  const article = articles.find((a) => a.slug === slug)
  if (!article) throw new Error(`no seeded article ${slug}`)
  return article
}

/** The questions of the FAQ block, read straight from the source file of the guide. */
const faqQuestions = [
  ...readFileSync(new URL('../../seed/data/articles/01-guide-tarif-reglemente.html', import.meta.url), 'utf8')
    .split('<section id="faq-tarif-bleu">')[1]!
    .matchAll(/<summary>([\s\S]*?)<\/summary>/g),
].map((match) => match[1]!)

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)).replace(/^1 /, '1er\u00a0')

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768
const main = (page: Page) => page.getByRole('main')

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

test.describe('/conseils', () => {
  test('lists every article as a card linking to /conseils/{slug}, with the simulation button', ANY_VIEWPORT, async ({ page }) => {
    await page.goto('/conseils')
    await expect(page).toHaveTitle(/^Conseils et guides sur l’énergie \| WattMalin$/)
    const cards = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(cards).toHaveCount(articles.length)

    for (const [index, article] of articles.entries()) {
      const card = cards.nth(index)
      const link = card.getByRole('link', { name: article.title, exact: true })
      await expect(link).toHaveAttribute('href', `/conseils/${encodeURIComponent(article.slug)}`)
      await expect(card.getByText(article.category, { exact: true })).toBeVisible()
      await expect(card.getByText(article.excerpt)).toBeVisible()
      await expect(card.getByText(longDate(article.publishedAt))).toBeVisible()
      await expect(card.getByText(`${article.readingMinutes}\u00a0min de lecture`)).toBeVisible()
      if (article.image) await expect(card.getByRole('img', { name: article.image.alt })).toBeVisible()
    }

    const simulate = main(page).getByRole('link', { name: /Simuler mes économies/ })
    await expect(simulate).toHaveAttribute('href', '/simulateureconomies')
    await expect(simulate).toHaveAttribute('target', '_blank')
    await expectNoAxeViolations(page)

    // A card leads to its article, whose back link returns to the list.
    const first = articles[0]!
    await cards.first().getByRole('link', { name: first.title }).click()
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible()
    await main(page).getByRole('link', { name: 'Retour aux conseils' }).first().click()
    await expect(page).toHaveURL(/\/conseils$/)
    await expect(cards).toHaveCount(articles.length)
  })

  test(
    'shows six skeletons while loading, then an error with « Réessayer » that refetches',
    ANY_VIEWPORT,
    async ({ page, consoleErrors }) => {
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await withoutEmbeddedData(page)
      await page.route('**/api/articles', async (route) => {
        await held
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"panne"}}' })
      })
      await page.goto('/conseils')
      await expect(main(page).locator('[aria-busy="true"] li')).toHaveCount(6)
      await expect(page.getByRole('status').getByText('Chargement des articles…')).toBeAttached()
      release()

      const alert = main(page).getByRole('alert')
      await expect(alert.getByText('Impossible de charger les articles')).toBeVisible()
      await expect(main(page).getByRole('link', { name: articles[0]!.title })).toHaveCount(0)
      await expectNoAxeViolations(page)

      await page.unroute('**/api/articles')
      await alert.getByRole('button', { name: 'Réessayer' }).click()
      await expect(main(page).getByRole('heading', { level: 2, name: articles[0]!.title })).toBeVisible()
      await expect(main(page).getByRole('alert')).toHaveCount(0)
      // The browser logs the 500, and React logs the load error the list shows its failure for.
      expectConsoleErrors(consoleErrors, /status of 500/)
      expectConsoleErrors(consoleErrors, /^ApiRequestError: 500/)
    },
  )

  test('says so when there is no article', ANY_VIEWPORT, async ({ page }) => {
    await withoutEmbeddedData(page)
    await page.route('**/api/articles', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }))
    await page.goto('/conseils')
    await expect(main(page).getByText('Aucun article n’est disponible pour le moment')).toBeVisible()
    await expect(main(page).getByRole('link', { name: /Simuler mes économies/ })).toBeVisible()
  })
})

test.describe('article page', () => {
  test('shows the guide with its meta, tags, image, body and its FAQ cut out of the body', async ({ page }) => {
    const guide = bySlug(GUIDE_SLUG)
    await page.goto(`/conseils/${GUIDE_SLUG}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title)
    await expect(page).toHaveTitle(`${guide.title} | WattMalin`)
    const article = main(page).getByRole('article')
    await expect(article.getByText(guide.category, { exact: true })).toBeVisible()
    await expect(article.getByText(guide.excerpt)).toBeVisible()
    await expect(article.locator('time').first()).toHaveText(longDate(guide.publishedAt))
    // The guide's figures were brought up to date: the page says when.
    if (!guide.updatedAt) throw new Error('the guide should carry the date its figures were brought up to date')
    await expect(article.getByText(`Mis à jour le ${longDate(guide.updatedAt)}`)).toBeVisible()
    await expect(article.getByText('Mis à jour le').locator('time')).toHaveAttribute('datetime', guide.updatedAt)
    await expect(article.getByText(`Par ${guide.authorName}`)).toBeVisible()
    await expect(article.getByText(`${guide.readingMinutes}\u00a0min de lecture`)).toBeVisible()
    const image = article.getByRole('img', { name: guide.image!.alt })
    await expect(image).toHaveAttribute('width', /\d+/)
    await expect(image).toHaveAttribute('height', /\d+/)
    await expect(article.locator('figcaption')).toHaveCount(0)

    // Tags: full labels for assistive technology at every width; cut to 9 characters + … on mobile.
    const tags = article.getByRole('list', { name: 'Mots-clés' })
    const snapshot = await tags.ariaSnapshot()
    for (const tag of guide.tags) expect(snapshot).toContain(tag)
    expect(snapshot).not.toContain('…')
    const longTag = guide.tags.find((tag) => tag.length > 10)!
    const cut = `${longTag.slice(0, 9)}…`
    if (isMobile(page)) {
      await expect(tags.getByText(cut)).toBeVisible()
      await expect(tags.getByText(longTag, { exact: true })).toHaveCSS('position', 'absolute')
    } else {
      await expect(tags.getByText(cut)).toBeHidden()
      await expect(tags.getByText(longTag, { exact: true })).toBeVisible()
    }

    // The body: sanitised HTML with reading typography; its table scrolls on its own.
    await expect(article.getByRole('heading', { level: 2, name: 'Un prix fixé par les pouvoirs publics' })).toBeVisible()
    const tableRegion = article.getByRole('region', { name: /Prix du kWh du tarif bleu/ })
    await expect(tableRegion).toHaveAttribute('tabindex', '0')
    await expect(tableRegion.getByRole('table')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)

    // The FAQ: out of the body, under its own heading, five questions then « Voir plus de questions ».
    const faq = article.getByRole('region', { name: 'Questions fréquentes sur le tarif bleu' })
    await expect(article.locator('#faq-tarif-bleu')).toHaveCount(0)
    // The only disclosures of the article are the FAQ's own: none is left in the body.
    expect(await article.locator('details, summary').count()).toBe(await faq.locator('details, summary').count())
    await expect(faq.getByRole('heading', { level: 2 })).toBeVisible()
    const questions = faq.getByRole('heading', { level: 3 })
    await expect(questions.filter({ visible: true })).toHaveText(faqQuestions.slice(0, 5))
    await faq.getByRole('button', { name: 'Voir plus de questions' }).click()
    await expect(questions).toHaveText(faqQuestions)
    await expect(questions.filter({ visible: true })).toHaveCount(faqQuestions.length)
    await expect(faq.getByRole('button', { name: 'Voir moins de questions' })).toHaveAttribute('aria-expanded', 'true')
    await questionOf(faq, faqQuestions[0]!).click()
    await expect(faq.getByText(/Le retour est possible à tout moment/)).toBeVisible()
    await expectNoAxeViolations(page)

    await expect(main(page).getByRole('link', { name: 'Retour aux conseils' }).first()).toHaveAttribute('href', '/conseils')
  })

  test('opens several FAQ answers on desktop and one at a time on mobile', async ({ page }) => {
    await page.goto(`/conseils/${encodeURIComponent(GUIDE_SLUG)}`)
    const faq = main(page).getByRole('region', { name: 'Questions fréquentes sur le tarif bleu' })
    const first = questionOf(faq, faqQuestions[0]!)
    const second = questionOf(faq, faqQuestions[1]!)
    await expectAnswerOpen(first, false)
    await expectAnswerOpen(second, false)
    await first.click()
    await expectAnswerOpen(first, true)
    await second.click()
    await expectAnswerOpen(second, true)
    await expectAnswerOpen(first, !isMobile(page))
  })

  test('opens the accented slug typed plainly or percent-encoded', ANY_VIEWPORT, async ({ page }) => {
    const guide = bySlug(GUIDE_SLUG)
    for (const path of [
      `/conseils/${GUIDE_SLUG}`,
      `/conseils/${encodeURIComponent(GUIDE_SLUG)}`,
      `/article/${encodeURIComponent(GUIDE_SLUG)}`,
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title)
    }
  })

  test('captions the image of a news article, and sends /actualite and /article back home', ANY_VIEWPORT, async ({ page }) => {
    const news = bySlug(NEWS_SLUG)
    expect(news.category).toBe('Actualité')
    await page.goto(`/actualite/${NEWS_SLUG}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title)
    const figure = main(page).locator('figure')
    await expect(figure.getByRole('img', { name: news.image!.alt })).toBeVisible()
    await expect(figure.locator('figcaption')).toHaveText(`Illustration\u00a0: ${news.image!.alt}`)
    await expect(main(page).getByRole('link', { name: 'Retour à l’accueil' }).first()).toHaveAttribute('href', '/')
    await expect(main(page).getByRole('link', { name: 'Retour aux conseils' })).toHaveCount(0)
    await expectNoAxeViolations(page)

    const other = articles.find((a) => a.category !== 'Actualité')!
    await page.goto(`/article/${encodeURIComponent(other.slug)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title)
    await expect(main(page).locator('figcaption')).toHaveCount(0)
    await main(page).getByRole('link', { name: 'Retour à l’accueil' }).first().click()
    await expect(page).toHaveURL(/\/$/)
  })

  test(
    'shows « Article non trouvé » for an unknown slug and when the article fails to load',
    ANY_VIEWPORT,
    async ({ page, consoleErrors }) => {
      const response = await page.goto('/conseils/cet-article-n-existe-pas')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Article non trouvé' })).toBeVisible()
      await expect(page.getByText('Désolé, l’article que vous recherchez n’existe pas ou a été déplacé.')).toBeVisible()
      await expect(main(page).getByRole('link', { name: 'Retour aux conseils' })).toHaveAttribute('href', '/conseils')
      await expectNoAxeViolations(page)
      expectConsoleErrors(consoleErrors, /status of 404/)

      await withoutEmbeddedData(page)
      await page.route('**/api/articles/slug/**', (route) => route.fulfill({ status: 500, body: 'panne' }))
      await page.goto(`/actualite/${NEWS_SLUG}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Article non trouvé' })).toBeVisible()
      await expect(main(page).getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
      // The browser logs the 500, and the router logs the load error it shows the error state for.
      expectConsoleErrors(consoleErrors, /status of 500/)
      expectConsoleErrors(consoleErrors, /^ApiRequestError: 500: panne/)
    },
  )
})

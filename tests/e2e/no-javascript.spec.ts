import { howItWorks } from '../../client/features/editorial/how-it-works-copy.ts'
import { loadSeed } from '../../seed/load.ts'
import { expect } from '@playwright/test'
import { ANY_VIEWPORT, test } from './fixtures.ts'
import { expectAnswerOpen, faqQuestions } from './support/faq.ts'

const seed = await loadSeed()

/** Every page type is prerendered: its main text is there for a visitor whose JavaScript is off. */
test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  const article = seed.articles.find((a) => a.slug === 'guide-tarif-réglementé') ?? seed.articles[0]
  const supplier = seed.suppliers.find((s) => s.id === 19)
  const pages: { path: string; heading: RegExp | string; text: RegExp | string }[] = [
    { path: '/', heading: /juste prix/, text: /tarif réglementé/ },
    { path: '/fournisseurs', heading: 'Tous les fournisseurs', text: seed.suppliers[0]?.name ?? '' },
    {
      path: '/fournisseurs/19',
      heading: supplier?.name ?? '',
      text: (supplier?.longDescription?.[0] ?? supplier?.description ?? '').slice(0, 60),
    },
    { path: '/electricite', heading: /électricité/, text: seed.suppliers.find((s) => s.hasElectricity)?.name ?? '' },
    { path: '/gaz', heading: /gaz/, text: seed.suppliers.find((s) => s.hasGas)?.name ?? '' },
    { path: '/calculateur', heading: /Calculateur/, text: /Électricité/ },
    { path: '/conseils', heading: /Conseils/, text: article?.title ?? '' },
    { path: `/conseils/${article?.slug}`, heading: article?.title ?? '', text: article?.excerpt ?? '' },
    { path: '/tarif-reglemente', heading: /tarif réglementé/, text: /Tempo/ },
    { path: '/offres-de-marche', heading: /offres de marché/, text: /prix fixe/i },
    { path: '/comment-ca-marche', heading: /Comment ça marche/, text: /fournisseur/ },
    { path: '/rappel', heading: /rappelé/, text: /Prénom/ },
    { path: '/qrcode', heading: /QR code/, text: /QR code/ },
    { path: '/cgu', heading: /Conditions générales/, text: /WattMalin/ },
  ]
  for (const { path, heading, text } of pages) {
    test(`${path} is readable`, async ({ page }) => {
      await page.goto(encodeURI(path))
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      // Visible text: a select's options (« Mon contrat actuel ») may name a supplier first, hidden.
      await expect(page.getByRole('main').getByText(text).filter({ visible: true }).first()).toBeVisible()
    })
  }

  test('blocks that collapse behind a toggle on a phone stay open: no script could open them', async ({ page }) => {
    await page.goto('/electricite')
    const advice = page.getByRole('heading', { name: /^Comment choisir son offre/ })
    await expect(advice).toBeVisible()
    await expect(advice.getByRole('button')).toHaveCount(0)
    await expect(page.getByRole('main').getByText(/^Repérez sur votre facture votre consommation annuelle/)).toBeVisible()
    await page.goto('/fournisseurs/19')
    const features = supplier?.features ?? []
    for (const feature of features) await expect(page.getByRole('main').getByText(feature, { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: /autres? avantages?/ })).toHaveCount(0)
  })

  test('an FAQ answer opens, and the one beside it closes, without a script', ANY_VIEWPORT, async ({ page }) => {
    await page.goto('/comment-ca-marche')
    const faq = page.getByRole('region', { name: 'Questions fréquentes' })
    const [firstItem, secondItem] = howItWorks.faq
    if (!firstItem || !secondItem) throw new Error('The page has two questions at least')
    const [first, second] = [faqQuestions(faq, firstItem.question), faqQuestions(faq, secondItem.question)]
    await expect(faq.getByText(firstItem.answer)).toBeHidden()
    await first.click()
    await expectAnswerOpen(first, true)
    await expect(faq.getByText(firstItem.answer)).toBeVisible()
    await second.click()
    await expectAnswerOpen(second, true)
    await expectAnswerOpen(first, false)
  })

  test('the suppliers’ FAQ keeps one answer open at a time without a script', ANY_VIEWPORT, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/fournisseurs')
    const faq = page.getByRole('region', { name: 'Questions fréquentes' })
    const questions = faqQuestions(faq)
    const names = await faq.locator('details').evaluateAll((items) => items.map((item) => item.getAttribute('name')))
    expect(names.length).toBeGreaterThan(1)
    expect(new Set(names).size, 'one group').toBe(1)
    expect(names[0], 'named').toBeTruthy()
    await questions.nth(0).click()
    await expectAnswerOpen(questions.nth(0), true)
    await questions.nth(1).click()
    await expectAnswerOpen(questions.nth(1), true)
    await expectAnswerOpen(questions.nth(0), false)
  })

  test('the desktop header’s « Fournisseurs » reaches the suppliers’ pages without a script', ANY_VIEWPORT, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Navigation principale', exact: true })
    await nav.getByRole('button', { name: 'Fournisseurs' }).click()
    await nav.getByRole('link', { name: /^Tous les fournisseurs/ }).click()
    await expect(page).toHaveURL(/\/fournisseurs$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Tous les fournisseurs' })).toBeVisible()
  })

  test('the phone menu opens and closes without a script', ANY_VIEWPORT, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'Navigation principale (mobile)' })
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Tous les fournisseurs' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  })
})

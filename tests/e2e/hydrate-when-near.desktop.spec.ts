// Desktop project only: when a part hydrates depends on where it is, not on the width.
import type { Locator } from '@playwright/test'
import { expect } from '@playwright/test'
import { faq } from '#client/features/home/lower-sections-copy.ts'
import { test } from './fixtures.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { chunkFileOf } from './support/build-manifest.ts'
import { faqQuestions } from './support/faq.ts'
import { waitForQuietShell } from './support/shell.ts'

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

/** Whether React has taken the element over (hydrated it): it then keeps its fiber on the node. */
const ownedByReact = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))

test('a home section far below the fold stays the server’s HTML until it comes near, then hydrates unchanged', async ({ page }) => {
  await page.goto('/')
  await waitForQuietShell(page)
  await expect.poll(() => ownedByReact(page.getByRole('heading', { level: 1 }))).toBe(true)

  const howItWorks = page.locator('#fonctionnement')
  const served = await howItWorks.innerHTML()
  expect(await ownedByReact(howItWorks)).toBe(false)

  await howItWorks.scrollIntoViewIfNeeded()
  await expect.poll(() => ownedByReact(howItWorks)).toBe(true)
  expect(await howItWorks.innerHTML()).toBe(served)
})

test('a control in a section still waiting works at the first click', async ({ page }) => {
  await page.goto('/')
  await waitForQuietShell(page)
  const section = page.locator("section[aria-labelledby='faq-titre']")
  expect(await ownedByReact(section)).toBe(false)

  await section.getByRole('button', { name: 'Voir plus de questions' }).click()
  await expect(faqQuestions(section, faq[faq.length - 1]!.question)).toBeVisible()
  await expect(section.getByRole('button', { name: 'Voir moins de questions' })).toBeVisible()
})

test('the home’s lower sections fetch their code only when one comes near', async ({ page }) => {
  const lowerCode = `/${chunkFileOf('client/features/home/lower-sections.tsx')}`
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  await page.goto('/')
  await waitForQuietShell(page)
  const benefits = page.locator('#avantages')
  expect(await ownedByReact(benefits)).toBe(false)
  expect(fetched).not.toContain(lowerCode)

  await benefits.scrollIntoViewIfNeeded()
  await expect.poll(() => ownedByReact(benefits)).toBe(true)
  expect(fetched).toContain(lowerCode)
})

test('a home reached from another page shows its lower sections with the rest', async ({ page }) => {
  await page.goto('/rappel')
  await waitForQuietShell(page)
  // Whether the FAQ was in the document when the home's title entered it: React commits a render at
  // once, and the observer runs after the commit, so a section rendered later would be missing here.
  await page.evaluate(() => {
    const state = window as unknown as { faqWithTitle?: boolean }
    new MutationObserver(() => {
      if (state.faqWithTitle === undefined && document.getElementById('accueil-titre')) {
        state.faqWithTitle = document.getElementById('faq-titre') !== null
      }
    }).observe(document.body, { childList: true, subtree: true })
  })
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Accueil' }).click()
  await expect(page.locator('#accueil-titre')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { faqWithTitle?: boolean }).faqWithTitle)).toBe(true)
  await expect(page.locator('#fonctionnement').getByRole('listitem')).toHaveCount(4)
})

test('on the comparison page, the other options’ rankings and the stale offers hydrate as they come near, the stale offers’ code with them', async ({
  page,
}) => {
  const staleCode = `/${chunkFileOf('client/features/comparison/stale-offers.tsx')}`
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  await page.goto('/electricite')
  await waitForQuietShell(page)
  const tempo = page.getByRole('list', { name: 'Offres Tempo, de la moins chère à la plus chère' })
  const stale = page.getByRole('region', { name: /^Prix non confirmés depuis plus de 6\smois/ })
  expect(await ownedByReact(tempo)).toBe(false)
  expect(await ownedByReact(stale)).toBe(false)
  expect(fetched).not.toContain(staleCode)

  await tempo.scrollIntoViewIfNeeded()
  await expect.poll(() => ownedByReact(tempo)).toBe(true)
  await stale.scrollIntoViewIfNeeded()
  await expect.poll(() => ownedByReact(stale)).toBe(true)
  expect(fetched).toContain(staleCode)
})

test('a tap on a home section React has not reached yet, whose code is still coming, is kept until the section is live', async ({
  page,
}) => {
  let releaseCode = () => {}
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve))
  await page.route(`**/${chunkFileOf('client/features/home/lower-sections.tsx')}`, async (route) => {
    await codeHeld
    await route.continue()
  })
  // The tap comes the moment the app is live: React has rendered its root, and hydrates the page's
  // sections after it, one after the other. The page opened on the section, so it is in view.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-app-ready')) return
      observer.disconnect()
      const section = document.querySelector("section[aria-labelledby='rappel-titre']")
      const button = [...(section?.querySelectorAll('button') ?? [])].find((candidate) => candidate.textContent === 'Parler à un expert')
      const state = window as unknown as { tapped?: { inView: boolean } }
      if (!section || !button) return
      state.tapped = { inView: section.getBoundingClientRect().top < window.innerHeight }
      button.click()
      // The document itself: the script runs before <html> exists.
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] })
  })
  await page.goto('/#rappel-titre')
  expect(await page.evaluate(() => (window as unknown as { tapped?: { inView: boolean } }).tapped)).toEqual({ inView: true })
  const block = page.getByRole('region', { name: 'Un conseiller vous rappelle gratuitement' })
  await expect(block.getByRole('button', { name: 'Parler à un expert' })).toBeVisible()

  releaseCode()
  await expect(block.getByRole('textbox', { name: 'Prénom' })).toBeVisible()
})

test('on the comparison page, the supplier cards stay the server’s HTML until they come near, and a search typed before reaches them', async ({
  page,
}) => {
  await page.goto('/electricite')
  await waitForQuietShell(page)
  const search = page.getByRole('searchbox', { name: 'Rechercher un fournisseur' })
  const cards = page.getByRole('main').getByRole('article')
  // The controls above the cards are React's at once; the cards, far below the ranking, are not.
  await expect.poll(() => ownedByReact(search)).toBe(true)
  await expect(search).toBeEnabled()
  const served = await cards.count()
  expect(served).toBeGreaterThan(1)
  expect(await ownedByReact(cards.first())).toBe(false)

  await search.fill('octopus')
  await expect(page.getByRole('status').filter({ hasText: /fournisseurs? trouvés?/ })).toHaveText('1 fournisseur trouvé')
  await expect(cards).toHaveCount(1)
  await expect(cards.getByRole('heading')).toHaveText(/^Octopus/)

  await search.fill('')
  await expect(cards).toHaveCount(served)
  await cards.last().scrollIntoViewIfNeeded()
  await expect.poll(() => ownedByReact(cards.last())).toBe(true)
})

test('a supplier page’s offer list, side panel and plans hydrate as they come near; a link in the panel works at the first click', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/fournisseurs/19')
  await waitForQuietShell(page)
  await expect.poll(() => ownedByReact(page.getByRole('heading', { level: 1 }))).toBe(true)
  const offers = page.getByRole('region', { name: 'Offres du fournisseur' })
  const plans = page.getByRole('region', { name: /^Les formules d/ })
  const panel = page.getByRole('complementary', { name: /^En bref/ })
  for (const part of [offers, plans, panel]) expect(await ownedByReact(part)).toBe(false)

  await offers.scrollIntoViewIfNeeded()
  await expect.poll(() => ownedByReact(offers)).toBe(true)
  await plans.scrollIntoViewIfNeeded()
  await expect.poll(() => ownedByReact(plans)).toBe(true)

  // Back at the top, the panel is far again; a link clicked in it is kept until it is live.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.reload()
  await waitForQuietShell(page)
  expect(await ownedByReact(panel)).toBe(false)
  // The router's link, once live, moves to the page in this document: a mark left on the window stays.
  await page.evaluate(() => Object.assign(window, { beforeClick: true }))
  await panel.getByRole('link', { name: 'Être rappelé gratuitement' }).click()
  await expect(page).toHaveURL(/\/rappel$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => 'beforeClick' in window)).toBe(true)
})

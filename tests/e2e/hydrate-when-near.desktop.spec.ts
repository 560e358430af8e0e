// Desktop project only: when a part hydrates depends on where it is, not on the width.
import type { Locator } from '@playwright/test'
import { expect } from '@playwright/test'
import { faq } from '#client/features/home/home-copy.ts'
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

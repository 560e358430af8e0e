// Runs in the mobile project only (playwright.config.ts): 390 × 844, where /electricite is some 36 000 px.
import type { Locator } from '@playwright/test'
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { dismissCookieBanner } from './support/consent.ts'

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

/**
 * Whether the browser has rendered the element: false while it sits inside a block that
 * `content-visibility: auto` lets the browser skip, far from the viewport.
 */
const rendered = (locator: Locator) => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))

test('the comparison’s offers and supplier cards are laid out only when they come near, and stay in the page', async ({ page }) => {
  await page.goto('/electricite')
  // The rows of the rankings, each with its total (the stale offers, last on the page, have none).
  const rows = page.locator('li[data-offer-id][data-total]:not([data-total=""])')
  const cards = page.locator('article[data-supplier-id]')
  await expect(rows.first()).toBeVisible()
  expect(await rows.count()).toBeGreaterThan(10)
  expect(await cards.count()).toBeGreaterThan(10)
  // A skipped block takes an estimated height, never a width: the page stays as wide as the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width)

  // The first offer, near the top, is drawn; the last offer and the last card, tens of screens down, are not.
  const offerName = (row: Locator) => row.locator('p').first()
  expect(await rendered(offerName(rows.first()))).toBe(true)
  expect(await rendered(offerName(rows.last()))).toBe(false)
  const lastCard = cards.last()
  const lastName = lastCard.getByRole('heading').first()
  expect(await rendered(lastName)).toBe(false)

  // Skipped, it is still the page's content: its name is in the accessibility tree and in the text.
  const name = (await lastName.textContent()) ?? ''
  expect(name.trim()).not.toBe('')
  await expect(page.getByRole('article', { name: name.trim(), exact: true }).last()).toBeAttached()

  // Scrolled to, it is drawn, and reads as it did.
  await lastCard.scrollIntoViewIfNeeded()
  await expect.poll(() => rendered(lastName)).toBe(true)
  await expect(lastName).toBeInViewport()
  await expect(lastName).toHaveText(name)
})

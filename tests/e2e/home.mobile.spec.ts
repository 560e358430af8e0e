// Runs in the mobile project only (playwright.config.ts): the previews are a mobile feature.
import testimonials from '../../seed/data/testimonials.json' with { type: 'json' }
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { dismissCookieBanner } from './support/consent.ts'

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

test('on mobile, up to 4 other testimonials are selectable previews; the page does not scroll sideways', async ({ page }) => {
  await page.goto('/')
  const previews = page.getByRole('list', { name: 'Autres témoignages' }).getByRole('button')
  await expect(previews).toHaveCount(Math.min(4, testimonials.length - 1))
  await expect(previews.first()).toContainText(testimonials[1]!.name)
  await previews.nth(2).click()
  await expect(page.locator('[data-testimonial-id]')).toHaveAttribute('data-testimonial-id', String(testimonials[3]!.id))
  await expect(previews.first()).toContainText(testimonials[4]!.name)

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
  const menu = page.getByRole('navigation', { name: 'Sur cette page' }).getByRole('list')
  expect(await menu.evaluate((list) => getComputedStyle(list).overflowX)).toBe('auto')
})

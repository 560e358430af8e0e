import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { dismissCookieBanner } from './support/consent.ts'

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

test('at 390 px the Tempo grid says it scrolls, keeps its row headers in view and scrolls with the keyboard', async ({ page }) => {
  await page.goto('/tarif-reglemente')
  const region = page.getByRole('main').getByRole('region', { name: /^Tarif bleu option Tempo/ })
  await expect(region).toBeVisible()
  const widths = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }))
  expect(widths.scroll).toBeGreaterThan(widths.client)
  // The cue names the region's behaviour and is tied to it for screen readers.
  const cueId = await region.getAttribute('aria-describedby')
  expect(cueId).not.toBeNull()
  await expect(page.locator(`[id="${cueId}"]`)).toContainText('Faites défiler le tableau')

  await region.focus()
  for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowRight')
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  await expect.poll(() => region.evaluate((element) => element.scrollLeft + element.clientWidth >= element.scrollWidth - 1)).toBe(true)
  const firstRowHeader = region.getByRole('rowheader').first()
  const regionBox = await region.boundingBox()
  const headerBox = await firstRowHeader.boundingBox()
  expect(headerBox && regionBox && headerBox.x).toBeGreaterThanOrEqual(regionBox?.x ?? Number.POSITIVE_INFINITY)
  // Scrolled to the end, the red-day off-peak column lies inside the region's visible width.
  const redBox = await region.getByRole('columnheader', { name: /Rouge HC/ }).boundingBox()
  expect((redBox?.x ?? 0) + (redBox?.width ?? 0)).toBeLessThanOrEqual((regionBox?.x ?? 0) + (regionBox?.width ?? 0) + 1)
  expect(redBox?.x ?? -1).toBeGreaterThanOrEqual(regionBox?.x ?? 0)
  await expectNoAxeViolations(page)
})

// Runs in the mobile project only (playwright.config.ts): 390 × 844, then a tablet width.
import type { Locator, Page } from '@playwright/test'
import { site } from '#client/config/site.ts'
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Consentement aux cookies' })
const launcherOf = (page: Page) => page.getByRole('button', { name: `Parler à ${site.advisorFirstName}, votre conseillère`, exact: true })

async function box(locator: Locator) {
  const rect = await locator.boundingBox()
  if (!rect) throw new Error('element has no box')
  return rect
}

/** The element at the centre of `target` is `target` or inside it: nothing covers it there. */
async function expectUncovered(target: Locator, label: string) {
  const onTop = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    return hit !== null && element.contains(hit)
  })
  expect(onTop, `${label} is not covered`).toBe(true)
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 800, height: 1024 },
]) {
  test(`at ${viewport.width} px the cookie banner sits above the advisor button and the bottom bar`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    const banner = bannerOf(page)
    await expect(banner).toBeVisible()
    const launcher = launcherOf(page)
    await expect(launcher).toHaveAttribute('data-hydrated', '')

    const bannerBox = await box(banner)
    const launcherBox = await box(launcher)
    expect(bannerBox.y + bannerBox.height, 'banner ends above the advisor button').toBeLessThanOrEqual(launcherBox.y)
    expect(bannerBox.y, 'banner starts on screen').toBeGreaterThanOrEqual(0)
    await expectUncovered(launcher, 'the advisor button')

    const bar = page.getByRole('navigation', { name: 'Actions rapides' })
    if (viewport.width < 768) {
      const barBox = await box(bar)
      expect(bannerBox.y + bannerBox.height, 'banner ends above the bottom bar').toBeLessThanOrEqual(barBox.y)
      for (const action of await bar.getByRole('link').all()) await expectUncovered(action, 'a bottom bar action')
    } else {
      await expect(bar).toBeHidden()
    }

    // The advisor still answers while the banner waits for a choice.
    await launcher.click()
    await expect(page.getByRole('dialog', { name: `${site.advisorFirstName}, votre conseillère énergie` })).toBeVisible()
    await expect(banner).toBeVisible()
  })
}

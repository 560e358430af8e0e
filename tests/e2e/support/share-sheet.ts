import type { Page } from '@playwright/test'

/**
 * Takes the share sheet away from the page (`navigator.share`), before its scripts run: Chromium on
 * Linux has none on desktop anyway, and « Partager le lien » then copies the address and says so in a
 * toast. The page's context needs the clipboard permissions for that copy.
 */
export async function withoutShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
  })
}

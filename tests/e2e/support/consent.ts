import type { Page } from '@playwright/test'

/** Stores a cookie choice before the page loads, so the banner stays out of a test's way. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookie-consent', 'refused')
    window.localStorage.setItem('cookie-consent-date', new Date().toISOString())
  })
}

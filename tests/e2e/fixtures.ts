import { test as base, expect } from '@playwright/test'

/**
 * Every test fails when the page logs a console error or throws (a CSP violation logs one, and so
 * does a hydration mismatch).
 *
 * Pages arrive prerendered: their controls are in the HTML before the app has started. `page.goto`
 * and `page.reload` therefore also wait until the app is live (`html[data-app-ready]`, set by the
 * root layout once hydrated), so a test never types into a field React has not taken over yet —
 * unless JavaScript is off or the test asked for `waitUntil: 'commit'` to watch the page load.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const appReady = () => page.waitForSelector('html[data-app-ready]', { state: 'attached' })
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (javaScriptEnabled && options?.waitUntil !== 'commit') await appReady()
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      if (javaScriptEnabled && options?.waitUntil !== 'commit') await appReady()
      return response
    }
    await use(page)
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Takes the console errors a test expects (the browser logs every 404 it receives, the page's own
 * included) out of the list the fixture checks, and fails when none of them happened.
 */
export function expectConsoleErrors(errors: string[], pattern: RegExp): void {
  const expected = errors.filter((message) => pattern.test(message))
  expect(expected.length, `expected a console error matching ${pattern}`).toBeGreaterThan(0)
  const rest = errors.filter((message) => !pattern.test(message))
  errors.splice(0, errors.length, ...rest)
}

/**
 * Marks a test whose behaviour does not depend on the screen width: it runs in the desktop project only
 * (playwright.config.ts). The mobile layout of every page is checked by routes.spec.ts and the layout
 * tests, so a second run at 390 px would only cost time.
 */
export const ANY_VIEWPORT = { tag: '@any-viewport' }

import { test as base, expect } from '@playwright/test'

/** Every test fails when the page logs a console error or throws (a CSP violation logs one). */
export const test = base.extend<{ consoleErrors: string[] }>({
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

export { expect }

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

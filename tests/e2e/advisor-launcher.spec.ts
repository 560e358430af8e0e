// The advisor's round button comes alone at idle; the widget's code comes on intent, or 20 s into the
// visit so that the card still opens by itself at 30 s (that part: advisor-widget.spec.ts).
import type { Page } from '@playwright/test'
import { site } from '#client/config/site.ts'
import { expect } from '@playwright/test'
import { ANY_VIEWPORT, test } from './fixtures.ts'
import { chunkFileOf } from './support/build-manifest.ts'
import { IDLE_STEP_MS, runIdleCallbacks } from './support/clock.ts'
import { dismissCookieBanner } from './support/consent.ts'

const launcherOf = (page: Page) => page.getByRole('button', { name: `Parler à ${site.advisorFirstName}, votre conseillère`, exact: true })
const cardOf = (page: Page) => page.getByRole('dialog', { name: `${site.advisorFirstName}, votre conseillère énergie` })
const WIDGET = `/${chunkFileOf('client/features/advisor/advisor-widget.tsx')}`

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

/** Counts the requests for the widget's code, and can hold them until `release()`. */
async function watchWidgetCode(page: Page, { hold = false } = {}) {
  const seen = { count: 0, release: () => {} }
  const held = new Promise<void>((resolve) => (seen.release = resolve))
  await page.route(`**${WIDGET}`, async (route) => {
    seen.count += 1
    if (hold) await held
    await route.continue()
  })
  return seen
}

test('the widget’s code is asked for at 20 s, not before, when nobody comes near the button', ANY_VIEWPORT, async ({ page }) => {
  const widget = await watchWidgetCode(page)
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1_000)
  await page.goto('/cgu')
  await runIdleCallbacks(page)
  await expect(launcherOf(page)).toHaveAttribute('data-hydrated', '')
  await page.clock.runFor(19_900 - IDLE_STEP_MS)
  expect(widget.count).toBe(0)
  await page.clock.runFor(200)
  await expect.poll(() => widget.count).toBe(1)
  await expect(launcherOf(page)).toHaveAttribute('aria-controls', /.+/)
})

/** /cgu, a short static page, with the light launcher live. */
async function liveLauncher(page: Page) {
  await page.goto('/cgu')
  const launcher = launcherOf(page)
  await expect(launcher).toHaveAttribute('data-hydrated', '')
  return launcher
}

test('a pointer over the button asks for the widget’s code at once', ANY_VIEWPORT, async ({ page }) => {
  const widget = await watchWidgetCode(page)
  const launcher = await liveLauncher(page)
  expect(widget.count).toBe(0)
  await launcher.hover()
  await expect.poll(() => widget.count).toBe(1)
})

test('a click made before the widget has come opens its card once it comes, focus on its heading', ANY_VIEWPORT, async ({ page }) => {
  const widget = await watchWidgetCode(page, { hold: true })
  const launcher = await liveLauncher(page)
  await launcher.click()
  await expect.poll(() => widget.count).toBe(1)
  await expect(cardOf(page)).toHaveCount(0)
  widget.release()
  const card = cardOf(page)
  await expect(card).toBeVisible()
  await expect(card.getByRole('heading', { level: 2 })).toBeFocused()
  await expect(launcher).toHaveAttribute('aria-expanded', 'true')
})

test('focus on the button stays on it when the widget takes its place', ANY_VIEWPORT, async ({ page }) => {
  const widget = await watchWidgetCode(page, { hold: true })
  const launcher = await liveLauncher(page)
  await launcher.focus()
  await expect.poll(() => widget.count).toBe(1)
  widget.release()
  await expect(launcher).toHaveAttribute('aria-controls', /.+/)
  await expect(launcher).toBeFocused()
  await expect(cardOf(page)).toBeHidden()
})

test('the focus is never off the button while the widget takes its place', ANY_VIEWPORT, async ({ page }) => {
  const widget = await watchWidgetCode(page, { hold: true })
  const launcher = await liveLauncher(page)
  await launcher.focus()
  await expect.poll(() => widget.count).toBe(1)
  // Whether the widget's button has the focus when it enters the document: the observer runs once the
  // task that inserted it is over, before any other. A focus moved later left it on the page's body
  // meanwhile, the button drawn without its ring.
  await page.evaluate(() => {
    const state = window as unknown as { focusedWhenInserted?: boolean }
    new MutationObserver((_, observer) => {
      const button = document.querySelector('button[aria-controls][aria-label^="Parler à"]')
      if (!button) return
      observer.disconnect()
      state.focusedWhenInserted = document.activeElement === button
    }).observe(document.body, { childList: true, subtree: true })
  })
  widget.release()
  await expect(launcher).toHaveAttribute('aria-controls', /.+/)
  expect(await page.evaluate(() => (window as unknown as { focusedWhenInserted?: boolean }).focusedWhenInserted)).toBe(true)
})

// A first visit over a slow link (2.2 s before each answer, 50 KB/s), at 390 and 1280 px: the loading
// overlay never covers the page once the document has loaded; the « Connexion lente » toast and the corner
// notice come from the start script's first slow ping, long before the app's code has arrived
// (docs/decisions/0088). Every moment is taken in the page (performance.now()); the test only waits for
// states.
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { recordFirstSeconds, throttleNetwork } from './support/first-seconds.ts'

const LATENCY_MS = 2_200
const BYTES_PER_SECOND = 50_000
const NOTICE_TEXT = 'Connexion lente - chargement des données en cours...'

test('over a slow link the overlay is gone within 1.2 s of the load; the toast and the corner notice come from the first slow ping', async ({
  page,
}) => {
  // Every file of the page crosses a 50 KB/s link: the app's code alone takes many seconds.
  test.slow()
  const times = await recordFirstSeconds(page)
  await dismissCookieBanner(page)
  await throttleNetwork(page, LATENCY_MS, BYTES_PER_SECOND)
  await page.goto('/rappel', { waitUntil: 'commit' })

  await expect(page.getByRole('status').filter({ hasText: NOTICE_TEXT })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('status').filter({ hasText: 'Chargement...' })).toHaveCount(0)

  const {
    load = Number.NaN,
    overlayShown,
    overlayGone = Number.NaN,
    slowToast = Number.NaN,
    notice = Number.NaN,
    noticeFromFirstLoad,
    watcherLive,
  } = await times()
  const { pingSent, loadEventStart } = await page.evaluate(() => ({
    pingSent: Number(document.documentElement.getAttribute('data-health-ping-sent')),
    loadEventStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  }))
  // The recorder's `load` and the navigation entry's agree on the document's load.
  expect(Math.abs(load - loadEventStart), 'the load, two ways').toBeLessThan(50)

  // The start script runs once the document has been read, its load follows at once, and the first ping
  // leaves then: on this link the load comes before the ping can be judged slow, so the overlay has no
  // time before it. If it ever showed, it was before the load and had gone 1.2 s after it.
  if (overlayShown !== undefined) {
    expect(overlayShown, 'an overlay only before the document had loaded').toBeLessThan(load)
    expect(overlayGone - load, `gone ${Math.round(overlayGone - load)} ms after the load`).toBeLessThanOrEqual(1_200)
  }

  // « Connexion lente » at the first ping's 2 s, while the page still loads: not when the watcher arrives.
  expect(slowToast - pingSent, 'the toast 2 s after the first ping').toBeGreaterThanOrEqual(2_000 - 5)
  // The app's code is still on its way then (the watcher, at idle after it, would say it much later).
  if (watcherLive !== undefined) expect(slowToast, 'the toast before the watcher went live').toBeLessThan(watcherLive)
  // The corner notice after the load, drawn by the start script, before the watcher's code was live.
  expect(notice, 'the notice after the load').toBeGreaterThanOrEqual(load)
  expect(noticeFromFirstLoad, 'the notice drawn by the start script').toBe(true)
  if (watcherLive !== undefined) expect(notice, 'the notice before the watcher went live').toBeLessThan(watcherLive)
})

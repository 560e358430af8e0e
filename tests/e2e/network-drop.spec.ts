import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { CALLBACK_SENT_PATH } from '../../contract/callback-form-post.ts'
import { flatExport, loadCurveFile } from '../fixtures/enedis-files.ts'
import { test } from './fixtures.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { callbackRowsFor, uniqueEmail, uniquePhone } from './support/d1.ts'

/**
 * The connection drops in the page's first second and comes back 2 s later: the app's entry and every
 * chunk it asks for (its route's, its lazy parts') are asked for again, and the page becomes what it is
 * without a reload (a reload would lose what the visitor typed meanwhile, and offline it lands on the
 * browser's error page). Runs at 390 and 1280 px: a phone's layout asks for chunks of its own. The
 * moments of the drop are the scenario itself, counted from the document's DOMContentLoaded.
 */
const DROPS_AFTER_DOM_CONTENT_LOADED_MS = [0, 150, 300]
const DROP_LASTS_MS = 2_000

/**
 * Opens `path` (without waiting for the app) and drops the connection at DOMContentLoaded + `after`;
 * returns once the document has committed, with a promise of the connection's return. The document
 * carries a marker a reload would lose.
 */
async function openWithDrop(page: Page, path: string, after: number): Promise<Promise<void>> {
  const context = page.context()
  const back = new Promise<void>((resolve, reject) => {
    page.once('domcontentloaded', () => {
      setTimeout(() => {
        context
          .setOffline(true)
          .then(() => new Promise((wait) => setTimeout(wait, DROP_LASTS_MS)))
          .then(() => context.setOffline(false))
          .then(resolve, reject)
      }, after)
    })
  })
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(() => document.documentElement !== null)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  return back
}

/** The app has started on the page it was given: no reload happened (the marker set on opening survives). */
async function expectStartedWithoutReload(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready')
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
}

/** What the browser logs of the requests the drop failed: the scenario's own, not the page's errors. */
function forgetDropErrors(errors: string[]): void {
  errors.splice(0, errors.length, ...errors.filter((message) => !/net::ERR_INTERNET_DISCONNECTED/.test(message)))
}

for (const after of DROPS_AFTER_DOM_CONTENT_LOADED_MS) {
  test.describe(`offline at DOMContentLoaded + ${after} ms for 2 s`, () => {
    test.beforeEach(async ({ page }) => dismissCookieBanner(page))
    // Each test waits out a 2 s outage, then the app's start over a reconnected link.
    test.slow()

    test('/rappel sends what was typed during the drop', async ({ page, consoleErrors }) => {
      const email = uniqueEmail(`coupure-${after}`)
      const phone = uniquePhone()
      const back = await openWithDrop(page, '/rappel', after)
      // Typed into the prerendered form while the app's code is still missing.
      const form = page.getByRole('main').locator('form')
      await form.getByRole('textbox', { name: 'Prénom' }).fill('Camille')
      await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin')
      await back
      await expectStartedWithoutReload(page)
      await expect(form.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Camille')
      await expect(form.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Martin')
      await form.getByRole('textbox', { name: 'Téléphone' }).fill(phone.typed)
      await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email)
      await form.getByRole('button', { name: 'Être rappelé gratuitement' }).click()
      await expect(page.getByRole('heading', { name: 'Demande envoyée avec succès !' })).toBeVisible()
      // Sent by the app (its toast), not by the browser posting the form.
      await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Demande envoyée avec succès !')).toBeVisible()
      expect(new URL(page.url()).pathname).not.toBe(CALLBACK_SENT_PATH)
      expect(await callbackRowsFor(email)).toEqual([{ first_name: 'Camille', phone_e164: phone.e164, source: 'page' }])
      forgetDropErrors(consoleErrors)
    })

    test('the calculator’s gas tab works', async ({ page, consoleErrors }) => {
      const back = await openWithDrop(page, '/calculateur', after)
      await back
      await expectStartedWithoutReload(page)
      const main = page.getByRole('main')
      await main.getByRole('tab', { name: 'Gaz' }).click()
      await expect(main.getByRole('tab', { name: 'Gaz' })).toHaveAttribute('aria-selected', 'true')
      await expect(main.getByRole('textbox', { name: 'Consommation de gaz (kWh par an)' })).toBeVisible()
      forgetDropErrors(consoleErrors)
    })

    test('/ma-consommation takes a file', async ({ page, consoleErrors }) => {
      const back = await openWithDrop(page, '/ma-consommation', after)
      await back
      await expectStartedWithoutReload(page)
      const curve = loadCurveFile({ firstDay: '2025-06-01', days: 7, watts: () => 500 })
      await page.getByLabel('Choisir un fichier').setInputFiles({
        name: 'courbe.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(flatExport(curve, { unit: 'Wh' }), 'utf8'),
      })
      await expect(page.getByRole('region', { name: 'Ce que dit votre fichier' })).toBeVisible()
      forgetDropErrors(consoleErrors)
    })
  })
}

test.describe('offline for 2 s from the moment the file reader’s code is asked for', () => {
  test.beforeEach(async ({ page }) => dismissCookieBanner(page))
  test.slow()

  test('/ma-consommation reads a file chosen during the drop once the connection is back', async ({ page, consoleErrors }) => {
    const context = page.context()
    let asked = 0
    let back: Promise<void> | undefined
    // The page's app has started and asks for the reader, and the connection goes at that moment: the
    // reader's first fetch fails as a dropped connection does, and the ones after it go through.
    await page.route(/\/parse\.worker-[\w-]+\.js$/, async (route) => {
      if (asked++ > 0) return route.continue()
      await context.setOffline(true)
      back = new Promise((wait) => setTimeout(wait, DROP_LASTS_MS)).then(() => context.setOffline(false))
      return route.abort('internetdisconnected')
    })
    await page.goto('/ma-consommation')
    await expect(page.locator('html')).toHaveAttribute('data-app-ready')
    await expect.poll(() => back !== undefined).toBe(true)
    const curve = loadCurveFile({ firstDay: '2025-06-01', days: 7, watts: () => 500 })
    await page.getByLabel('Choisir un fichier').setInputFiles({
      name: 'courbe.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(flatExport(curve, { unit: 'Wh' }), 'utf8'),
    })
    await back
    await expect(page.getByRole('region', { name: 'Ce que dit votre fichier' })).toBeVisible()
    expect(asked).toBeGreaterThan(1)
    forgetDropErrors(consoleErrors)
  })
})

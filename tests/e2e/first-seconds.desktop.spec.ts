// Runs in the desktop project only (playwright.config.ts). What the page promises in its first seconds,
// with the shell's code held back as on a slow phone: each promise is kept by the page as it arrived
// (its HTML, its styles, its start script), not by code that loads later (docs/decisions/0049).
import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { chunkFileOf } from './support/build-manifest.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { recordFirstSeconds, throttleNetwork } from './support/first-seconds.ts'
import { holdShellCode } from './support/shell.ts'

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Consentement aux cookies' })

function storedChoice(page: Page) {
  return page.evaluate(() => window.localStorage.getItem('cookie-consent'))
}

test('on a link slower than 2 s the loading overlay shows before the page has finished loading, at least 800 ms, then fades over 300 ms', async ({
  page,
}) => {
  await holdShellCode(page)
  const times = await recordFirstSeconds(page)
  await dismissCookieBanner(page)
  // Every request (the document, its scripts, the health ping) answers 2.2 s late.
  await throttleNetwork(page, 2_200)
  await page.goto('/cgu', { waitUntil: 'commit' })

  await expect(page.getByRole('status').filter({ hasText: 'Chargement...' })).toBeVisible({ timeout: 15_000 })
  await expect.poll(async () => (await times()).overlayGone, { timeout: 20_000 }).toBeDefined()
  const {
    load = Number.NaN,
    appReady = Number.NaN,
    overlayShown = Number.NaN,
    overlayFading = Number.NaN,
    overlayGone = Number.NaN,
  } = await times()
  // Finished loading, as the watcher means it: the app has rendered its first page, and the document has loaded.
  expect(overlayShown, 'shown before the page had finished loading').toBeLessThan(appReady)
  expect(overlayFading, 'fading once it had').toBeGreaterThanOrEqual(Math.max(appReady, load))
  // Chromium's timers may fire a millisecond or two before performance.now() says they are due.
  expect(overlayFading - overlayShown, 'shown at least 800 ms').toBeGreaterThanOrEqual(800 - 5)
  expect(overlayGone - overlayFading, 'faded out over 300 ms').toBeGreaterThanOrEqual(300 - 5)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a first visit’s cookie banner shows 1 s after load, on a slow phone’s processor too', async ({ page }) => {
  await holdShellCode(page)
  const times = await recordFirstSeconds(page)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto('/cgu', { waitUntil: 'commit' })

  await expect(bannerOf(page)).toBeVisible()
  const { load = Number.NaN, banner = Number.NaN } = await times()
  expect(Math.abs(banner - load - 1_000), `shown ${Math.round(banner - load)} ms after load`).toBeLessThanOrEqual(300)
  await expect(bannerOf(page)).not.toBeFocused()
  await expect(page.locator('html')).not.toHaveAttribute('data-shell-ready')
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
})

test('« Fournisseurs » opens its menu and reaches its pages before the header’s code has arrived', async ({ page }) => {
  await dismissCookieBanner(page)
  await holdShellCode(page)
  await page.goto('/cgu')
  const nav = page.getByRole('navigation', { name: 'Navigation principale', exact: true })
  const trigger = nav.getByRole('button', { name: 'Fournisseurs' })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const allSuppliers = nav.getByRole('link', { name: /^Tous les fournisseurs/ })
  await expect(allSuppliers).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(allSuppliers).toBeHidden()
  await expect(trigger).toBeFocused()

  await trigger.click()
  await allSuppliers.click()
  await expect(page).toHaveURL(/\/fournisseurs$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tous les fournisseurs' })).toBeVisible()
})

test('« Gestion des cookies » opens the banner at once before the footer’s code has arrived, and gives the focus back', async ({
  page,
}) => {
  await dismissCookieBanner(page)
  await holdShellCode(page)
  await page.goto('/cgu')
  await expect(page.locator('html')).not.toHaveAttribute('data-shell-ready')
  const manage = page.getByRole('contentinfo').getByRole('link', { name: 'Gestion des cookies' })
  await manage.click()
  await expect(bannerOf(page)).toBeVisible()
  await expect(bannerOf(page)).toBeFocused()

  await bannerOf(page).getByRole('button', { name: 'Accepter', exact: true }).click()
  await expect(bannerOf(page)).toHaveCount(0)
  expect(await storedChoice(page)).toBe('accepted')
  await expect(manage).toBeFocused()
})

test('« Gestion des cookies » clicked before the banner’s own code has arrived is kept, and honoured when it comes', async ({ page }) => {
  await dismissCookieBanner(page)
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/${chunkFileOf('client/first-load/cookie-banner.ts')}`, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/cgu')
  const manage = page.getByRole('contentinfo').getByRole('link', { name: 'Gestion des cookies' })
  await manage.click()
  await expect(bannerOf(page)).toHaveCount(0)

  release()
  await expect(bannerOf(page)).toBeVisible()
  await expect(bannerOf(page)).toBeFocused()
  await bannerOf(page).getByRole('button', { name: 'Refuser', exact: true }).click()
  await expect(bannerOf(page)).toHaveCount(0)
  expect(await storedChoice(page)).toBe('refused')
  await expect(manage).toBeFocused()
})

test('the header takes its shadow once the page is scrolled, before its code has arrived', async ({ page }) => {
  await dismissCookieBanner(page)
  await holdShellCode(page)
  await page.goto('/politique-de-confidentialite')
  const header = page.getByRole('banner')
  // A shadow shows when there is one whose colour is not fully transparent.
  const hasShadow = () =>
    header.evaluate((element) => {
      const shadow = getComputedStyle(element).boxShadow
      return shadow !== 'none' && !/^rgba\(\d+, \d+, \d+, 0\) /.test(shadow)
    })
  expect(await hasShadow()).toBe(false)
  await page.mouse.wheel(0, 400)
  await expect.poll(hasShadow).toBe(true)
  // The style comes from the page's own scroll, not from the header's code.
  await expect(header).not.toHaveAttribute('data-scrolled')
  await page.mouse.wheel(0, -400)
  await expect.poll(hasShadow).toBe(false)
})

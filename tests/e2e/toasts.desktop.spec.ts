// Desktop project only: when Radix Toast's code loads does not depend on the viewport.
import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { chunkFileOf } from './support/build-manifest.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { withoutShareSheet } from './support/share-sheet.ts'
import { waitForQuietShell } from './support/shell.ts'

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

/** Counts the requests for Radix Toast's view, from now on. */
function watchToastView(page: Page): { readonly count: number } {
  const path = `/${chunkFileOf('client/ui/toast-view.tsx')}`
  const seen = { count: 0 }
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.count += 1
  })
  return seen
}

test.describe('a toast asked for before Radix Toast has loaded', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  // « Partager le lien » then copies the address and says so in a toast.
  test.beforeEach(async ({ page }) => withoutShareSheet(page))

  test('shows at once, plain, and brings Radix Toast for the next ones', async ({ page }) => {
    const view = watchToastView(page)
    await page.goto('/qrcode')
    await waitForQuietShell(page)
    // Everything the page loads by itself has come, and no toast was asked for: Radix Toast is not there.
    expect(view.count).toBe(0)

    const share = page.getByRole('main').getByRole('button', { name: 'Partager le lien' })
    await share.click()
    const first = page.getByRole('region', { name: 'Notifications', exact: true }).getByRole('status')
    await expect(first).toContainText('Lien copié dans le presse-papiers')
    await expect.poll(() => view.count, 'the first toast asks for Radix Toast').toBe(1)

    // Its close button closes it; the next toast is Radix's, in its own region with the F8 shortcut.
    await first.getByRole('button', { name: 'Fermer la notification' }).click()
    await expect(page.getByText('Lien copié dans le presse-papiers')).toHaveCount(0)
    await share.click()
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Lien copié dans le presse-papiers')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toHaveCount(0)
  })
})

test('offline, with Radix Toast never loaded, « Connexion perdue » still shows and closes', async ({ page, context }) => {
  const view = watchToastView(page)
  await page.goto('/')
  await waitForQuietShell(page)
  await expect(page.locator('html')).toHaveAttribute('data-connection-watcher', '')
  expect(view.count).toBe(0)

  await context.setOffline(true)
  const toast = page.getByRole('alert').filter({ hasText: 'Connexion perdue' })
  await expect(toast).toBeVisible()
  await toast.getByRole('button', { name: 'Fermer la notification' }).click()
  await expect(toast).toHaveCount(0)
  // Back online, the view the watcher's toast asked for loads.
  await context.setOffline(false)
  await expect.poll(() => view.count).toBe(1)
})

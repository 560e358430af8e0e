// Runs in the mobile project only (playwright.config.ts).
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { chunkFileOf } from './support/build-manifest.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { holdShellCode, waitForLiveShell } from './support/shell.ts'

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

test.describe('mobile layout', () => {
  test('the menu toggles, lists every link, and closes on navigation and Escape', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Navigation principale (mobile)' })
    await expect(menu).toBeVisible()
    for (const name of [
      'Accueil',
      'Électricité',
      'Gaz naturel',
      'Tous les fournisseurs',
      'Ma consommation réelle',
      'Conseils',
      'Comment ça marche',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await menu.getByRole('link', { name: 'Gaz naturel' }).click()
    await expect(page).toHaveURL(/\/gaz$/)
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  })

  test('the menu opens before the header’s code has arrived, and stays open when it does', async ({ page }) => {
    // The header's code loads once the browser is idle: held back here until the test lets it through.
    const release = await holdShellCode(page)
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'Navigation principale (mobile)' })
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(menu).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-shell-ready')
    release()
    await waitForLiveShell(page)
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('a phone never loads the desktop menu’s code, and moving between pages logs no error', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Navigation principale', exact: true })).toBeHidden()
    // A navigation re-renders the header around the menu that never hydrates on a phone.
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('navigation', { name: 'Navigation principale (mobile)' }).getByRole('link', { name: 'Conseils' }).click()
    await expect(page).toHaveURL(/\/conseils$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(
      scripts.some((path) => path.includes('/assets/index-')),
      'the entry was requested',
    ).toBe(true)
    expect(scripts).not.toContain(`/${chunkFileOf('client/features/site-shell/desktop-menu.tsx')}`)
  })

  test('the fixed bottom bar holds the calculator and the simulation', async ({ page }) => {
    await page.goto('/')
    const bar = page.getByRole('navigation', { name: 'Actions rapides' })
    await expect(bar).toBeVisible()
    const simulate = bar.getByRole('link', { name: /Simuler mes économies en 2 min/ })
    await expect(simulate).toHaveAttribute('href', 'https://simulation.wattmalin.fr/')
    await expect(simulate).toHaveAttribute('target', '_blank')
    const box = await bar.boundingBox()
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844)
    await bar.getByRole('link', { name: 'Calculer mes coûts' }).click()
    await expect(page).toHaveURL(/\/calculateur$/)
  })
})

test.describe('before the app starts', () => {
  test('the prerendered page already has its phone form: collapsed filters, advice and feature lists', async ({ page }) => {
    // The app's entry never arrives: what shows is the HTML and CSS alone, as on a slow connection.
    await page.route('**/assets/index-*.js', () => {})
    await page.goto('/fournisseurs', { waitUntil: 'commit' })
    await expect(page.getByRole('button', { name: /^Filtres/ })).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('group', { name: 'Filtres rapides' })).toBeHidden()
    const features = page.getByRole('article').first().getByRole('list', { name: 'Avantages' }).getByRole('listitem')
    await expect(features.last()).toHaveText(/^\d+ autres? avantages?$/)
    await expect(features).toHaveCount(4)

    await page.goto('/electricite', { waitUntil: 'commit' })
    const advice = page.getByRole('heading', { name: /^Comment choisir son offre/ })
    await expect(advice.getByRole('button')).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready')
  })
})

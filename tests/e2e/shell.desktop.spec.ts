import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { holdShellCode, waitForLiveShell } from './support/shell.ts'
import { dismissCookieBanner } from './support/consent.ts'

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

test('the footer has every link of the site map and the current year', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'CGU' })).toBeVisible()
  const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  for (const href of [
    '/fournisseurs',
    '/electricite',
    '/electricite?filter=green',
    '/gaz',
    '/conseils',
    '/comment-ca-marche',
    '/calculateur',
    '/qrcode',
    '/rappel',
    '/tarif-reglemente',
    '/offres-de-marche',
    '/mentions-legales',
    '/politique-de-confidentialite',
    '/cgu',
    '/cookies',
    'tel:+33199001234',
    'mailto:contact@wattmalin.fr',
  ]) {
    expect(hrefs, href).toContain(href)
  }
  expect(hrefs.filter((href) => !href || href === '#')).toEqual([])
  await expect(footer).toContainText(`© ${new Date().getFullYear()} WattMalin`)
})

test('a route change starts at the top of the new page', async ({ page }) => {
  await page.goto('/politique-de-confidentialite')
  await page.mouse.wheel(0, 1500)
  await page.getByRole('contentinfo').getByRole('link', { name: 'CGU' }).click()
  await expect(page).toHaveURL(/\/cgu$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('an address with a hash lands on its section, 80 px below the top of the window', async ({ page }) => {
  await page.goto('/politique-de-confidentialite#mentions-legales')
  const section = page.locator('#mentions-legales')
  await expect(section).toBeVisible()
  await expect.poll(async () => Math.round((await section.boundingBox())?.y ?? -1)).toBe(80)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
})

test('the skip link is the first stop of the keyboard and jumps to the content', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Aller au contenu principal' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#contenu')).toBeFocused()
})

test('the header and footer stay usable before their code, and a page reached meanwhile is the one marked current', async ({ page }) => {
  // The shell's code loads once the browser is idle: here it is held back until the test lets it through.
  const release = await holdShellCode(page)
  await page.goto('/rappel')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Être rappelé gratuitement' })).toHaveAttribute('aria-current', 'page')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))

  // A link in the page (live) moves inside the app; the prerendered header and footer stay on screen.
  await page.getByRole('main').getByRole('link', { name: 'politique de confidentialité', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible()
  expect(await page.evaluate(() => 'sameDocument' in window), 'moved without reloading').toBe(true)
  await expect(page.getByRole('banner').getByRole('link', { name: 'WattMalin, accueil' })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Politique de confidentialité' })).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-shell-ready')

  // Once the code is there, the shell shows the page the visitor is on, not the one it was built for.
  release()
  await waitForLiveShell(page)
  await expect(footer.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('aria-current', 'page')
  await expect(footer.getByRole('link', { name: 'Être rappelé gratuitement' })).not.toHaveAttribute('aria-current')
  // And it is live: its links move inside the app.
  await footer.getByRole('link', { name: 'Cookies', exact: true }).click()
  await expect(page).toHaveURL(/\/cookies$/)
  expect(await page.evaluate(() => 'sameDocument' in window), 'moved without reloading').toBe(true)
})

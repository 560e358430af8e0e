import { PRIVACY_NOTICE_VERSION } from '#contract/constants'
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { uniquePhone } from './support/d1.ts'

test('the site is served by the Worker with its security headers', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  const headers = response?.headers() ?? {}
  expect(headers['content-security-policy']).toContain("script-src 'self'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['cross-origin-resource-policy']).toBe('same-origin')

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
})

test('the API answers a real callback request from the page origin', async ({ page, baseURL }) => {
  await page.goto('/')
  const phoneNumber = uniquePhone().typed
  const status = await page.evaluate(
    async ({ privacyNoticeVersion, phoneNumber }) => {
      const response = await fetch('/api/callback-requests', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({
          firstName: 'Camille',
          lastName: 'Martin',
          phoneNumber,
          email: 'camille@example.fr',
          source: 'page',
          privacyNoticeVersion,
        }),
      })
      return response.status
    },
    { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, phoneNumber },
  )
  expect(status, `POST from ${baseURL}`).toBe(201)
})

test('sitemap.xml and robots.txt are served as static files, with the catalogue’s pages', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(sitemap.headers()['content-type']).toMatch(/xml/)
  const xml = await sitemap.text()
  expect(xml).toContain('<loc>https://www.wattmalin.fr/fournisseurs/19</loc>')
  expect(xml).toContain(`<loc>https://www.wattmalin.fr/conseils/${encodeURIComponent('guide-tarif-réglementé')}</loc>`)

  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(await robots.text()).toContain('Sitemap: https://www.wattmalin.fr/sitemap.xml')
})

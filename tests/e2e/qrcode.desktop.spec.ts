import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { site } from '../../client/config/site.ts'
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { loadWithPausedClock } from './support/clock.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { withoutShareSheet } from './support/share-sheet.ts'

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

const main = (page: Page) => page.getByRole('main')
const customTab = (page: Page) => main(page).getByRole('tab', { name: 'QR code personnalisé' })
const urlField = (page: Page) => main(page).getByRole('textbox', { name: 'Adresse web (URL)' })
const customDownload = (page: Page) => main(page).getByRole('button', { name: 'Télécharger en PNG' })
const sizeSlider = (page: Page) => main(page).getByRole('slider', { name: 'Taille' })
const logoToggle = (page: Page) => main(page).getByRole('checkbox', { name: /Afficher le logo/ })

/** Today in the browser's time zone (playwright.config: Europe/Paris), as the file name writes it. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  )
}

async function downloadBy(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()])
  return download
}

/** Reads the downloaded PNG and decodes it as a phone would. */
async function decode(download: Download) {
  const png = PNG.sync.read(await readFile(await download.path()))
  const result = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
  return { text: result?.data ?? null, width: png.width, height: png.height }
}

async function openCustomTab(page: Page) {
  await page.goto('/qrcode')
  await customTab(page).click()
  await expect(urlField(page)).toHaveValue(site.url)
}

test('official tab: the site address with the logo, downloaded under the official name', async ({ page }) => {
  await page.goto('/qrcode')
  await expect(main(page).getByText('aucune donnée n’est envoyée à nos serveurs')).toBeVisible()
  await expect(main(page).getByRole('tab', { name: 'QR code officiel' })).toHaveAttribute('aria-selected', 'true')
  await expect(main(page).getByRole('img', { name: `QR code officiel ${site.name} menant à ${site.url}` })).toBeVisible()

  const download = await downloadBy(page, () => main(page).getByRole('button', { name: 'Télécharger le QR code' }).click())
  expect(download.suggestedFilename()).toBe(`${site.name.toLowerCase()}-qr-code-officiel.png`)
  expect(await decode(download)).toEqual({ text: site.url, width: 300, height: 300 })
})

test('official PNG: brand-coloured dots on white, and the logo in the centre', async ({ page }) => {
  await page.goto('/qrcode')
  const download = await downloadBy(page, () => main(page).getByRole('button', { name: 'Télécharger le QR code' }).click())
  const png = PNG.sync.read(await readFile(await download.path()))
  const colourAt = (x: number, y: number) => {
    const i = (y * png.width + x) * 4
    return `#${[png.data[i], png.data[i + 1], png.data[i + 2]].map((v) => v!.toString(16).padStart(2, '0')).join('')}`.toUpperCase()
  }
  const colours = new Set<string>()
  for (let y = 0; y < png.height; y += 3) for (let x = 0; x < png.width; x += 3) colours.add(colourAt(x, y))
  expect(colours).toContain(site.brandColor.toUpperCase())
  expect(colourAt(0, 0)).toBe('#FFFFFF')
  // The bolt of the logo is white inside a brand tile: the tile's corner area is brand-coloured.
  expect(colourAt(150 - 25, 150)).toBe(site.brandColor.toUpperCase())
})

test.describe('custom tab', () => {
  const target = 'https://exemple.fr/offres?ref=affiche'

  for (const [size, key] of [
    [128, 'Home'],
    [512, 'End'],
  ] as const) {
    for (const withLogo of [true, false]) {
      test(`downloads a ${size} px code ${withLogo ? 'with' : 'without'} the logo that decodes to the address`, async ({ page }) => {
        await openCustomTab(page)
        await urlField(page).fill(target)
        await sizeSlider(page).press(key)
        await expect(sizeSlider(page)).toHaveAttribute('aria-valuenow', String(size))
        if (!withLogo) await logoToggle(page).uncheck()
        await expect(logoToggle(page)).toBeChecked({ checked: withLogo })
        await expect(main(page).getByRole('img', { name: `QR code menant à ${target}` })).toBeVisible()

        const download = await downloadBy(page, () => customDownload(page).click())
        expect(download.suggestedFilename()).toBe(`qr-code-exemple.fr-${today()}.png`)
        expect(await decode(download)).toEqual({ text: target, width: size, height: size })
      })
    }
  }

  test('starts from the defaults and names the file from the site host', async ({ page }) => {
    await openCustomTab(page)
    await expect(sizeSlider(page)).toHaveAttribute('aria-valuenow', '256')
    await expect(logoToggle(page)).toBeChecked()
    await expect(main(page).getByLabel('Couleur des points')).toHaveValue(site.brandColor.toLowerCase())
    await expect(main(page).getByLabel('Couleur du fond')).toHaveValue('#ffffff')
    await expect(main(page).getByRole('textbox', { name: 'Adresse du logo (URL)' })).toBeDisabled()
    const download = await downloadBy(page, () => customDownload(page).click())
    expect(download.suggestedFilename()).toBe(`qr-code-${new URL(site.url).hostname}-${today()}.png`)
    expect(await decode(download)).toEqual({ text: site.url, width: 256, height: 256 })
  })

  test('an invalid address is explained next to the field and the download is disabled', async ({ page }) => {
    await openCustomTab(page)
    for (const [value, message] of [
      ['ftp://exemple.fr', /Seules les adresses commençant par http:\/\/ ou https:\/\//],
      ['www.exemple.fr', /Ajoutez « https:\/\/ » au début/],
      ['https://exa mple.fr', /ne contient pas d’espace/],
      ['http://exemple.fr:99999', /Cette adresse n’est pas valide/],
      ['https://exa%20mple.fr', /Cette adresse n’est pas valide/],
      ['', /Saisissez l’adresse web/],
    ] as const) {
      await urlField(page).fill(value)
      await expect(urlField(page)).toHaveAttribute('aria-invalid', 'true')
      await expect(urlField(page)).toHaveAccessibleDescription(message)
      await expect(main(page).getByText(message)).toBeVisible()
      await expect(customDownload(page)).toBeDisabled()
      await expect(main(page).getByText('Saisissez une adresse web valide pour voir le QR code.')).toBeVisible()
    }
    let downloads = 0
    page.on('download', () => downloads++)
    await customDownload(page).click({ force: true })
    await expectNoAxeViolations(page)

    await urlField(page).fill('http://exemple.fr')
    await expect(urlField(page)).toHaveAttribute('aria-invalid', 'false')
    await expect(customDownload(page)).toBeEnabled()
    expect(downloads).toBe(0)
  })

  test('warns, without blocking, when the colours are too close to scan', async ({ page }) => {
    await openCustomTab(page)
    await main(page).getByLabel('Couleur des points').fill('#dddddd')
    await expect(main(page).getByText(/trop proches/)).toBeVisible()
    await expect(customDownload(page)).toBeEnabled()
    await main(page).getByLabel('Couleur des points').fill('#1a1a1a')
    await expect(main(page).getByText(/trop proches/)).toBeHidden()
  })
})

test('makes no network request while generating and downloading', async ({ page }) => {
  // The clock is paused so the shell's periodic health ping cannot happen during the test.
  await loadWithPausedClock(page, '/qrcode')
  await page.waitForLoadState('networkidle')
  const requests: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith('blob:')) requests.push(`${request.method()} ${request.url()}`)
  })

  await downloadBy(page, () => main(page).getByRole('button', { name: 'Télécharger le QR code' }).click())
  await customTab(page).click()
  await urlField(page).fill('https://exemple.fr/reseau')
  await main(page).getByLabel('Couleur des points').fill('#123456')
  await main(page).getByLabel('Couleur du fond').fill('#fafafa')
  await sizeSlider(page).press('End')
  await logoToggle(page).uncheck()
  await logoToggle(page).check()
  const download = await downloadBy(page, () => customDownload(page).click())
  expect((await decode(download)).text).toBe('https://exemple.fr/reseau')

  expect(requests).toEqual([])
})

test.describe('share', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  // Chromium on Linux has no share sheet on desktop; make sure the fallback path runs everywhere.
  test.beforeEach(async ({ page }) => withoutShareSheet(page))

  test('without a share sheet, copies the site address and says so', async ({ page }) => {
    await page.goto('/qrcode')
    await main(page).getByRole('button', { name: 'Partager le lien' }).click()
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Lien copié dans le presse-papiers')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.url)
  })

  test('says so when the copy is refused', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'))
    })
    await page.goto('/qrcode')
    await main(page).getByRole('button', { name: 'Partager le lien' }).click()
    const region = page.getByRole('region', { name: /Notifications/ })
    await expect(region.getByText('Impossible de copier le lien')).toBeVisible()
    await expect(region.getByText(site.url, { exact: false })).toBeVisible()
  })
})

test('has no axe violation on either tab', async ({ page }) => {
  await page.goto('/qrcode')
  await expect(main(page).getByRole('img', { name: /QR code officiel/ })).toBeVisible()
  await expectNoAxeViolations(page)
  await customTab(page).click()
  await expect(main(page).getByRole('img', { name: /QR code menant à/ })).toBeVisible()
  await expectNoAxeViolations(page)
})

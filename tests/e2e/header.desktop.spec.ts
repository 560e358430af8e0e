// Runs in the desktop project only (playwright.config.ts): the desktop menu is hidden under 768 px.
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { dismissCookieBanner } from './support/consent.ts'

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

test.describe('header on desktop', () => {
  test('highlights the current item, and Fournisseurs on every supplier page', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Navigation principale', exact: true })
    await page.goto('/')
    await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('data-active', '')
    for (const path of ['/electricite', '/gaz', '/fournisseurs', '/fournisseurs/19', '/comparateur/electricite-verte']) {
      await page.goto(path)
      await expect(nav.getByRole('button', { name: 'Fournisseurs' }), path).toHaveAttribute('data-active', '')
      await expect(nav.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('data-active', '')
    }
    await page.goto('/conseils')
    await expect(nav.getByRole('link', { name: 'Conseils' })).toHaveAttribute('data-active', '')
    await expect(nav.getByRole('button', { name: 'Fournisseurs' })).not.toHaveAttribute('data-active', '')
  })

  test('the Fournisseurs menu works with the keyboard alone', async ({ page }) => {
    await page.goto('/')
    // The menu's code loads after the page's own (docs/decisions/0017).
    await expect(page.getByRole('navigation', { name: 'Navigation principale', exact: true })).toHaveAttribute('data-hydrated', '')
    const trigger = page.getByRole('button', { name: 'Fournisseurs' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const electricity = page.getByRole('link', { name: /Électricité/ }).first()
    await expect(electricity).toBeVisible()
    await expect(page.getByRole('link', { name: /Simuler mes économies/ }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Être rappelé par un expert' })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(electricity).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/electricite$/)
  })

  test('from 768 px up every menu item stays on one line and the page does not scroll sideways', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Navigation principale', exact: true })
    // One load, then each width by resizing the window: above 768 px the header's layout is its style
    // sheet's alone (its script only reacts to crossing 768 px), so a resized page lays out as one loaded
    // at that width. docs/decisions/0094.
    await page.setViewportSize({ width: 768, height: 800 })
    await page.goto('/')
    await expect(nav).toHaveAttribute('data-hydrated', '')
    for (const width of [768, 800, 900, 1024]) {
      await page.setViewportSize({ width, height: 800 })
      // The page's resize observers (the home page's canvas) run in the next frame's layout.
      const resized = await page.evaluate(
        () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.innerWidth)))),
      )
      expect(resized).toBe(width)
      const items = [
        nav.getByRole('link', { name: 'Accueil' }),
        nav.getByRole('button', { name: 'Fournisseurs' }),
        nav.getByRole('link', { name: 'Conseils' }),
        nav.getByRole('link', { name: 'Comment ça marche' }),
      ]
      for (const item of items) {
        // The label's text boxes (not the chevron's): one distinct top per line.
        const { lines, text } = await item.evaluate((element) => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
          const tops = new Set<number>()
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange()
            range.selectNodeContents(node)
            for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) tops.add(Math.round(rect.top))
          }
          return { lines: tops.size, text: element.textContent }
        })
        expect(lines, `${text} at ${width} px`).toBe(1)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(width)
    }
  })

  test('the header changes style once the page is scrolled past 10 px', async ({ page }) => {
    await page.goto('/politique-de-confidentialite')
    const header = page.getByRole('banner')
    await expect(header).not.toHaveAttribute('data-scrolled', 'true')
    await page.mouse.wheel(0, 400)
    await expect(header).toHaveAttribute('data-scrolled', 'true')
  })

  test('the expert button leads to /rappel', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'Parler à un expert' }).click()
    await expect(page).toHaveURL(/\/rappel$/)
  })
})

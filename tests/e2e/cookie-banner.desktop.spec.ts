import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { loadWithPausedClock, runIdleCallbacks, settle } from './support/clock.ts'
import { waitForLiveShell } from './support/shell.ts'

/** The banner is on every page: a short static one keeps these tests about the banner alone. */
const PAGE = '/cgu'

/** The fake clock's paused instant: the page loads at this time and its timers start from it. */
const PAUSED_AT = new Date('2025-06-15T08:00:00.000Z')

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Consentement aux cookies' })

/** Puts a choice in localStorage before any script of the page runs. */
async function storeChoice(page: Page, choice: string, date: Date) {
  await page.addInitScript(
    ([value, iso]) => {
      window.localStorage.setItem('cookie-consent', value)
      window.localStorage.setItem('cookie-consent-date', iso)
    },
    [choice, date.toISOString()] as const,
  )
}

function storedConsent(page: Page) {
  return page.evaluate(() => ({
    choice: window.localStorage.getItem('cookie-consent'),
    date: window.localStorage.getItem('cookie-consent-date'),
  }))
}

/** `date` moved by whole calendar months (UTC). */
function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date.getTime())
  result.setUTCMonth(result.getUTCMonth() - months)
  return result
}

test('a first visit shows the banner 1 s after load (not at 500 ms), without taking the focus', async ({ page }) => {
  await loadWithPausedClock(page, PAGE, PAUSED_AT)
  const banner = bannerOf(page)

  await page.clock.runFor(500)
  await settle(page)
  await expect(banner).toHaveCount(0)
  await page.clock.runFor(499)
  await settle(page)
  await expect(banner).toHaveCount(0)
  await page.clock.runFor(1)
  await expect(banner).toBeVisible()

  await expect(banner.getByRole('link', { name: /cookies/i })).toHaveAttribute('href', '/cookies')
  await expect(banner).toContainText('aucun cookie publicitaire')
  expect(await banner.evaluate((element) => element.contains(document.activeElement)), 'the banner does not take the focus').toBe(false)

  // Accepting and refusing weigh the same: same size, same colours.
  const looks = await Promise.all(
    ['Accepter', 'Refuser'].map((name) =>
      banner.getByRole('button', { name, exact: true }).evaluate((element) => {
        const style = getComputedStyle(element)
        const box = element.getBoundingClientRect()
        return {
          width: Math.round(box.width),
          height: Math.round(box.height),
          background: style.backgroundColor,
          color: style.color,
          border: style.borderColor,
          fontSize: style.fontSize,
          fontWeight: style.fontWeight,
        }
      }),
    ),
  )
  expect(looks[0]).toEqual(looks[1])
  await expect(banner.getByRole('button', { name: 'Fermer le bandeau cookies' })).toBeVisible()

  // Under 768 px it sits above the fixed bottom bar instead of covering it.
  await banner.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
  const bottomBar = page.getByRole('navigation', { name: 'Actions rapides' })
  if (await bottomBar.isVisible()) {
    const [bannerBox, barBox] = await Promise.all([banner.boundingBox(), bottomBar.boundingBox()])
    expect(bannerBox && barBox && bannerBox.y + bannerBox.height <= barBox.y, 'banner above the bottom bar').toBe(true)
  }

  // axe waits on timers of its own: let time run again.
  await page.clock.resume()
  const results = await new AxeBuilder({ page })
    .include('[aria-label="Consentement aux cookies"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
})

test('Accepter stores "accepted" with the date of the choice, hides the banner, and a reload does not ask again', async ({ page }) => {
  await loadWithPausedClock(page, PAGE, PAUSED_AT)
  const banner = bannerOf(page)
  await page.clock.runFor(1_000)
  await banner.getByRole('button', { name: 'Accepter', exact: true }).click()

  await expect(banner).toHaveCount(0)
  expect(await storedConsent(page)).toEqual({
    choice: 'accepted',
    date: new Date(PAUSED_AT.getTime() + 1_000).toISOString(),
  })

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.clock.runFor(5_000)
  await settle(page)
  await expect(banner).toHaveCount(0)
})

for (const name of ['Refuser', 'Fermer le bandeau cookies']) {
  test(`"${name}" stores "refused" and hides the banner`, async ({ page }) => {
    await loadWithPausedClock(page, PAGE, PAUSED_AT)
    const banner = bannerOf(page)
    await page.clock.runFor(1_000)
    await banner.getByRole('button', { name, exact: true }).click()

    await expect(banner).toHaveCount(0)
    expect(await storedConsent(page)).toEqual({
      choice: 'refused',
      date: new Date(PAUSED_AT.getTime() + 1_000).toISOString(),
    })
  })
}

test('a choice made 12 months ago keeps the banner away', async ({ page }) => {
  await storeChoice(page, 'refused', monthsBefore(PAUSED_AT, 12))
  await loadWithPausedClock(page, PAGE, PAUSED_AT)
  await page.clock.runFor(5_000)
  await settle(page)
  await expect(bannerOf(page)).toHaveCount(0)
})

test('a choice made 14 months ago has expired: the banner asks again', async ({ page }) => {
  await storeChoice(page, 'accepted', monthsBefore(PAUSED_AT, 14))
  await loadWithPausedClock(page, PAGE, PAUSED_AT)
  await page.clock.runFor(1_000)
  await expect(bannerOf(page)).toBeVisible()
})

test('keyboard only: Tab reaches "Refuser" and Enter refuses', async ({ page }) => {
  await page.goto(PAGE)
  const banner = bannerOf(page)
  await expect(banner).toBeVisible()
  const refuse = banner.getByRole('button', { name: 'Refuser', exact: true })

  let reached = false
  for (let presses = 0; presses < 150 && !reached; presses += 1) {
    await page.keyboard.press('Tab')
    reached = await refuse.evaluate((element) => element === document.activeElement)
  }
  expect(reached, '"Refuser" reached with Tab').toBe(true)
  await page.keyboard.press('Enter')

  await expect(banner).toHaveCount(0)
  expect((await storedConsent(page)).choice).toBe('refused')
})

test('"Gestion des cookies" in the footer reopens the banner at once, focused, and gives the focus back', async ({ page }) => {
  await storeChoice(page, 'refused', monthsBefore(PAUSED_AT, 1))
  await loadWithPausedClock(page, PAGE, PAUSED_AT)
  const banner = bannerOf(page)
  // Here from a live footer; before its code has arrived, see first-seconds.desktop.spec.ts.
  await runIdleCallbacks(page)
  await waitForLiveShell(page)
  await settle(page)
  await expect(banner).toHaveCount(0)

  const manage = page.getByRole('contentinfo').getByRole('link', { name: 'Gestion des cookies' })
  await manage.click()
  // No clock movement: the reopened banner does not wait the 1 s of a first visit.
  await expect(banner).toBeVisible()
  await expect(banner).toBeFocused()

  await banner.getByRole('button', { name: 'Accepter', exact: true }).click()
  await expect(banner).toHaveCount(0)
  expect((await storedConsent(page)).choice).toBe('accepted')
  await expect(manage).toBeFocused()
})

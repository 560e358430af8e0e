// The advisor's card, which opens by itself at 30 s, never covers what the visitor is doing: a focused
// field, a form on screen, the cookie banner's buttons (docs/decisions/0089). At 390 and 1280 px, with
// the page's clock paused so that 30 s are exact; every check compares boxes on screen.
import type { Locator, Page } from '@playwright/test'
import { site } from '#client/config/site.ts'
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { runIdleCallbacks, settle } from './support/clock.ts'
import { dismissCookieBanner } from './support/consent.ts'

type Box = { x: number; y: number; width: number; height: number }

const cardOf = (page: Page) => page.getByRole('dialog', { name: `${site.advisorFirstName}, votre conseillère énergie` })
const launcherOf = (page: Page) => page.getByRole('button', { name: `Parler à ${site.advisorFirstName}, votre conseillère`, exact: true })

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('no box')
  return box
}

/** The card's box once its entrance animation has finished. */
async function cardBox(card: Locator): Promise<Box> {
  await card.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
  return boxOf(card)
}

async function expectClearOf(card: Locator, others: Record<string, Locator>) {
  const box = await cardBox(card)
  for (const [name, other] of Object.entries(others)) expect(overlap(box, await boxOf(other)), `the card covers ${name}`).toBe(false)
}

/** The page with its clock paused before the first script, the widget's code arrived: its 30 s run from here. */
async function loadWithWidget(page: Page, path: string) {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1_000)
  await page.goto(path)
  await runIdleCallbacks(page)
  await expect(launcherOf(page)).toHaveAttribute('data-hydrated', '')
}

/** Focuses the last name with the keyboard, from the first name, and types in it. */
async function typeLastName(page: Page): Promise<Locator> {
  const form = page.locator('main form').first()
  const lastName = form.getByLabel(/^Nom/)
  await form.getByLabel(/^Prénom/).focus()
  await page.keyboard.press('Tab')
  await expect(lastName).toBeFocused()
  await page.keyboard.type('Martin')
  return lastName
}

test('at 30 s the card opens clear of the field being typed in and of the form', async ({ page }) => {
  await dismissCookieBanner(page)
  await loadWithWidget(page, '/rappel')
  const lastName = await typeLastName(page)

  await page.clock.runFor(30_000)
  const card = cardOf(page)
  await expect(card).toBeVisible()
  await expectClearOf(card, { 'the focused field': lastName, 'the form': page.locator('main form').first() })
  await expect(lastName, 'the focus stays in the field').toBeFocused()
  await expect(lastName).toHaveValue('Martin')
})

test('when the form fills a phone’s screen the card waits, and opens once the form is off screen', async ({ page }) => {
  await dismissCookieBanner(page)
  await loadWithWidget(page, '/rappel')
  const form = page.locator('main form').first()
  // The form's top just under the header.
  await form.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 72))
  const lastName = await typeLastName(page)

  await page.clock.runFor(30_000)
  await settle(page)
  const card = cardOf(page)
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    // A desktop screen has room beside the form.
    await expect(card).toBeVisible()
    await expectClearOf(card, { 'the focused field': lastName, 'the form': form })
    return
  }
  await expect(card).toBeHidden()
  await expect(launcherOf(page)).toHaveAttribute('aria-expanded', 'false')
  // The visitor scrolls on, past the form: the card opens, without taking the focus. The scroll event
  // comes with the browser's next frame; the clock moves on once the page has had it, or the frame the
  // widget asks for on it would be left waiting on a clock that no longer moves.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true })
        window.scrollTo(0, document.documentElement.scrollHeight)
      }),
  )
  await page.clock.runFor(100)
  await expect(card).toBeVisible()
  const formBox = await boxOf(form)
  if (formBox.y + formBox.height > 0) await expectClearOf(card, { 'the form': form })
  await expect(lastName, 'the focus stays in the field').toBeFocused()
})

test('at 30 s the card docks clear of a first visit’s cookie banner: none of its three buttons is covered', async ({ page }) => {
  await loadWithWidget(page, '/cgu')
  await page.clock.runFor(1_000)
  const banner = page.getByRole('region', { name: 'Consentement aux cookies' })
  await expect(banner).toBeVisible()

  await page.clock.runFor(30_000)
  const card = cardOf(page)
  await expect(card).toBeVisible()
  await expectClearOf(card, {
    '« Accepter »': banner.getByRole('button', { name: 'Accepter', exact: true }),
    '« Refuser »': banner.getByRole('button', { name: 'Refuser', exact: true }),
    'the banner’s close button': banner.getByRole('button', { name: 'Fermer le bandeau cookies' }),
  })
  // Its actions are all within reach: the card stays below the header and within the screen.
  const box = await cardBox(card)
  expect(box.y, 'below the header').toBeGreaterThanOrEqual((await boxOf(page.getByRole('banner'))).height)
  await expect(card.getByRole('link', { name: 'Simuler mes économies (nouvel onglet)' })).toBeInViewport()
  await expect(card.getByRole('button', { name: 'Rappel gratuit' })).toBeInViewport()

  // Once the visitor has chosen, the banner goes and the card comes back down to its button.
  await banner.getByRole('button', { name: 'Refuser', exact: true }).click()
  await expect(banner).toHaveCount(0)
  await page.clock.runFor(100)
  await expect
    .poll(async () => (await cardBox(card)).y + (await cardBox(card)).height)
    .toBeLessThanOrEqual((await boxOf(launcherOf(page))).y)
  await expect
    .poll(async () => (await boxOf(launcherOf(page))).y - ((await cardBox(card)).y + (await cardBox(card)).height))
    .toBeLessThanOrEqual(16)
})

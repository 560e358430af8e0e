import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { site } from '#client/config/site.ts'
import { expect } from '@playwright/test'
import { ANY_VIEWPORT, test } from './fixtures.ts'
import { IDLE_STEP_MS, runIdleCallbacks } from './support/clock.ts'
import { dismissCookieBanner } from './support/consent.ts'

const CARD_TITLE = `${site.advisorFirstName}, votre conseillère énergie`

const launcherOf = (page: Page) => page.getByRole('button', { name: `Parler à ${site.advisorFirstName}, votre conseillère`, exact: true })
const cardOf = (page: Page) => page.getByRole('dialog', { name: CARD_TITLE })

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

/**
 * The widget's code loads once the browser is idle: lets the paused clock reach idle time, then waits
 * for the widget. Its 30 s count from the app's start, so this step is part of them.
 */
async function waitForWidget(page: Page): Promise<Locator> {
  await runIdleCallbacks(page)
  const launcher = launcherOf(page)
  // Set by the widget's first effect: its timers are scheduled from here on.
  await expect(launcher).toHaveAttribute('data-hydrated', '')
  return launcher
}

/**
 * Loads a short static page (the widget is on every page; the home page's own timers and animations
 * would only slow the test) with the fake clock paused before the first script runs: the widget's timers
 * start at the paused instant and move only when a test runs the clock, so 29 s and 30 s are exact.
 */
async function loadWithPausedClock(page: Page): Promise<{ launcher: Locator; card: Locator }> {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1_000)
  await page.goto('/cgu')
  const launcher = await waitForWidget(page)
  return { launcher, card: cardOf(page) }
}

/**
 * The form's code loads in its own chunk (docs/decisions/0017). React shows content that was waiting
 * for it no sooner than 300 ms after its fallback, on timers this file's paused clock holds back.
 */
async function letFormLoad(page: Page) {
  await page.clock.runFor(1_000)
}

/**
 * The element shows a focus ring: it matches :focus-visible and draws an outline. Read until it holds:
 * the widget's button takes the light button's place while it has the focus, and a read that found the
 * light one can end after it has left the document, where nothing matches :focus-visible.
 */
async function expectVisibleFocus(locator: Locator) {
  await expect(locator).toBeFocused()
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          const style = getComputedStyle(element)
          return {
            inDocument: element.isConnected,
            focusVisible: element.matches(':focus-visible'),
            outlineDrawn: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
          }
        }),
      { message: 'a focus ring: matches :focus-visible and draws an outline' },
    )
    .toEqual({ inDocument: true, focusVisible: true, outlineDrawn: true })
}

async function expectWidgetAccessible(page: Page, card: Locator) {
  const id = await card.getAttribute('id')
  expect(id).toBeTruthy()
  const results = await new AxeBuilder({ page })
    .include(`[aria-controls="${id}"]`)
    .include(`[id="${id}"]`)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const report = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
  expect(report, 'axe violations').toEqual([])
}

test('starts closed, then opens by itself at 30 s (not at 29 s) without taking focus', ANY_VIEWPORT, async ({ page }) => {
  const { launcher, card } = await loadWithPausedClock(page)
  await expect(launcher).toBeVisible()
  await expect(launcher).toHaveAttribute('aria-expanded', 'false')
  await expect(card).toBeHidden()

  await page.clock.runFor(29_000 - IDLE_STEP_MS)
  await expect(card).toBeHidden()
  await expect(launcher).toHaveAttribute('aria-expanded', 'false')

  await page.clock.runFor(1_000)
  await expect(card).toBeVisible()
  await expect(launcher).toHaveAttribute('aria-expanded', 'true')
  await expect(card).toHaveAttribute('aria-modal', 'false')
  expect(await page.evaluate(() => document.activeElement === document.body), 'focus stays on the page').toBe(true)
})

test(
  'when it opens by itself it is announced politely, keeps focus where the visitor types, and Escape closes it from anywhere',
  ANY_VIEWPORT,
  async ({ page }) => {
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1_000)
    await page.goto('/rappel')
    const launcher = await waitForWidget(page)
    const card = cardOf(page)
    const firstName = page.getByLabel(/Prénom/).first()
    await firstName.fill('Camille')
    await expect(firstName).toBeFocused()

    const announcement = page.getByRole('status').filter({ hasText: 'vous propose son aide' })
    await expect(announcement).toHaveCount(0)
    await page.clock.runFor(30_000 - IDLE_STEP_MS)
    await expect(card).toBeVisible()
    await expect(announcement).toHaveText(
      `${site.advisorFirstName}, votre conseillère énergie, vous propose son aide. Touche Échap pour fermer.`,
    )
    await expect(firstName, 'focus stays in the field being typed in').toBeFocused()

    await page.keyboard.press('Escape')
    await expect(card).toBeHidden()
    await expect(launcher).toHaveAttribute('aria-expanded', 'false')
    await expect(firstName, 'closing does not move focus either').toBeFocused()
    await expect(firstName).toHaveValue('Camille')
    await expect(announcement).toHaveCount(0)
  },
)

test('opens on click with focus in the card; once closed it never opens by itself', ANY_VIEWPORT, async ({ page }) => {
  const { launcher, card } = await loadWithPausedClock(page)
  await launcher.click()
  await expect(card).toBeVisible()
  await expect(launcher).toHaveAttribute('aria-expanded', 'true')
  await expect(launcher).toHaveAttribute('aria-controls', (await card.getAttribute('id')) ?? 'missing id')
  await expect(card).toHaveAttribute('aria-modal', 'false')
  await expect(card.getByRole('heading', { name: CARD_TITLE })).toBeFocused()

  // The card's content.
  await expect(card.getByText('En ligne', { exact: true })).toBeVisible()
  await expect(card.getByText('Bonjour ! Je peux vous aider à comparer les offres et à réduire votre facture.')).toBeVisible()
  const simulate = card.getByRole('link', { name: 'Simuler mes économies (nouvel onglet)' })
  await expect(simulate).toHaveAttribute('href', site.simulationUrl)
  await expect(simulate).toHaveAttribute('target', '_blank')
  await expect(simulate).toHaveAttribute('rel', 'noopener')
  await expect(card.getByRole('link', { name: `Appeler le ${site.phone.display}` })).toHaveAttribute('href', site.phone.href)

  // « Fermer » closes and gives focus back to the round button; the round button also toggles.
  await card.getByRole('button', { name: 'Fermer' }).click()
  await expect(card).toBeHidden()
  await expect(launcher).toBeFocused()
  await expect(launcher).toHaveAttribute('aria-expanded', 'false')
  await launcher.click()
  await expect(card).toBeVisible()
  await launcher.click()
  await expect(card).toBeHidden()

  await page.clock.runFor(31_000)
  await expect(card).toBeHidden()
})

test('the closed button bounces for 1 s every 5 s, and not while the card is open', ANY_VIEWPORT, async ({ page }) => {
  const { launcher, card } = await loadWithPausedClock(page)
  const restingClass = await launcher.getAttribute('class')
  const isBouncing = () =>
    launcher.evaluate(
      (element, resting) => element.getAttribute('class') !== resting && getComputedStyle(element).animationName !== 'none',
      restingClass,
    )

  expect(await isBouncing()).toBe(false)
  await page.clock.runFor(4_999)
  expect(await isBouncing()).toBe(false)
  await page.clock.runFor(1) // 5 s
  await expect.poll(isBouncing).toBe(true)
  await page.clock.runFor(999) // 5.999 s
  await expect.poll(isBouncing).toBe(true)
  await page.clock.runFor(1) // 6 s
  await expect.poll(isBouncing).toBe(false)
  await page.clock.runFor(3_999) // 9.999 s
  expect(await isBouncing()).toBe(false)
  await page.clock.runFor(1) // 10 s
  await expect.poll(isBouncing).toBe(true)
  await page.clock.runFor(1_000) // 11 s
  await expect.poll(isBouncing).toBe(false)

  await launcher.click()
  await expect(card).toBeVisible()
  for (let step = 0; step < 12; step += 1) {
    await page.clock.runFor(1_000)
    expect(await launcher.getAttribute('class'), `open, at +${step + 1} s`).toBe(restingClass)
  }
})

test('no bounce at all when the visitor prefers reduced motion', ANY_VIEWPORT, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const { launcher } = await loadWithPausedClock(page)
  const restingClass = await launcher.getAttribute('class')
  // Counts every change of the class attribute, however brief.
  await launcher.evaluate((element) => {
    element.setAttribute('data-class-changes', '0')
    new MutationObserver((records) => {
      const count = Number(element.getAttribute('data-class-changes')) + records.length
      element.setAttribute('data-class-changes', String(count))
    }).observe(element, { attributes: true, attributeFilter: ['class'] })
  })
  for (let step = 0; step < 24; step += 1) {
    await page.clock.runFor(500)
  }
  await expect(launcher).toHaveAttribute('data-class-changes', '0')
  expect(await launcher.getAttribute('class')).toBe(restingClass)
  expect(await launcher.evaluate((element) => getComputedStyle(element).animationName)).toBe('none')
})

test('the expand toggle shows and hides the opening hours', ANY_VIEWPORT, async ({ page }) => {
  const { launcher, card } = await loadWithPausedClock(page)
  await launcher.click()
  const showHours = card.getByRole('button', { name: 'Afficher les horaires' })
  await expect(showHours).toHaveAttribute('aria-expanded', 'false')
  await expect(card.getByText(site.hours)).toBeHidden()

  await showHours.click()
  const collapse = card.getByRole('button', { name: 'Réduire' })
  await expect(collapse).toHaveAttribute('aria-expanded', 'true')
  await expect(card.getByText(site.hours)).toBeVisible()
  // axe schedules its work with timers: let time flow again.
  await page.clock.resume()
  await expectWidgetAccessible(page, card)

  await collapse.click()
  await expect(card.getByRole('button', { name: 'Afficher les horaires' })).toHaveAttribute('aria-expanded', 'false')
  await expect(card.getByText(site.hours)).toBeHidden()
})

test('« Rappel gratuit » shows the callback form in the card; « Retour » comes back', ANY_VIEWPORT, async ({ page }) => {
  const { launcher, card } = await loadWithPausedClock(page)
  await launcher.click()
  await card.getByRole('button', { name: 'Rappel gratuit' }).click()
  await letFormLoad(page)
  await expect(card.getByLabel('Prénom')).toBeVisible()
  await expect(card.getByRole('heading', { name: 'Rappel gratuit' })).toBeFocused()
  await expect(card.getByRole('link', { name: /Simuler mes économies/ })).toBeHidden()

  await card.getByRole('button', { name: 'Retour' }).click()
  await expect(card.getByLabel('Prénom')).toBeHidden()
  await expect(card.getByRole('button', { name: 'Rappel gratuit' })).toBeFocused()
  await expect(card.getByRole('link', { name: /Simuler mes économies/ })).toBeVisible()
})

test('Escape closes the form, then the expanded view, then the card', ANY_VIEWPORT, async ({ page }) => {
  const { launcher, card } = await loadWithPausedClock(page)
  await launcher.click()
  await card.getByRole('button', { name: 'Afficher les horaires' }).click()
  await card.getByRole('button', { name: 'Rappel gratuit' }).click()
  await letFormLoad(page)
  const firstName = card.getByLabel('Prénom')
  await firstName.focus()

  await page.keyboard.press('Escape')
  await expect(firstName).toBeHidden()
  await expect(card).toBeVisible()
  await expect(card.getByRole('button', { name: 'Rappel gratuit' })).toBeFocused()
  await expect(card.getByText(site.hours)).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(card.getByText(site.hours)).toBeHidden()
  await expect(card.getByRole('button', { name: 'Afficher les horaires' })).toHaveAttribute('aria-expanded', 'false')
  await expect(card).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(card).toBeHidden()
  await expect(launcher).toHaveAttribute('aria-expanded', 'false')
  await expect(launcher).toBeFocused()
})

test('works with the keyboard alone, with a visible focus on every control', ANY_VIEWPORT, async ({ page }) => {
  const { launcher, card } = await loadWithPausedClock(page)

  let reached = false
  for (let presses = 0; presses < 400 && !reached; presses += 1) {
    await page.keyboard.press('Tab')
    reached = await launcher.evaluate((element) => element === document.activeElement)
  }
  expect(reached, 'Tab reaches the round button').toBe(true)
  await expectVisibleFocus(launcher)

  await page.keyboard.press('Enter')
  await expect(card).toBeVisible()
  await expect(card.getByRole('heading', { name: CARD_TITLE })).toBeFocused()

  const controls = [
    card.getByRole('button', { name: 'Fermer' }),
    card.getByRole('link', { name: 'Simuler mes économies (nouvel onglet)' }),
    card.getByRole('link', { name: `Appeler le ${site.phone.display}` }),
    card.getByRole('button', { name: 'Rappel gratuit' }),
    card.getByRole('button', { name: 'Afficher les horaires' }),
  ]
  for (const control of controls) {
    await page.keyboard.press('Tab')
    await expectVisibleFocus(control)
  }

  // The toggle and « Rappel gratuit » answer Enter; « Retour » is reachable too.
  await page.keyboard.press('Enter')
  await expect(card.getByText(site.hours)).toBeVisible()
  await expectVisibleFocus(card.getByRole('button', { name: 'Réduire' }))
  await page.keyboard.press('Shift+Tab')
  await expectVisibleFocus(card.getByRole('button', { name: 'Rappel gratuit' }))
  await page.keyboard.press('Enter')
  await letFormLoad(page)
  await expect(card.getByLabel('Prénom')).toBeVisible()
  await page.keyboard.press('Shift+Tab')
  await expectVisibleFocus(card.getByRole('button', { name: 'Retour' }))
  await page.keyboard.press('Tab')
  await expect(card.getByLabel('Prénom')).toBeFocused()
})

test('sits bottom-right, above the mobile bottom bar when there is one', async ({ page }) => {
  const { launcher, card } = await loadWithPausedClock(page)
  const viewport = page.viewportSize()
  const box = await launcher.boundingBox()
  if (!viewport || !box) throw new Error('no viewport or launcher box')
  const bar = page.getByRole('navigation', { name: 'Actions rapides' })

  if (viewport.width < 768) {
    await expect(bar).toBeVisible()
    const barBox = await bar.boundingBox()
    if (!barBox) throw new Error('no bottom bar box')
    // 0.75 rem above the bar.
    expect(Math.round(barBox.y - (box.y + box.height))).toBe(12)
  } else {
    await expect(bar).toBeHidden()
    expect(Math.round(viewport.height - (box.y + box.height))).toBe(16)
  }
  expect(Math.round(viewport.width - (box.x + box.width))).toBeLessThanOrEqual(16)

  await launcher.click()
  await expect(card).toBeVisible()
  await card.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
  const cardBox = await card.boundingBox()
  if (!cardBox) throw new Error('no card box')
  expect(cardBox.y + cardBox.height, 'the card sits above the button').toBeLessThanOrEqual(box.y)
  expect(cardBox.x, 'the card fits in the viewport').toBeGreaterThanOrEqual(0)
  expect(cardBox.y, 'the card fits in the viewport').toBeGreaterThanOrEqual(0)
})

// Runs in the mobile project only (playwright.config.ts). What the page promises in its first seconds
// on a phone, with the shell's code held back (docs/decisions/0049).
import type { Locator } from '@playwright/test'
import { site } from '#client/config/site.ts'
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { chunkFileOf } from './support/build-manifest.ts'
import { runIdleCallbacks } from './support/clock.ts'
import { holdShellCode } from './support/shell.ts'

/** The element at the centre of `target` is `target` or inside it: nothing covers it there. */
async function expectUncovered(target: Locator, label: string) {
  const onTop = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    return hit !== null && element.contains(hit)
  })
  expect(onTop, `${label} is not covered`).toBe(true)
}

test('at 30 s the advisor’s card opens over a first visit’s cookie banner: none of its actions is covered', async ({ page }) => {
  await holdShellCode(page)
  // The connection watcher's pings would be judged against the paused clock: it stays out of this test.
  await page.route(`**/${chunkFileOf('client/features/connection/connection-watcher.tsx')}`, () => undefined)
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1_000)
  await page.goto('/cgu')
  const banner = page.getByRole('region', { name: 'Consentement aux cookies' })
  await page.clock.runFor(1_000)
  await expect(banner).toBeVisible()
  // The widget's code loads once the browser is idle; its 30 s count from the app's start.
  await runIdleCallbacks(page)
  await expect(page.getByRole('button', { name: `Parler à ${site.advisorFirstName}, votre conseillère`, exact: true })).toHaveAttribute(
    'data-hydrated',
    '',
  )

  await page.clock.runFor(30_000)
  const card = page.getByRole('dialog', { name: `${site.advisorFirstName}, votre conseillère énergie` })
  await expect(card).toBeVisible()
  await expect(banner).toBeVisible()
  const actions = [...(await card.getByRole('button').all()), ...(await card.getByRole('link').all())]
  expect(actions.length).toBeGreaterThanOrEqual(4)
  for (const action of actions)
    await expectUncovered(action, `« ${(await action.textContent())?.trim() || (await action.getAttribute('aria-label'))} »`)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'

/**
 * Loads `path` with the fake clock paused before the first script runs: the page's timers start at
 * the paused instant and move only when the test runs the clock. Resolves once the page has rendered.
 */
export async function loadWithPausedClock(page: Page, path = '/', pausedAt = new Date(Date.now() + 1_000)) {
  await page.clock.install({ time: new Date(pausedAt.getTime() - 1_000) })
  await page.clock.pauseAt(pausedAt)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

/**
 * Lets the page finish what a clock step started, before checking that something did NOT happen:
 * React renders and runs effects in tasks it posts through a MessageChannel (which the fake clock
 * leaves alone), so twenty rounds of the same kind of task run after them.
 */
export async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        let rounds = 0
        channel.port1.onmessage = () => {
          rounds += 1
          if (rounds < 20) channel.port2.postMessage(null)
          else {
            channel.port1.close()
            resolve()
          }
        }
        channel.port2.postMessage(null)
      }),
  )
}

/** Longer than the fake clock ever delays an idle callback (50 ms while timers are pending). */
export const IDLE_STEP_MS = 100

/**
 * The site's widgets (connection watcher, advisor, cookie banner) load once the browser is idle
 * (docs/decisions/0032), and a paused clock holds idle callbacks back like any timer: runs the clock
 * just long enough for them.
 */
export async function runIdleCallbacks(page: Page): Promise<void> {
  await page.clock.runFor(IDLE_STEP_MS)
}

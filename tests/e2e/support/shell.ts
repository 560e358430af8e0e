import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'

/**
 * Waits until the header, the footer and the bottom bar are live: their code arrives once the browser is
 * idle (docs/decisions/0032), and until then their prerendered HTML works as plain HTML (links reload
 * the page, buttons that need the app do nothing). With a paused clock, run the idle callbacks first.
 */
export async function waitForLiveShell(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-shell-ready', '')
}

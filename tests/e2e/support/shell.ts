import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { chunkFileOf } from './build-manifest.ts'

/**
 * Waits until the header, the footer and the bottom bar are live: their code arrives once the
 * browser is idle (docs/decisions/0045-site-shell-hydrated-at-idle.md), and until then their
 * prerendered HTML works as plain HTML: links reload the page, the menus are popovers, and the start
 * script runs « Gestion des cookies » (docs/decisions/0049). With a paused clock, run the idle
 * callbacks first.
 */
export async function waitForLiveShell(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-shell-ready', '')
}

/**
 * Waits until the shell is live and, from 768 px up, its desktop menu too (whose code loads once the
 * shell is live), then until the network is quiet: what a test does next is the only traffic.
 */
export async function waitForQuietShell(page: Page): Promise<void> {
  await waitForLiveShell(page)
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    await expect(page.getByRole('navigation', { name: 'Navigation principale', exact: true })).toHaveAttribute('data-hydrated', '')
  }
  await page.waitForLoadState('networkidle')
}

/**
 * Holds the shell's code back (its chunk's request waits) until the returned function is called: what
 * a visitor sees and can do before it arrives.
 */
export async function holdShellCode(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/${chunkFileOf('client/features/site-shell/shell-parts.tsx')}`, async (route) => {
    await held
    await route.continue()
  })
  return release
}

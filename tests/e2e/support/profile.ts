import type { Locator, Page } from '@playwright/test'
import { expect } from '@playwright/test'

/**
 * The comparison's profile above the ranking (client/features/comparison/profile-disclosure.tsx): on a
 * phone, one line whose « Modifier » opens the estimate panel in place. It is the browser's own
 * disclosure, a `<summary>` in a `<details>`, which browsers report to assistive technologies as
 * expanded or collapsed; a test checks the `<details>` is open where it would check `aria-expanded`.
 */
export function profileLine(page: Page): Locator {
  return page.getByRole('main').locator('summary').filter({ hasText: 'Modifier' })
}

/** The disclosure that holds the estimate panel. */
export function profileDisclosure(page: Page): Locator {
  return profileLine(page).locator('xpath=..')
}

/** Opens the estimate panel as a visitor on a phone does, by tapping the profile's line. */
export async function openProfilePanel(page: Page): Promise<void> {
  await expect(profileDisclosure(page)).not.toHaveAttribute('open')
  await profileLine(page).click()
  await expect(profileDisclosure(page)).toHaveAttribute('open', '')
}

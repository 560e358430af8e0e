import type { Locator } from '@playwright/test'
import { expect } from '@playwright/test'

/**
 * The FAQ lists are the browser's own disclosures (client/ui/accordion.tsx): a question is a
 * `<summary>`, its answer opens with its `<details>`, which browsers report to assistive technologies
 * as expanded or collapsed.
 */

/** The questions of an FAQ list, or the one whose text matches `name`. */
export function faqQuestions(scope: Locator, name?: string | RegExp): Locator {
  const questions = scope.locator('summary')
  return name === undefined ? questions : questions.filter({ hasText: name })
}

/** Waits until the question's answer is open (or closed). */
export async function expectAnswerOpen(question: Locator, open: boolean): Promise<void> {
  const details = question.locator('xpath=..')
  if (open) await expect(details).toHaveAttribute('open', '')
  else await expect(details).not.toHaveAttribute('open')
}

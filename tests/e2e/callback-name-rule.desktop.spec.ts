import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { CallbackFields } from '#contract/callback-fields'
import { test } from './fixtures.ts'
import { dismissCookieBanner } from './support/consent.ts'

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

const form = (page: Page) => page.getByRole('main').locator('form')

/** The contract's message for a name, the one the API answers too (tests/worker/callback-requests.test.ts). */
function contractMessage(field: 'firstName' | 'lastName', name: string): string {
  const result = CallbackFields.shape[field].safeParse(name)
  if (result.success) throw new Error(`${name} is a valid ${field}`)
  const [issue] = result.error.issues
  if (!issue) throw new Error(`no message for ${name}`)
  return issue.message
}

test('a name with markup or a formula’s start is told the rule it breaks, in the contract’s words', async ({ page }) => {
  await page.goto('/rappel')
  const f = form(page)
  await f.getByRole('textbox', { name: 'Prénom' }).fill('Camille <b>')
  await f.getByRole('textbox', { name: 'Nom', exact: true }).fill('@SUM(1+1)')
  await f.getByRole('button', { name: 'Être rappelé gratuitement' }).click()

  const characters = contractMessage('firstName', 'Camille <b>')
  const formula = contractMessage('lastName', '@SUM(1+1)')
  expect(characters).toContain("lettres, des espaces, des apostrophes et des traits d'union")
  expect(formula).toContain('ne peut pas commencer par =, +, - ou @')
  await expect(f.getByText(characters)).toBeVisible()
  await expect(f.getByText(formula)).toBeVisible()
  await expect(f.getByText('Veuillez entrer votre prénom')).toBeHidden()
  await expect(f.getByRole('textbox', { name: 'Prénom' })).toHaveAttribute('aria-invalid', 'true')

  await f.getByRole('textbox', { name: 'Prénom' }).fill('Camille')
  await expect(f.getByText(characters)).toBeHidden()
})

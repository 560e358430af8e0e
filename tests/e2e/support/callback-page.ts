import type { Locator, Page } from '@playwright/test'

/** The callback form of /rappel (the page's main form, not the advisor's). */
export const callbackPageForm = (page: Page): Locator => page.getByRole('main').locator('form')

/** Types the four fields of /rappel's form, as a visitor would, in their order on the page. */
export async function fillCallbackForm(
  page: Page,
  values: { firstName: string; lastName: string; phone: string; email: string },
): Promise<void> {
  const form = callbackPageForm(page)
  await form.getByRole('textbox', { name: 'Prénom' }).fill(values.firstName)
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill(values.lastName)
  await form.getByRole('textbox', { name: 'Téléphone' }).fill(values.phone)
  await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill(values.email)
}

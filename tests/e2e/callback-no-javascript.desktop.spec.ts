import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { CALLBACK_FORM_ACTION, CALLBACK_SENT_PATH } from '../../contract/callback-form-post.ts'
import { expectConsoleErrors, test } from './fixtures.ts'
import { callbackDeliveryFor, callbackRowsFor, uniqueEmail, uniquePhone } from './support/d1.ts'

/** The /rappel form as a visitor without JavaScript sends it: the browser posts it to the worker. */
test.describe('the callback form with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })
  // Each read of D1 runs wrangler, a few seconds apiece on a busy machine.
  test.slow()

  const form = (page: Page) => page.getByRole('main').locator('form')

  /** Every address the browser was at, so none can be found to hold what was typed. */
  function addressesOf(page: Page): string[] {
    const seen: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(frame.url())
    })
    page.on('request', (request) => seen.push(request.url()))
    return seen
  }

  async function fill(page: Page, values: { firstName: string; lastName: string; phone: string; email: string }) {
    const f = form(page)
    await f.getByRole('textbox', { name: 'Prénom' }).fill(values.firstName)
    await f.getByRole('textbox', { name: 'Nom', exact: true }).fill(values.lastName)
    await f.getByRole('textbox', { name: 'Téléphone' }).fill(values.phone)
    await f.getByRole('textbox', { name: 'Adresse e-mail' }).fill(values.email)
  }

  test('valid data: the confirmation page, the row in D1, its delivery queued, nothing typed in an address', async ({ page }) => {
    const addresses = addressesOf(page)
    const email = uniqueEmail('sans-js')
    const phone = uniquePhone()
    await page.goto('/rappel')
    await expect(form(page)).toHaveAttribute('method', 'post')
    await fill(page, { firstName: 'Camille', lastName: 'Martin', phone: phone.typed, email })
    await form(page).getByRole('button', { name: 'Être rappelé gratuitement' }).click()

    await expect(page).toHaveURL(CALLBACK_SENT_PATH)
    await expect(page.getByRole('heading', { name: 'Demande envoyée avec succès !' })).toBeVisible()
    await expect(page.getByText('Nous vous contacterons très prochainement au numéro que vous avez indiqué.')).toBeVisible()
    expect(await callbackRowsFor(email)).toEqual([{ first_name: 'Camille', phone_e164: phone.e164, source: 'page' }])
    await expect.poll(() => callbackDeliveryFor(email), { timeout: 30_000 }).toEqual([{ delivery_status: 'pending', enqueue_due_at: null }])

    const typed = ['Camille', 'Martin', phone.typed, phone.typed.replace(/ /g, '+'), email, encodeURIComponent(email)]
    for (const address of addresses) for (const value of typed) expect(address).not.toContain(value)
    expect(addresses.some((address) => address.includes('?'))).toBe(false)
  })

  test('an invalid phone: the form again, with the message and every other value kept', async ({ page, consoleErrors }) => {
    const email = uniqueEmail('sans-js-invalide')
    await page.goto('/rappel')
    await fill(page, { firstName: 'Dominique', lastName: 'Bernard', phone: '12345', email })
    await form(page).getByRole('button', { name: 'Être rappelé gratuitement' }).click()

    await expect(page).toHaveURL(CALLBACK_FORM_ACTION)
    const f = form(page)
    await expect(f.getByText('Le numéro de téléphone doit contenir au moins 10 chiffres')).toBeVisible()
    await expect(f.getByRole('textbox', { name: 'Téléphone' })).toHaveAttribute('aria-invalid', 'true')
    await expect(f.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('12345')
    await expect(f.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Dominique')
    await expect(f.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Bernard')
    await expect(f.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(email)
    await expect(f.getByRole('textbox', { name: 'Prénom' })).toHaveAttribute('aria-invalid', 'false')
    expect(await callbackRowsFor(email)).toEqual([])
    // The form comes back with its status, which the browser reports in the console.
    expectConsoleErrors(consoleErrors, /status of 400/)

    // Corrected, the same form sends.
    const phone = uniquePhone()
    await f.getByRole('textbox', { name: 'Téléphone' }).fill(phone.typed)
    await f.getByRole('button', { name: 'Être rappelé gratuitement' }).click()
    await expect(page).toHaveURL(CALLBACK_SENT_PATH)
    expect(await callbackRowsFor(email)).toEqual([{ first_name: 'Dominique', phone_e164: phone.e164, source: 'page' }])
  })

  test('every form of every page that asks for a name, a phone or an e-mail posts its data', async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
    expect(paths).toContain('/rappel')
    // A limit by what the test does: one page load apiece.
    test.setTimeout(paths.length * 3_000)
    let personalForms = 0
    for (const path of paths) {
      await page.goto(path)
      const methods = await page
        .locator('form')
        .evaluateAll((forms) =>
          forms
            .filter((form) =>
              [...form.querySelectorAll('input')].some(
                (input) => ['tel', 'email'].includes(input.type) || /name|phone|mail|tel/i.test(`${input.name} ${input.autocomplete}`),
              ),
            )
            .map((form) => (form as HTMLFormElement).method),
        )
      for (const method of methods) expect(method, path).toBe('post')
      personalForms += methods.length
    }
    expect(personalForms).toBeGreaterThan(0)
  })
})

import { expect } from '@playwright/test'
import { expectConsoleErrors, test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { callbackPageForm, fillCallbackForm } from './support/callback-page.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { callbackRowsFor, uniqueEmail, uniquePhone } from './support/d1.ts'

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

const form = callbackPageForm

test('shows every validation message on submit, then re-validates as the visitor types', async ({ page }) => {
  await page.goto('/rappel')
  const f = form(page)
  await f.getByRole('button', { name: 'Être rappelé gratuitement' }).click()
  await expect(f.getByText('Veuillez entrer votre prénom')).toBeVisible()
  await expect(f.getByText('Veuillez entrer votre nom')).toBeVisible()
  await expect(f.getByText('Le numéro de téléphone doit contenir au moins 10 chiffres')).toBeVisible()
  await expect(f.getByText('Veuillez entrer une adresse email valide')).toBeVisible()
  await expect(f.getByRole('textbox', { name: 'Prénom' })).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)

  await f.getByRole('textbox', { name: 'Prénom' }).fill('Camille')
  await expect(f.getByText('Veuillez entrer votre prénom')).toBeHidden()
  await expect(f.getByRole('textbox', { name: 'Prénom' })).toHaveAttribute('aria-invalid', 'false')

  await f.getByRole('textbox', { name: 'Prénom' }).fill('C'.repeat(51))
  await expect(f.getByText('Le prénom ne doit pas dépasser 50 caractères')).toBeVisible()
  await f.getByRole('textbox', { name: 'Nom', exact: true }).fill('M'.repeat(51))
  await expect(f.getByText('Le nom ne doit pas dépasser 50 caractères')).toBeVisible()
  await f.getByRole('textbox', { name: 'Téléphone' }).fill('0012345678901')
  await expect(f.getByText('Veuillez entrer un numéro de téléphone français valide')).toBeVisible()
  await f.getByRole('textbox', { name: 'Téléphone' }).fill('06 12 34 56 78')
  await expect(f.getByText('Veuillez entrer un numéro de téléphone français valide')).toBeHidden()
})

test('sends a request from /rappel: success view, toast, and the row in D1', async ({ page }) => {
  const email = uniqueEmail('rappel')
  const phone = uniquePhone()
  await page.goto('/rappel')
  await fillCallbackForm(page, { firstName: ' Camille ', lastName: 'Martin', phone: phone.typed, email })
  await form(page).getByRole('button', { name: 'Être rappelé gratuitement' }).click()
  await expect(page.getByRole('heading', { name: 'Demande envoyée avec succès !' })).toBeVisible()
  await expect(page.getByText('Nous vous contacterons très prochainement', { exact: false }).first()).toBeVisible()
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Demande envoyée avec succès !')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
  expect(await callbackRowsFor(email)).toEqual([{ first_name: 'Camille', phone_e164: phone.e164, source: 'page' }])
})

test('keeps every value when sending fails, says so, and a retry succeeds', async ({ page, consoleErrors }) => {
  const email = uniqueEmail('retry')
  let failures = 0
  await page.route('**/api/callback-requests', async (route) => {
    failures += 1
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"service_unavailable","message":"x"}}' })
  })
  await page.goto('/rappel')
  const phone = uniquePhone().typed
  await fillCallbackForm(page, { firstName: 'Dominique', lastName: 'Bernard', phone, email })
  const submit = form(page).getByRole('button', { name: 'Être rappelé gratuitement' })
  await submit.click()
  await expect(form(page).getByRole('alert')).toHaveText('Une erreur est survenue lors de l’envoi de votre demande. Veuillez réessayer.')
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText(/Erreur lors de l.envoi/)).toBeVisible()
  await expect(form(page).getByRole('textbox', { name: 'Prénom' })).toHaveValue('Dominique')
  await expect(form(page).getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Bernard')
  await expect(form(page).getByRole('textbox', { name: 'Téléphone' })).toHaveValue(phone)
  await expect(form(page).getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(email)
  expect(failures).toBe(1)
  expect(await callbackRowsFor(email)).toEqual([])

  await page.unroute('**/api/callback-requests')
  await submit.click()
  await expect(page.getByRole('heading', { name: 'Demande envoyée avec succès !' })).toBeVisible()
  expect(await callbackRowsFor(email)).toHaveLength(1)
  expectConsoleErrors(consoleErrors, /status of 503/)
})

test('shows the worker’s field errors on the fields', async ({ page, consoleErrors }) => {
  await page.route('**/api/callback-requests', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'validation_failed', message: 'x', fields: { email: ['Veuillez entrer une adresse email valide'] } },
      }),
    }),
  )
  await page.goto('/rappel')
  await fillCallbackForm(page, { firstName: 'Camille', lastName: 'Martin', phone: '06 12 34 56 78', email: 'camille@example.fr' })
  await form(page).getByRole('button', { name: 'Être rappelé gratuitement' }).click()
  await expect(form(page).getByText('Veuillez entrer une adresse email valide')).toBeVisible()
  await expect(form(page).getByRole('textbox', { name: 'Adresse e-mail' })).toHaveAttribute('aria-invalid', 'true')
  expectConsoleErrors(consoleErrors, /status of 400/)
})

test('shows "Envoi..." with the button disabled while sending, and a double click writes one row', async ({ page }) => {
  const email = uniqueEmail('double')
  // Requests are held until the test has seen the sending state, so that state is observed whatever the
  // machine's speed; a second submission would still reach the server after the release (counted below).
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/callback-requests', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/rappel')
  await fillCallbackForm(page, { firstName: 'Claude', lastName: 'Petit', phone: uniquePhone().typed.replaceAll(' ', ''), email })
  const submit = form(page).getByRole('button', { name: 'Être rappelé gratuitement' })
  await submit.dblclick()
  await expect(form(page).getByRole('button', { name: 'Envoi...' })).toBeDisabled()
  release()
  await expect(page.getByRole('heading', { name: 'Demande envoyée avec succès !' })).toBeVisible()
  expect(await callbackRowsFor(email)).toHaveLength(1)
})

test('the home block: advisor card, form with Annuler, then sent', async ({ page }) => {
  const email = uniqueEmail('home')
  const phone = uniquePhone()
  await page.goto('/')
  const block = page.getByRole('region', { name: 'Un conseiller vous rappelle gratuitement' })
  await block.getByRole('button', { name: 'Parler à un expert' }).click()
  await expect(block.getByRole('textbox', { name: 'Prénom' })).toBeVisible()
  await block.getByRole('button', { name: 'Annuler' }).click()
  await expect(block.getByRole('textbox', { name: 'Prénom' })).toBeHidden()
  await expect(block.getByRole('button', { name: 'Parler à un expert' })).toBeVisible()

  await block.getByRole('button', { name: 'Parler à un expert' }).click()
  await block.getByRole('textbox', { name: 'Prénom' }).fill('Sacha')
  await block.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand')
  await block.getByRole('textbox', { name: 'Téléphone' }).fill(phone.typed.replace(/^0/, '+33 '))
  await block.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email)
  await block.getByRole('button', { name: 'Être rappelé gratuitement' }).click()
  await expect(block.getByText('Demande envoyée avec succès !')).toBeVisible()
  expect(await callbackRowsFor(email)).toEqual([{ first_name: 'Sacha', phone_e164: phone.e164, source: 'home' }])
})

test('the form works with the keyboard alone', async ({ page }) => {
  const email = uniqueEmail('keyboard')
  await page.goto('/rappel')
  await form(page).getByRole('textbox', { name: 'Prénom' }).focus()
  await page.keyboard.type('Alex')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Moreau')
  await page.keyboard.press('Tab')
  await page.keyboard.type(uniquePhone().typed)
  // From the phone field the next stop is the e-mail field: the bot trap is out of the keyboard order.
  await page.keyboard.press('Tab')
  await expect(form(page).getByRole('textbox', { name: 'Adresse e-mail' })).toBeFocused()
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Demande envoyée avec succès !' })).toBeVisible()
})

test('the bot trap is out of sight, of the keyboard and of the accessibility tree; a person’s request does not carry it', async ({
  page,
}) => {
  const email = uniqueEmail('trap')
  const sent: Record<string, unknown>[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/callback-requests')) sent.push(request.postDataJSON() as Record<string, unknown>)
  })
  await page.goto('/rappel')
  const trap = form(page).locator('input[name="website"]')
  await expect(trap).toHaveCount(1)
  await expect(trap).toHaveAttribute('tabindex', '-1')
  await expect(trap).toHaveAttribute('autocomplete', 'off')
  await expect(form(page).locator('[aria-hidden="true"][inert]:has(input[name="website"])')).toHaveCount(1)
  // Not focusable, even by a script or a click: inert takes it out of focus altogether.
  await trap.evaluate((input: HTMLInputElement) => input.focus())
  await expect(trap).not.toBeFocused()
  // Nothing with its label is exposed to assistive technology, and it takes no visible room.
  await expect(page.getByRole('textbox', { name: /Site web/ })).toHaveCount(0)
  const box = await trap.boundingBox()
  expect(box === null || box.x + box.width <= 0).toBe(true)
  await expectNoAxeViolations(page)

  // A person's submission does not carry the field at all.
  await fillCallbackForm(page, { firstName: 'Alex', lastName: 'Moreau', phone: uniquePhone().typed, email })
  await form(page).getByRole('button', { name: 'Être rappelé gratuitement' }).click()
  await expect(page.getByRole('heading', { name: 'Demande envoyée avec succès !' })).toBeVisible()
  expect(sent.at(-1)).not.toHaveProperty('website')
  expect(await callbackRowsFor(email)).toHaveLength(1)
})

test('a bot that fills the trap is told it succeeded, and nothing is stored', async ({ page }) => {
  const sent: Record<string, unknown>[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/callback-requests')) sent.push(request.postDataJSON() as Record<string, unknown>)
  })
  const botEmail = uniqueEmail('bot')
  await page.goto('/rappel')
  const trap = form(page).locator('input[name="website"]')
  await fillCallbackForm(page, { firstName: 'Robot', lastName: 'Spam', phone: uniquePhone().typed, email: botEmail })
  await trap.evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example'
  })
  await form(page).getByRole('button', { name: 'Être rappelé gratuitement' }).click()
  await expect(page.getByRole('heading', { name: 'Demande envoyée avec succès !' })).toBeVisible()
  expect(sent.at(-1)).toMatchObject({ website: 'https://spam.example' })
  expect(await callbackRowsFor(botEmail)).toEqual([])
})

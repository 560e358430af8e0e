import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { faq } from '../../client/features/home/lower-sections-copy.ts'
import { CONSENT_COOKIE } from '../../contract/cookie-choice.ts'
import { test } from './fixtures.ts'
import { expectAnswerOpen, faqQuestions } from './support/faq.ts'

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  /** Every question of the page's FAQ is on screen and opens its answer; no toggle that cannot run. */
  async function expectEveryAnswerReachable(page: Page, questions: readonly { question: string }[]) {
    const main = page.getByRole('main')
    await expect(main.getByRole('button', { name: 'Voir plus de questions' })).toBeHidden()
    for (const { question } of questions) {
      const summary = faqQuestions(main, question).first()
      await expect(summary).toBeVisible()
      await summary.click()
      await expectAnswerOpen(summary, true)
    }
  }

  test('every home FAQ answer can be reached', async ({ page }) => {
    await page.goto('/')
    expect(faq.length).toBeGreaterThan(5)
    await expectEveryAnswerReachable(page, faq)
  })

  test('every /fournisseurs FAQ answer can be reached', async ({ page }) => {
    await page.goto('/fournisseurs')
    // Its questions as the page lists them (their content module is the client's, with JSX types).
    const questions = (await faqQuestions(page.getByRole('main')).allTextContents()).map((question) => ({ question: question.trim() }))
    expect(questions.length).toBeGreaterThan(5)
    await expectEveryAnswerReachable(page, questions)
  })

  test('« Gestion des cookies » leads to /cookies, where a form post changes the choice', async ({ page, context }) => {
    await page.goto('/cgu')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gestion des cookies' }).click()
    await expect(page).toHaveURL(/\/cookies$/)
    const choice = page.getByRole('form', { name: 'Votre choix sur les cookies' })
    await expect(choice).toHaveAttribute('method', 'post')

    await choice.getByRole('button', { name: 'Refuser' }).click()
    await expect(page).toHaveURL(/\/cookies#modifier-votre-choix$/)
    const stored = async () => (await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE)?.value
    expect(await stored()).toBe('refused')

    await page.getByRole('form', { name: 'Votre choix sur les cookies' }).getByRole('button', { name: 'Accepter' }).click()
    await expect.poll(stored).toBe('accepted')
  })
})

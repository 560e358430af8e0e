import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { franceDate } from '#contract/regulated-dates'
import { ANY_VIEWPORT, test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { seedSuppliers } from './support/catalogue.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { baseCheckDays, type ExpectedClaims, expectedClaims, expectedStale, monthsAfter } from './support/freshness.ts'
import { frenchLongDate, readRegulatedData } from './support/regulated.ts'
import { expectRowText, linkOf, readRows, rowOf } from './support/rows.ts'

/**
 * The freshness rule on the visitor's day (docs/decisions/0055, 0060), by the browser's clock: the
 * comparison lists apart the offers whose prices were checked more than six months before, and the
 * savings claims of the home page and « Comment ça marche » count only the others. Every expectation is
 * recomputed from seed/data/offer-grids.csv and the regulated grids (support/freshness.ts).
 */

const { grids } = await readRegulatedData()
const today = franceDate(new Date())
const yearAhead = monthsAfter(today, 12)
const noon = (day: string) => new Date(`${day}T12:00:00+01:00`)
const supplierName = (id: number) => seedSuppliers.find((s) => s.id === id)?.name ?? ''
const wholeEuros = (n: number) => `${new Intl.NumberFormat('fr-FR').format(n)}\u00a0€`
const percent = (n: number) => `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(n)}\u00a0%`

/** The savings section's figures, in the page's order, for claims recomputed here. */
function figuresOf(claims: ExpectedClaims): string[] {
  const figures: string[] = []
  if (claims.best) figures.push(percent(claims.best.percent))
  const average = claims.average
  if (average && average.euros > 0) figures.push(percent(average.percent), wholeEuros(average.euros))
  if (average && average.euros < 0) figures.push(wholeEuros(-average.euros))
  if (claims.best) figures.push(wholeEuros(claims.best.euros))
  return figures
}

async function openOn(page: Page, path: string, day: string) {
  if (day !== today) await page.clock.setFixedTime(noon(day))
  await page.goto(path)
}

const savingsSection = (page: Page) => page.getByRole('region', { name: 'Combien pouvez-vous économiser ?' })
const hero = (page: Page) => page.getByRole('region', { name: /Payez le juste prix/ })

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

for (const [when, day] of [
  ['today', today],
  ['a year ahead', yearAhead],
] as const) {
  // The title names no date: Playwright lists the tests and runs them in other processes.
  test(`/electricite ${when}: every offer checked more than six months before is listed apart with its date, none is ranked`, async ({
    page,
  }) => {
    const stale = expectedStale(day, today)
    if (stale.length === 0) throw new Error('the catalogue should hold offers checked more than six months before that day')
    await openOn(page, '/electricite', day)
    // Prerendered for the build's day; the ranking is computed again for the browser's.
    await expect(page.locator('[data-ranking-date]')).toHaveAttribute('data-ranking-date', day)

    const apart = page.getByRole('region', { name: /^Prix non confirmés depuis plus de 6\smois/ })
    await expect(apart.getByRole('heading', { level: 2 })).toHaveText(/^Prix non confirmés depuis plus de 6\smois \(\d+\)$/)
    const ranking = page.getByRole('region', { name: 'Classement des offres pour votre profil' })
    // Every stale offer's row is there before the list is read at once (support/rows.ts).
    await expect(apart.locator(stale.map((offer) => `[data-offer-id="${offer.id}"]`).join(', '))).toHaveCount(stale.length)
    const rows = await readRows(apart.getByRole('listitem'), 'data-offer-id')
    const ranked = await ranking.locator('[data-offer-id]').evaluateAll((items) => items.map((item) => item.getAttribute('data-offer-id')))
    for (const offer of stale) {
      const row = rowOf(rows, offer.id)
      expect(row.visible, offer.id).toBe(true)
      expectRowText(row, `${supplierName(offer.supplierId)}\u00a0– ${offer.name}`)
      expectRowText(row, `Prix relevés le ${frenchLongDate(offer.checkedAt)}`)
      expect(linkOf(row, supplierName(offer.supplierId)).href, offer.id).toBe(`/fournisseurs/${offer.supplierId}`)
      expect(ranked, offer.id).not.toContain(offer.id)
    }
    await expectNoAxeViolations(page)
  })
}

test(
  'a year ahead, no current offer: the home page and « Comment ça marche » state no savings figure and say why',
  ANY_VIEWPORT,
  async ({ page }) => {
    const claims = expectedClaims(grids, yearAhead)
    expect(claims.counted, 'no Base offer of the grids should be confirmed a year ahead').toBe(0)
    const why = `Aucun chiffre d’économies n’est affiché\u00a0: au ${frenchLongDate(yearAhead)}, aucune offre de marché du catalogue n’a de prix confirmé depuis moins de 6\u00a0mois`

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openOn(page, '/', yearAhead)
    await expect(savingsSection(page).getByText(why)).toBeVisible()
    await expect(savingsSection(page).locator('dd')).toHaveCount(0)
    await expect(hero(page).getByText(why)).toBeVisible()
    await expect(page.locator('[data-counter]')).toHaveCount(0)

    await page.goto('/comment-ca-marche')
    const main = page.getByRole('main')
    await expect(main.getByText(why)).toBeVisible()
    await expect(main.getByText('peut faire baisser votre facture')).toHaveCount(0)
  },
)

test(
  'on a day when only part of the offers is stale, the home page states the claims of the offers still confirmed',
  ANY_VIEWPORT,
  async ({ page }) => {
    // The first day ahead when a Base offer's check is six months old and the claims differ from today's.
    const todays = expectedClaims(grids, today)
    const day = baseCheckDays()
      .map((checked) => monthsAfter(checked, 6))
      .find((candidate) => {
        if (candidate <= today) return false
        const claims = expectedClaims(grids, candidate)
        return claims.counted > 0 && claims.leftOut > 0 && claims.counted !== todays.counted
      })
    if (!day) throw new Error('the grids should have a day ahead when only part of the Base offers is stale')
    const claims = expectedClaims(grids, day)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openOn(page, '/', day)
    const section = savingsSection(page)
    await expect(section.getByText(`Calcul du ${frenchLongDate(day)} pour un foyer de 4\u00a0personnes`)).toBeVisible()
    const offers = claims.counted === 1 ? '1\u00a0offre de marché' : `${claims.counted}\u00a0offres de marché`
    await expect(section.getByText(`des ${offers} du catalogue dont le prix est confirmé depuis moins de 6\u00a0mois`)).toBeVisible()
    await expect(section.locator('dd')).toHaveText(figuresOf(claims))
    if (claims.best) await expect(page.locator('[data-counter]')).toHaveText(wholeEuros(claims.best.euros))
    else await expect(page.locator('[data-counter]')).toHaveCount(0)

    await page.goto('/comment-ca-marche')
    const main = page.getByRole('main')
    await expect(main.getByText(`Calcul du ${frenchLongDate(day)}`)).toBeVisible()
    if (claims.best) await expect(main.getByText(`peut faire baisser votre facture jusqu’à ${percent(claims.best.percent)}*`)).toBeVisible()
    else await expect(main.getByText('peut faire baisser votre facture')).toHaveCount(0)
  },
)

test(
  'on the build’s day the hydrated pages keep the prerendered figures, without asking for them again',
  ANY_VIEWPORT,
  async ({ page }) => {
    // The pages are prerendered for the build's day (today, as `npm run test:e2e` builds first); the
    // browser is set to that day, so a build made before midnight still meets its own day.
    const built = /data-ranking-date="(\d{4}-\d{2}-\d{2})"/.exec(readFileSync('dist/client/electricite.html', 'utf8'))?.[1]
    if (!built) throw new Error('the prerendered comparison page names its day')
    if (built !== today) {
      await page.clock.setFixedTime(new Date(`${built}T12:00:00+01:00`))
      await dismissCookieBanner(page)
    }
    const asked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/savings-claims') asked.push(request.url())
    })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await expect(savingsSection(page).getByText(`Calcul du ${frenchLongDate(built)}`)).toBeVisible()
    await expect(savingsSection(page).locator('dd')).toHaveText(figuresOf(expectedClaims(grids, built)))
    await page.waitForLoadState('networkidle')
    await page.goto('/comment-ca-marche')
    await expect(page.getByRole('main').getByText(`Calcul du ${frenchLongDate(built)}`)).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(asked).toEqual([])
  },
)

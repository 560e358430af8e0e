import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { loadCurveFile } from '../fixtures/enedis-files.ts'
import { ANY_VIEWPORT, test } from './fixtures.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { frenchEuros } from './support/offer-costs.ts'
import { gridRow, twoSeasonCost, weekendCost, windowShare } from './support/structure-costs.ts'

/**
 * The market's other price structures on the comparison: a week-end offer and a two-season offer costed
 * for a household whose shares the address states, and a meter file whose week-ends carry 40 % of the
 * kWh carried to the ranking. Every expected cost is recomputed here from the grid rows of
 * seed/data/offer-grids.csv (support/structure-costs.ts). The browser's clock is set to one day, so the
 * grids in force are those of that day whatever the day the suite runs.
 */

const DAY = '2026-11-26'
const WEEKEND_OFFER = 'edf-zen-week-end'
const TWO_SEASON_OFFER = 'enercoop-flexibilite-2-saisons'

const percent = (share: number) => new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 }).format(share)
/** Any space of French text may be a no-break or a narrow no-break space on the page. */
const spaced = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/[\s\u00a0\u202f]/g, '\\s'))

const offerRow = (page: Page, id: string) =>
  page.getByRole('list', { name: /de la moins chère à la plus chère/ }).locator(`[data-offer-id="${id}"]`)

async function openOnDay(page: Page, url: string) {
  await page.clock.setFixedTime(new Date(`${DAY}T12:00:00+01:00`))
  await dismissCookieBanner(page)
  await page.goto(url)
  await expect(page.locator('[data-ranking-date]')).toHaveAttribute('data-ranking-date', DAY)
}

test('a week-end offer and a two-season offer, costed with the shares the address states', ANY_VIEWPORT, async ({ page }) => {
  const kwh = 5000
  const kva = 9
  // Twice the use from 0 h to 7 h as in any other hour, written per thousand as the address carries it.
  const perThousand = Array.from({ length: 24 }, (_, h) => (h < 7 ? 60 : 30))
  const sum = perThousand.reduce((a, b) => a + b, 0)
  const hourly = perThousand.map((n) => n / sum)
  const shares = { weekend: 0.35, summer: 0.45, hourly }
  const weekend = weekendCost(gridRow(WEEKEND_OFFER, DAY, kva), kwh, shares.weekend)
  const seasonRow = gridRow(TWO_SEASON_OFFER, DAY, kva)
  const twoSeasons = twoSeasonCost(seasonRow, kwh, shares)

  await openOnDay(
    page,
    `/electricite?conso_elec=${kwh}&kva=${kva}&option=base&part_weekend=35&part_ete=45&part_heures=${perThousand.join('-')}`,
  )

  const weekendRow = offerRow(page, WEEKEND_OFFER)
  await expect(weekendRow).toHaveAttribute('data-total', weekend.total.toFixed(2))
  await expect(weekendRow).toContainText(`Énergie ${frenchEuros(weekend.energy)} + abonnement ${frenchEuros(weekend.subscription)}`)
  await expect(weekendRow).toContainText(spaced(`votre part le week-end : ${percent(0.35)}`))
  await expect(weekendRow).not.toContainText('par défaut')

  const seasonRowOnPage = offerRow(page, TWO_SEASON_OFFER)
  await expect(seasonRowOnPage).toHaveAttribute('data-total', twoSeasons.total.toFixed(2))
  await expect(seasonRowOnPage).toContainText(
    `Énergie ${frenchEuros(twoSeasons.energy)} + abonnement ${frenchEuros(twoSeasons.subscription)}`,
  )
  await expect(seasonRowOnPage).toContainText(spaced(`votre part d’avril à octobre : ${percent(0.45)}`))
  const summerWindow = seasonRow.hours.summerOffPeak ?? ''
  await expect(seasonRowOnPage).toContainText(spaced(`: ${percent(windowShare(hourly, summerWindow))}`))

  // A week-end + HP/HC offer whose grid states no off-peak hours of its own takes the meter's: the row
  // names the profile's off-peak share, the default 8 h of 24 as a whole percentage.
  await expect(offerRow(page, 'edf-zen-week-end-hphc')).toContainText(
    spaced(`part en heures creuses de votre profil : ${Math.round((8 / 24) * 100)} %`),
  )

  // Without the stated shares the calendar's apply, and the row names them as defaults.
  await openOnDay(page, `/electricite?conso_elec=${kwh}&kva=${kva}&option=base`)
  const byCalendar = weekendCost(gridRow(WEEKEND_OFFER, DAY, kva), kwh, 2 / 7)
  await expect(offerRow(page, WEEKEND_OFFER)).toHaveAttribute('data-total', byCalendar.total.toFixed(2))
  await expect(offerRow(page, WEEKEND_OFFER)).toContainText(spaced('part week-end : 2/7 du calendrier (par défaut)'))
})

test('a meter file whose week-ends carry 40 % of the kWh ranks the week-end offer on 40 %', ANY_VIEWPORT, async ({ page }) => {
  const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', weekday: 'short' })
  const isWeekend = (instant: number) => ['Sat', 'Sun'].includes(weekday.format(instant))
  // 52 whole weeks from a Monday, ending the week before the day. A weekday half-hour at 400 W; the
  // week-end's power is set from the file's own count of half-hours so that it carries 40 % of the kWh.
  const shape = { firstDay: '2025-11-24', days: 364, seed: 9 }
  const counted = loadCurveFile({ ...shape, watts: ({ start }) => (isWeekend(start) ? 1 : 0) })
  const weekendHalfHours = counted.rows.filter((r) => r.watts === 1).length
  const weekdayHalfHours = counted.rows.length - weekendHalfHours
  const weekendWatts = (0.4 / 0.6) * ((weekdayHalfHours * 400) / weekendHalfHours)
  const file = loadCurveFile({ ...shape, watts: ({ start }) => (isWeekend(start) ? weekendWatts : 400) })

  // The share and the yearly kWh as the rows say (364 days brought to 365), then as the address carries
  // them: % to one decimal, whole kWh.
  let all = 0
  let weekendKwh = 0
  for (const row of file.rows) {
    const kwh = (row.watts * 0.5) / 1000
    all += kwh
    if (isWeekend(Date.parse(row.end) - 30 * 60_000)) weekendKwh += kwh
  }
  const share = Math.round((weekendKwh / all) * 1000) / 1000
  expect(share, 'the generated file puts 40 % of its kWh on week-ends').toBe(0.4)
  const yearlyKwh = Math.round((all * 365) / shape.days)

  await page.clock.setFixedTime(new Date(`${DAY}T12:00:00+01:00`))
  await dismissCookieBanner(page)
  await page.goto('/ma-consommation')
  await page
    .getByLabel('Choisir un fichier')
    .setInputFiles({ name: 'courbe.csv', mimeType: 'text/csv', buffer: Buffer.from(file.text, 'utf8') })
  await expect(page.getByRole('region', { name: 'Ce que dit votre fichier' })).toContainText(spaced('40 % le week-end'))
  await page.getByRole('link', { name: 'Comparer les offres avec ma consommation réelle' }).click()
  await expect(page).toHaveURL(/\/electricite\?/)
  expect(new URL(page.url()).searchParams.get('part_weekend')).toBe('40')
  await expect(page.locator('[data-ranking-date]')).toHaveAttribute('data-ranking-date', DAY)

  const expected = weekendCost(gridRow(WEEKEND_OFFER, DAY, 6), yearlyKwh, share)
  const row = offerRow(page, WEEKEND_OFFER)
  await expect(row).toHaveAttribute('data-total', expected.total.toFixed(2))
  await expect(row).toContainText(spaced(`votre part le week-end : ${percent(0.4)}`))
  await expect(page.locator('[data-profile-origin="fichier"]')).toContainText('parts du week-end et d’avril à octobre')
})

import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { costBreakdown } from '#contract/cost-breakdown'
import type { CostProfile, TempoSplit } from '#contract/household'
import { regulatedTariff } from '#contract/offer-pricing'
import { OPTION_NAMES } from '#contract/option-names'
import { franceDate } from '#contract/regulated-dates'
import { ENEDIS_MESSAGES } from '../../client/features/meter/enedis-messages.ts'
import { flatExport, loadCurveFile, type CurveRow } from '../fixtures/enedis-files.ts'
import { site } from '../../client/config/site.ts'
import { expect } from '@playwright/test'
import { ANY_VIEWPORT, expectConsoleErrors, test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { costOf, frenchEuros, regulatedRow } from './support/offer-costs.ts'
import { readRegulatedData } from './support/regulated.ts'
import { waitForLiveShell, waitForQuietShell } from './support/shell.ts'

/**
 * « Ma consommation réelle »: a generated Enedis load curve dropped on the page. Every figure the page
 * shows is recomputed here from the file's own rows, the seed's regulated grids and its Tempo colours,
 * with Intl's Paris clock rather than the page's parser, so a mistake in either shows as a difference.
 */

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

const { grids } = await readRegulatedData()
const tempoColours = new Map(
  readFileSync(new URL('../../seed/data/regulated/tempo-days.csv', import.meta.url), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(';') as [string, string])
    .map(([day, colour]) => [day, ({ BLEU: 'blue', BLANC: 'white', ROUGE: 'red' } as const)[colour as 'BLEU' | 'BLANC' | 'ROUGE']]),
)

/** A day when the regulated grid in force gives all three options at 6 kVA (the February 2026 grid). */
const PRICED_DAY = '2026-06-15'
const KVA = 6

const parisClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
})
function parisStart(endMs: number, minutes: number) {
  const parts = Object.fromEntries(parisClock.formatToParts(new Date(endMs - minutes * 60_000)).map((p) => [p.type, p.value]))
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) }
}

/** What the page must show for a 30-minute curve: recomputed from the rows the fixture wrote. */
function expectedFigures(rows: readonly CurveRow[], days: number) {
  let kwh = 0
  let offPeakKwh = 0
  let peak = 0
  const tempoKwh: Record<string, number> = {}
  let allColoured = true
  for (const row of rows) {
    const rowKwh = (row.watts * 0.5) / 1000
    const end = Date.parse(row.end)
    const start = parisStart(end, 30)
    const offPeak = start.hour >= 22 || start.hour < 6
    kwh += rowKwh
    if (offPeak) offPeakKwh += rowKwh
    peak = Math.max(peak, row.watts)
    // Tempo days run from 6 h to 6 h: before 6 h, a half-hour takes the previous day's colour.
    const tempoDay = parisStart(end - 6 * 3_600_000, 30).day
    const colour = tempoColours.get(tempoDay)
    if (!colour) allColoured = false
    const period = `${colour}${offPeak ? 'OffPeak' : 'Peak'}`
    tempoKwh[period] = (tempoKwh[period] ?? 0) + rowKwh
  }
  const scale = 365 / days
  return {
    yearlyKwh: kwh * scale,
    offPeak: offPeakKwh / kwh,
    peak,
    tempoKwh: allColoured ? Object.fromEntries(Object.entries(tempoKwh).map(([k, v]) => [k, v * scale])) : null,
  }
}

type Expected = ReturnType<typeof expectedFigures>

/** The three options' totals on `date` at `kva`: from the seed's grid, or null where it lacks a figure. */
function expectedTotals(expected: Expected, date: string, kva: number) {
  const totals: Record<'base' | 'hphc' | 'tempo', number | null> = { base: null, hphc: null, tempo: null }
  for (const option of ['base', 'hphc', 'tempo'] as const) {
    const row = regulatedRow(grids, date, option, kva)
    if (!row) continue
    if (option === 'tempo' && expected.tempoKwh) {
      let energy = 0
      for (const [period, kwh] of Object.entries(expected.tempoKwh)) energy += kwh * (row.prices[period] ?? Number.NaN)
      totals.tempo = Math.round((Math.round(energy * 100) / 100 + Math.round(12 * row.monthly * 100) / 100) * 100) / 100
    } else {
      totals[option] = costOf(row.monthly, row.prices, option, { kwh: expected.yearlyKwh, kva, option, offPeak: expected.offPeak }).total
    }
  }
  return totals
}

const fileInput = (page: Page) => page.getByLabel('Choisir un fichier')
const results = (page: Page) => page.getByRole('region', { name: 'Ce que dit votre fichier' })
/** The page has asked the browser's storage for a kept file (and shows it, if there was one). */
const storageChecked = (page: Page) => page.locator('[data-storage-checked]')
const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"]`)
const number = (n: number, decimals = 0) =>
  new Intl.NumberFormat('fr-FR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n)
const percent = (share: number) => new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 }).format(share)
/** Any space of French text may be a no-break or a narrow no-break space on the page. */
const spaced = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/[\s\u00a0\u202f]/g, '\\s'))

async function drop(page: Page, name: string, text: string) {
  await fileInput(page).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') })
}

async function expectCosts(page: Page, totals: Record<'base' | 'hphc' | 'tempo', number | null>) {
  for (const option of ['base', 'hphc', 'tempo'] as const) {
    const row = page.locator(`tr[data-option="${option}"]`)
    const total = totals[option]
    if (total === null) await expect(row).toContainText('Non communiqué')
    else {
      await expect(row.locator('[data-total]')).toHaveAttribute('data-total', total.toFixed(2))
      await expect(row.locator('[data-total]')).toHaveText(spaced(frenchEuros(total)))
    }
  }
}

test('a year of load curve: the yearly kWh, the 22 h – 6 h share, the peak and the three options’ costs are those of the file', async ({
  page,
}) => {
  // June 2024 to May 2025: the catalogue's Tempo colours start on 1 September 2024.
  const file = loadCurveFile({ firstDay: '2024-06-01', days: 365, seed: 11, bom: true, lineEnding: '\r\n', duplicate: [500], omit: [] })
  const expected = expectedFigures(file.rows, 365)
  await page.clock.setFixedTime(new Date(`${PRICED_DAY}T12:00:00+02:00`))
  // The cookie choice again, dated by the page's clock: one dated after it would not count.
  await dismissCookieBanner(page)
  await page.goto('/ma-consommation')
  await drop(page, 'mes-donnees-linky.csv', file.text)

  await expect(results(page)).toBeVisible()
  await expect(figure(page, 'consommation-annuelle')).toHaveText(spaced(`${number(expected.yearlyKwh)} kWh`))
  await expect(figure(page, 'part-heures-creuses')).toHaveText(spaced(percent(expected.offPeak)))
  await expect(figure(page, 'puissance-max')).toHaveText(spaced(`${number(expected.peak / 1000, 1)} kW`))
  await expect(results(page)).toContainText('1 relevé en double')
  // The colours of that year are not all in the catalogue: the calendar's split, and the page says so.
  await expect(page.locator('[data-tempo-source]')).toHaveAttribute('data-tempo-source', 'calendar')
  await page.getByRole('combobox', { name: 'Puissance du compteur (kVA)' }).selectOption(String(KVA))
  await expectCosts(page, expectedTotals(expected, PRICED_DAY, KVA))

  await expectNoAxeViolations(page)
})

test(
  'Tempo with the real colours of the period, costed at today’s grid; the button fills the ranking’s profile',
  ANY_VIEWPORT,
  async ({ page }) => {
    // 2 September 2024 to 31 August 2025: every Tempo day of that period is in the catalogue.
    const days = 364
    const file = loadCurveFile({ firstDay: '2024-09-02', days, seed: 5, separator: ',' })
    const expected = expectedFigures(file.rows, days)
    expect(expected.tempoKwh, 'the seed holds every colour of the period').not.toBeNull()
    await page.goto('/ma-consommation')
    await drop(page, 'courbe.csv', file.text)
    await expect(page.locator('[data-tempo-source]')).toHaveAttribute('data-tempo-source', 'actual')
    await expect(figure(page, 'consommation-annuelle')).toHaveText(spaced(`${number(expected.yearlyKwh)} kWh`))
    await expect(results(page)).toContainText('ramenés à une année complète')
    await page.getByRole('combobox', { name: 'Puissance du compteur (kVA)' }).selectOption(String(KVA))
    await expectCosts(page, expectedTotals(expected, franceDate(new Date()), KVA))

    // Off-peak slots split over the day change the share.
    const slots = page.getByRole('textbox', { name: 'Vos heures creuses' })
    await slots.fill('2h-7h ; 13h-16h')
    await expect(figure(page, 'part-heures-creuses')).not.toHaveText(spaced(percent(expected.offPeak)))
    await slots.fill('22h-6h')
    await expect(figure(page, 'part-heures-creuses')).toHaveText(spaced(percent(expected.offPeak)))
    await slots.fill('n’importe quoi')
    await expect(page.getByText('n’est pas une plage horaire')).toBeVisible()
    await slots.fill('22h-6h')

    // The ranking is computed in the browser: no request carries the profile.
    const sent: string[] = []
    page.on('request', (request) => sent.push(request.url()))
    await page.getByRole('link', { name: 'Comparer les offres avec ma consommation réelle' }).click()
    await expect(page).toHaveURL(/\/electricite\?/)
    const search = new URL(page.url()).searchParams
    expect(search.get('conso_elec')).toBe(String(Math.round(expected.yearlyKwh)))
    expect(search.get('kva')).toBe(String(KVA))
    expect(search.get('hc')).toBe(String(Math.round(expected.offPeak * 100)))
    expect(search.get('origine')).toBe('fichier')
    expect(search.get('tempo_blanc')).not.toBeNull()
    await expect(page.locator('[data-profile-origin="fichier"]')).toBeVisible()
    await expect(page.getByRole('spinbutton', { name: 'Consommation annuelle (kWh)' })).toHaveValue(String(Math.round(expected.yearlyKwh)))
    await expect(page.getByRole('spinbutton', { name: 'Part en heures creuses (%)' })).toHaveValue(
      String(Math.round(expected.offPeak * 100)),
    )
    await expect(page.getByRole('combobox', { name: 'Puissance du compteur' })).toHaveValue(String(KVA))
    expect(sent.filter((url) => url.includes('conso_elec') || url.includes(`=${Math.round(expected.yearlyKwh)}`))).toEqual([])
  },
)

test('each option’s cost reads line by line, as the contract details it, and its lines add up to the cost shown', async ({
  page,
}, testInfo) => {
  // 2 September 2024 to 31 August 2025: every Tempo day of that period is in the catalogue.
  const days = 364
  const file = loadCurveFile({ firstDay: '2024-09-02', days, seed: 5 })
  const expected = expectedFigures(file.rows, days)
  const tempoKwh = expected.tempoKwh
  if (!tempoKwh) throw new Error('the seed lacks a Tempo colour of the period')
  const day = franceDate(new Date())
  await page.goto('/ma-consommation')
  await drop(page, 'courbe.csv', file.text)
  await expect(page.locator('[data-tempo-source]')).toHaveAttribute('data-tempo-source', 'actual')
  await page.getByRole('combobox', { name: 'Puissance du compteur (kVA)' }).selectOption(String(KVA))
  const totals = expectedTotals(expected, day, KVA)
  await expectCosts(page, totals)

  // The file's household as the contract prices it: its year, its off-peak share, its own Tempo split.
  const profile: CostProfile = {
    consumptionKwh: expected.yearlyKwh,
    kva: KVA,
    offPeakShare: expected.offPeak,
    tempoSplit: Object.fromEntries(Object.entries(tempoKwh).map(([period, kwh]) => [period, kwh / expected.yearlyKwh])) as TempoSplit,
  }
  for (const option of ['base', 'hphc', 'tempo'] as const) {
    const total = totals[option]
    if (total === null) throw new Error(`the seed's grid of ${day} does not cost ${option} at ${KVA} kVA`)
    const breakdown = costBreakdown(regulatedTariff(option), grids, day, profile)
    if (breakdown.status !== 'detailed') throw new Error(`no breakdown for ${option}: ${breakdown.reason}`)
    const item = page.locator(`[data-breakdown-option="${option}"]`)
    await item.locator('summary').click()
    const table = item.getByRole('table', { name: new RegExp(`option ${OPTION_NAMES[option]},`) })
    await expect(table.locator('[data-line="total"]')).toHaveAttribute('data-amount', total.toFixed(2))
    const shown = await table
      .locator('tbody [data-line]')
      .evaluateAll((rows) => rows.map((row) => ({ kind: row.getAttribute('data-line'), amount: row.getAttribute('data-amount') })))
    expect(shown).toEqual(breakdown.lines.map((line) => ({ kind: line.kind, amount: line.amount.toFixed(2) })))
    const sum = shown.reduce((cents, line) => cents + Math.round(Number(line.amount) * 100), 0)
    expect(sum).toBe(Math.round(total * 100))
    // Nothing wider than the screen, at 390 px too.
    expect(await item.evaluate((li) => li.scrollWidth - li.clientWidth)).toBeLessThanOrEqual(0)
  }
  await expectNoAxeViolations(page)
  // A picture of the three breakdowns for a person to look at.
  await page.getByRole('list', { name: 'Chaque coût ligne par ligne' }).screenshot({
    path: testInfo.outputPath(`meter-breakdowns-${testInfo.project.name}.png`),
  })
})

test(
  'nothing is sent while and after the file is read, and a file is still read with the network cut',
  ANY_VIEWPORT,
  async ({ page, context }) => {
    await page.goto('/ma-consommation')
    // The parts every page loads once the browser is idle (advisor, connection watcher, toasts, the
    // shell and its desktop menu) have arrived, so what follows is the meter page's doing alone.
    await expect(page.getByRole('button', { name: `Parler à ${site.advisorFirstName}, votre conseillère`, exact: true })).toBeVisible()
    await waitForQuietShell(page)
    const sent: string[] = []
    page.on('request', (request) => {
      // The site's connection watcher asks HEAD /api/health every 10 s: no body, a fixed address, on
      // every page. Anything else, and any request with a body, would be the page sending something.
      const ping = request.method() === 'HEAD' && new URL(request.url()).pathname === '/api/health' && request.postDataBuffer() === null
      // Nor the site's own code, which a page may still fetch (the advisor's card, 20 s into the visit): a
      // GET of a built file, without a query string or a body, carries nothing of the visitor's.
      const url = new URL(request.url())
      const code =
        request.method() === 'GET' && url.pathname.startsWith('/assets/') && url.search === '' && request.postDataBuffer() === null
      if (!ping && !code) sent.push(`${request.method()} ${request.url()}`)
    })

    const year = loadCurveFile({ firstDay: '2025-03-01', days: 120, seed: 3 })
    await drop(page, 'printemps.csv', year.text)
    await expect(results(page)).toBeVisible()
    await page.getByRole('textbox', { name: 'Vos heures creuses' }).fill('23h-7h')
    await page.getByRole('combobox', { name: 'Puissance du compteur (kVA)' }).selectOption('9')
    await expect(page.locator('tr[data-option="base"]')).toBeVisible()
    expect(sent).toEqual([])

    await context.setOffline(true)
    // The export that repeats the meter's details on every row, read offline too.
    const other = flatExport(loadCurveFile({ firstDay: '2025-06-01', days: 30, seed: 4 }))
    await drop(page, 'juin.csv', other)
    await expect(page.getByText('«\u00a0juin.csv\u00a0» (courbe de charge)')).toBeVisible()
    await expect(page.getByRole('figure', { name: 'Votre consommation mois par mois, en kWh' }).locator('canvas')).toBeVisible()
    expect(sent).toEqual([])
    await context.setOffline(false)
  },
)

test('a flat export in Wh per half-hour is a load curve: its year is its power over a year', ANY_VIEWPORT, async ({ page }) => {
  const watts = 600
  // June: no clock change, so the 30 days have 24 hours each and the year is that power over 365 × 24 hours.
  const curve = loadCurveFile({ firstDay: '2025-06-01', days: 30, watts: () => watts })
  await page.goto('/ma-consommation')
  await drop(page, 'courbe-wh.csv', flatExport(curve, { unit: 'Wh' }))
  await expect(results(page)).toBeVisible()
  await expect(page.getByText('«\u00a0courbe-wh.csv\u00a0» (courbe de charge)')).toBeVisible()
  await expect(figure(page, 'consommation-annuelle')).toHaveText(spaced(`${number((watts * 24 * 365) / 1000)} kWh`))
  await expect(figure(page, 'puissance-max')).toHaveText(spaced(`${number(watts / 1000, 1)} kW`))
  await expect(results(page)).not.toContainText('en double')
})

test('a file that is not an Enedis export is refused with the French message, and the next one is read', ANY_VIEWPORT, async ({ page }) => {
  await page.goto('/ma-consommation')
  await drop(page, 'notes.csv', 'Liste de courses\npain;2\nlait;1\n')
  const alert = page.getByRole('alert').filter({ hasText: 'n’a pas pu être lu' })
  await expect(alert).toContainText('«\u00a0notes.csv\u00a0»')
  await expect(alert).toContainText(spaced(ENEDIS_MESSAGES.unreadableRow(2, 'pain;2', '2025-01-01T00:30:00+01:00;540')))
  await drop(page, 'ok.csv', loadCurveFile({ days: 3 }).text)
  await expect(results(page)).toBeVisible()
  await expect(alert).toHaveCount(0)
})

test('the file is kept in this browser only when asked, and « Effacer mes données » forgets it', ANY_VIEWPORT, async ({ page }) => {
  await page.goto('/ma-consommation')
  await drop(page, 'gardé.csv', loadCurveFile({ firstDay: '2025-02-01', days: 20, seed: 8 }).text)
  await expect(results(page)).toBeVisible()
  await expect(page.getByText('Votre fichier n’est gardé nulle part')).toBeVisible()

  // Not asked: a reload forgets it.
  await page.reload()
  await expect(storageChecked(page)).toBeAttached()
  await expect(results(page)).toHaveCount(0)

  await drop(page, 'gardé.csv', loadCurveFile({ firstDay: '2025-02-01', days: 20, seed: 8 }).text)
  await page.getByRole('button', { name: 'Garder mon fichier sur cet appareil' }).click()
  await expect(page.getByText('Votre fichier est gardé dans ce navigateur')).toBeVisible()
  await page.reload()
  await expect(page.getByText('«\u00a0gardé.csv\u00a0» (courbe de charge)')).toBeVisible()

  await page.getByRole('button', { name: 'Effacer mes données' }).click()
  await expect(results(page)).toHaveCount(0)
  await page.reload()
  await expect(storageChecked(page)).toBeAttached()
  await expect(results(page)).toHaveCount(0)
})

test(
  'without the Tempo colours (their API fails), Tempo is costed with the regulated calendar, and the page says so',
  ANY_VIEWPORT,
  async ({ page, consoleErrors }) => {
    await page.route('**/api/tempo-days*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
    )
    // Reached from another page, the meter page asks the API for the colours (a prerendered one has them).
    await page.goto('/calculateur')
    await waitForLiveShell(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ma consommation réelle' }).click()
    await expect(page).toHaveURL(/\/ma-consommation$/)
    await drop(page, 'courbe.csv', loadCurveFile({ firstDay: '2024-09-02', days: 364, seed: 5 }).text)
    await expect(page.locator('[data-tempo-source]')).toHaveAttribute('data-tempo-source', 'calendar')
    await expect(page.locator('[data-tempo-source]')).toContainText('calendrier réglementé')
    // The « Couleur Tempo » block reads the same API: it says so, and React logs the error it shows.
    const tempoBlock = page.getByRole('region', { name: 'Couleur Tempo aujourd’hui et demain' })
    await expect(tempoBlock.getByRole('status')).toContainText('Les couleurs Tempo n’ont pas pu être chargées.')
    expectConsoleErrors(consoleErrors, /ApiRequestError: 503/)
    // The browser logs the failed answers itself; nothing else may be logged.
    expectConsoleErrors(consoleErrors, /status of 503/)
  },
)

import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { seedCatalogue } from './support/catalogue.ts'
import { dismissCookieBanner } from './support/consent.ts'

// Expected figures are read here from the seed's CSV of offer grids, with this file's own reading of it,
// and formatted here: never from the page nor through the app's code.

type GridRow = Record<string, string>

/** The `;` CSV as a spreadsheet writes it: a BOM, quoted fields that may hold `;`, `""` or line ends. */
function parseCsv(text: string): GridRow[] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  const input = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < input.length; i++) {
    const char = input[i]
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ';') {
      record.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++
      record.push(field)
      records.push(record)
      record = []
      field = ''
    } else field += char
  }
  if (field !== '' || record.length > 0) records.push([...record, field])
  const [header = [], ...rows] = records
  return rows.filter((row) => row.length > 1).map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])))
}

const grids = parseCsv(readFileSync(new URL('../../seed/data/offer-grids.csv', import.meta.url), 'utf8'))

/** Today in France, as the browser of the tests (Europe/Paris) and the server's seed see it. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())

/** The day six calendar months before `day` (clamped to the month's end): older checks are not confirmed. */
function sixMonthsBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(y, m - 1 - 6, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  return `${first.toISOString().slice(0, 8)}${String(Math.min(d, last)).padStart(2, '0')}`
}

/** The CSV rows of an offer's grid in force today, by meter power. */
function gridInForceToday(offerId: string): Map<number, GridRow> {
  const rows = grids.filter(
    (row) => row.offer_id === offerId && (row.valid_from ?? '') <= today && (!row.valid_until || today <= row.valid_until),
  )
  if (rows.length === 0) throw new Error(`no grid of ${offerId} in force on ${today} in the CSV`)
  return new Map(rows.map((row) => [Number(row.kva), row]))
}

/** "offPeak=0.1505 peak=0.1963" → { offPeak: 0.1505, peak: 0.1963 }. */
const pricesOf = (row: GridRow) =>
  Object.fromEntries(
    (row.prices_eur_kwh ?? '')
      .split(/\s+/)
      .map((pair) => pair.split('=') as [string, string])
      .map(([k, v]) => [k, Number(v)]),
  )

const decimals = (n: number) => new Intl.NumberFormat('fr-FR', { minimumFractionDigits: n, maximumFractionDigits: n })
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)).replace(/^1 /, '1er\u00a0')

/** The column headers this test knows, by the CSV's period keys (the unit, €/kWh, is in the note). */
const HEADERS: Record<string, string> = {
  base: 'Prix du kWh',
  peak: 'Heures pleines',
  offPeak: 'Heures creuses',
}

/** Opens an offer's grid in its list item and gives the table's region. */
async function openGrid(page: Page, offerId: string): Promise<{ item: Locator; region: Locator }> {
  const item = page.getByRole('region', { name: 'Offres du fournisseur' }).locator(`[data-offer-id="${offerId}"]`)
  await item.getByText('Voir la grille par puissance').click()
  const region = item.getByRole('region', { name: /: prix TTC/ })
  await expect(region).toBeVisible()
  return { item, region }
}

/** The cells of the row of one meter power, by column header as the page shows it (its visible text). */
async function rowByHeader(region: Locator, kva: number): Promise<Record<string, string>> {
  const headers = await region.getByRole('columnheader').evaluateAll((cells) =>
    cells.map((cell) =>
      [...cell.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join(''),
    ),
  )
  const row = region.getByRole('row').filter({ has: region.page().getByRole('rowheader', { name: String(kva), exact: true }) })
  const cells = await row.getByRole('rowheader').or(row.getByRole('cell')).allInnerTexts()
  return Object.fromEntries(headers.map((header, i) => [header.replace(/\s+/g, ' ').trim(), (cells[i] ?? '').trim()]))
}

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

for (const offerId of ['edf-zen-fixe-base', 'edf-zen-online-hphc']) {
  test(`EDF, ${offerId}: the grid in force today at 6 and 9 kVA, its dates, its source, and whether its prices are confirmed`, async ({
    page,
  }) => {
    const rows = gridInForceToday(offerId)
    const six = rows.get(6)
    const nine = rows.get(9)
    if (!six || !nine) throw new Error(`${offerId} should have 6 and 9 kVA in its grid of today`)
    expect(six.supplier_id).toBe('1')
    await page.goto('/fournisseurs/1')
    const { item, region } = await openGrid(page, offerId)

    for (const row of [six, nine]) {
      const cells = await rowByHeader(region, Number(row.kva))
      expect(cells['Abonnement (€/mois)']).toBe(decimals(2).format(Number(row.subscription_eur_month)))
      const prices = pricesOf(row)
      expect(Object.keys(prices).length).toBeGreaterThan(0)
      for (const [period, price] of Object.entries(prices)) {
        const header = HEADERS[period]
        if (!header) throw new Error(`this test knows no header for ${period}`)
        expect(cells[header], `${offerId} ${row.kva} kVA ${period}`).toBe(decimals(4).format(price))
      }
    }

    await expect(item).toContainText('Prix du kWh en euros.')
    const checkedAt = six.checked_at ?? ''
    await expect(item).toContainText(
      `Prix relevés le ${longDate(checkedAt)}, grille en vigueur depuis le ${longDate(six.valid_from ?? '')}`,
    )
    const stale = checkedAt < sixMonthsBefore(today)
    await expect(item.getByText(/^Prix non confirmés depuis plus de 6\s+mois$/)).toHaveCount(stale ? 1 : 0)

    const title = six.source ?? ''
    await expect(item).toContainText(`Source\u00a0: ${title}`)
    if (six.source_url) await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', six.source_url)
    else await expect(item.getByRole('link')).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
}

test('the Tarif Bleu is priced from the regulated grid in force today, with its date; the gas offer says it has no price', async ({
  page,
}) => {
  const tarifBleu = seedCatalogue.offers.find((o) => o.supplierId === 1 && o.pricing.kind === 'regulatedDiscount' && o.option === 'base')
  if (tarifBleu?.pricing.kind !== 'regulatedDiscount') throw new Error('EDF should sell the Tarif Bleu Base in the seed')
  // No discount: the regulated grid's own figures, which the test reads from the regulator's data.
  expect([tarifBleu.pricing.kwhDiscountPercent, tarifBleu.pricing.subscriptionDiscountPercent]).toEqual([0, 0])
  const grid = seedCatalogue.regulatedGrids
    .flatMap((g) => (g.option === 'base' ? [g] : []))
    .filter((g) => g.effectiveFrom <= today && (g.effectiveTo === null || today < g.effectiveTo))
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0]
  const six = grid?.powers.find((p) => p.kva === 6)
  const subscription = six?.subscriptionPerMonthTtc
  const price = six?.pricesPerKwh.base.ttc
  if (!grid || subscription == null || price == null) throw new Error('the seed should have a Base grid in force today at 6 kVA')

  await page.goto('/fournisseurs/1')
  const { item, region } = await openGrid(page, tarifBleu.id)
  await expect(item).toContainText(`grille du tarif réglementé en vigueur depuis le ${longDate(grid.effectiveFrom)}`)
  await expect(item).toContainText('sans remise')
  const cells = await rowByHeader(region, 6)
  expect(cells['Abonnement (€/mois)']).toBe(decimals(2).format(subscription))
  expect(cells['Prix du kWh']).toBe(decimals(4).format(price))

  const gas = seedCatalogue.offers.find((o) => o.supplierId === 1 && o.energy === 'gas' && o.pricing.kind === 'unpriced')
  if (gas?.pricing.kind !== 'unpriced') throw new Error('EDF’s gas offer should have no price in the seed')
  const gasItem = page.locator(`[data-offer-id="${gas.id}"]`)
  await expect(gasItem).toContainText(`Prix non relevés\u00a0: ${gas.pricing.reason}`)
  await expect(gasItem.getByRole('table')).toHaveCount(0)
})

test('every grid open, the page does not scroll sideways; a grid wider than the screen scrolls in its own region', async ({ page }) => {
  await page.goto('/fournisseurs/1')
  const offers = page.getByRole('region', { name: 'Offres du fournisseur' })
  for (const summary of await offers.getByText('Voir la grille par puissance').all()) await summary.click()
  const regions = offers.getByRole('region', { name: /: prix TTC/ })
  expect(await regions.count()).toBeGreaterThan(10)
  const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client)
  // Every grid is open (counted above): their attributes are read at once.
  const tabindexes = await regions.evaluateAll((elements) =>
    elements.map((element) => [element.getAttribute('aria-label'), element.getAttribute('tabindex')]),
  )
  for (const [label, tabindex] of tabindexes) expect(tabindex, label ?? '').toBe('0')
  // The six-period grid (seasonal with super off-peak hours) is the widest: on a phone it scrolls inside its region.
  const widest = offers.locator('[data-offer-id="edf-zen-estival"]').getByRole('region')
  const widths = await widest.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }))
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    expect(widths.scroll).toBeGreaterThan(widths.client)
    await widest.focus()
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight')
    await expect.poll(() => widest.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  }
  await expectNoAxeViolations(page)
})

import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PROJECT_ROOT, QUIET_ENV } from '../../seed/wrangler.ts'
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { costOf, frenchEuros, regulatedRow } from './support/offer-costs.ts'
import { baseRow, frenchKwh, frenchLongDate, inForceOn, newestBasePrice, readRegulatedData } from './support/regulated.ts'

/**
 * A grid imported before it takes effect replaces the old one on its first day, in the browser, with no
 * code change and no rebuild: the test imports the made-up CRE files dated 1 February 2027 into a copy
 * of seed/data with the ops command, reseeds the e2e server's KV with it, and sets the browser's clock
 * on each side of that date. It changes what the server serves, so it runs alone, after every other spec
 * (the `reseed` project of playwright.config.ts), serially, and puts the original catalogue back.
 */
test.describe.configure({ mode: 'serial' })

const port = process.env.E2E_PORT ?? '8790'
const scope = ['--persist-to', `.wrangler/e2e-state-${port}`, '--config', 'wrangler.toml', '--env', 'test']
const seedCli = (args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'seed/cli.ts', ...args], { cwd: PROJECT_ROOT, env: QUIET_ENV, stdio: 'pipe' })

const dataDir = mkdtempSync(join(tmpdir(), 'wattmalin-cre-2027-'))
const CHANGE = '2027-02-01'
const BEFORE = new Date('2027-01-20T12:00:00+01:00')
const AFTER = new Date('2027-02-10T12:00:00+01:00')

test.beforeAll(() => {
  cpSync(join(PROJECT_ROOT, 'seed/data'), dataDir, { recursive: true })
  seedCli(['--import-cre', 'tests/fixtures/cre-2027', '--data', dataDir])
  seedCli(['--data', dataDir, ...scope])
})

test.afterAll(() => {
  seedCli(scope)
  rmSync(dataDir, { recursive: true, force: true })
})

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

for (const [moment, instant] of [
  ['before', BEFORE],
  ['after', AFTER],
] as const) {
  test(`shows the grid in force ${moment} 1 February 2027 by the browser's clock`, async ({ page }) => {
    const data = await readRegulatedData(join(dataDir, 'regulated'))
    const expected = inForceOn(data, instant.toISOString().slice(0, 10))
    // The imported grid is the one that starts on the change day; the test checks the pick, not the import.
    expect(data.grids.some((g) => g.effectiveFrom === CHANGE)).toBe(true)
    expect(expected.base?.effectiveFrom === CHANGE).toBe(moment === 'after')
    const base = baseRow(expected.base)
    await page.clock.setFixedTime(instant)

    await page.goto('/tarif-reglemente')
    const main = page.getByRole('main')
    await expect(
      main.getByRole('heading', {
        level: 2,
        name: `Le tarif bleu en vigueur depuis le ${frenchLongDate(expected.base?.effectiveFrom ?? '')}`,
      }),
    ).toBeVisible()
    const baseTable = main.getByRole('region', { name: /^Tarif bleu option Base/ })
    await expect(baseTable.getByRole('row', { name: /^6 / })).toContainText(frenchKwh(base.price ?? Number.NaN))

    await page.goto('/calculateur')
    const priceField = page.getByRole('main').getByRole('textbox', { name: 'Prix du kWh d’électricité (€ TTC)' })
    const defaultPrice = newestBasePrice(data, expected.date) ?? Number.NaN
    await expect(priceField).toHaveValue(defaultPrice.toFixed(4).replace('.', ','))

    await page.goto('/electricite')
    // The default profile: 3 500 kWh a year in Base at 6 kVA, priced on the day the browser's clock shows.
    const row = regulatedRow(data.grids, expected.date, 'base', 6)
    expect(row?.gridFrom).toBe(expected.base?.effectiveFrom)
    const reference = row ? costOf(row.monthly, row.prices, 'base', { kwh: 3500, kva: 6, option: 'base', offPeak: 0 }).total : Number.NaN
    await expect(page.getByText(`ce profil coûte ${frenchEuros(reference)}`)).toBeVisible()
    await expect(page.getByText(`en vigueur depuis le ${frenchLongDate(expected.base?.effectiveFrom ?? '')}`).first()).toBeVisible()
  })
}

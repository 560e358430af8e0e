import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { franceDate } from '#contract/regulated-dates'
import { loadSeed } from '../../seed/load.ts'
import { PROJECT_ROOT, QUIET_ENV } from '../../seed/wrangler.ts'
import { savingsFromSeed } from '../fixtures/savings-from-seed.ts'
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { dismissCookieBanner } from './support/consent.ts'

/**
 * Edits of the catalogue reach the site through a reseed, with no code change and no rebuild: the test
 * edits a copy of seed/data (a cheaper price for the cheapest market offer; end dates two days ahead on
 * one supplier's offers and on one other offer), reseeds the e2e server's KV with it, and reads the pages
 * before and after those end dates by the browser's clock. It changes what the server serves, so it runs
 * alone, after every other spec (the `reseed` project of playwright.config.ts), and puts the original
 * catalogue back.
 */
test.describe.configure({ mode: 'serial' })

const port = process.env.E2E_PORT ?? '8790'
const scope = ['--persist-to', `.wrangler/e2e-state-${port}`, '--config', 'wrangler.toml', '--env', 'test']
const seedCli = (args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'seed/cli.ts', ...args], { cwd: PROJECT_ROOT, env: QUIET_ENV, stdio: 'pipe' })

const dataDir = mkdtempSync(join(tmpdir(), 'wattmalin-catalogue-changes-'))
const today = franceDate(new Date())
const plusDays = (days: number) => {
  const date = new Date(`${today}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
const LAST_DAY = plusDays(2)
/** A supplier whose every offer ends on LAST_DAY, and one offer of another supplier that does too. */
const ENDING_SUPPLIER = 5
const ENDING_OFFER = { supplierId: 1, id: 'edf-zen-fixe-base' }
const noon = (isoDate: string) => new Date(`${isoDate}T12:00:00+01:00`)

type JsonOffer = {
  id: string
  supplierId?: number
  validUntil?: string | null
}

test.beforeAll(async () => {
  cpSync(join(PROJECT_ROOT, 'seed/data'), dataDir, { recursive: true })
  const cheapest = savingsFromSeed(await loadSeed(dataDir, today)).cheapest
  // Prices live in offer-grids.csv: the cheapest offer's 6 kVA row in force today gets 2 c€ cheaper.
  const gridsPath = join(dataDir, 'offer-grids.csv')
  const lines = readFileSync(gridsPath, 'utf8').split('\n')
  const header = (lines[0] ?? '').split(';')
  const at = (name: string) => header.indexOf(name)
  const inForce = (cells: string[]) =>
    (cells[at('valid_from')] ?? '') <= today && ((cells[at('valid_until')] ?? '') === '' || today <= (cells[at('valid_until')] ?? ''))
  const index = lines.findIndex((line) => {
    const cells = line.split(';')
    return cells[at('offer_id')] === cheapest?.offer.id && cells[at('kva')] === '6' && inForce(cells)
  })
  const cells = (lines[index] ?? '').split(';')
  const price = /^base=(\d+\.\d+)$/.exec(cells[at('prices_eur_kwh')] ?? '')?.[1]
  if (index < 0 || price === undefined) throw new Error('the cheapest market offer should have a Base price at 6 kVA')
  cells[at('prices_eur_kwh')] = `base=${Math.round((Number(price) - 0.02) * 10_000) / 10_000}`
  lines[index] = cells.join(';')
  // The ending supplier's offers end on LAST_DAY: those written in offers.json there, those priced by
  // their grids through their details there too (an offer the grids alone name gets an entry).
  const ending = new Set(
    (await loadSeed(dataDir, today)).offers.filter((o) => o.supplierId === ENDING_SUPPLIER || o.id === ENDING_OFFER.id).map((o) => o.id),
  )
  writeFileSync(gridsPath, lines.join('\n'))
  const path = join(dataDir, 'offers.json')
  const offers = JSON.parse(readFileSync(path, 'utf8')) as JsonOffer[]
  for (const offer of offers) if (ending.has(offer.id)) offer.validUntil = LAST_DAY
  for (const id of ending)
    if (!offers.some((o) => o.id === id)) offers.push({ id, pricing: { kind: 'grids' }, main: false, validUntil: LAST_DAY } as JsonOffer)
  writeFileSync(path, JSON.stringify(offers, null, 2))
  seedCli(['--data', dataDir, ...scope])
})

test.afterAll(() => {
  seedCli(scope)
  rmSync(dataDir, { recursive: true, force: true })
})

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

test('a price changed in the seed changes the savings claims after the reseed', async ({ page }) => {
  const before = savingsFromSeed(await loadSeed(undefined, today)).best
  const after = savingsFromSeed(await loadSeed(dataDir, today)).best
  if (!after) throw new Error('the edited catalogue should hold a saving')
  expect(after.euros).not.toBe(before?.euros)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await expect(page.locator('[data-counter]')).toHaveText(`${new Intl.NumberFormat('fr-FR').format(after.euros)}\u00a0€`)
})

for (const [moment, day] of [
  ['on', LAST_DAY],
  ['after', plusDays(3)],
] as const) {
  // The title names no date: Playwright lists the tests and runs them in different processes, which
  // would compute different dates if a run crossed midnight.
  test(`offers ending in two days are current ${moment === 'on' ? 'on their last day' : 'no longer, the day after'}, by the browser's clock`, async ({
    page,
  }) => {
    const ended = moment === 'after'
    await page.clock.setFixedTime(noon(day))

    // The home page's count of compared suppliers follows the same day.
    const seed = await loadSeed(dataDir, today)
    await page.goto('/')
    const listed = seed.suppliers.length - (ended ? 1 : 0)
    await expect(page.getByText(`${listed} fournisseurs comparés`)).toBeVisible()

    await page.goto('/fournisseurs')
    const list = page.getByRole('main')
    await expect(list.locator(`article[data-supplier-id="${ENDING_OFFER.supplierId}"]`)).toHaveCount(1)
    await expect(list.locator(`article[data-supplier-id="${ENDING_SUPPLIER}"]`)).toHaveCount(ended ? 0 : 1)

    // The ranking of offers on the comparison page.
    await page.goto('/electricite')
    await expect(page.locator('[data-ranking-date]')).toHaveAttribute('data-ranking-date', day)
    await expect(page.locator(`[data-ranking-date] [data-offer-id="${ENDING_OFFER.id}"]`)).toHaveCount(ended ? 0 : 1)

    await page.goto(`/fournisseurs/${ENDING_OFFER.supplierId}`)
    const current = page.getByRole('region', { name: 'Offres du fournisseur' })
    const past = page.getByRole('region', { name: 'Offres passées' })
    await expect(current.locator(`[data-offer-id="${ENDING_OFFER.id}"]`)).toHaveCount(ended ? 0 : 1)
    if (ended) await expect(past.locator(`[data-offer-id="${ENDING_OFFER.id}"]`)).toContainText('Terminée le')
    else await expect(past).toHaveCount(0)

    await page.goto(`/fournisseurs/${ENDING_SUPPLIER}`)
    const electricity = page.locator('section[data-energy="electricity"]')
    if (ended) {
      await expect(electricity).toContainText('Les détails de l’offre d’électricité ne sont pas disponibles actuellement.')
      await expect(electricity).toContainText('a pris fin le')
      await expect(page.getByRole('region', { name: 'Offres du fournisseur' })).toContainText('Aucune offre en cours')
      await expect(page.getByRole('region', { name: 'Offres passées' }).getByRole('listitem')).not.toHaveCount(0)
    } else {
      await expect(electricity).toContainText('c€/kWh')
      await expect(page.getByRole('region', { name: 'Offres passées' })).toHaveCount(0)
    }
  })
}

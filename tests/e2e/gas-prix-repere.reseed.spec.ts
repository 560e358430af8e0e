import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { gasReferenceYearlyCost, pickGasReference } from '#contract/gas-reference'
import { yearlyCost } from '#contract/offer-cost'
import { costProfile } from '../../client/features/comparison/offer-ranking.ts'
import { HOUSEHOLD_DEFAULTS } from '../../client/lib/household/household-profile.ts'
import { householdFromSearch } from '../../client/lib/household/household.ts'
import { loadSeed } from '../../seed/load.ts'
import { PROJECT_ROOT, QUIET_ENV } from '../../seed/wrangler.ts'
import { test } from './fixtures.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { frenchEuros } from './support/offer-costs.ts'

/**
 * The gas page at a commune's price level, and a gas offer indexed on the prix repère: on a copy of
 * seed/data an operator imports, with the site's own commands, a made-up prix repère month that gives
 * levels 1 and 6 (January 2027) and a made-up commune → level table, adds a made-up offer « prix repère
 * − 8 % HT » to offers.json, then reseeds the e2e server. Every expected figure comes from the contract's pick over the
 * reseeded data. It changes what the server serves, so it runs in the `reseed` project, alone, and puts
 * the original catalogue back.
 */
test.describe.configure({ mode: 'serial' })

const port = process.env.E2E_PORT ?? '8790'
const scope = ['--persist-to', `.wrangler/e2e-state-${port}`, '--config', 'wrangler.toml', '--env', 'test']
const seedCli = (args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'seed/cli.ts', ...args], { cwd: PROJECT_ROOT, env: QUIET_ENV, stdio: 'pipe' })
const fixture = (path: string) => join(PROJECT_ROOT, 'tests/fixtures', path)

const dataDir = mkdtempSync(join(tmpdir(), 'wattmalin-gas-levels-'))
const DAY = '2027-01-15'
/** Made up for this test: no public source gives a 2026 gas offer indexed on the prix repère. */
const INDEXED_OFFER = {
  id: 'essai-gaz-indexe-prix-repere',
  supplierId: 2,
  name: 'Gaz indexé d’essai',
  energy: 'gas',
  main: false,
  pricing: { kind: 'gasReference', use: 'heating', kwhDiscountPercent: 8 },
  commitmentMonths: 0,
  validFrom: '2026-01-01',
  source: { title: 'Conditions d’essai (offre fictive)' },
}
const kwh = HOUSEHOLD_DEFAULTS.gasKwh

test.beforeAll(() => {
  cpSync(join(PROJECT_ROOT, 'seed/data'), dataDir, { recursive: true })
  seedCli([
    '--data',
    dataDir,
    '--import-prix-repere',
    fixture('prix-repere/prix-repere-2027-01.csv'),
    '--publisher',
    'Essai',
    '--reference',
    'Fichier d’essai',
  ])
  seedCli(['--data', dataDir, '--import-gas-levels', fixture('gas-levels/Niveaux_prix_gaz_communes.csv')])
  const offersPath = join(dataDir, 'offers.json')
  const offers = JSON.parse(readFileSync(offersPath, 'utf8')) as unknown[]
  offers.push(INDEXED_OFFER)
  writeFileSync(offersPath, JSON.stringify(offers, null, 2))
  seedCli(['--data', dataDir, ...scope])
})

test.afterAll(() => {
  seedCli(scope)
  rmSync(dataDir, { recursive: true, force: true })
})

async function expected(level: number | null) {
  const months = (await loadSeed(dataDir, DAY)).gasReferenceMonths
  const pick = pickGasReference(months, DAY, 'heating', level)
  if (!pick) throw new Error('the imported month should give a heating prix repère')
  return { pick, total: gasReferenceYearlyCost(pick, kwh).total }
}

async function openGas(page: Page, postalCode: string) {
  await dismissCookieBanner(page)
  await page.clock.setFixedTime(new Date(`${DAY}T12:00:00+01:00`))
  await page.goto(`/gaz?postalCode=${postalCode}`)
  return page.locator('[data-gas-reference-month]')
}

test('a postal code whose one commune is at a level the month publishes: the page prices at that level', async ({ page }) => {
  const { pick, total } = await expected(6)
  expect(pick.level).toBe(6)
  const line = await openGas(page, '99100')
  await expect(line.locator('[data-gas-level]')).toHaveAttribute('data-gas-level', 'one')
  await expect(line).toHaveAttribute('data-gas-reference-cost', total.toFixed(2))
  await expect(line).toHaveAttribute('data-gas-reference-month', '2027-01')
  await expect(line).toContainText(`ce profil coûte ${frenchEuros(total)}`)
  await expect(line).toContainText('Niveau de prix 6 de votre commune, Essai-les-Bains (99100), utilisé.')
  // The national figure of the same month is another amount: the level did change the cost.
  expect((await expected(null)).total).not.toBe(total)
})

test('a postal code whose communes have two levels: the national figure, and the levels named', async ({ page }) => {
  const { total } = await expected(null)
  const line = await openGas(page, '99200')
  await expect(line.locator('[data-gas-level]')).toHaveAttribute('data-gas-level', 'several')
  await expect(line).toHaveAttribute('data-gas-reference-cost', total.toFixed(2))
  await expect(line).toContainText('Prix repère national utilisé')
  await expect(line).toContainText('niveau 4\u00a0: Essai-sur-Mer, Essai; le Bas\u00a0; niveau 5\u00a0: Essai-le-Haut')
})

test('a postal code the table does not hold, and one not written with five digits: the national figure, and why', async ({ page }) => {
  const { total } = await expected(null)
  const unknown = await openGas(page, '99300')
  await expect(unknown).toContainText('le code postal 99300 n’est pas dans la table des niveaux de prix par commune')
  await expect(unknown).toHaveAttribute('data-gas-reference-cost', total.toFixed(2))
  const invalid = await openGas(page, '9930')
  await expect(invalid).toContainText('ne s’écrit pas avec 5\u00a0chiffres')
  await expect(invalid).toHaveAttribute('data-gas-reference-cost', total.toFixed(2))
})

test('a gas offer indexed on the prix repère is ranked at the month’s price less its discount', async ({ page }) => {
  const seeded = await loadSeed(dataDir, DAY)
  const offer = seeded.offers.find((o) => o.id === INDEXED_OFFER.id)
  if (!offer) throw new Error('the seed should build the indexed offer')
  const cost = yearlyCost(offer, seeded.regulatedGrids, DAY, costProfile(householdFromSearch({}), 'gas'))
  if (cost.status !== 'costed') throw new Error(`the indexed offer should be costed on ${DAY}`)
  // Cheaper than the prix repère it follows, by the discount on the kWh (and the VAT on it) only.
  const reference = (await expected(null)).total
  expect(cost.total).toBeLessThan(reference)
  await dismissCookieBanner(page)
  await page.clock.setFixedTime(new Date(`${DAY}T12:00:00+01:00`))
  await page.goto('/gaz')
  const row = page.locator(`li[data-offer-id="${INDEXED_OFFER.id}"]`)
  await expect(row).toHaveAttribute('data-total', cost.total.toFixed(2))
  await expect(row).toContainText('Gaz indexé d’essai')
})

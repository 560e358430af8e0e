import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { offerPrices } from '#contract/offer-pricing'
import { REGULATED_KVA } from '#contract/regulated-tariffs'
import { DEFAULT_DATA_DIR, loadSeed } from '../../seed/load.ts'
import { groupBy } from '../../seed/offer-grids/grids.ts'
import { importOfferGrids } from '../../seed/offer-grids/import.ts'
import { dearer, edited, gridFile, gridRows, TODAY, zenFixeInForce } from './offer-grids-fixtures.ts'

let dir: string
let out: string[]
let errors: string[]
const options = (extra: { dryRun?: boolean; replaceGrids?: boolean } = {}) => ({
  dataDir: dir,
  dryRun: extra.dryRun ?? false,
  replaceGrids: extra.replaceGrids ?? false,
  today: TODAY,
  log: (line: string) => out.push(line),
  error: (line: string) => errors.push(line),
})
const gridsFile = () => join(dir, 'offer-grids.csv')
const describeRow = (cells: ReadonlyMap<string, string>) => `${cells.get('subscription_eur_month')} €/mois, ${cells.get('prices_eur_kwh')}`

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'offer-merge-'))
  await cp(DEFAULT_DATA_DIR, dir, { recursive: true })
  out = []
  errors = []
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** A one-line correction of Zen Fixe's grid in force: its 6 kVA price a tenth of a cent dearer. */
async function oneLineCorrection(changes: Record<string, string> = {}) {
  const grid = await zenFixeInForce(dir)
  const six = grid.find((r) => r.kva === 6)
  if (!six) throw new Error('Zen Fixe should have a 6 kVA row')
  const corrected = edited(six, { prices_eur_kwh: dearer(six.cells.get('prices_eur_kwh') ?? ''), ...changes })
  const file = join(dir, 'correction.csv')
  await writeFile(file, gridFile([corrected]))
  return { grid, six, corrected, file, others: grid.filter((r) => r !== six) }
}

describe('an import that gives some powers of a grid already in the data', () => {
  it('merges per power: changes the one line given, keeps the other powers, and reports the same with --dry-run', async () => {
    const { grid, six, corrected, file, others } = await oneLineCorrection()
    const before = await readFile(gridsFile(), 'utf8')

    expect(await importOfferGrids(file, options({ dryRun: true }))).toBe(0)
    expect(await readFile(gridsFile(), 'utf8')).toBe(before)
    const dryRun = out
    out = []
    expect(await importOfferGrids(file, options())).toBe(0)
    expect(errors).toEqual([])

    // The report: the grid named as edited, its changed power old → new, every kept power named.
    const report = out.join('\n')
    expect(report).toContain(
      `${file}: 0 new grid(s) (0 row(s)), 1 grid(s) edited (0 row(s) added, 1 changed, 0 removed, ${others.length} kept as they were), 0 unchanged.`,
    )
    expect(report).toContain(`edf-zen-fixe-base: grid of ${six.validFrom} edited, merged per power`)
    expect(report).toContain(`  6 kVA changed: ${describeRow(six.cells)} → ${describeRow(corrected)}`)
    expect(report).toContain(`  kept as they were (not in ${file}): ${others.map((r) => r.kva).join(', ')} kVA`)
    expect(report).not.toMatch(/removed: /)
    // --dry-run printed the same report, and only its last line differs.
    expect(dryRun.slice(0, -1)).toEqual(out.slice(0, -1))
    expect(dryRun.at(-1)).toBe('Dry run: nothing was written.')
    expect(out.at(-1)).toMatch(/^Wrote /)

    // One line of the data changed: the 6 kVA row, nothing removed.
    const beforeLines = before.split('\n')
    const afterLines = (await readFile(gridsFile(), 'utf8')).split('\n')
    expect(afterLines.length).toBe(beforeLines.length)
    const changed = afterLines.filter((line, i) => line !== beforeLines[i])
    expect(changed).toHaveLength(1)
    expect(changed[0]).toContain(corrected.get('prices_eur_kwh'))

    // The seed prices the grid with the correction and every other power as it was.
    const seed = await loadSeed(dir, TODAY)
    const zen = seed.offers.find((o) => o.id === 'edf-zen-fixe-base')
    if (!zen) throw new Error('Zen Fixe should be in the catalogue')
    const prices = offerPrices(zen, seed.regulatedGrids, TODAY)
    if (prices.status !== 'priced') throw new Error('Zen Fixe should be priced today')
    expect(prices.rows.map((r) => r.kva)).toEqual(grid.map((r) => r.kva))
    for (const row of grid) {
      const expected = row === six ? corrected.get('prices_eur_kwh') : row.cells.get('prices_eur_kwh')
      expect(`base=${prices.rows.find((r) => r.kva === row.kva)?.pricesPerKwh.base?.toFixed(4)}`).toBe(expected)
    }
  })

  it('with --replace-grids replaces the whole grid and names every power it removes, the same with --dry-run', async () => {
    const { six, corrected, file, others } = await oneLineCorrection()
    const before = await readFile(gridsFile(), 'utf8')
    expect(await importOfferGrids(file, options({ replaceGrids: true, dryRun: true }))).toBe(0)
    expect(await readFile(gridsFile(), 'utf8')).toBe(before)
    const dryRun = out
    out = []
    expect(await importOfferGrids(file, options({ replaceGrids: true }))).toBe(0)
    expect(dryRun.slice(0, -1)).toEqual(out.slice(0, -1))

    const report = out.join('\n')
    expect(report).toContain(`1 grid(s) edited (0 row(s) added, 1 changed, ${others.length} removed, 0 kept as they were)`)
    expect(report).toContain(`edf-zen-fixe-base: grid of ${six.validFrom} edited, replaced whole (--replace-grids)`)
    expect(report).toContain(`  6 kVA changed: ${describeRow(six.cells)} → ${describeRow(corrected)}`)
    for (const row of others) expect(report).toContain(`  ${row.kva} kVA removed: ${describeRow(row.cells)} → —`)
    expect((await zenFixeInForce(dir).catch(() => [])).length).toBe(0)
    const left = (await gridRows(dir)).filter((r) => r.offerId === 'edf-zen-fixe-base' && r.validFrom === six.validFrom)
    expect(left.map((r) => r.kva)).toEqual([6])
  })

  it('refuses a power given with another check date than the powers it keeps, naming them, unless the grid is replaced', async () => {
    const { file, others } = await oneLineCorrection({ checked_at: TODAY })
    const before = await readFile(gridsFile(), 'utf8')
    expect(await importOfferGrids(file, options())).toBe(1)
    const log = errors.join('\n')
    expect(errors[0]).toBe('Import refused; nothing was written.')
    expect(log).toContain(`${file}, line 2, column checked_at: « ${TODAY} » differs from`)
    expect(log).toContain(`of the ${others.map((r) => r.kva).join(', ')} kVA row(s) of this grid`)
    expect(log).toContain('--replace-grids')
    expect(await readFile(gridsFile(), 'utf8')).toBe(before)

    errors = []
    expect(await importOfferGrids(file, options({ replaceGrids: true, dryRun: true }))).toBe(0)
    expect(errors).toEqual([])
  })

  it('adds a power a grid did not have and keeps the others', async () => {
    // A grid in force that lacks some meter power (a source that gives fewer powers than the regulated grid).
    const inForce = groupBy(
      (await gridRows(dir)).filter((r) => r.validUntil === null && r.energy === 'electricity'),
      (r) => r.offerId,
    )
    const grid = [...inForce.values()].find((rows) => rows.length < REGULATED_KVA.length) ?? []
    const missing = REGULATED_KVA.find((kva) => !grid.some((r) => r.kva === kva))
    const given = grid[0]
    if (missing === undefined || !given) throw new Error('seed/data should hold a grid in force without every power')
    const file = join(dir, 'added.csv')
    const added = edited(given, { kva: String(missing) })
    await writeFile(file, gridFile([added]))
    expect(await importOfferGrids(file, options())).toBe(0)
    const report = out.join('\n')
    expect(report).toContain(`${given.offerId}: grid of ${given.validFrom} edited, merged per power`)
    expect(report).toContain(`  ${missing} kVA added: — → ${describeRow(added)}`)
    const after = (await gridRows(dir)).filter((r) => r.offerId === given.offerId && r.validFrom === given.validFrom)
    expect(after.map((r) => r.kva).sort((a, b) => a - b)).toEqual([...grid.map((r) => r.kva), missing].sort((a, b) => a - b))
  })
})

describe('a large import', () => {
  it('imports 10 000 generated rows (1 250 new grids of 625 offers) in one run', async () => {
    const [template] = await zenFixeInForce(dir)
    if (!template) throw new Error('Zen Fixe should have a grid')
    const powers = REGULATED_KVA.slice(0, 8)
    const rows: Map<string, string>[] = []
    for (let offer = 0; offer < 625; offer++)
      for (const [g, start] of ['2026-01-01', '2026-07-01'].entries())
        for (const [k, kva] of powers.entries())
          rows.push(
            edited(template, {
              offer_id: `essai-grande-importation-${offer}`,
              offer_name: `Essai ${offer}`,
              valid_from: start,
              valid_until: '',
              checked_at: start,
              kva: String(kva),
              subscription_eur_month: (10 + k * 5 + g).toFixed(2),
              prices_eur_kwh: `base=${(0.15 + (offer % 100) / 1000 + g / 100).toFixed(4)}`,
            }),
          )
    expect(rows).toHaveLength(10_000)
    const file = join(dir, 'large.csv')
    await writeFile(file, gridFile(rows))
    const before = (await gridRows(dir)).length

    expect(await importOfferGrids(file, options())).toBe(0)
    expect(errors).toEqual([])
    expect(out.join('\n')).toContain(`${file}: 1250 new grid(s) (10000 row(s)), 0 grid(s) edited`)
    expect((await gridRows(dir)).length).toBe(before + 10_000)
    const seed = await loadSeed(dir, TODAY)
    const last = seed.offers.find((o) => o.id === 'essai-grande-importation-624')
    expect(last?.pricing.kind === 'datedGrids' && last.pricing.grids.map((g) => [g.validFrom, g.validUntil])).toEqual([
      ['2026-01-01', '2026-06-30'],
      ['2026-07-01', null],
    ])
  }, 60_000)
})

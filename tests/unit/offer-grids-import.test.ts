import { createHash } from 'node:crypto'
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { offerPrices } from '#contract/offer-pricing'
import { DEFAULT_DATA_DIR, loadSeed } from '../../seed/load.ts'
import { importOfferGrids } from '../../seed/offer-grids/import.ts'
import { importTempoDays } from '../../seed/regulated/tempo-import.ts'

/** The real files of seed/data: the import is tried on them and on copies of them. */
const GRIDS = join(DEFAULT_DATA_DIR, 'offer-grids.csv')
const TODAY = '2026-11-26'

let dir: string
let out: string[]
let errors: string[]
const options = (dataDir: string, dryRun = false) => ({
  dataDir,
  dryRun,
  today: TODAY,
  log: (line: string) => out.push(line),
  error: (line: string) => errors.push(line),
})

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'offer-import-'))
  out = []
  errors = []
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** A hash of every file under a folder, to show that nothing changed. */
async function treeHash(root: string): Promise<string> {
  const hash = createHash('sha256')
  const walk = async (folder: string) => {
    for (const entry of (await readdir(folder, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) await walk(path)
      else hash.update(path).update(await readFile(path))
    }
  }
  await walk(root)
  return hash.digest('hex')
}

/** The lines of seed/data/offer-grids.csv, a column's index by name, and Zen Fixe's rows in force (cells). */
async function zenFixeInForce() {
  const lines = (await readFile(GRIDS, 'utf8')).trimEnd().split('\n')
  const header = (lines[0] ?? '').split(';')
  const at = (name: string) => header.indexOf(name)
  const current = lines
    .slice(1)
    .map((line) => line.split(';'))
    .filter((cells) => cells[at('offer_id')] === 'edf-zen-fixe-base' && cells[at('valid_until')] === '')
  return { lines, at, current }
}

describe('npm run seed -- --import-offers', () => {
  it('refuses a price that is not a number on line 6 of a copy of seed/data/offer-grids.csv, naming it, and changes nothing under seed/', async () => {
    const lines = (await readFile(GRIDS, 'utf8')).split('\n')
    const header = (lines[0] ?? '').split(';')
    const column = header.indexOf('prices_eur_kwh')
    const cells = (lines[5] ?? '').split(';')
    cells[column] = (cells[column] ?? '').replace(/=[0-9.]+/, '=douze')
    lines[5] = cells.join(';')
    const copy = join(dir, 'offer-grids.csv')
    await writeFile(copy, lines.join('\n'))
    const before = await treeHash(DEFAULT_DATA_DIR)

    expect(await importOfferGrids(copy, options(DEFAULT_DATA_DIR))).toBe(1)
    expect(errors[0]).toBe('Import refused; nothing was written.')
    expect(errors.join('\n')).toContain(`${copy}, line 6, column prices_eur_kwh: « douze »`)
    expect(await treeHash(DEFAULT_DATA_DIR)).toBe(before)
  })

  it('changes nothing when the same grids are imported again', async () => {
    await cp(DEFAULT_DATA_DIR, dir, { recursive: true })
    const before = await readFile(join(dir, 'offer-grids.csv'), 'utf8')
    expect(await importOfferGrids(GRIDS, options(dir))).toBe(0)
    expect(out.join('\n')).toMatch(/all already in offer-grids\.csv: nothing to change/)
    expect(await readFile(join(dir, 'offer-grids.csv'), 'utf8')).toBe(before)
  })

  it('closes the previous grid of an offer when a newer one comes, keeps it as history, and prints old → new per power', async () => {
    await cp(DEFAULT_DATA_DIR, dir, { recursive: true })
    // Zen Fixe's rows in force today, a month later and 1 c€ dearer, as a spreadsheet exports them (BOM, CRLF).
    const { lines, at, current } = await zenFixeInForce()
    expect(current.length).toBeGreaterThan(1)
    const previousStart = current[0]?.[at('valid_from')]
    const newer = current.map((cells) => {
      const next = [...cells]
      next[at('valid_from')] = '2026-12-01'
      next[at('checked_at')] = '2026-11-20'
      next[at('prices_eur_kwh')] = `base=${(Number(cells[at('prices_eur_kwh')]?.split('=')[1]) + 0.01).toFixed(4)}`
      next[at('source')] = '"Grille d’essai ; décembre 2026"'
      return next.join(';')
    })
    const file = join(dir, 'newer.csv')
    await writeFile(file, `\uFEFF${[lines[0], ...newer].join('\r\n')}\r\n`)

    expect(await importOfferGrids(file, options(dir))).toBe(0)
    const log = out.join('\n')
    expect(log).toContain(`edf-zen-fixe-base: grid of ${previousStart} → new grid of 2026-12-01`)
    const six = current.find((cells) => cells[at('kva')] === '6')
    expect(log).toContain(`  6 kVA: ${six?.[at('subscription_eur_month')]} €/mois, ${six?.[at('prices_eur_kwh')]} → `)
    expect(log).toContain(`the 6 kVA row of ${previousStart} now ends 2026-11-30`)

    const seed = await loadSeed(dir, TODAY)
    const zen = seed.offers.find((o) => o.id === 'edf-zen-fixe-base')
    if (zen?.pricing.kind !== 'datedGrids') throw new Error('Zen Fixe should have dated grids')
    const last = zen.pricing.grids.at(-1)
    const before = zen.pricing.grids.at(-2)
    expect(last).toMatchObject({
      validFrom: '2026-12-01',
      validUntil: null,
      checkedAt: '2026-11-20',
      source: { title: 'Grille d’essai ; décembre 2026' },
    })
    expect(before).toMatchObject({ validFrom: previousStart, validUntil: '2026-11-30' })
    const priceOn = (day: string) => {
      const prices = offerPrices(zen, seed.regulatedGrids, day)
      return prices.status === 'priced' ? prices.rows.find((r) => r.kva === 6)?.pricesPerKwh.base : undefined
    }
    expect(priceOn('2026-11-30')).toBe(Number(six?.[at('prices_eur_kwh')]?.split('=')[1]))
    expect(priceOn('2026-12-01')).toBe(Number((Number(six?.[at('prices_eur_kwh')]?.split('=')[1]) + 0.01).toFixed(4)))

    // The same file again: nothing more changes.
    const after = await readFile(join(dir, 'offer-grids.csv'), 'utf8')
    out = []
    expect(await importOfferGrids(file, options(dir))).toBe(0)
    expect(await readFile(join(dir, 'offer-grids.csv'), 'utf8')).toBe(after)
  })

  it('takes what a grid fixes from tax_basis (ht, ttc or empty), refuses any other value naming the column, and reads a file without that column', async () => {
    await cp(DEFAULT_DATA_DIR, dir, { recursive: true })
    // Zen Fixe's grid in force, every power given again with what it fixes.
    const { lines, at, current } = await zenFixeInForce()
    const start = current[0]?.[at('valid_from')]
    const withBasis = (basis: string) =>
      [lines[0], ...current.map((cells) => cells.map((cell, i) => (i === at('tax_basis') ? basis : cell)).join(';'))].join('\n')

    const bad = join(dir, 'bad-basis.csv')
    await writeFile(bad, `${withBasis('HT')}\n`)
    const before = await treeHash(dir)
    expect(await importOfferGrids(bad, options(dir))).toBe(1)
    expect(errors.join('\n')).toContain(
      `${bad}, line 2, column tax_basis: « HT » is not what a price fixes: ht (« prix du kWh HT fixe ») or ttc`,
    )
    expect(await treeHash(dir)).toBe(before)

    const marked = join(dir, 'ht.csv')
    await writeFile(marked, `${withBasis('ht')}\n`)
    expect(await importOfferGrids(marked, options(dir))).toBe(0)
    const zen = (await loadSeed(dir, TODAY)).offers.find((o) => o.id === 'edf-zen-fixe-base')
    if (zen?.pricing.kind !== 'datedGrids') throw new Error('Zen Fixe should have dated grids')
    expect(zen.pricing.grids.find((g) => g.validFrom === start)?.taxBasis).toBe('ht')
    // The other grids of the offer say nothing of it, as their source does not.
    expect(zen.pricing.grids.filter((g) => g.validFrom !== start).every((g) => g.taxBasis === undefined)).toBe(true)

    // A file made before the column existed: the same grid, the column left out, changes nothing.
    const noColumn = (line: string) =>
      line
        .split(';')
        .filter((_, i) => i !== at('tax_basis'))
        .join(';')
    const old = join(dir, 'without-column.csv')
    await writeFile(old, `${[lines[0], ...current.map((cells) => cells.join(';'))].map((line) => noColumn(line ?? '')).join('\n')}\n`)
    const written = await readFile(join(dir, 'offer-grids.csv'), 'utf8')
    out = []
    // Its rows replace those given, so the grid would no longer say what it fixes: the report shows it.
    expect(await importOfferGrids(old, options(dir, true))).toBe(0)
    const six = current.find((cells) => cells[at('kva')] === '6')
    const figures = `${six?.[at('subscription_eur_month')]} €/mois, ${six?.[at('prices_eur_kwh')]}`
    expect(out.join('\n')).toContain(`  6 kVA changed: ${figures} (HT fixe) → ${figures}\n`)
    expect(await readFile(join(dir, 'offer-grids.csv'), 'utf8')).toBe(written)
  })

  it('refuses a grid for an offer that offers.json prices itself, and an unknown supplier', async () => {
    await cp(DEFAULT_DATA_DIR, dir, { recursive: true })
    const header = (await readFile(GRIDS, 'utf8')).split('\n')[0] ?? ''
    const cells = (offerId: string, supplier: string) =>
      header
        .split(';')
        .map(
          (c) =>
            ({
              offer_id: offerId,
              supplier_id: supplier,
              offer_name: 'Essai',
              energy: 'electricity',
              option: 'base',
              valid_from: '2026-11-01',
              checked_at: '2026-11-01',
              kva: '6',
              subscription_eur_month: '15.00',
              prices_eur_kwh: 'base=0.2',
              source: 'Essai',
            })[c] ?? '',
        )
        .join(';')
    const file = join(dir, 'bad.csv')
    await writeFile(file, `${header}\n${cells('edf-tarif-bleu', '1')}\n${cells('essai-inconnu', '999')}\n`)
    const before = await treeHash(dir)
    expect(await importOfferGrids(file, options(dir))).toBe(1)
    const log = errors.join('\n')
    expect(log).toContain(`${file}, line 2, column offer_id: edf-tarif-bleu is priced in seed/data/offers.json`)
    expect(log).toContain(`${file}, line 3, column supplier_id: « 999 » is not a supplier`)
    expect(await treeHash(dir)).toBe(before)
  })
})

describe('npm run seed -- --import-tempo', () => {
  it('changes nothing when the days are already known, and refuses a known day given another colour', async () => {
    await cp(join(DEFAULT_DATA_DIR, 'regulated'), dir, { recursive: true })
    const days = (await readFile(join(dir, 'tempo-days.csv'), 'utf8')).trimEnd().split('\n')
    const file = join(dir, 'days.csv')
    await writeFile(file, `${days.slice(0, 40).join('\r\n')}\r\n`)
    const tempoOptions = {
      regulatedDir: dir,
      dryRun: false,
      log: (line: string) => out.push(line),
      error: (line: string) => errors.push(line),
    }
    const files = async () => [
      await readFile(join(dir, 'tempo-days.csv'), 'utf8'),
      await readFile(join(dir, 'tempo-days-sources.json'), 'utf8'),
    ]
    const before = await files()
    expect(await importTempoDays(file, tempoOptions)).toBe(0)
    expect(out.join('\n')).toContain('nothing to change')

    const [date, colour] = (days[5] ?? '').split(';')
    const other = colour === 'BLEU' ? 'BLANC' : 'BLEU'
    await writeFile(file, `date;couleur\n${date};${other}\n`)
    expect(await importTempoDays(file, tempoOptions)).toBe(1)
    expect(errors.join('\n')).toContain(`${file}, line 2, column couleur: ${date} is ${colour} in tempo-days.csv`)
    expect(await files()).toEqual(before)
  })
})

import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { kvKeys } from '#contract/catalogue'
import type { Offer } from '#contract/offers'
import { isCurrentOffer } from '#contract/offer-dates'
import { supplierHeadline } from '#contract/supplier-headline'
import type { SupplierSummary } from '#contract/supplier'
import { toSupplierSummary } from '#contract/supplier'
import type { TariffPlan } from '#contract/tariff-plan'
import { buildKvEntries } from '../../seed/build.ts'
import { mainOffer } from '../../seed/derive.ts'
import { DEFAULT_DATA_DIR, loadSeed, SeedValidationError } from '../../seed/load.ts'
import { monthsBefore } from '#contract/offer-freshness'
import { CATALOGUE_TAXES, taxOn } from '#contract/taxes'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'seed-offers-'))
  await cp(DEFAULT_DATA_DIR, dir, { recursive: true })
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

type JsonRecord = Record<string, unknown>
async function editOffers(edit: (offers: JsonRecord[]) => void): Promise<void> {
  const path = join(dir, 'offers.json')
  const data = JSON.parse(await readFile(path, 'utf8')) as JsonRecord[]
  edit(data)
  await writeFile(path, JSON.stringify(data, null, 2))
}
/** The ids of a supplier's offers: an offer priced by its grids names its supplier in offer-grids.csv, not in offers.json. */
async function offerIdsOf(supplierId: number): Promise<Set<string>> {
  return new Set((await loadSeed(dir)).offers.filter((o) => o.supplierId === supplierId).map((o) => o.id))
}
async function editGrids(edit: (lines: string[][]) => void): Promise<string[]> {
  const path = join(dir, 'offer-grids.csv')
  const lines = (await readFile(path, 'utf8'))
    .trimEnd()
    .split('\n')
    .map((line) => line.split(';'))
  edit(lines)
  await writeFile(path, `${lines.map((cells) => cells.join(';')).join('\n')}\n`)
  return lines[0] ?? []
}
async function issuesOf(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SeedValidationError)
  return (error as SeedValidationError).issues.map((i) => `${i.file}: ${i.path}: ${i.message}`)
}
function value<T>(entries: ReturnType<typeof buildKvEntries>, key: string): T {
  const entry = entries.find((e) => e.key === key)
  if (!entry) throw new Error(`no key ${key}`)
  return JSON.parse(entry.value) as T
}

describe('offers in the seed', () => {
  it('refuses an end before the start and a fixed offer without its grid', async () => {
    let gridded = ''
    await editOffers((offers) => {
      offers[0]!.validFrom = '2026-01-10'
      offers[0]!.validUntil = '2026-01-09'
      gridded = String(offers.find((o) => (o.pricing as JsonRecord).kind === 'grids')!.id)
    })
    // Its grid rows leave offer-grids.csv.
    await editGrids((lines) => {
      for (let i = lines.length - 1; i > 0; i--) if (lines[i]![0] === gridded) lines.splice(i, 1)
    })
    const issues = await issuesOf(loadSeed(dir))
    expect(issues).toEqual(
      expect.arrayContaining([
        'seed/data/offers.json: [0].validUntil: validUntil is before validFrom',
        expect.stringMatching(new RegExp(`^seed/data/offers\\.json: \\[\\d+\\]: no grid of ${gridded} in seed/data/offer-grids\\.csv`)),
      ]),
    )
  })

  it('refuses an unknown supplier, a duplicate id and a second main offer for one supplier and energy', async () => {
    await editOffers((offers) => {
      // A second main electricity offer of supplier 2, written in full in offers.json.
      offers.push({ ...offers[0]!, id: 'engie-second-main', supplierId: 2 })
      offers[0]!.supplierId = 999
      offers.push({ ...offers[3]!, main: false })
    })
    const issues = await issuesOf(loadSeed(dir))
    expect(issues).toEqual(
      expect.arrayContaining([
        'seed/data/offers.json: [0].supplierId: unknown supplier 999',
        expect.stringMatching(/^seed\/data\/offers\.json: \[\d+\]\.main: supplier 2 already has a main electricity offer/),
        expect.stringMatching(/^seed\/data\/offers\.json: \[\d+\]\.id: duplicate id/),
      ]),
    )
  })

  it('refuses an electricity offer without option, a grid with the wrong periods, a regulated discount on gas', async () => {
    await editOffers((offers) => {
      delete offers[0]!.option
      const gas = offers.find((o) => o.energy === 'gas')!
      gas.pricing = { kind: 'regulatedDiscount', kwhDiscountPercent: 5, subscriptionDiscountPercent: 0 }
    })
    // A Base grid row priced as HP/HC.
    let line = 0
    await editGrids((lines) => {
      const header = lines[0]!
      line = lines.findIndex((cells) => cells[header.indexOf('option')] === 'base') + 1
      lines[line - 1]![header.indexOf('prices_eur_kwh')] = 'peak=0.2'
    })
    const issues = await issuesOf(loadSeed(dir))
    expect(issues).toEqual(
      expect.arrayContaining([
        'seed/data/offers.json: [0].option: an electricity offer needs its option',
        `seed/data/offer-grids.csv: line ${line}, column prices_eur_kwh: « peak » is not a period of the base option`,
        expect.stringMatching(/^seed\/data\/offers\.json: \[\d+\]\.pricing: only electricity has a regulated tariff/),
      ]),
    )
  })

  it('prices a gas offer indexed on the prix repère as one grid a month, and refuses one on electricity or without a discount', async () => {
    const indexed = {
      id: 'essai-gaz-indexe',
      supplierId: 2,
      name: 'Gaz indexé d’essai',
      energy: 'gas',
      main: false,
      pricing: { kind: 'gasReference', use: 'heating', kwhDiscountPercent: 5 },
      validFrom: '2026-01-01',
      source: { title: 'Conditions d’essai' },
    }
    await editOffers((offers) => offers.push(indexed))
    const seed = await loadSeed(dir, '2026-11-29')
    const offer = seed.offers.find((o) => o.id === indexed.id)
    // The months giving both heating figures, and whose price before tax is published or can be taken out
    // of the TTC (the gas excise of its first day known).
    const heating = seed.gasReferenceMonths.filter(
      (m) =>
        m.uses.heating?.pricePerKwh.ttc != null &&
        m.uses.heating.subscriptionPerYear.ttc != null &&
        (m.uses.heating.pricePerKwh.ht != null || taxOn(CATALOGUE_TAXES, 'gas', 'excisePerMwh', `${m.month}-01`) !== undefined),
    )
    expect(heating.length).toBeGreaterThan(2)
    expect(offer?.pricing.kind).toBe('datedGrids')
    const grids = offer?.pricing.kind === 'datedGrids' ? offer.pricing.grids : []
    expect(grids.map((g) => g.validFrom)).toEqual(heating.map((m) => `${m.month}-01`))
    expect(offer?.pricesCheckedAt).toBe(grids.at(-1)?.checkedAt)
    // Each month's price is below its prix repère: the discount comes off, nothing is added.
    for (const [i, month] of heating.entries())
      expect(grids[i]?.rows[0]?.pricesPerKwh.base).toBeLessThan(month.uses.heating?.pricePerKwh.ttc ?? 0)

    await editOffers((offers) => {
      const last = offers.at(-1) as JsonRecord
      last.energy = 'electricity'
      last.pricing = { kind: 'gasReference', use: 'heating', kwhDiscountPercent: 0 }
    })
    const issues = await issuesOf(loadSeed(dir, '2026-11-29'))
    expect(issues.some((i) => /offers\.json: \[\d+\]\.energy/.test(i))).toBe(true)
    expect(issues.some((i) => /offers\.json: \[\d+\]\.pricing\.kwhDiscountPercent/.test(i))).toBe(true)
  })

  it('refuses a supplier without any main offer', async () => {
    const ids = await offerIdsOf(3)
    await editOffers((offers) => {
      for (const o of offers) if (ids.has(String(o.id))) o.main = false
    })
    expect(await issuesOf(loadSeed(dir))).toContain('seed/data/offers.json: : supplier 3 (TotalEnergies) has no main offer')
  })

  it('derives each supplier card from its offers current on the seed day: the energies from its main offers, the figures from its headlines', async () => {
    const seed = await loadSeed()
    for (const supplier of seed.suppliers) {
      const electricity = mainOffer(seed.offers, supplier.id, 'electricity', seed.date)
      const gas = mainOffer(seed.offers, supplier.id, 'gas', seed.date)
      expect(supplier.hasElectricity).toBe(electricity !== undefined)
      expect(supplier.hasGas).toBe(gas !== undefined)
      const headline = (energy: 'electricity' | 'gas') => supplierHeadline(seed.offers, seed.regulatedGrids, supplier.id, energy, seed.date)
      const e = electricity ? headline('electricity') : undefined
      const g = gas ? headline('gas') : undefined
      const lead = [e, g].find((h) => h?.status === 'priced')
      expect(supplier.offerName).toBe(lead?.status === 'priced' ? lead.offerName : (electricity ?? gas)?.name)
      expect(supplier.electricityPriceKwh).toBe(e?.status === 'priced' ? e.priceKwh : undefined)
      expect(supplier.electricitySubscriptionPrice).toBe(e?.status === 'priced' ? e.subscriptionPerMonth : undefined)
      expect(supplier.gasPriceKwh).toBe(g?.status === 'priced' ? g.priceKwh : undefined)
      expect(supplier.pricesCheckedAt).toBe(lead?.status === 'priced' ? lead.pricesCheckedAt : (electricity ?? gas)?.pricesCheckedAt)
    }
  })

  it('leaves an expired offer, and a supplier left with none, out of every list and of the cheapest table', async () => {
    const before = await loadSeed(dir, '2026-11-23')
    const cheapestBefore = value<{ supplierId: number }[]>(buildKvEntries(before), kvKeys.cheapestElectricityOffers)
    const target = cheapestBefore[0]?.supplierId
    if (target === undefined) throw new Error('the cheapest table should not be empty')
    const ids = await offerIdsOf(target)
    await editOffers((offers) => {
      for (const o of offers) if (ids.has(String(o.id))) o.validUntil = '2026-11-22'
    })
    const after = await loadSeed(dir, '2026-11-23')
    const entries = buildKvEntries(after)
    for (const key of [kvKeys.suppliers, kvKeys.electricitySuppliers, kvKeys.gasSuppliers, kvKeys.featuredSuppliers]) {
      expect(
        value<SupplierSummary[]>(entries, key).map((s) => s.id),
        key,
      ).not.toContain(target)
    }
    expect(value<{ supplierId: number }[]>(entries, kvKeys.cheapestElectricityOffers).map((r) => r.supplierId)).not.toContain(target)
    expect(entries.some((e) => e.key === kvKeys.supplier(target))).toBe(false)
    expect(after.warnings.join('\n')).toMatch(/past their end date/)
    // The day before, it was still current.
    const dayBefore = await loadSeed(dir, '2026-11-22')
    expect(dayBefore.suppliers.map((s) => s.id)).toContain(target)
  })

  it('gives every card without a price the reason its headline has none', async () => {
    const seed = await loadSeed()
    let unpriced = 0
    for (const supplier of seed.suppliers) {
      for (const energy of ['electricity', 'gas'] as const) {
        const main = mainOffer(seed.offers, supplier.id, energy, seed.date)
        const price = energy === 'electricity' ? supplier.electricityPriceKwh : supplier.gasPriceKwh
        const reason = energy === 'electricity' ? supplier.electricityUnpricedReason : supplier.gasUnpricedReason
        if (!main || price !== undefined) {
          expect(reason, `${supplier.id} ${energy}`).toBeUndefined()
          continue
        }
        unpriced += 1
        const headline = supplierHeadline(seed.offers, seed.regulatedGrids, supplier.id, energy, seed.date)
        expect(reason, `${supplier.id} ${energy}`).toBe(headline.status === 'missing' ? headline.reason : undefined)
        expect(reason, `${supplier.id} ${energy}`).toBeDefined()
      }
    }
    expect(unpriced).toBeGreaterThan(0)
  })

  it('lists every offer of a supplier on its detail, past ones included, and the last day of its main offers', async () => {
    const supplierId = (await loadSeed(dir, '2026-11-23')).suppliers[0]?.id
    const ids = await offerIdsOf(supplierId ?? 0)
    await editOffers((offers) => {
      const own = offers.filter((o) => ids.has(String(o.id)))
      for (const o of own) if (o.main) o.validUntil = '2026-12-31'
      const other = own.find((o) => !o.main)
      if (other) other.validUntil = '2026-11-01'
    })
    const seed = await loadSeed(dir, '2026-11-23')
    const supplier = value<{
      offers?: { asOf: string; items: { id: string; main: boolean; validUntil: string | null }[] }
      currentUntil?: string
    }>(buildKvEntries(seed), kvKeys.supplier(supplierId ?? 0))
    expect(supplier.currentUntil).toBe('2026-12-31')
    expect(supplier.offers?.asOf).toBe('2026-11-23')
    const own = seed.offers.filter((o) => o.supplierId === supplierId)
    expect(supplier.offers?.items.map((o) => [o.id, o.main, o.validUntil])).toEqual(own.map((o) => [o.id, o.main, o.validUntil]))
    expect(supplier.offers?.items.some((o) => o.validUntil === '2026-11-01')).toBe(own.some((o) => !o.main))
    // The list answers keep the card fields only: the offers stay on the detail.
    const summaries = value<SupplierSummary[]>(buildKvEntries(seed), kvKeys.suppliers)
    expect(summaries.every((s) => !('offers' in s))).toBe(true)
    expect(summaries.find((s) => s.id === supplierId)?.currentUntil).toBe('2026-12-31')
  })

  it('serves only the tariff plans whose end date has not passed', async () => {
    const seed = await loadSeed(undefined, '2026-11-23')
    const entries = buildKvEntries(seed)
    const all = seed.tariffPlans
    expect(all.some((p) => p.validUntil !== undefined && p.validUntil < seed.date)).toBe(true)
    for (const supplier of seed.suppliers) {
      const served = value<TariffPlan[]>(entries, kvKeys.tariffPlans(supplier.id))
      const expected = all.filter((p) => p.supplierId === supplier.id && (p.validUntil === undefined || p.validUntil >= seed.date))
      expect(served).toEqual(expected)
    }
  })

  it('warns on offers checked more than six months before the seed day', async () => {
    const seed = await loadSeed(undefined, '2026-11-23')
    const old = seed.offers.filter((o) => isCurrentOffer(o, seed.date) && o.pricesCheckedAt < '2026-05-23')
    expect(old.length).toBeGreaterThan(0)
    const warning = seed.warnings.find((w) => w.includes('more than 6 months ago'))
    for (const o of old) expect(warning).toContain(o.id)
    expect(monthsBefore('2026-08-31', 6)).toBe('2026-02-28')
    expect(monthsBefore('2026-03-15', 6)).toBe('2025-09-15')
  })

  it('keeps the list endpoints in the shapes the site reads', async () => {
    const seed = await loadSeed()
    const entries = buildKvEntries(seed)
    expect(value<SupplierSummary[]>(entries, kvKeys.suppliers)).toEqual(seed.suppliers.map(toSupplierSummary))
    const offersOf = (id: number): Offer[] => seed.offers.filter((o) => o.supplierId === id)
    for (const supplier of seed.suppliers) expect(offersOf(supplier.id).length).toBeGreaterThan(0)
  })
})

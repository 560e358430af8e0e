import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RegulatedGrid } from '#contract/regulated-tariffs'
import { CATALOGUE_TAXES, kwhWithTaxes, subscriptionWithTaxes, taxesOn } from '#contract/taxes'
import { parseCreFile } from '../../seed/regulated/cre.ts'
import type { CsvProblem } from '../../seed/regulated/csv.ts'
import { loadSeed } from '../../seed/load.ts'

/**
 * The proof that the tax table rebuilds the regulator's TTC from its HT. Not circular: the taxes come
 * from seed/data/taxes/taxes.csv (the excise and VAT as the law sets them, the CTA as a rate on the network
 * tariff's fixed part, itself the sum of the network tariff's published components), never from a grid's
 * own HT/TTC pair. The grids with both columns are the catalogue's (3–15 kVA in February and August 2025,
 * 6 and 9 kVA in February 2026) and the February 2026 HT at every power from a distributor applying the
 * national tariff (tests/fixtures/taxes, as delivered), checked against the catalogue's TTC.
 * See docs/decisions/0079-taxes-proof-against-the-regulator.md for the figures that cannot match.
 */

const fixture = (name: string) => new URL(`../fixtures/taxes/${name}`, import.meta.url).pathname

interface Pair {
  option: RegulatedGrid['option']
  from: string
  kva: number
  /** Subscription € a year and each period's kWh, before tax. */
  subscriptionHt: number | null
  kwhHt: Record<string, number | null>
}

let grids: RegulatedGrid[]
const pairs: Pair[] = []

beforeAll(async () => {
  grids = (await loadSeed()).regulatedGrids
  for (const grid of grids)
    for (const power of grid.powers)
      pairs.push({
        option: grid.option,
        from: grid.effectiveFrom,
        kva: power.kva,
        subscriptionHt: power.subscriptionPerYear.ht,
        kwhHt: Object.fromEntries(Object.entries(power.pricesPerKwh).map(([period, amount]) => [period, amount.ht])),
      })
  // The distributor's February 2026 HT at every power, read with the seed's own CRE parser.
  for (const [option, name] of [
    ['base', 'trve-base-ht-2026-02-01.csv'],
    ['hphc', 'trve-hphc-ht-2026-02-01.csv'],
  ] as const) {
    const problems: CsvProblem[] = []
    const rows = parseCreFile(option, await readFile(fixture(name), 'utf8'), name, problems)
    expect(problems).toEqual([])
    for (const row of rows) {
      const value = (column: string) => row.values.get(column) ?? null
      pairs.push({
        option,
        from: row.start,
        kva: row.kva,
        subscriptionHt: value('PART_FIXE_HT'),
        kwhHt:
          option === 'base'
            ? { base: value('PART_VARIABLE_HT') }
            : { offPeak: value('PART_VARIABLE_HC_HT'), peak: value('PART_VARIABLE_HP_HT') },
      })
    }
  }
})

const published = (pair: Pair) => {
  const grid = grids.find((g) => g.option === pair.option && g.effectiveFrom === pair.from)
  return grid?.powers.find((p) => p.kva === pair.kva)
}

/** Decimals a figure is printed with (0,1952 → 4; 0,19398 → 5). */
const decimals = (n: number) => (String(n).split('.')[1] ?? '').length
const roundTo = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d

describe('the TTC rebuilt from HT and the taxes of the day', () => {
  it('gives every regulated kWh price with both columns, to 0,00001 € where printed with five decimals, to its printed digits otherwise', () => {
    const checked: string[] = []
    const looser: { at: string; printed: number }[] = []
    for (const pair of pairs) {
      const power = published(pair)
      for (const [period, ht] of Object.entries(pair.kwhHt)) {
        const ttc = (power?.pricesPerKwh as Record<string, { ttc: number | null }> | undefined)?.[period]?.ttc ?? null
        if (ht === null || ttc === null) continue
        const rebuilt = kwhWithTaxes(ht, taxesOn(CATALOGUE_TAXES, 'electricity', pair.from))
        expect(rebuilt, `${pair.option} ${pair.from} ${pair.kva} kVA ${period}`).toBeDefined()
        const at = `${pair.option} ${pair.from} ${pair.kva} kVA ${period}`
        checked.push(at)
        expect(roundTo(rebuilt as number, decimals(ttc)), at).toBe(ttc)
        if (Math.abs((rebuilt as number) - ttc) > 0.00001 + 1e-12) looser.push({ at, printed: ttc })
      }
    }
    // Feb 2025 and Aug 2025 at 3–15 kVA, Feb 2026 at every power (the distributor's HT), Base and HP/HC.
    expect(checked.length).toBe(5 + 5 + 2 + 9 + 16)
    // Only figures printed with four decimals can be further than 0,00001 € from the rebuilt one.
    for (const { at, printed } of looser) expect(decimals(printed), at).toBeLessThanOrEqual(4)
    // The regulator's five-decimal figures (6 and 9 kVA, February 2026, in its file and the distributor's) are all held to 0,00001 €.
    expect(checked.length - looser.length).toBeGreaterThanOrEqual(4)
    expect(looser.some((l) => l.at.includes('2026-02-01 6 kVA base') || l.at.includes('2026-02-01 9 kVA base'))).toBe(false)
  })

  it('gives EDF’s monthly subscription to the cent wherever the network tariff’s components are known (from 1 August 2025)', () => {
    let checked = 0
    for (const pair of pairs) {
      const power = published(pair)
      const ttc = power?.subscriptionPerYear.ttc ?? null
      if (pair.subscriptionHt === null || ttc === null || !isEdfMonthly(pair)) continue
      const rebuilt = subscriptionWithTaxes(pair.subscriptionHt, taxesOn(CATALOGUE_TAXES, 'electricity', pair.from), pair.kva)
      expect(rebuilt, `${pair.option} ${pair.from} ${pair.kva} kVA`).toBeDefined()
      // EDF prints a month to the cent: the year it gives is that month × 12.
      expect(Math.round(((rebuilt as number) / 12) * 100) / 100, `${pair.option} ${pair.from} ${pair.kva} kVA`).toBe(
        Math.round((ttc / 12) * 100) / 100,
      )
      expect(Math.abs((rebuilt as number) - ttc)).toBeLessThanOrEqual(0.06)
      checked += 1
    }
    // February 2026: Base at 3 and 12–36 kVA, HP/HC at every power.
    expect(checked).toBe(7 + 8)
  })

  it('gives EDF’s own month at 6 kVA where the catalogue keeps the regulator’s year (August 2025, February 2026)', () => {
    // The other document's figure, as the grids' source notes and decision 0062 quote it.
    const edfMonth = { '2025-08-01': 15.47, '2026-02-01': 15.65 } as const
    for (const [from, month] of Object.entries(edfMonth)) {
      const pair = pairs.find((p) => p.option === 'base' && p.from === from && p.kva === 6 && p.subscriptionHt !== null)
      const rebuilt = subscriptionWithTaxes(pair?.subscriptionHt as number, taxesOn(CATALOGUE_TAXES, 'electricity', from), 6)
      expect(Math.round(((rebuilt as number) / 12) * 100) / 100, from).toBe(month)
    }
  })

  it('does not rebuild the regulator’s yearly subscription to 0,01 €: the figures decision 0079 names', () => {
    const gaps: string[] = []
    for (const pair of pairs) {
      const ttc = published(pair)?.subscriptionPerYear.ttc ?? null
      if (pair.subscriptionHt === null || ttc === null || isEdfMonthly(pair)) continue
      const rebuilt = subscriptionWithTaxes(pair.subscriptionHt, taxesOn(CATALOGUE_TAXES, 'electricity', pair.from), pair.kva)
      if (rebuilt === undefined) gaps.push(`${pair.from} ${pair.kva} kVA: network tariff unknown`)
      else if (Math.abs(rebuilt - ttc) > 0.01) gaps.push(`${pair.from} ${pair.kva} kVA: ${(ttc - rebuilt).toFixed(2)}`)
    }
    expect(gaps).toEqual([
      '2025-02-01 3 kVA: network tariff unknown',
      '2025-02-01 6 kVA: network tariff unknown',
      '2025-02-01 9 kVA: network tariff unknown',
      '2025-02-01 12 kVA: network tariff unknown',
      '2025-02-01 15 kVA: network tariff unknown',
      '2025-08-01 3 kVA: 0.26',
      '2025-08-01 6 kVA: 0.36',
      '2025-08-01 9 kVA: 0.97',
      '2025-08-01 12 kVA: 1.58',
      '2025-08-01 15 kVA: 1.67',
      '2026-02-01 6 kVA: 0.38',
      '2026-02-01 9 kVA: 1.15',
      '2026-02-01 6 kVA: 0.38',
      '2026-02-01 9 kVA: 1.15',
    ])
  })
})

/**
 * Whether the catalogue's yearly figure for this pair is EDF's month × 12 (the grid's source says which):
 * from February 2026, every power but 6 and 9 kVA in Base, where the regulator's file gives the year;
 * every HP/HC power.
 */
function isEdfMonthly(pair: Pair): boolean {
  if (pair.from !== '2026-02-01') return false
  return pair.option === 'hphc' || (pair.kva !== 6 && pair.kva !== 9)
}

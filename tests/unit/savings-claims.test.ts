import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { kvKeys } from '#contract/catalogue'
import { OfferCatalogue } from '#contract/offers'
import { computeSavingsClaims, SAVINGS_BASIS, type SavingsClaims } from '#contract/savings-claims'
import { savingsBasis, savingsFigures, statesNoFigure, upToPercentText } from '../../client/content/savings-claims.ts'
import { formatEuros } from '../../client/lib/format.ts'
import { buildKvEntries } from '../../seed/build.ts'
import { savingsFromSeed } from '../fixtures/savings-from-seed.ts'
import { DEFAULT_DATA_DIR, loadSeed, type SeedCatalogue } from '../../seed/load.ts'

/**
 * Every savings figure the site states, recomputed from the seed files (tests/fixtures/savings-from-seed.ts:
 * the regulated tariff's cost straight from the grid, each offer's from contract/offer-cost.ts) and
 * compared with what the API computes from the offers the seed stores for it.
 */

/** The claims of the seed day as the API computes them, from the offers and grids the seed stores. */
function servedClaims(seed: SeedCatalogue): SavingsClaims {
  const entry = buildKvEntries(seed).find((e) => e.key === kvKeys.offers)
  if (!entry) throw new Error('the seed stores no offers')
  const { offers, grids } = OfferCatalogue.parse(JSON.parse(entry.value))
  const claims = computeSavingsClaims(offers, grids, seed.date)
  if (!claims) throw new Error('the seed data should give a regulated Base price at the basis power')
  return claims
}

const recompute = savingsFromSeed

const percentOf = (saving: number, reference: number) => Math.trunc((saving / reference) * 1000) / 10

describe('savings claims', () => {
  it('are recomputed from the seed files: best and average against the regulated Base tariff in force', async () => {
    const seed = await loadSeed()
    const claims = servedClaims(seed)
    const { grid, price, reference, costs, cheapest, mean, best, average } = recompute(seed)
    expect(costs.length).toBeGreaterThan(1)
    expect(claims.date).toBe(seed.date)
    expect(claims.basis).toEqual(SAVINGS_BASIS)
    expect(claims.reference.regulatedGridFrom).toBe(grid.effectiveFrom)
    expect(claims.reference.pricePerKwh).toBe(price)
    expect(claims.reference.yearlyCost).toBeCloseTo(reference, 2)
    expect(claims.offersCounted).toBe(costs.length)
    if (!cheapest || cheapest.total >= reference) {
      expect(claims.best).toBeNull()
    } else {
      expect(claims.best?.euros).toBe(Math.trunc(reference - cheapest.total))
      expect(claims.best?.percent).toBe(percentOf(reference - cheapest.total, reference))
      expect(claims.best?.offerName).toBe(cheapest.offer.name)
    }
    expect(claims.average?.euros).toBe(Math.trunc(reference - mean) + 0)
    expect(claims.average?.percent).toBe(percentOf(reference - mean, reference) + 0)
    expect({ best: claims.best && { euros: claims.best.euros, percent: claims.best.percent }, average: claims.average }).toEqual({
      best,
      average,
    })
  })

  it('are worded with their basis: every figure shown is one of the computed ones', async () => {
    const claims = servedClaims(await loadSeed())
    const figures = savingsFigures(claims).map((f) => f.value)
    if (claims.best) {
      expect(figures).toContain(formatEuros(claims.best.euros, 0))
      expect(upToPercentText(claims)).toContain(String(claims.best.percent).replace('.', ','))
    }
    if (claims.average && claims.average.euros > 0) expect(figures).toContain(formatEuros(claims.average.euros, 0))
    if (claims.average && claims.average.euros < 0) expect(figures).toContain(formatEuros(-claims.average.euros, 0))
    const basis = savingsBasis(claims)
    expect(basis).toContain(`${SAVINGS_BASIS.householdSize}\u00a0personnes`)
    expect(basis).toContain('5\u202f000\u00a0kWh')
    expect(basis).toContain(`${SAVINGS_BASIS.kva}\u00a0kVA`)
    expect(basis).toContain(String(claims.reference.pricePerKwh).replace('.', ','))
  })

  it('never words a loss as a saving', () => {
    const loss: SavingsClaims = {
      date: '2026-11-23',
      basis: SAVINGS_BASIS,
      reference: { regulatedGridFrom: '2026-08-01', pricePerKwh: 0.2, subscriptionPerMonth: 15, yearlyCost: 1180 },
      offersCounted: 3,
      best: null,
      average: { euros: -42, percent: -3.5 },
    }
    expect(savingsFigures(loss)).toEqual([{ value: formatEuros(42, 0), label: 'de plus par an en moyenne pour les offres de marché' }])
    expect(upToPercentText(loss)).toBeNull()
    expect(savingsFigures(null)).toEqual([])
  })

  it('state no figure, and say why, when no market offer has prices confirmed on the day or no yardstick exists', () => {
    const none: SavingsClaims = {
      date: '2027-11-26',
      basis: SAVINGS_BASIS,
      reference: { regulatedGridFrom: '2026-08-01', pricePerKwh: 0.2001, subscriptionPerMonth: 15.86, yearlyCost: 1190.82 },
      offersCounted: 0,
      best: null,
      average: null,
    }
    expect(statesNoFigure(none)).toBe(true)
    expect(savingsFigures(none)).toEqual([])
    expect(upToPercentText(none)).toBeNull()
    expect(savingsBasis(none)).toBe(
      'Aucun chiffre d’économies n’est affiché\u00a0: au 26 novembre 2027, aucune offre de marché du catalogue n’a de prix confirmé depuis moins de 6\u00a0mois pour le foyer de référence (4\u00a0personnes, 5\u202f000\u00a0kWh par an, option Base, 6\u00a0kVA). Nous n’annonçons pas d’économie sur des prix qu’aucune source récente ne confirme.',
    )
    expect(statesNoFigure(null)).toBe(true)
    expect(savingsBasis(null)).toMatch(/^Aucun chiffre d’économies n’est affiché\u00a0: la grille du tarif réglementé/)
    expect(statesNoFigure({ ...none, offersCounted: 1, average: { euros: -3, percent: -0.2 } })).toBe(false)
  })

  describe('after a price changes in the seed', () => {
    let dir: string
    beforeEach(async () => {
      dir = await mkdtemp(join(tmpdir(), 'savings-claims-'))
      await cp(DEFAULT_DATA_DIR, dir, { recursive: true })
    })
    afterEach(async () => {
      await rm(dir, { recursive: true, force: true })
    })

    it('the reseeded claims follow it', async () => {
      const before = servedClaims(await loadSeed())
      const { cheapest } = recompute(await loadSeed())
      if (!cheapest) throw new Error('the seed should price at least one market Base offer')
      // The cheapest offer gets 2 c€ cheaper per kWh: at 5 000 kWh its saving grows by 100 €. Its prices
      // are its grid in force in offer-grids.csv: the Base price of that grid's 6 kVA row changes.
      const path = join(dir, 'offer-grids.csv')
      const lines = (await readFile(path, 'utf8')).split('\n')
      const columns = (lines[0] ?? '').split(';')
      const at = (name: string) => columns.indexOf(name)
      const date = before.date
      const index = lines.findIndex((line) => {
        const cells = line.split(';')
        return (
          cells[at('offer_id')] === cheapest.offer.id &&
          cells[at('kva')] === String(SAVINGS_BASIS.kva) &&
          (cells[at('valid_from')] ?? '') <= date &&
          ((cells[at('valid_until')] ?? '') === '' || date <= (cells[at('valid_until')] ?? ''))
        )
      })
      const cells = (lines[index] ?? '').split(';')
      const price = /^base=(\d+\.\d+)$/.exec(cells[at('prices_eur_kwh')] ?? '')?.[1]
      if (index < 0 || price === undefined) throw new Error(`${cheapest.offer.id} should have a Base price at 6 kVA in its grid in force`)
      cells[at('prices_eur_kwh')] = `base=${Math.round((Number(price) - 0.02) * 10_000) / 10_000}`
      lines[index] = cells.join(';')
      await writeFile(path, lines.join('\n'))

      const reseeded = await loadSeed(dir)
      const after = servedClaims(reseeded)
      const { reference, cheapest: newCheapest } = recompute(reseeded)
      expect(newCheapest?.offer.id).toBe(cheapest.offer.id)
      expect(after.best?.euros).toBe(Math.trunc(reference - (newCheapest?.total ?? Number.NaN)))
      expect(after.best?.euros).not.toBe(before.best?.euros)
      expect(after.average?.euros).toBeGreaterThan(before.average?.euros ?? Number.POSITIVE_INFINITY)
    })
  })
})

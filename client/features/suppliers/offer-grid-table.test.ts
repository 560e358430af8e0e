import { describe, expect, it } from 'vitest'
import type { OfferGrid } from '#contract/offers'
import type { HpHcGrid, RegulatedGrid } from '#contract/regulated-tariffs'
import { testGrids } from '../../lib/regulated-reference.fixture.ts'
import { type GriddedOffer, offerGridTable } from './offer-grid-table.ts'

const source = { title: 'Grille d’essai', url: 'https://example.org/grille.pdf' }

function grid(validFrom: string, validUntil: string | null, checkedAt: string, rows: OfferGrid['rows'], extra: Partial<OfferGrid> = {}) {
  return { validFrom, validUntil, checkedAt, priceType: 'fixed', source, rows, ...extra } satisfies OfferGrid
}

/** An HP/HC offer with two versions of its grid: until the end of July 2026, then from August. */
const hphcOffer: GriddedOffer = {
  energy: 'electricity',
  option: 'hphc',
  pricesCheckedAt: '2026-01-01',
  source: { title: 'Fiche de l’offre' },
  pricing: {
    kind: 'datedGrids',
    grids: [
      grid('2026-02-01', '2026-07-31', '2026-02-01', [{ kva: 6, subscriptionPerMonth: 15, pricesPerKwh: { offPeak: 0.15, peak: 0.2 } }]),
      grid(
        '2026-08-01',
        null,
        '2026-08-10',
        [
          { kva: 6, subscriptionPerMonth: 16, pricesPerKwh: { offPeak: 0.16, peak: 0.21 } },
          { kva: 9, subscriptionPerMonth: 20, pricesPerKwh: { offPeak: 0.16, peak: 0.22 } },
        ],
        { rule: 'prix fixe 1 an', note: 'Une seule source.' },
      ),
    ],
  },
}

/** A regulated HP/HC grid with its prices before tax, so that a discount can be priced. */
const regulatedHpHc: HpHcGrid = {
  option: 'hphc',
  effectiveFrom: '2026-08-01',
  effectiveTo: null,
  source: { publisher: 'CRE', reference: 'Délibération d’essai' },
  powers: [
    {
      kva: 6,
      subscriptionPerYear: { ttc: 240, ht: 150 },
      subscriptionPerMonthTtc: 20,
      pricesPerKwh: { offPeak: { ttc: 0.18, ht: 0.1 }, peak: { ttc: 0.24, ht: 0.15 } },
    },
  ],
}
const regulated: RegulatedGrid[] = [...testGrids, regulatedHpHc]

describe('offerGridTable', () => {
  it('gives the version of the grid in force on the day, every power, with its dates, source, rule and note', () => {
    const july = offerGridTable(hphcOffer, regulated, '2026-07-31')
    const august = offerGridTable(hphcOffer, regulated, '2026-08-01')
    if (july.status !== 'priced' || august.status !== 'priced') throw new Error('both days should be priced')
    expect(july.rows.map((r) => r.subscriptionPerMonth)).toEqual([15])
    expect(july.origin).toEqual({ kind: 'ownGrid', validFrom: '2026-02-01', checkedAt: '2026-02-01', source })
    expect(august.rows.map((r) => [r.kva, r.subscriptionPerMonth, r.pricesPerKwh.peak, r.pricesPerKwh.offPeak])).toEqual([
      [6, 16, 0.21, 0.16],
      [9, 20, 0.22, 0.16],
    ])
    expect(august.origin).toEqual({
      kind: 'ownGrid',
      validFrom: '2026-08-01',
      checkedAt: '2026-08-10',
      source,
      rule: 'prix fixe 1 an',
      note: 'Une seule source.',
    })
  })

  it('orders the columns as bills print them, peak before off-peak, and spells out the abbreviations it uses', () => {
    const hphc = offerGridTable(hphcOffer, regulated, '2026-09-01')
    if (hphc.status !== 'priced') throw new Error('priced')
    expect(hphc.periods).toEqual([
      { key: 'peak', name: 'Heures pleines' },
      { key: 'offPeak', name: 'Heures creuses' },
    ])
    expect(hphc.abbreviations).toEqual([])

    const tempoRow = { blueOffPeak: 0.1, bluePeak: 0.2, whiteOffPeak: 0.3, whitePeak: 0.4, redOffPeak: 0.5, redPeak: 0.6 }
    const tempo = offerGridTable(
      {
        ...hphcOffer,
        option: 'tempo',
        pricing: {
          kind: 'datedGrids',
          grids: [grid('2026-01-01', null, '2026-08-01', [{ kva: 6, subscriptionPerMonth: 10, pricesPerKwh: tempoRow }])],
        },
      },
      regulated,
      '2026-09-01',
    )
    if (tempo.status !== 'priced') throw new Error('priced')
    expect(tempo.periods.map((p) => p.name)).toEqual(['Bleu HP', 'Bleu HC', 'Blanc HP', 'Blanc HC', 'Rouge HP', 'Rouge HC'])
    expect(tempo.abbreviations).toEqual(['HP\u00a0: heures pleines', 'HC\u00a0: heures creuses'])
  })

  it('prices an offer indexed on the regulated tariff from the regulated grid in force, lowered by its discount', () => {
    const indexed: GriddedOffer = {
      energy: 'electricity',
      option: 'hphc',
      pricesCheckedAt: '2026-08-01',
      source: { title: 'Fiche de l’offre' },
      pricing: { kind: 'regulatedDiscount', kwhDiscountPercent: 10, subscriptionDiscountPercent: 0 },
    }
    const table = offerGridTable(indexed, regulated, '2026-09-01')
    if (table.status !== 'priced') throw new Error('priced')
    // 10 % off the price before tax, and the 20 % VAT on that 10 %.
    const [row] = regulatedHpHc.powers
    const discounted = (amount: { ttc: number | null; ht: number | null }) => (amount.ttc ?? 0) - 0.1 * (amount.ht ?? 0) * 1.2
    expect(table.rows).toHaveLength(1)
    expect(table.rows[0]?.pricesPerKwh.peak).toBeCloseTo(discounted(row?.pricesPerKwh.peak ?? { ttc: null, ht: null }), 6)
    expect(table.rows[0]?.pricesPerKwh.offPeak).toBeCloseTo(discounted(row?.pricesPerKwh.offPeak ?? { ttc: null, ht: null }), 6)
    expect(table.rows[0]?.subscriptionPerMonth).toBe(regulatedHpHc.powers[0]?.subscriptionPerMonthTtc)
    expect(table.origin).toEqual({
      kind: 'regulated',
      gridFrom: regulatedHpHc.effectiveFrom,
      source: regulatedHpHc.source,
      kwhDiscountPercent: 10,
      subscriptionDiscountPercent: 0,
    })
    // Before the regulated HP/HC grid starts there is none to price it from: the reason, no figure.
    expect(offerGridTable(indexed, regulated, '2026-07-31')).toEqual({
      status: 'unpriced',
      reason: expect.stringContaining('tarif réglementé'),
    })
  })

  it('says when the prices were checked more than six months before the day', () => {
    const fresh = offerGridTable(hphcOffer, regulated, '2027-02-10')
    const stale = offerGridTable(hphcOffer, regulated, '2027-02-11')
    if (fresh.status !== 'priced' || stale.status !== 'priced') throw new Error('priced')
    expect(fresh.staleness).toEqual({ stale: false })
    expect(stale.staleness).toEqual({ stale: true, reason: 'old', checkedAt: '2026-08-10' })
  })

  it('gives the reason for an offer without a price, and for a day before its first grid', () => {
    const reason = 'Aucune grille publique datée relevée pour cette offre.'
    expect(offerGridTable({ ...hphcOffer, pricing: { kind: 'unpriced', reason } }, regulated, '2026-09-01')).toEqual({
      status: 'unpriced',
      reason,
    })
    const before = offerGridTable(hphcOffer, regulated, '2026-01-31')
    expect(before.status).toBe('unpriced')
  })

  it('names the single price of a gas offer', () => {
    const gas = offerGridTable(
      {
        energy: 'gas',
        pricesCheckedAt: '2026-08-01',
        source,
        pricing: {
          kind: 'datedGrids',
          grids: [grid('2026-08-01', null, '2026-08-01', [{ kva: 6, subscriptionPerMonth: 20, pricesPerKwh: { base: 0.12 } }])],
        },
      },
      regulated,
      '2026-09-01',
    )
    if (gas.status !== 'priced') throw new Error('priced')
    expect(gas.periods).toEqual([{ key: 'base', name: 'Prix du kWh' }])
  })
})

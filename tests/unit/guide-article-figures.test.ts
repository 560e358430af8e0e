import { describe, expect, it } from 'vitest'
import { gridsInForce } from '#contract/regulated-dates'
import type { BaseGrid, HpHcGrid, TempoGrid } from '#contract/regulated-tariffs'
import { loadSeed } from '../../seed/load.ts'
import { readRegulatedFolder } from '../../seed/regulated/folder.ts'

/**
 * The tarif bleu guide quotes regulated figures in its prose (its editors write it, the site does not
 * generate it): they must be those of the seed's regulated data for the grid they name, so an import
 * that changes a grid without the guide following fails here.
 */
const GUIDE = 'guide-tarif-réglementé'
const GRID_DATE = '2026-08-01'
const PREVIOUS_DATE = '2026-02-01'

const fr = (value: number) => new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 5 }).format(value)
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/[\s\u00a0\u202f]+/g, ' ')

async function fixture() {
  const problems: Parameters<typeof readRegulatedFolder>[1] = []
  const folder = await readRegulatedFolder(new URL('../../seed/data/regulated/', import.meta.url).pathname, problems)
  if (!folder) throw new Error(JSON.stringify(problems))
  const grid = <G>(option: string, from: string) => folder.grids.find((g) => g.option === option && g.effectiveFrom === from) as G
  const guide = (await loadSeed()).articles.find((a) => a.slug === GUIDE)
  if (!guide) throw new Error(`no ${GUIDE}`)
  const body = text(guide.content)
  const faq = text(guide.faq?.items.map((item) => `${item.question} ${item.answerHtml}`).join(' ') ?? '')
  return { folder, grid, guide, body, faq }
}

describe('the tarif bleu guide', () => {
  it('quotes the 6 kVA figures of the grid it dates, as the data gives them', async () => {
    const { folder, grid, body, faq } = await fixture()
    expect(gridsInForce(folder.grids, GRID_DATE).map((g) => g.effectiveFrom)).toEqual([GRID_DATE, GRID_DATE, GRID_DATE])
    // A newer grid imported: the guide's « grille en vigueur » text must follow it (and its updatedAt).
    const newest = folder.grids
      .map((g) => g.effectiveFrom)
      .sort()
      .at(-1)
    expect(newest, 'the guide quotes the newest grid of the data').toBe(GRID_DATE)
    const at6 = <G extends BaseGrid | HpHcGrid | TempoGrid>(g: G) => g.powers.find((row) => row.kva === 6) as G['powers'][number]
    const base = at6(grid<BaseGrid>('base', GRID_DATE))
    const hphc = at6(grid<HpHcGrid>('hphc', GRID_DATE))
    const tempo = at6(grid<TempoGrid>('tempo', GRID_DATE))
    const previous = at6(grid<BaseGrid>('base', PREVIOUS_DATE))
    const t = tempo.pricesPerKwh
    const rows: [string, (number | null)[]][] = [
      ['Base Toutes les heures', [base.pricesPerKwh.base.ttc]],
      ['Heures pleines / heures creuses Heures pleines', [hphc.pricesPerKwh.peak.ttc]],
      ['Heures pleines / heures creuses Heures creuses (8 h par jour)', [hphc.pricesPerKwh.offPeak.ttc]],
      ['Tempo, jour bleu Heures pleines / heures creuses', [t.bluePeak.ttc, t.blueOffPeak.ttc]],
      ['Tempo, jour blanc Heures pleines / heures creuses', [t.whitePeak.ttc, t.whiteOffPeak.ttc]],
      ['Tempo, jour rouge Heures pleines / heures creuses', [t.redPeak.ttc, t.redOffPeak.ttc]],
    ]
    expect(body).toContain('en vigueur depuis le 1er août 2026')
    for (const [label, prices] of rows) {
      if (prices.some((p) => p === null)) throw new Error(`${label}: not in the data`)
      expect(body).toContain(`${label} ${prices.map((p) => `${fr(p ?? 0)} €`).join(' / ')}`)
    }
    // Subscriptions: given as the data gives them (the grid of 1 August 2026 now has all three at 6 kVA).
    if (base.subscriptionPerMonthTtc === null || hphc.subscriptionPerMonthTtc === null || tempo.subscriptionPerMonthTtc === null)
      throw new Error('a 6 kVA subscription is missing from the data: the guide must say it is not communicated')
    expect(body).toContain(
      `${fr(base.subscriptionPerMonthTtc)} € par mois en option Base, ${fr(hphc.subscriptionPerMonthTtc)} € en option heures pleines / heures creuses et ${fr(tempo.subscriptionPerMonthTtc)} € en option Tempo pour un compteur de 6 kVA`,
    )
    // The worked example, recomputed.
    const yearly = 3500 * (base.pricesPerKwh.base.ttc ?? 0) + 12 * (base.subscriptionPerMonthTtc ?? 0)
    expect(body).toContain(`soit ${fr(Math.round(yearly * 100) / 100)} € TTC par an`)
    const before = 3500 * (previous.pricesPerKwh.base.ttc ?? 0) + 12 * (previous.subscriptionPerMonthTtc ?? 0)
    expect(body).toContain(`= ${fr(Math.round(before * 100) / 100)} €`)
    // The FAQ's price answer.
    expect(faq).toContain(
      `${fr(base.pricesPerKwh.base.ttc ?? 0)} € TTC en option Base, contre ${fr(previous.pricesPerKwh.base.ttc ?? 0)} €`,
    )
    expect(faq).toContain(
      `${fr(hphc.pricesPerKwh.peak.ttc ?? 0)} € en heures pleines et ${fr(hphc.pricesPerKwh.offPeak.ttc ?? 0)} € en heures creuses`,
    )
  })

  it('quotes the previous grid’s Base subscriptions as the data gives them', async () => {
    const { grid, body } = await fixture()
    const previous = grid<BaseGrid>('base', PREVIOUS_DATE)
    const monthly = (kva: number) => fr(previous.powers.find((row) => row.kva === kva)?.subscriptionPerMonthTtc ?? 0)
    expect(body).toContain(`en option Base ${monthly(3)} € par mois en 3 kVA, ${monthly(6)} € en 6 kVA et ${monthly(9)} € en 9 kVA`)
  })

  it('states one rule for the meter power, up to and including 36 kVA, and its update date', async () => {
    const { guide, body, faq } = await fixture()
    expect(guide.updatedAt).toBeDefined()
    expect(guide.updatedAt! >= GRID_DATE).toBe(true)
    expect(`${body} ${faq}`).not.toMatch(/inférieure? à 36 kVA|< ?36 kVA/)
    expect(body).toContain('jusqu’à 36 kVA inclus')
    expect(faq).toContain('jusqu’à 36 kVA inclus')
  })
})

import { describe, expect, it } from 'vitest'
import { HOUSEHOLD_DEFAULTS, householdLinkSearch, parseHouseholdSearch } from './household-profile.ts'
import { householdFromSearch, tempoPeriodShares } from './household.ts'

describe('parseHouseholdSearch', () => {
  it('keeps well-formed values, including numbers the router leaves as text', () => {
    expect(
      parseHouseholdSearch({
        conso_elec: 8000,
        kva: 9,
        option: 'hphc',
        hc: '40',
        contrat_elec: 'edf-tarif-bleu-base',
        prix_elec: 0.21234,
        abo_elec: 15.456,
      }),
    ).toMatchObject({
      conso_elec: 8000,
      kva: 9,
      option: 'hphc',
      hc: 40,
      contrat_elec: 'edf-tarif-bleu-base',
      prix_elec: 0.2123,
      abo_elec: 15.46,
    })
  })

  it('drops values of the wrong shape and names every key', () => {
    const parsed = parseHouseholdSearch({
      kva: 7,
      option: 'ejp',
      hc: 'beaucoup',
      contrat_elec: '../x',
      conso_gaz: null,
      origine: 'ailleurs',
    })
    expect(Object.keys(parsed).sort()).toEqual(
      [
        'abo_elec',
        'abo_gaz',
        'conso_elec',
        'conso_gaz',
        'contrat_elec',
        'contrat_gaz',
        'hc',
        'kva',
        'option',
        'origine',
        'part_ete',
        'part_heures',
        'part_jour',
        'part_weekend',
        'prix_elec',
        'prix_gaz',
        'tempo_blanc',
        'tempo_rouge',
      ].sort(),
    )
    expect(Object.values(parsed).every((value) => value === undefined)).toBe(true)
  })

  it('brings numbers back into range', () => {
    expect(parseHouseholdSearch({ conso_elec: 0, hc: 140, conso_gaz: -5 })).toMatchObject({ conso_elec: 1, hc: 100, conso_gaz: 0 })
  })

  it('keeps the profile’s origin only when it names the meter file', () => {
    expect(parseHouseholdSearch({ origine: 'fichier' }).origine).toBe('fichier')
    expect(parseHouseholdSearch({ origine: 'FICHIER' }).origine).toBeUndefined()
  })

  it('drops white and red shares that exceed the whole year together', () => {
    expect(parseHouseholdSearch({ tempo_blanc: 70, tempo_rouge: 40 })).toMatchObject({ tempo_blanc: undefined, tempo_rouge: undefined })
    expect(parseHouseholdSearch({ tempo_blanc: 20, tempo_rouge: 10 })).toMatchObject({ tempo_blanc: 20, tempo_rouge: 10 })
  })
})

describe('the meter file’s shares in the address', () => {
  const hours = Array.from({ length: 24 }, (_, h) => (h < 6 ? 60 : 30)).join('-')

  it('keeps percentages to one decimal within 0–100 and 24 hourly figures', () => {
    expect(parseHouseholdSearch({ part_weekend: '40.04', part_jour: 120, part_ete: -1, part_heures: hours })).toMatchObject({
      part_weekend: 40,
      part_jour: 100,
      part_ete: 0,
      part_heures: hours,
    })
  })

  it('drops hourly figures of the wrong count or shape', () => {
    for (const bad of ['1-2-3', `${hours}-1`, hours.replace('60', 'x'), 42])
      expect(parseHouseholdSearch({ part_heures: bad }).part_heures).toBeUndefined()
  })

  it('gives the household its own shares, the hours as proportions of their sum', () => {
    const { periodShares } = householdFromSearch({ part_weekend: 40, part_jour: 16.5, part_ete: 45, part_heures: hours })
    // 6 hours at 60 and 18 at 30: 900 in all.
    expect(periodShares).toMatchObject({ weekend: 0.4, chosenDay: 0.165, summer: 0.45 })
    expect(periodShares.hourly?.[0]).toBeCloseTo(60 / 900, 12)
    expect(periodShares.hourly?.[23]).toBeCloseTo(30 / 900, 12)
    expect(householdFromSearch({}).periodShares).toEqual({})
  })
})

describe('householdFromSearch', () => {
  it('applies the stated defaults and says which', () => {
    const household = householdFromSearch({})
    expect(household).toMatchObject({
      electricityKwh: HOUSEHOLD_DEFAULTS.electricityKwh,
      kva: HOUSEHOLD_DEFAULTS.kva,
      option: 'base',
      contract: { electricity: { kind: 'regulated' }, gas: { kind: 'regulated' } },
      defaulted: { electricityKwh: true, gasKwh: true, offPeak: true, tempo: true },
    })
    const { blue, white, red } = HOUSEHOLD_DEFAULTS.tempoDays
    expect(household.tempoColourShares.red).toBeCloseTo(red / (blue + white + red), 12)
  })

  it('reads a typed contract only when both of its figures are there', () => {
    expect(householdFromSearch({ contrat_elec: 'prix', prix_elec: 0.25, abo_elec: 14 }).contract.electricity).toEqual({
      kind: 'typed',
      pricePerKwh: 0.25,
      subscriptionPerMonth: 14,
    })
    expect(householdFromSearch({ contrat_elec: 'prix', prix_elec: 0.25 }).contract.electricity).toEqual({ kind: 'regulated' })
    expect(householdFromSearch({ contrat_gaz: 'engie-gaz' }).contract.gas).toEqual({ kind: 'offer', offerId: 'engie-gaz' })
  })

  it('splits Tempo periods so that they add up to the whole consumption', () => {
    const household = householdFromSearch({ hc: 40, tempo_blanc: 15, tempo_rouge: 8 })
    const shares = tempoPeriodShares(household)
    expect(Object.values(shares).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    expect(shares.redPeak).toBeCloseTo(0.08 * 0.6, 12)
  })
})

describe('householdLinkSearch', () => {
  it('carries the profile and nothing else', () => {
    expect(householdLinkSearch({ conso_elec: 5000, q: 'edf', onglet: 'gaz', kva: 9 })).toEqual(
      expect.objectContaining({ conso_elec: 5000, kva: 9 }),
    )
    expect(householdLinkSearch({ q: 'edf' })).not.toHaveProperty('q')
  })
})

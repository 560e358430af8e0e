import { describe, expect, it } from 'vitest'
import { howItWorks } from './how-it-works.ts'
import { marketOffersPage } from './market-offers-page.ts'
import { regulatedTariffPage } from './regulated-tariff-page.ts'
import {
  ejpOption,
  gasReferencePrice,
  gasReferencePrices,
  hpHcOption,
  meterPowerRangeKva,
  regulatedElectricity,
  regulatedTariffHistory,
  tempoOption,
} from './regulated-tariffs.ts'

const kvaKeys = (grid: Record<number, number>) => Object.keys(grid).map(Number)

describe('regulated tariffs module', () => {
  it('keeps every grid inside the meter power range', () => {
    for (const grid of [regulatedElectricity.baseSubscriptionByKva, hpHcOption.subscriptionByKva, tempoOption.subscriptionByKva, ejpOption.subscriptionByKva]) {
      for (const kva of kvaKeys(grid)) {
        expect(kva).toBeGreaterThanOrEqual(meterPowerRangeKva.min)
        expect(kva).toBeLessThanOrEqual(meterPowerRangeKva.max)
      }
    }
    expect(Math.min(...kvaKeys(regulatedElectricity.baseSubscriptionByKva))).toBe(meterPowerRangeKva.min)
    expect(Math.max(...kvaKeys(regulatedElectricity.baseSubscriptionByKva))).toBe(meterPowerRangeKva.max)
  })

  it('counts the Tempo days of a year and orders its prices', () => {
    const { blue, white, red } = tempoOption.daysPerYear
    expect(blue + white + red).toBe(365)
    expect(tempoOption.pricesPerKwh.red.peak).toBeGreaterThan(tempoOption.pricesPerKwh.white.peak)
    expect(hpHcOption.offPeakPricePerKwh).toBeLessThan(hpHcOption.peakPricePerKwh)
    expect(ejpOption.closedToNewSubscribers).toBe(true)
  })

  it('has one gas reference price for heating', () => {
    const heating = gasReferencePrices.find((tier) => tier.usage === 'heating')
    expect(heating?.pricePerKwh).toBe(gasReferencePrice.pricePerKwh)
    expect(heating?.subscriptionPerYear).toBe(gasReferencePrice.subscriptionPerYear)
  })

  it('tells a history consistent with the current and previous Base prices', () => {
    const dates = regulatedTariffHistory().map((event) => event.date)
    expect(dates).toEqual([...dates].sort().reverse())
    const latest = regulatedTariffHistory()[0]
    expect(latest?.date).toBe(regulatedElectricity.since)
    expect(latest?.text).toContain('0,2016')
    expect(latest?.text).toContain('0,2516')
  })

  it('states no other figure for the regulated Base price on any editorial page', () => {
    const text = JSON.stringify([howItWorks, regulatedTariffPage, marketOffersPage, regulatedTariffHistory()])
    expect(text).not.toMatch(/0[,.]1919|1[,.]9\s?%/)
    const basePrices = text.match(/0,2\d{3}\u00a0€\/kWh en option Base/g) ?? []
    for (const mention of basePrices) expect(mention).toContain('0,2016')
  })
})

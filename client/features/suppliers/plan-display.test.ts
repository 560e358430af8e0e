import { describe, expect, it } from 'vitest'
import { energiesLabel, formatPercent, planCommitmentLabel, priceTypeLabel, validUntilLabel, websiteLabel } from './plan-display.ts'

const NBSP = '\u00a0'

describe('plan display', () => {
  it('names every price type in French', () => {
    expect(priceTypeLabel('fixed')).toBe('Prix fixe')
    expect(priceTypeLabel('indexed')).toBe('Prix indexé')
    expect(priceTypeLabel('variable')).toBe('Prix variable')
    expect(priceTypeLabel('dynamic')).toBe('Prix dynamique')
  })

  it('says "Sans engagement" for 0 months and the months otherwise', () => {
    expect(planCommitmentLabel(0)).toBe('Sans engagement')
    expect(planCommitmentLabel(12)).toBe(`12${NBSP}mois`)
  })

  it('writes validUntil as a French long date, or "Non spécifiée" when absent', () => {
    expect(validUntilLabel('2025-12-31')).toBe('31 décembre 2025')
    expect(validUntilLabel('2025-10-01')).toBe('1er\u00a0octobre 2025')
    expect(validUntilLabel(undefined)).toBe('Non spécifiée')
  })

  it('formats a share out of 100 with the French percent spacing', () => {
    expect(formatPercent(25)).toBe(`25${NBSP}%`)
    expect(formatPercent(100)).toBe(`100${NBSP}%`)
    expect(formatPercent(0)).toBe(`0${NBSP}%`)
    expect(formatPercent(12.5)).toBe(`12,5${NBSP}%`)
  })

  it('names the energies a supplier sells', () => {
    expect(energiesLabel({ hasElectricity: true, hasGas: true })).toBe('Électricité et gaz')
    expect(energiesLabel({ hasElectricity: true, hasGas: false })).toBe('Électricité')
    expect(energiesLabel({ hasElectricity: false, hasGas: true })).toBe('Gaz')
  })

  it('shows a website as its host without www', () => {
    expect(websiteLabel('https://www.mint-energie.com/')).toBe('mint-energie.com')
    expect(websiteLabel('https://ekwateur.fr/offres')).toBe('ekwateur.fr')
    expect(websiteLabel('not a url')).toBe('not a url')
  })
})

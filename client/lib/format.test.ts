import { describe, expect, it } from 'vitest'
import { formatEuros, formatLongDate, formatMonthYear, formatNumber, withPrepositionA } from './format.ts'

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('French formatting', () => {
  it('writes euros and numbers with a decimal comma and grouped thousands', () => {
    expect(nbsp(formatEuros(1610.055))).toBe('1 610,06 €')
    expect(nbsp(formatEuros(0.2016, 4))).toBe('0,2016 €')
    expect(nbsp(formatNumber(3500))).toBe('3 500')
  })

  it('reads ISO dates as calendar days, with the French ordinal for the first', () => {
    expect(formatLongDate('2025-08-05')).toBe('5 août 2025')
    expect(nbsp(formatLongDate('2025-02-01'))).toBe('1er février 2025')
    expect(formatLongDate('2025-12-31T23:30:00Z')).toBe('31 décembre 2025')
    expect(formatLongDate('2025-11-10')).toBe('10 novembre 2025')
  })

  it('accepts a year and month alone', () => {
    expect(formatMonthYear('2025-05')).toBe('mai 2025')
    expect(formatMonthYear('2025-05-15')).toBe('mai 2025')
  })

  it('contracts « à le » and « à les »', () => {
    expect(withPrepositionA('le Tarif Bleu Base')).toBe('au Tarif Bleu Base')
    expect(withPrepositionA('le prix repère')).toBe('au prix repère')
    expect(withPrepositionA('les prix de ma facture')).toBe('aux prix de ma facture')
    expect(withPrepositionA('la grille en vigueur')).toBe('à la grille en vigueur')
    expect(withPrepositionA('votre contrat actuel')).toBe('à votre contrat actuel')
  })
})

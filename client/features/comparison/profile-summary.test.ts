import { describe, expect, it } from 'vitest'
import { householdFromSearch } from '../../lib/household/household.ts'
import { profileSummary } from './profile-summary.ts'

const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('the profile in one line', () => {
  it('names the default household of a bare address', () => {
    expect(spaced(profileSummary('electricity', householdFromSearch({})))).toBe('3 500 kWh · 6 kVA · Base')
    expect(spaced(profileSummary('gas', householdFromSearch({})))).toBe('8 200 kWh de gaz')
  })

  it('names the figures of the address, grouped in the French way', () => {
    const household = householdFromSearch({ conso_elec: 12000, conso_gaz: 15500, kva: 12, option: 'hphc' })
    expect(spaced(profileSummary('electricity', household))).toBe('12 000 kWh · 12 kVA · Heures pleines / Heures creuses')
    expect(spaced(profileSummary('gas', household))).toBe('15 500 kWh de gaz')
  })

  it('never lets a separator start a line', () => {
    expect(profileSummary('electricity', householdFromSearch({ option: 'tempo' }))).not.toMatch(/ ·/)
  })
})

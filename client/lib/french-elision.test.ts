import { describe, expect, it } from 'vitest'
import { ofName } from './french-elision.ts'

describe('ofName', () => {
  it('elides « de » before a vowel, whatever its case or accent', () => {
    expect(ofName('EDF')).toBe('d’EDF')
    expect(ofName('Engie')).toBe('d’Engie')
    expect(ofName('ekWateur')).toBe('d’ekWateur')
    expect(ofName('Alpiq')).toBe('d’Alpiq')
    expect(ofName('ilek')).toBe('d’ilek')
    expect(ofName('ohm énergie')).toBe('d’ohm énergie')
    expect(ofName('Électricité de Strasbourg')).toBe('d’Électricité de Strasbourg')
  })

  it('keeps « de » before a consonant and a brand’s h', () => {
    expect(ofName('TotalEnergies')).toBe('de TotalEnergies')
    expect(ofName('Mint Énergie')).toBe('de Mint Énergie')
    expect(ofName('Happ-e by Engie')).toBe('de Happ-e by Engie')
  })
})

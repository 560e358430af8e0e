import { describe, expect, it } from 'vitest'
import { occupantsLabel } from './labels.ts'

describe('occupantsLabel', () => {
  it('is singular for 1 and plural above', () => {
    expect(occupantsLabel(1)).toBe('1 occupant')
    expect(occupantsLabel(2)).toBe('2 occupants')
    expect(occupantsLabel(6)).toBe('6 occupants')
  })
})

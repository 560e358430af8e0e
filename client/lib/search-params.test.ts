import { describe, expect, it } from 'vitest'
import { enumParam, integerParam, numberParam, textParam } from './search-params.ts'

describe('search parameter readers', () => {
  it('enumParam keeps known values only', () => {
    expect(enumParam('gaz', ['electricite', 'gaz'])).toBe('gaz')
    expect(enumParam('fioul', ['electricite', 'gaz'])).toBeUndefined()
    expect(enumParam(42, ['electricite', 'gaz'])).toBeUndefined()
  })

  it('textParam takes numbers back as text, trims on demand and refuses long text', () => {
    expect(textParam(75001, 20)).toBe('75001')
    expect(textParam(' 75001 ', 20, { trim: true })).toBe('75001')
    expect(textParam('vert ', 100)).toBe('vert ')
    expect(textParam('x'.repeat(101), 100)).toBeUndefined()
    expect(textParam({ a: 1 }, 100)).toBeUndefined()
    expect(textParam(Number.NaN, 100)).toBeUndefined()
  })

  it('numberParam reads finite numbers and numeric text', () => {
    expect(numberParam(120)).toBe(120)
    expect(numberParam(' 0.12 ')).toBe(0.12)
    expect(numberParam('-5')).toBe(-5)
    expect(numberParam('abc')).toBeUndefined()
    expect(numberParam('1e3')).toBeUndefined()
    expect(numberParam(Number.POSITIVE_INFINITY)).toBeUndefined()
    expect(numberParam(true)).toBeUndefined()
  })

  it('integerParam wants a whole number, positive when asked', () => {
    expect(integerParam(6)).toBe(6)
    expect(integerParam(-3)).toBe(-3)
    expect(integerParam(-3, { positive: true })).toBeUndefined()
    expect(integerParam(0, { positive: true })).toBeUndefined()
    expect(integerParam(2.5)).toBeUndefined()
    expect(integerParam('6')).toBeUndefined()
  })
})

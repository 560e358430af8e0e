import { describe, expect, it } from 'vitest'
import { formatInputValue, isAcceptableDraft, parseNumberInput, parseOptionalAmount } from './number-input.ts'
import { FIELD_LIMITS, SUBSCRIPTION_LIMITS } from './profile.ts'

describe('isAcceptableDraft', () => {
  it('lets digits and spaces through, and a decimal separator for prices only', () => {
    expect(isAcceptableDraft('', 0)).toBe(true)
    expect(isAcceptableDraft('3 500', 0)).toBe(true)
    expect(isAcceptableDraft('3\u202f500', 0)).toBe(true)
    expect(isAcceptableDraft('3500,5', 0)).toBe(false)
    expect(isAcceptableDraft('0,', 4)).toBe(true)
    expect(isAcceptableDraft('0.1825', 4)).toBe(true)
    expect(isAcceptableDraft('0,18251', 4)).toBe(false)
  })

  it('refuses letters, signs and second separators', () => {
    for (const text of ['abc', '-5', '+5', '1e3', '0,1,2', '12a']) {
      expect(isAcceptableDraft(text, 4)).toBe(false)
      expect(isAcceptableDraft(text, 0)).toBe(false)
    }
  })
})

describe('parseNumberInput', () => {
  it('reads whole numbers and French decimals', () => {
    expect(parseNumberInput('4200', FIELD_LIMITS.electricityKwh)).toBe(4200)
    expect(parseNumberInput('12 000', FIELD_LIMITS.electricityKwh)).toBe(12000)
    expect(parseNumberInput('0,18', FIELD_LIMITS.electricityPrice)).toBe(0.18)
    expect(parseNumberInput('0.1825', FIELD_LIMITS.electricityPrice)).toBe(0.1825)
    expect(parseNumberInput(',5', FIELD_LIMITS.gasPrice)).toBe(0.5)
  })

  it('ignores incomplete and non-numeric text', () => {
    for (const text of ['', ' ', '0,', 'abc', '-5', '1e3']) expect(parseNumberInput(text, FIELD_LIMITS.electricityPrice)).toBeNull()
  })

  it('respects the minimum of each field', () => {
    expect(parseNumberInput('0', FIELD_LIMITS.housingSize)).toBeNull()
    expect(parseNumberInput('1', FIELD_LIMITS.housingSize)).toBe(1)
    expect(parseNumberInput('0', FIELD_LIMITS.electricityKwh)).toBeNull()
    expect(parseNumberInput('1', FIELD_LIMITS.electricityKwh)).toBe(1)
    expect(parseNumberInput('0', FIELD_LIMITS.gasKwh)).toBe(0)
    expect(parseNumberInput('0,009', FIELD_LIMITS.electricityPrice)).toBeNull()
    expect(parseNumberInput('0,01', FIELD_LIMITS.electricityPrice)).toBe(0.01)
    expect(parseNumberInput('0,0099', FIELD_LIMITS.gasPrice)).toBeNull()
  })

  it('refuses values above the cap', () => {
    expect(parseNumberInput(String(FIELD_LIMITS.housingSize.max + 1), FIELD_LIMITS.housingSize)).toBeNull()
  })
})

describe('formatInputValue', () => {
  it('whole numbers without grouping, prices with 4 decimals and a comma', () => {
    expect(formatInputValue(3500, 0)).toBe('3500')
    expect(formatInputValue(0.2016, 4)).toBe('0,2016')
    expect(formatInputValue(0.18, 4)).toBe('0,1800')
  })
})

describe('parseOptionalAmount', () => {
  it('empty means the reference applies; an amount is kept to the cent; anything else is ignored', () => {
    expect(parseOptionalAmount('', SUBSCRIPTION_LIMITS)).toBeNull()
    expect(parseOptionalAmount(' ', SUBSCRIPTION_LIMITS)).toBeNull()
    expect(parseOptionalAmount('15,86', SUBSCRIPTION_LIMITS)).toBe(15.86)
    expect(parseOptionalAmount('0', SUBSCRIPTION_LIMITS)).toBe(0)
    for (const text of ['15,', 'abc', '-3', '501', '15,861']) expect(parseOptionalAmount(text, SUBSCRIPTION_LIMITS), text).toBeUndefined()
  })

  it('amounts accept two decimals while typed', () => {
    expect(isAcceptableDraft('15,8', 2)).toBe(true)
    expect(isAcceptableDraft('15,86', 2)).toBe(true)
    expect(isAcceptableDraft('15,861', 2)).toBe(false)
    expect(formatInputValue(15.8, 2)).toBe('15,80')
  })
})

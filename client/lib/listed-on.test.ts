import { describe, expect, it } from 'vitest'
import { isCurrentOffer, isPastOffer } from '#contract/offer-dates'
import { isListedOn } from './supplier-display.ts'

describe('suppliers and offers judged by the visitor’s day', () => {
  it('keeps a supplier listed up to and including the last day of its main offers, not after', () => {
    const supplier = { currentUntil: '2026-12-31' }
    expect(isListedOn(supplier, '2026-12-31')).toBe(true)
    expect(isListedOn(supplier, '2027-01-01')).toBe(false)
    expect(isListedOn({}, '2099-01-01')).toBe(true)
  })

  it('keeps the list as derived before the visitor’s day is known', () => {
    expect(isListedOn({ currentUntil: '2020-01-01' }, '')).toBe(true)
  })

  it('puts an offer past its end date among the past offers, never among the current ones', () => {
    const offer = { validFrom: '2025-08-05', validUntil: '2026-11-30' }
    expect([isCurrentOffer(offer, '2026-11-30'), isPastOffer(offer, '2026-11-30')]).toEqual([true, false])
    expect([isCurrentOffer(offer, '2026-12-01'), isPastOffer(offer, '2026-12-01')]).toEqual([false, true])
    // Not open yet: in neither list.
    expect([isCurrentOffer(offer, '2025-08-04'), isPastOffer(offer, '2025-08-04')]).toEqual([false, false])
  })
})

import { describe, expect, it } from 'vitest'
import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_SECONDS } from '#contract/cookie-choice'
import {
  addMonths,
  CONSENT_DATE_KEY,
  CONSENT_KEY,
  CONSENT_VALIDITY_MONTHS,
  readConsent,
  writeConsent,
  type ConsentStorage,
} from './cookie-consent.ts'

/** An in-memory Storage: the unit project runs in Node, which has no localStorage of its own here. */
function memoryStorage(initial: Record<string, string> = {}): ConsentStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value)
    },
    removeItem: (key) => {
      data.delete(key)
    },
  }
}

const now = new Date('2025-06-15T10:00:00.000Z')

describe('readConsent', () => {
  it('returns null when nothing is stored', () => {
    expect(readConsent(now, memoryStorage())).toBeNull()
  })

  it('returns the stored choice with its date', () => {
    const date = '2025-06-01T08:30:00.000Z'
    expect(readConsent(now, memoryStorage({ [CONSENT_KEY]: 'accepted', [CONSENT_DATE_KEY]: date }))).toBe('accepted')
    expect(readConsent(now, memoryStorage({ [CONSENT_KEY]: 'refused', [CONSENT_DATE_KEY]: date }))).toBe('refused')
  })

  it('returns null for a value that is not a choice', () => {
    const date = '2025-06-01T08:30:00.000Z'
    for (const value of ['yes', 'Accepted', 'true', '']) {
      expect(readConsent(now, memoryStorage({ [CONSENT_KEY]: value, [CONSENT_DATE_KEY]: date }))).toBeNull()
    }
  })

  it('returns null when the date is missing, unreadable or far in the future', () => {
    expect(readConsent(now, memoryStorage({ [CONSENT_KEY]: 'accepted' }))).toBeNull()
    for (const date of ['hier', '2025-13-45', '1718445600000', '2026-06-15T10:00:00.000Z']) {
      expect(readConsent(now, memoryStorage({ [CONSENT_KEY]: 'accepted', [CONSENT_DATE_KEY]: date }))).toBeNull()
    }
  })

  it('keeps a choice made 12 months ago', () => {
    const storage = memoryStorage({ [CONSENT_KEY]: 'refused', [CONSENT_DATE_KEY]: '2024-06-15T10:00:00.000Z' })
    expect(readConsent(now, storage)).toBe('refused')
  })

  it('keeps a choice until it is exactly 13 months old', () => {
    const storage = memoryStorage({ [CONSENT_KEY]: 'accepted', [CONSENT_DATE_KEY]: '2024-05-15T10:00:01.000Z' })
    expect(readConsent(now, storage)).toBe('accepted')
  })

  it('asks again once the choice is 13 months and a day old', () => {
    const storage = memoryStorage({ [CONSENT_KEY]: 'accepted', [CONSENT_DATE_KEY]: '2024-05-14T10:00:00.000Z' })
    expect(readConsent(now, storage)).toBeNull()
  })

  it('returns null when the storage throws (private mode)', () => {
    const storage: ConsentStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    }
    expect(readConsent(now, storage)).toBeNull()
    expect(readConsent(now, null)).toBeNull()
  })
})

describe('writeConsent', () => {
  it('stores the choice and the ISO date, which readConsent then returns', () => {
    const storage = memoryStorage()
    expect(writeConsent('accepted', now, storage)).toBe(true)
    expect(storage.data.get(CONSENT_KEY)).toBe('accepted')
    expect(storage.data.get(CONSENT_DATE_KEY)).toBe('2025-06-15T10:00:00.000Z')
    expect(readConsent(now, storage)).toBe('accepted')

    writeConsent('refused', now, storage)
    expect(readConsent(now, storage)).toBe('refused')
  })

  it('reports a storage that refuses to write and leaves no half-written choice', () => {
    const storage = memoryStorage()
    const failing: ConsentStorage = {
      getItem: storage.getItem,
      removeItem: storage.removeItem,
      setItem: (key, value) => {
        if (key === CONSENT_DATE_KEY) throw new DOMException('full', 'QuotaExceededError')
        storage.setItem(key, value)
      },
    }
    expect(writeConsent('accepted', now, failing)).toBe(false)
    expect(storage.data.size).toBe(0)
    expect(writeConsent('accepted', now, null)).toBe(false)
  })
})

describe('addMonths', () => {
  it('clamps to the end of a shorter month', () => {
    expect(addMonths(new Date('2024-01-31T12:00:00.000Z'), 13).toISOString()).toBe('2025-02-28T12:00:00.000Z')
    expect(addMonths(new Date('2023-01-31T12:00:00.000Z'), 13).toISOString()).toBe('2024-02-29T12:00:00.000Z')
  })
})

describe('the choice made without JavaScript', () => {
  it('is a cookie of the stored choice’s name, kept as long', () => {
    expect(CONSENT_COOKIE).toBe(CONSENT_KEY)
    expect(CONSENT_COOKIE_MAX_AGE_SECONDS * 1000).toBeGreaterThanOrEqual(addMonths(new Date(0), CONSENT_VALIDITY_MONTHS).getTime())
  })
})

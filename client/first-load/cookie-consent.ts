/**
 * The visitor's cookie choice, kept in localStorage. The site runs no
 * tracker, so the choice changes nothing today; it is stored so the banner does not ask on every visit,
 * and it expires after 13 months (the CNIL's maximum), when the banner asks again.
 */

export type ConsentChoice = 'accepted' | 'refused'

export const CONSENT_KEY = 'cookie-consent'
export const CONSENT_DATE_KEY = 'cookie-consent-date'
export const CONSENT_VALIDITY_MONTHS = 13

export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** A date a little ahead of the clock is tolerated (clock drift between visits); further is invalid. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000

/** An ISO 8601 timestamp as `Date.prototype.toISOString()` writes it (date part required). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/

/**
 * window.localStorage, or null where there is none (server render) or where touching it throws
 * (some private modes, storage disabled by policy).
 */
function browserStorage(): ConsentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

function isChoice(value: string | null): value is ConsentChoice {
  return value === 'accepted' || value === 'refused'
}

/** `date` plus `months` calendar months in UTC, clamped to the last day of a shorter month. */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear()
  const month = date.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const result = new Date(date.getTime())
  // A month past December rolls over into the next years.
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay))
  return result
}

/**
 * The stored choice, or null when there is none, when it is not one of the two values, when its date
 * is missing or unreadable, or when it was made 13 months ago or more (then the banner asks again).
 */
export function readConsent(now: Date = new Date(), storage: ConsentStorage | null = browserStorage()): ConsentChoice | null {
  try {
    const choice = storage?.getItem(CONSENT_KEY) ?? null
    // A choice made without JavaScript (on /cookies) is a cookie the server set, which expires on its own.
    if (choice === null) return choiceCookie()
    const dateText = storage?.getItem(CONSENT_DATE_KEY) ?? ''
    const date = new Date(dateText).getTime()
    // An unreadable date is NaN, which every comparison below turns down.
    const current =
      ISO_DATE.test(dateText) &&
      date - now.getTime() <= FUTURE_TOLERANCE_MS &&
      now.getTime() < addMonths(new Date(date), CONSENT_VALIDITY_MONTHS).getTime()
    return isChoice(choice) && current ? choice : null
  } catch {
    return null
  }
}

/** The choice the server kept in a cookie of the same name, if any. */
function choiceCookie(): ConsentChoice | null {
  const value = typeof document === 'undefined' ? null : (document.cookie.match(new RegExp(`(?:^|; )${CONSENT_KEY}=(\\w+)`))?.[1] ?? null)
  return isChoice(value) ? value : null
}

/**
 * Stores the choice and its date. Returns false when the storage refused it (private mode, quota):
 * the banner still hides for this page view, and will simply ask again on the next visit.
 */
export function writeConsent(choice: ConsentChoice, now: Date = new Date(), storage: ConsentStorage | null = browserStorage()): boolean {
  if (!storage) return false
  try {
    storage.setItem(CONSENT_KEY, choice)
    storage.setItem(CONSENT_DATE_KEY, now.toISOString())
    return true
  } catch {
    try {
      // Never leave a choice without its date: readConsent would treat it as invalid anyway.
      storage.removeItem(CONSENT_KEY)
      storage.removeItem(CONSENT_DATE_KEY)
    } catch {
      // Storage unusable: nothing more to undo.
    }
    return false
  }
}

/**
 * Readers for the router's `validateSearch`: a value is taken when it has the expected shape and is
 * otherwise undefined (the page's default), so a hand-edited or stale address never breaks a page.
 * Small functions rather than zod, which would be 10 KB gzip of every page's first-load JavaScript for
 * a handful of fields (docs/decisions/0017).
 *
 * The router parses each value as JSON first: `?surface=120` arrives as the number 120, `?q=2025` too.
 * A reader's result must name every parameter, undefined ones included: the router keeps the raw value
 * of a parameter the result leaves out (`?onglet=fioul` would stay in the address and in the page).
 */

/** The value when it is one of `allowed`. */
export function enumParam<const T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined
}

/** Free text up to `maxLength` characters; numbers are taken back as text (`?q=2025`). */
export function textParam(value: unknown, maxLength: number, { trim = false } = {}): string | undefined {
  const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof raw !== 'string') return undefined
  const text = trim ? raw.trim() : raw
  return text.length <= maxLength ? text : undefined
}

const NUMERIC_TEXT = /^\s*-?\d+(?:\.\d+)?\s*$/

/** A finite number, or a number written as text ("120", " 0.12 "). */
export function numberParam(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  return typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : undefined
}

/** A whole number (as the router gives it, not text), optionally strictly positive. */
export function integerParam(value: unknown, { positive = false } = {}): number | undefined {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return undefined
  return positive && value <= 0 ? undefined : value
}

import type { FieldLimits } from './profile.ts'

/** Spaces a visitor may type or paste as thousands separators (plain, no-break, narrow no-break). */
const SPACES = /[\s\u00a0\u202f]/g

/**
 * Whether the text may stay in the input while the visitor types: digits, spaces and, for prices, one
 * decimal comma or point with at most 4 decimals. Anything else (letters, a minus sign) is ignored, so
 * the input keeps its previous text and the value does not change.
 */
export function isAcceptableDraft(text: string, decimals: FieldLimits['decimals']): boolean {
  const compact = text.replace(SPACES, '')
  return decimals === 0 ? /^\d*$/.test(compact) : new RegExp(`^\\d*(?:[.,]\\d{0,${decimals}})?$`).test(compact)
}

/**
 * The number the text stands for, or null when it is incomplete ("", "0,") or outside the field's
 * limits, in which case the profile keeps its previous value. French decimal commas are accepted.
 */
export function parseNumberInput(text: string, limits: Pick<FieldLimits, 'min' | 'max' | 'decimals'>): number | null {
  if (!isAcceptableDraft(text, limits.decimals)) return null
  const normalised = text.replace(SPACES, '').replace(',', '.')
  if (!/\d/.test(normalised) || normalised.endsWith('.')) return null
  const value = Number(normalised)
  if (!Number.isFinite(value) || value < limits.min || value > limits.max) return null
  return value
}

/**
 * An amount the visitor may leave empty: null for an empty input (the page's reference applies), the
 * amount to the cent when it is within the limits, undefined for anything else (the value stays as it was).
 */
export function parseOptionalAmount(text: string, limits: Pick<FieldLimits, 'min' | 'max'>): number | null | undefined {
  if (text.replace(SPACES, '') === '') return null
  const value = parseNumberInput(text, { ...limits, decimals: 2 })
  return value === null ? undefined : Math.round(value * 100) / 100
}

/** The text an input shows for a value: no grouping (it stays editable), 4 decimals with a comma for prices, 2 for amounts. */
export function formatInputValue(value: number, decimals: FieldLimits['decimals']): string {
  return decimals === 0 ? String(Math.round(value)) : value.toFixed(decimals).replace('.', ',')
}

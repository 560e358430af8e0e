import { z } from '#contract/zod'
import { CONSUMPTION, DEFAULT_KVA, isRankingKva, type Energy, type RankingKva } from './annual-cost.ts'
import { parseFilters, type SupplierFilter } from './search.ts'

/**
 * A free-text parameter. The router reads `?postalCode=75001` as the number 75001 (it parses values
 * as JSON), so numbers are taken back as text.
 */
export function textParam(maxLength: number, { trim = false } = {}) {
  const text = trim ? z.string().trim().max(maxLength) : z.string().max(maxLength)
  return z.preprocess((value) => (typeof value === 'number' ? String(value) : value), text.optional()).catch(undefined)
}

/**
 * The address of an electricity or gas comparison page: `filter=green` preselects green offers,
 * `postalCode` is free text shown as a badge (DECISIONS.md), `q` and `filtres` are the list's
 * criteria, `conso` and `kva` the "Mon estimation" profile. Bad values fall back to the defaults.
 */
export const ComparisonSearch = z.object({
  filter: z.enum(['green']).optional().catch(undefined),
  postalCode: textParam(20, { trim: true }),
  // Not trimmed: the search box writes here as the visitor types, spaces included.
  q: textParam(100),
  filtres: z.string().max(100).optional().catch(undefined),
  conso: z.number().int().positive().optional().catch(undefined),
  kva: z.number().int().optional().catch(undefined),
})
export type ComparisonSearch = z.infer<typeof ComparisonSearch>

/** The filters in force: the explicit list when there is one, else the green preset, else none. */
export function effectiveFilters(search: ComparisonSearch, greenByDefault: boolean): SupplierFilter[] {
  if (search.filtres !== undefined) return parseFilters(search.filtres)
  return search.filter === 'green' || greenByDefault ? ['green'] : []
}

/** The consumption of the profile: the address's value when it is within range, else the default. */
export function profileConsumption(energy: Energy, conso: number | undefined): number {
  const range = CONSUMPTION[energy]
  return conso !== undefined && conso >= range.min && conso <= range.max ? conso : range.default
}

export function profileKva(kva: number | undefined): RankingKva {
  return kva !== undefined && isRankingKva(kva) ? kva : DEFAULT_KVA
}

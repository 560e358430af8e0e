import { enumParam, integerParam, textParam } from '../../lib/search-params.ts'
import { CONSUMPTION, DEFAULT_KVA, isRankingKva, type Energy, type RankingKva } from './ranking-profile.ts'
import { parseFilters, type SupplierFilter } from './search.ts'

/**
 * The address of an electricity or gas comparison page: `filter=green` preselects green offers,
 * `postalCode` is free text shown as a badge (never validated), `q` and `filtres` are the list's
 * criteria, `conso` and `kva` the "Mon estimation" profile.
 */
export type ComparisonSearch = {
  filter?: 'green'
  postalCode?: string
  q?: string
  filtres?: string
  conso?: number
  kva?: number
}

/** The comparison pages' `validateSearch`: bad values fall back to the defaults. */
export function parseComparisonSearch(search: Record<string, unknown>): ComparisonSearch {
  return {
    filter: enumParam(search.filter, ['green']),
    postalCode: textParam(search.postalCode, 20, { trim: true }),
    // Not trimmed: the search box writes here as the visitor types, spaces included.
    q: textParam(search.q, 100),
    filtres: typeof search.filtres === 'string' ? textParam(search.filtres, 100) : undefined,
    conso: integerParam(search.conso, { positive: true }),
    kva: integerParam(search.kva),
  }
}

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

import type { Energy } from '#contract/offers'
import { parseHouseholdSearch, type HouseholdSearch } from '../../lib/household-profile.ts'
import { enumParam, integerParam, textParam } from '../../lib/search-params.ts'
import { parseFilters, type SupplierFilter } from '../../lib/supplier-filters.ts'

/**
 * The address of an electricity or gas comparison page: `filter=green` preselects green offers,
 * `postalCode` is free text shown as a badge (never validated), `q` and `filtres` are the list's
 * criteria; the household profile (consumption, meter power, option, off-peak and Tempo shares, current
 * contract) has the names every comparing page shares (client/lib/household-profile.ts).
 */
export type ComparisonSearch = {
  filter?: 'green'
  postalCode?: string
  q?: string
  filtres?: string
} & HouseholdSearch

/**
 * A comparison page's `validateSearch`. Bad values fall back to the defaults. `conso`, the name links
 * used before the profile was shared, still reads as the page's own energy's consumption and is then
 * dropped from the address, so old bookmarks keep their figure.
 */
export function parseComparisonSearch(energy: Energy) {
  return (search: Record<string, unknown>): ComparisonSearch => {
    const legacy = integerParam(search.conso, { positive: true })
    const consumptionKey = energy === 'electricity' ? 'conso_elec' : 'conso_gaz'
    const household = parseHouseholdSearch(
      legacy !== undefined && search[consumptionKey] === undefined ? { ...search, [consumptionKey]: legacy } : search,
    )
    return {
      filter: enumParam(search.filter, ['green']),
      postalCode: textParam(search.postalCode, 20, { trim: true }),
      // Not trimmed: the search box writes here as the visitor types, spaces included.
      q: textParam(search.q, 100),
      filtres: typeof search.filtres === 'string' ? textParam(search.filtres, 100) : undefined,
      ...household,
      conso: undefined,
    } as ComparisonSearch
  }
}

/** The filters in force: the explicit list when there is one, else the green preset, else none. */
export function effectiveFilters(search: ComparisonSearch, greenByDefault: boolean): SupplierFilter[] {
  if (search.filtres !== undefined) return parseFilters(search.filtres)
  return search.filter === 'green' || greenByDefault ? ['green'] : []
}

import type { Energy } from '#contract/offers'
import { parseHouseholdSearch, type HouseholdSearch } from '../../lib/household/household-profile.ts'
import { enumParam, integerParam, textParam } from '../../lib/search-params.ts'
import { parseFilters, type SupplierFilter } from '../../lib/supplier-filters.ts'

/** The uses of the gas prix repère, as the address writes them (`usage_gaz`). */
export const GAS_USE_KEYS = { cuisson: 'cooking', cuisson_eau_chaude: 'cookingAndHotWater', chauffage: 'heating' } as const
export type GasUseKey = keyof typeof GAS_USE_KEYS
/** The seeds' household heats with gas: the use priced when the address names none. */
export const DEFAULT_GAS_USE: GasUseKey = 'chauffage'

/**
 * The address of an electricity or gas comparison page: `filter=green` preselects green offers,
 * `postalCode` is free text shown as a badge (never validated), `usage_gaz` the gas use the prix repère
 * is taken for (gas pages), `q` and `filtres` are the list's
 * criteria; the household profile (consumption, meter power, option, off-peak and Tempo shares, current
 * contract) has the names every comparing page shares (client/lib/household/household-profile.ts).
 */
export type ComparisonSearch = {
  filter?: 'green'
  postalCode?: string
  usage_gaz?: GasUseKey
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
      usage_gaz: energy === 'gas' ? enumParam(search.usage_gaz, Object.keys(GAS_USE_KEYS) as GasUseKey[]) : undefined,
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

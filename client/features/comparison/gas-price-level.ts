import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { type HouseholdLevel, householdLevel, POSTAL_CODE_PATTERN } from '#contract/gas-price-level-pick'
import type { GasPriceLevelsAnswer } from '#contract/gas-price-levels'
import { apiGet } from '../../lib/api-client.ts'

/** What the gas page knows of the household's price level, from the postal code in the address. */
export type GasLevelState =
  | { kind: 'no-postal-code' }
  | { kind: 'invalid'; postalCode: string }
  | { kind: 'failed'; postalCode: string }
  | (HouseholdLevel & { postalCode: string })

const validCode = (postalCode: string | undefined) =>
  postalCode !== undefined && POSTAL_CODE_PATTERN.test(postalCode) ? postalCode : undefined

/**
 * The communes of a five-digit postal code and their level on `day`; null when the answer could not be
 * read (the page then uses the national figure and says so, rather than failing). Without a valid code
 * nothing is asked: its data is there from the start.
 */
function gasLevelQuery(postalCode: string | undefined, day: string) {
  const code = validCode(postalCode)
  return queryOptions({
    queryKey: ['gas-price-levels', code ?? '', code ? day : ''],
    queryFn: (): Promise<GasPriceLevelsAnswer | null> =>
      code
        ? apiGet(
            `/api/gas-price-levels/${code}?date=${day}`,
            async () => (await import('#contract/gas-price-levels')).GasPriceLevelsAnswer,
          ).catch(() => null)
        : Promise.resolve(null),
    ...(code ? {} : { initialData: null }),
  })
}

/**
 * The price level of the postal code's communes on the visitor's day (`asked`: on a gas page only). With a
 * valid code the page waits for it, as for its other data (a prerendered page stays shown meanwhile); it
 * is not in the route's loader, which every page's first load carries.
 */
export function useGasLevel(postalCode: string | undefined, day: string, asked: boolean): GasLevelState {
  const { data } = useSuspenseQuery(gasLevelQuery(asked ? postalCode : undefined, day))
  if (!asked || postalCode === undefined) return { kind: 'no-postal-code' }
  if (!validCode(postalCode)) return { kind: 'invalid', postalCode }
  if (!data) return { kind: 'failed', postalCode }
  return { ...householdLevel(data), postalCode }
}

/** The level the prix repère is asked at: only when every commune of the postal code has the same one. */
export const askedLevel = (state: GasLevelState): number | null => (state.kind === 'one' ? state.level : null)

import type { ElectricityOptionName } from './regulated-dates.ts'

/**
 * The price structures the market sells, beyond the regulated tariff's three options, and the periods
 * each one prices. Plain values without zod: the comparison pages price every offer in the browser and
 * their first load must not carry the schemas. How a household's use is split over these periods is
 * contract/offer-shares.ts; why each structure is priced that way is docs/decisions/0056.
 */

export const OFFER_OPTIONS = [
  'base',
  'hphc',
  'tempo',
  /** One price on weekdays, a lower one all Saturday and Sunday. */
  'weekend',
  /** HP/HC on weekdays, one price all week-end. */
  'weekendHpHc',
  /** Like `weekend`, the lower price also on one weekday the customer chooses. */
  'weekendPlusDay',
  /** Like `weekendHpHc`, the week-end price also on one chosen weekday. */
  'weekendPlusDayHpHc',
  /** HP/HC, dearer on the « sobriety » days the supplier announces (EDF Zen Flex). */
  'flex',
  /** HP/HC priced apart in winter (November–March) and summer (April–October). */
  'seasonal',
  /** Seasonal with a third, super off-peak period in each season (offers for electric cars). */
  'seasonalSuperOffPeak',
  /** Red days of RTE's Tempo calendar priced apart, the other days by season, each in HP/HC. */
  'tempoLike',
  /** An hourly price indexed on the wholesale spot market: listed with its rule, no yearly cost. */
  'spot',
] as const
export type OfferOptionName = (typeof OFFER_OPTIONS)[number]

/** The periods each structure prices, in the grids' and the offers' keys. */
export const OFFER_OPTION_PERIODS = {
  base: ['base'],
  hphc: ['offPeak', 'peak'],
  tempo: ['blueOffPeak', 'bluePeak', 'whiteOffPeak', 'whitePeak', 'redOffPeak', 'redPeak'],
  weekend: ['weekday', 'weekend'],
  weekendHpHc: ['offPeak', 'peak', 'weekend'],
  weekendPlusDay: ['weekday', 'weekendAndDay'],
  weekendPlusDayHpHc: ['offPeak', 'peak', 'weekendAndDay'],
  flex: ['offPeak', 'peak', 'sobrietyOffPeak', 'sobrietyPeak'],
  seasonal: ['winterOffPeak', 'winterPeak', 'summerOffPeak', 'summerPeak'],
  seasonalSuperOffPeak: ['winterSuperOffPeak', 'winterOffPeak', 'winterPeak', 'summerSuperOffPeak', 'summerOffPeak', 'summerPeak'],
  tempoLike: ['redOffPeak', 'redPeak', 'winterOffPeak', 'winterPeak', 'summerOffPeak', 'summerPeak'],
  spot: [],
} as const satisfies Record<OfferOptionName, readonly string[]>

/**
 * The regulated option an offer of each structure is compared with: the Tarif Bleu a household on that
 * meter setting would otherwise hold (a single price: Base; peak and off-peak hours: HP/HC).
 */
export const REGULATED_COUNTERPART: Record<OfferOptionName, ElectricityOptionName> = {
  base: 'base',
  hphc: 'hphc',
  tempo: 'tempo',
  weekend: 'base',
  weekendHpHc: 'hphc',
  weekendPlusDay: 'base',
  weekendPlusDayHpHc: 'hphc',
  flex: 'hphc',
  seasonal: 'hphc',
  seasonalSuperOffPeak: 'hphc',
  tempoLike: 'tempo',
  spot: 'base',
}

/**
 * The hour windows a grid states for its periods, keyed by period (`offPeak` applies to every off-peak
 * period that has none of its own): "0-8,13-18,20-24" (hours, end excluded; "22-6" runs past midnight),
 * or "?" when the offer has its own hours and no source gives them. A period without a window is the
 * meter's own off-peak slots. The key `weekend` with the value `offPeak` puts whole week-ends in the
 * off-peak period.
 */
export type OfferHours = Readonly<Record<string, string>>

export const UNKNOWN_HOURS = '?'

/** "0-8,13-18,20-24" → [[0, 8], [13, 18], [20, 24]], or null when the text is not such a list. */
export function parseHourWindow(text: string): [number, number][] | null {
  const spans: [number, number][] = []
  for (const part of text.split(',')) {
    const match = /^(\d{1,2})-(\d{1,2})$/.exec(part.trim())
    if (!match) return null
    const from = Number(match[1])
    const to = Number(match[2])
    if (from > 23 || to > 24 || to === 0 || from === to) return null
    spans.push([from, to])
  }
  return spans.length > 0 ? spans : null
}

/** How many hours of the day a window covers (a span past midnight counts both sides). */
export function windowHours(spans: readonly (readonly [number, number])[]): number {
  return spans.reduce((sum, [from, to]) => sum + (to > from ? to - from : 24 - from + to), 0)
}

/** Whether `hour` (0–23, the hour a half-hour starts in) lies in the window. */
export function inWindow(spans: readonly (readonly [number, number])[], hour: number): boolean {
  return spans.some(([from, to]) => (to > from ? hour >= from && hour < to : hour >= from || hour < to))
}

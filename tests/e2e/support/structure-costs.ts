import { seedGridLines } from './offer-costs.ts'

/**
 * The yearly cost of a week-end offer and of a two-season offer, recomputed for an e2e test from the rows
 * of seed/data/offer-grids.csv, apart from the site's pricing code. Rules, as the site states them next to
 * each cost: a period's kWh is the year's use × the household's share of it; the week-end price applies to
 * Saturdays and Sundays; a two-season offer's summer runs from April to October, its off-peak hours are the
 * row's windows (hours counted by the hour a half-hour starts in) and, when the row says
 * `weekend=offPeak`, every week-end hour. Energy and 12 × the monthly subscription each to the cent.
 */

type GridRow = { subscription: number; prices: Record<string, number>; hours: Record<string, string> }

const cents = (n: number) => Math.round(n * 100) / 100

/** The offer's row at `kva` in the grid in force on `day`: the newest grid started by then. */
export function gridRow(offerId: string, day: string, kva: number): GridRow {
  const lines = seedGridLines.filter((l) => l.offer_id === offerId && (l.valid_from ?? '') <= day)
  const start = lines
    .map((l) => l.valid_from ?? '')
    .sort()
    .at(-1)
  const line = lines.find((l) => l.valid_from === start && Number(l.kva) === kva)
  if (!line) throw new Error(`${offerId} has no ${kva} kVA row in force on ${day}`)
  const pairs = (text: string | undefined) =>
    Object.fromEntries(
      (text ?? '')
        .split(' ')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    )
  return {
    subscription: Number(line.subscription_eur_month),
    prices: Object.fromEntries(Object.entries(pairs(line.prices_eur_kwh)).map(([k, v]) => [k, Number(v)])),
    hours: pairs(line.hours),
  }
}

function price(row: GridRow, period: string): number {
  const value = row.prices[period]
  if (value === undefined) throw new Error(`no ${period} price`)
  return value
}

function total(energy: number, row: GridRow) {
  const energyCost = cents(energy)
  const subscription = cents(12 * row.subscription)
  return { energy: energyCost, subscription, total: cents(energyCost + subscription) }
}

export function weekendCost(row: GridRow, kwh: number, weekendShare: number) {
  return total(kwh * (weekendShare * price(row, 'weekend') + (1 - weekendShare) * price(row, 'weekday')), row)
}

/** The share of the day's use in a window such as « 0-7,13-16 », from 24 hourly shares. */
export function windowShare(hourly: readonly number[], window: string): number {
  let share = 0
  for (const part of window.split(',')) {
    const [from, to] = part.split('-').map(Number) as [number, number]
    for (let h = from; h !== to; h = (h + 1) % 24) share += hourly[h] ?? 0
  }
  return share
}

export function twoSeasonCost(row: GridRow, kwh: number, shares: { weekend: number; summer: number; hourly: readonly number[] }) {
  const weekendOff = row.hours.weekend === 'offPeak' ? shares.weekend : 0
  let energy = 0
  for (const [season, weight] of [
    ['winter', 1 - shares.summer],
    ['summer', shares.summer],
  ] as const) {
    const window = row.hours[`${season}OffPeak`]
    if (window === undefined) throw new Error(`no ${season} off-peak hours`)
    const off = weekendOff + (1 - weekendOff) * windowShare(shares.hourly, window)
    energy += kwh * weight * (off * price(row, `${season}OffPeak`) + (1 - off) * price(row, `${season}Peak`))
  }
  return total(energy, row)
}

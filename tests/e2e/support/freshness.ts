import type { RegulatedGrid } from '#contract/regulated-tariffs'
import { costOf, regulatedRow, seedGridLines, seedOffers, sixMonthsBefore } from './offer-costs.ts'

/**
 * The freshness rule and the savings claims of a day, recomputed for an e2e test straight from the rows of
 * seed/data/offer-grids.csv and the regulated grids of seed/data/regulated, without the site's code: an
 * offer's prices are confirmed on a day when the grid in force that day was checked at most six calendar
 * months before, and, for a grid indexed on the regulated tariff, when it does not start before the
 * regulated grid in force. Claims: Base, 6 kVA, 5 000 kWh; yearly cost = 5 000 × the kWh price + 12 × the
 * monthly subscription (each part to the cent), against the regulated Base 6 kVA grid in force; euros cut
 * to the unit and percentages to one decimal, toward zero.
 */

type GridLine = (typeof seedGridLines)[number]

/** The rows of offer-grids.csv, by offer. */
const linesByOffer = new Map<string, GridLine[]>()
for (const line of seedGridLines) {
  const id = line.offer_id ?? ''
  linesByOffer.set(id, [...(linesByOffer.get(id) ?? []), line])
}

/** The rows of an offer's grid in force on `day`: the newest version started by then, unless it has ended. */
function rowsInForce(lines: readonly GridLine[], day: string): GridLine[] {
  const start = [...new Set(lines.map((l) => l.valid_from ?? ''))]
    .filter((from) => from <= day)
    .sort()
    .at(-1)
  return lines.filter((l) => l.valid_from === start && ((l.valid_until ?? '') === '' || day <= (l.valid_until ?? '')))
}

/** Whether an offer of the grids exists on `day`: between its first grid's first day and its last grid's last day. */
function currentOn(lines: readonly GridLine[], day: string): boolean {
  const first = lines.map((l) => l.valid_from ?? '').sort()[0] ?? ''
  const ends = lines.map((l) => l.valid_until ?? '')
  const last = ends.includes('') ? null : ends.sort().at(-1)
  return first <= day && (last === null || last === undefined || day <= last)
}

/** The first day of the newest regulated grid in force on `day`. */
function regulatedStart(grids: readonly RegulatedGrid[], day: string): string | null {
  const inForce = grids.filter((g) => g.effectiveFrom <= day && (g.effectiveTo === null || day < g.effectiveTo))
  return (
    inForce
      .map((g) => g.effectiveFrom)
      .sort()
      .at(-1) ?? null
  )
}

function confirmed(head: GridLine, grids: readonly RegulatedGrid[], day: string): boolean {
  const regulatedFrom = regulatedStart(grids, day)
  const replaced = head.price_type === 'regulated' && regulatedFrom !== null && (head.valid_from ?? '') < regulatedFrom
  return (head.checked_at ?? '') >= sixMonthsBefore(day) && !replaced
}

export interface ExpectedStale {
  id: string
  supplierId: number
  name: string
  checkedAt: string
}

/**
 * The electricity offers of the grids the comparison lists apart on `day`: current on the API's day (it
 * serves them) and on `day`, with a grid in force that day checked more than six months before.
 */
export function expectedStale(day: string, apiDay: string): ExpectedStale[] {
  const stale: ExpectedStale[] = []
  for (const [id, lines] of linesByOffer) {
    const head = lines[0]
    if (head?.energy !== 'electricity' || head.option === 'spot') continue
    if (!currentOn(lines, apiDay) || !currentOn(lines, day)) continue
    const inForce = rowsInForce(lines, day)[0]
    if (!inForce || (inForce.checked_at ?? '') >= sixMonthsBefore(day)) continue
    stale.push({ id, supplierId: Number(head.supplier_id), name: head.offer_name ?? '', checkedAt: inForce.checked_at ?? '' })
  }
  return stale
}

export interface ExpectedClaims {
  /** Base offers current that day with a 6 kVA price: counted when confirmed, left out when not. */
  counted: number
  leftOut: number
  reference: number
  best: { euros: number; percent: number } | null
  average: { euros: number; percent: number } | null
}

const BASIS = { kwh: 5000, kva: 6, option: 'base', offPeak: 0 } as const

/** The savings claims of `day`, from the grids' Base rows at 6 kVA and the regulated Base grid in force. */
export function expectedClaims(grids: readonly RegulatedGrid[], day: string): ExpectedClaims {
  // The market offers priced otherwise than by their grids would escape this recomputation.
  for (const offer of seedOffers)
    if (
      offer.pricing.kind === 'regulatedDiscount' &&
      (offer.pricing.kwhDiscountPercent !== 0 || offer.pricing.subscriptionDiscountPercent !== 0)
    )
      throw new Error(`${offer.id}: this test counts the offers of offer-grids.csv only`)
  const regulated = regulatedRow(grids, day, 'base', BASIS.kva)
  const regulatedPrice = regulated?.prices.base
  if (!regulated || regulatedPrice === undefined) throw new Error(`no regulated Base price at 6 kVA on ${day}`)
  const reference = costOf(regulated.monthly, { base: regulatedPrice }, 'base', BASIS).total
  const totals: number[] = []
  let leftOut = 0
  for (const lines of linesByOffer.values()) {
    const head = lines[0]
    if (head?.energy !== 'electricity' || head.option !== 'base' || !currentOn(lines, day)) continue
    const rows = rowsInForce(lines, day)
    const row = rows.find((l) => Number(l.kva) === BASIS.kva)
    const price = /^base=(\d+(?:\.\d+)?)$/.exec(row?.prices_eur_kwh ?? '')?.[1]
    if (!row || price === undefined) continue
    if (!confirmed(row, grids, day)) {
      leftOut += 1
      continue
    }
    totals.push(costOf(Number(row.subscription_eur_month), { base: Number(price) }, 'base', BASIS).total)
  }
  const saving = (total: number) => ({
    euros: Math.trunc(reference - total) + 0,
    percent: Math.trunc(((reference - total) / reference) * 1000) / 10 + 0,
  })
  const cheapest = Math.min(...totals)
  const mean = totals.reduce((sum, t) => sum + t, 0) / totals.length
  return {
    counted: totals.length,
    leftOut,
    reference,
    best: totals.length > 0 && cheapest < reference ? saving(cheapest) : null,
    average: totals.length > 0 ? saving(mean) : null,
  }
}

/** The day `months` calendar months after `date`, clamped to the month's end. */
export function monthsAfter(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate()
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10)
}

/** The days a Base offer's check date is six months old: where the claims change. */
export function baseCheckDays(): string[] {
  const days = seedGridLines.filter((l) => l.energy === 'electricity' && l.option === 'base').map((l) => l.checked_at ?? '')
  return [...new Set(days)].sort()
}

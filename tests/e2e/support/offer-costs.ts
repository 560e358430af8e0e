import { readFileSync } from 'node:fs'
import { gridsInForce } from '#contract/regulated-dates'
import type { RegulatedGrid } from '#contract/regulated-tariffs'

/**
 * What a household's ranking should show, recomputed for an e2e test straight from the seed files
 * (seed/data/offers.json, seed/data/offer-grids.csv and the regulated grids), without the site's pricing
 * or ranking code: the same rule written a second time, so a mistake in either shows as a difference.
 * Rule: energy = Σ kWh of each period × its € TTC price; subscription = 12 × the monthly € TTC (the
 * regulated yearly amount / 12, to the cent); each part to the cent; total = their sum. An offer whose
 * prices were checked more than six months before the day, or indexed on a regulated grid replaced since,
 * is listed apart (« Prix non confirmés »), neither ranked nor among those without a cost.
 */

type SeedOffer = {
  id: string
  supplierId: number
  name: string
  energy: 'electricity' | 'gas'
  option?: 'base' | 'hphc' | 'tempo'
  pricing:
    | { kind: 'grids' }
    | { kind: 'regulatedDiscount'; kwhDiscountPercent: number; subscriptionDiscountPercent: number }
    | { kind: 'unpriced'; reason: string }
  validFrom: string
  validUntil: string | null
  pricesCheckedAt: string
}

export const seedOffers = JSON.parse(readFileSync(new URL('../../../seed/data/offers.json', import.meta.url), 'utf8')) as SeedOffer[]

/** One row of seed/data/offer-grids.csv, read here with its own small reader (`;`, fields maybe in quotes). */
type GridLine = Record<string, string>
function splitLine(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') quoted = !quoted
    else if (c === ';' && !quoted) {
      cells.push(cell)
      cell = ''
    } else cell += c
  }
  cells.push(cell)
  return cells
}
// A BOM and CRLF line ends are allowed in the file (README, « Updating offers »).
const gridText = readFileSync(new URL('../../../seed/data/offer-grids.csv', import.meta.url), 'utf8')
  .replace(/^\uFEFF/, '')
  .trimEnd()
  .split(/\r?\n/)
const gridHeader = splitLine(gridText[0] ?? '')
export const seedGridLines: GridLine[] = gridText.slice(1).map((line) => {
  const cells = splitLine(line)
  return Object.fromEntries(gridHeader.map((name, i) => [name, cells[i] ?? '']))
})

/** An offer priced by its grids: its id, supplier, name, option and rows, from the CSV. */
type GridOffer = { id: string; supplierId: number; name: string; energy: 'electricity' | 'gas'; option: string; lines: GridLine[] }
const gridOffers = new Map<string, GridOffer>()
for (const line of seedGridLines) {
  const id = line.offer_id ?? ''
  const known = gridOffers.get(id)
  if (known) known.lines.push(line)
  else
    gridOffers.set(id, {
      id,
      supplierId: Number(line.supplier_id),
      name: line.offer_name ?? '',
      energy: line.energy === 'gas' ? 'gas' : 'electricity',
      option: line.option ?? '',
      lines: [line],
    })
}

/** The day six calendar months before `date`, clamped to the month's end. */
export function sixMonthsBefore(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const last = new Date(Date.UTC(y, m - 7 + 1, 0)).getUTCDate()
  return new Date(Date.UTC(y, m - 7, Math.min(d, last))).toISOString().slice(0, 10)
}

export interface TestProfile {
  kwh: number
  kva: number
  option: 'base' | 'hphc' | 'tempo'
  /** 0 to 1. */
  offPeak: number
  /** Shares of use on white and red Tempo days; default: the calendar's 43 and 22 days of 365. */
  white?: number
  red?: number
}

const round2 = (n: number) => Math.round(n * 100) / 100

function shares(option: 'base' | 'hphc' | 'tempo', profile: TestProfile): Record<string, number> {
  if (option === 'base') return { base: 1 }
  if (option === 'hphc') return { offPeak: profile.offPeak, peak: 1 - profile.offPeak }
  const white = profile.white ?? 43 / 365
  const red = profile.red ?? 22 / 365
  const blue = 1 - white - red
  const o = profile.offPeak
  return {
    blueOffPeak: blue * o,
    bluePeak: blue * (1 - o),
    whiteOffPeak: white * o,
    whitePeak: white * (1 - o),
    redOffPeak: red * o,
    redPeak: red * (1 - o),
  }
}

/** The regulated row of an option at a power on a day: monthly subscription and prices, or null when one is missing. */
export function regulatedRow(grids: readonly RegulatedGrid[], date: string, option: 'base' | 'hphc' | 'tempo', kva: number) {
  const grid = gridsInForce(grids, date).find((g) => g.option === option)
  const row = grid?.powers.find((p) => p.kva === kva)
  if (!grid || !row || row.subscriptionPerYear.ttc === null) return null
  const prices: Record<string, number> = {}
  for (const [period, amount] of Object.entries(row.pricesPerKwh as Record<string, { ttc: number | null }>)) {
    if (amount.ttc === null) return null
    prices[period] = amount.ttc
  }
  return { gridFrom: grid.effectiveFrom, monthly: round2(row.subscriptionPerYear.ttc / 12), prices }
}

export function costOf(monthly: number, prices: Record<string, number>, option: 'base' | 'hphc' | 'tempo', profile: TestProfile) {
  let energy = 0
  for (const [period, share] of Object.entries(shares(option, profile))) {
    const price = prices[period]
    if (price === undefined) throw new Error(`no price for ${period}`)
    energy += profile.kwh * share * price
  }
  const energyCost = round2(energy)
  const subscription = round2(12 * monthly)
  return { energy: energyCost, subscription, total: round2(energyCost + subscription) }
}

export interface ExpectedOffer {
  id: string
  supplierId: number
  name: string
  option: 'base' | 'hphc' | 'tempo'
  energy: number
  subscription: number
  total: number
}

/** Every current electricity offer on `date`, costed for the profile or not, by option, cheapest first. */
export function expectedElectricityRanking(grids: readonly RegulatedGrid[], date: string, profile: TestProfile) {
  const costed: ExpectedOffer[] = []
  const uncosted: string[] = []
  const oldest = sixMonthsBefore(date)
  const regulatedFrom =
    gridsInForce(grids, date)
      .map((g) => g.effectiveFrom)
      .sort()
      .at(-1) ?? null
  const entries = new Map(seedOffers.map((o) => [o.id, o]))
  // offers.json's order, then the offers that only the grids name.
  const ids = [...seedOffers.map((o) => o.id), ...[...gridOffers.keys()].filter((id) => !entries.has(id))]
  for (const id of ids) {
    const entry = entries.get(id)
    const fromGrids = gridOffers.get(id)
    if (fromGrids) {
      if (fromGrids.energy !== 'electricity') continue
      const starts = [...new Set(fromGrids.lines.map((l) => l.valid_from ?? ''))].sort()
      const end = entry?.validUntil ?? (fromGrids.lines.find((l) => l.valid_from === starts.at(-1))?.valid_until || null)
      if ((starts[0] ?? '') > date || (end !== null && end !== undefined && end < date)) continue
      // The grid in force: the newest one started by the day, unless it ended before.
      const start = starts.filter((s) => s <= date).at(-1)
      const lines = fromGrids.lines.filter((l) => l.valid_from === start && (l.valid_until === '' || date <= (l.valid_until ?? '')))
      const head = lines[0]
      if (head) {
        const stale =
          (head.checked_at ?? '') < oldest || (head.price_type === 'regulated' && regulatedFrom !== null && (start ?? '') < regulatedFrom)
        if (stale) continue
      }
      const line = lines.find((l) => Number(l.kva) === profile.kva)
      const option = fromGrids.option
      if (option === 'base' || option === 'hphc' || option === 'tempo') {
        // Off-peak hours of its own that no source gives: its share of use there is unknown, so no cost.
        if ((line?.hours ?? '').includes('?')) uncosted.push(id)
        else if (line?.hours) throw new Error(`${id}: this test costs the meter's own off-peak hours only`)
        else if (line) {
          const prices = Object.fromEntries(
            (line.prices_eur_kwh ?? '').split(' ').map((pair) => [pair.split('=')[0], Number(pair.split('=')[1])]),
          )
          costed.push({
            id,
            supplierId: fromGrids.supplierId,
            name: fromGrids.name,
            option,
            ...costOf(Number(line.subscription_eur_month), prices, option, profile),
          })
        } else uncosted.push(id)
      } else if (!line || option === 'spot' || (line.hours ?? '').includes('?')) uncosted.push(id)
      continue
    }
    const offer = entry as SeedOffer
    if (offer.energy !== 'electricity' || offer.validFrom > date || (offer.validUntil !== null && offer.validUntil < date)) continue
    const option = offer.option ?? 'base'
    let row: { monthly: number; prices: Record<string, number> } | null = null
    if (offer.pricing.kind === 'regulatedDiscount') {
      if (offer.pricing.kwhDiscountPercent !== 0 || offer.pricing.subscriptionDiscountPercent !== 0)
        throw new Error('this test prices only the regulated tariff itself')
      row = regulatedRow(grids, date, option, profile.kva)
      if (offer.pricesCheckedAt < oldest && regulatedRow(grids, date, option, 6) !== null) continue
    }
    if (row)
      costed.push({
        id: offer.id,
        supplierId: offer.supplierId,
        name: offer.name,
        option,
        ...costOf(row.monthly, row.prices, option, profile),
      })
    else uncosted.push(offer.id)
  }
  const byOption = (option: 'base' | 'hphc' | 'tempo') => costed.filter((c) => c.option === option).sort((a, b) => a.total - b.total)
  const regulated = (option: 'base' | 'hphc' | 'tempo') => {
    const row = regulatedRow(grids, date, option, profile.kva)
    return row ? costOf(row.monthly, row.prices, option, profile).total : null
  }
  return { byOption, uncosted, regulated }
}

const euros = (n: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)
const wholeEuros = (n: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n)
const oneDecimal = (n: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(n)

/** « 748,94 € » */
export const frenchEuros = euros

/** « 142 € (15,9 %) moins cher que … », as the page words a saving of `reference − total`. */
export function savingText(reference: number, total: number, against: string): string {
  const saving = reference - total
  const rounded = Math.round(Math.abs(saving))
  if (rounded === 0) return `Au même prix que ${against}`
  return `${wholeEuros(rounded)} (${oneDecimal(Math.abs((saving / reference) * 100))}\u00a0%) ${saving > 0 ? 'moins cher' : 'plus cher'} que ${against}`
}

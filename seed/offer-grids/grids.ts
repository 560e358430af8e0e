import type { Energy, GridPriceType, OfferGrid, OfferGridRow } from '#contract/offers'
import { GridPriceType as GridPriceTypeSchema } from '#contract/offers'
import { OFFER_OPTION_PERIODS, OFFER_OPTIONS, type OfferOptionName, parseHourWindow, UNKNOWN_HOURS } from '#contract/offer-structures'
import { REGULATED_KVA } from '#contract/regulated-tariffs'
import type { CsvProblem } from '../regulated/csv.ts'
import { addDays } from '../regulated/csv.ts'
import { readQuotedCsv, writeQuotedCsv } from './csv.ts'

/**
 * seed/data/offer-grids.csv: every offer grid of the catalogue, one row per offer × grid date × meter
 * power, in the format ops import (npm run seed -- --import-offers FILE). The columns and their rules are
 * in the README (« Updating offers ») and docs/decisions/0054-offer-grids-as-csv.md.
 */
export const OFFER_GRIDS_FILE = 'offer-grids.csv'

export const OFFER_GRID_COLUMNS = [
  'offer_id',
  'supplier_id',
  'offer_name',
  'energy',
  'option',
  'valid_from',
  'valid_until',
  'checked_at',
  'price_type',
  'rule',
  'hours',
  'kva',
  'subscription_eur_month',
  'prices_eur_kwh',
  'source',
  'source_url',
  'note',
] as const
/** Columns a file may leave out of its header (each then empty on every row). */
const OPTIONAL_COLUMNS = ['valid_until', 'rule', 'hours', 'source_url', 'note']

/** Columns every row of one offer shares. */
const OFFER_LEVEL = ['supplier_id', 'offer_name', 'energy', 'option'] as const
/** Columns every row of one grid (offer and first day) shares. */
const GRID_LEVEL = ['valid_until', 'checked_at', 'price_type', 'rule', 'hours', 'source', 'source_url', 'note'] as const

/** One checked row: one meter power of one grid version of one offer. */
export interface GridRow {
  file: string
  line: number
  offerId: string
  supplierId: number
  offerName: string
  energy: Energy
  option: OfferOptionName | undefined
  validFrom: string
  validUntil: string | null
  checkedAt: string
  priceType: GridPriceType | null
  kva: number
  row: OfferGridRow
  /** Cell text by column, written back unchanged (figures keep the source's digits). */
  cells: Map<string, string>
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const OFFER_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const DECIMAL = /^\d+(\.\d+)?$/
const KNOWN_KVA = new Set<number>(REGULATED_KVA)

function isRealDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** `name=value` pairs separated by spaces; null (with a problem) when one is malformed. */
function pairs(text: string, at: Omit<CsvProblem, 'message'>, problems: CsvProblem[]): Map<string, string> | null {
  const out = new Map<string, string>()
  if (text === '') return out
  for (const part of text.split(/\s+/)) {
    const match = /^([a-zA-Z]+)=(\S+)$/.exec(part)
    if (!match) {
      problems.push({ ...at, message: `« ${part} » is not written name=value` })
      return null
    }
    const [, name, value] = match as unknown as [string, string, string]
    if (out.has(name)) {
      problems.push({ ...at, message: `« ${name} » is given twice` })
      return null
    }
    out.set(name, value)
  }
  return out
}

/** Parses and checks every row; a row with a problem is left out, and the problem stops the seed or the import. */
export function parseOfferGrids(
  text: string,
  file: string,
  context: { suppliers: ReadonlySet<number>; today: string },
  problems: CsvProblem[],
): GridRow[] {
  const table = readQuotedCsv(text, file, OFFER_GRID_COLUMNS, OPTIONAL_COLUMNS, problems)
  if (!table) return []
  const rows: GridRow[] = []
  for (const { line, cells } of table) {
    const before = problems.length
    const at = (column: string) => ({ file, line, column })
    const cell = (column: string) => cells.get(column) ?? ''
    const fail = (column: string, message: string) => problems.push({ ...at(column), message })

    const offerId = cell('offer_id')
    if (!OFFER_ID.test(offerId) || offerId.length > 80)
      fail('offer_id', `« ${offerId} » is not an offer id (lower case, digits and dashes)`)
    const supplierId = /^[1-9]\d*$/.test(cell('supplier_id')) ? Number(cell('supplier_id')) : Number.NaN
    if (!context.suppliers.has(supplierId))
      fail('supplier_id', `« ${cell('supplier_id')} » is not a supplier of seed/data/suppliers.json (add its profile first)`)
    if (cell('offer_name') === '') fail('offer_name', 'the offer needs its name')
    const energy = cell('energy')
    if (energy !== 'electricity' && energy !== 'gas') fail('energy', `« ${energy} » is not electricity or gas`)
    const optionText = cell('option')
    const option = (OFFER_OPTIONS as readonly string[]).includes(optionText) ? (optionText as OfferOptionName) : undefined
    if (energy === 'electricity' && !option) fail('option', `« ${optionText} » is not one of ${OFFER_OPTIONS.join(', ')}`)
    if (energy === 'gas' && optionText !== '') fail('option', 'a gas offer has no option')

    const validFrom = cell('valid_from')
    if (!isRealDay(validFrom)) fail('valid_from', `« ${validFrom} » is not a day written YYYY-MM-DD`)
    const untilText = cell('valid_until')
    const validUntil = untilText === '' ? null : untilText
    if (validUntil !== null && !isRealDay(validUntil))
      fail('valid_until', `« ${untilText} » is not a day written YYYY-MM-DD (leave it empty while in force)`)
    else if (validUntil !== null && validUntil < validFrom) fail('valid_until', `ends before it starts (${validFrom})`)
    const checkedAt = cell('checked_at')
    if (!isRealDay(checkedAt)) fail('checked_at', `« ${checkedAt} » is not a day written YYYY-MM-DD`)
    else if (checkedAt > context.today)
      fail('checked_at', `${checkedAt} is after today (${context.today}): a check date is a day a source was read`)

    const typeText = cell('price_type')
    const parsedType = GridPriceTypeSchema.safeParse(typeText)
    const priceType = typeText === '' ? null : parsedType.success ? parsedType.data : null
    if (typeText !== '' && !parsedType.success)
      fail('price_type', `« ${typeText} » is not one of ${GridPriceTypeSchema.options.join(', ')} (or empty when the source does not say)`)
    if (priceType === 'regulated' && cell('rule') === '') fail('rule', 'a grid indexed on the regulated tariff needs its rule')
    if (option === 'spot' && cell('rule') === '') fail('rule', 'a spot-indexed grid needs its rule')

    const periods: readonly string[] = energy === 'gas' ? ['base'] : option ? OFFER_OPTION_PERIODS[option] : []
    const hours = pairs(cell('hours'), at('hours'), problems)
    for (const [name, window] of hours ?? []) {
      if (name === 'weekend') {
        if (window !== 'offPeak') fail('hours', `weekend=${window}: only weekend=offPeak (every week-end hour off-peak) is known`)
      } else if (name !== 'offPeak' && !periods.includes(name)) fail('hours', `« ${name} » is not a period of the ${optionText} option`)
      else if (window !== UNKNOWN_HOURS && !parseHourWindow(window))
        fail('hours', `« ${window} » is not a list of hours like 0-8,13-18 (or ? when unknown)`)
    }

    const kvaText = cell('kva')
    const kva = energy === 'gas' && kvaText === '' ? 6 : /^\d+$/.test(kvaText) ? Number(kvaText) : Number.NaN
    if (!KNOWN_KVA.has(kva))
      fail('kva', `unknown meter power « ${kvaText} » (expected one of ${REGULATED_KVA.join(', ')} kVA; empty for gas)`)
    const subText = cell('subscription_eur_month')
    const subscription = DECIMAL.test(subText) ? Number(subText) : Number.NaN
    if (!(subscription > 0 && subscription <= 500))
      fail('subscription_eur_month', `« ${subText} » is not a monthly subscription in € written with a decimal point`)
    const priceCells = pairs(cell('prices_eur_kwh'), at('prices_eur_kwh'), problems)
    const prices: Record<string, number> = {}
    for (const [period, value] of priceCells ?? []) {
      if (!periods.includes(period)) fail('prices_eur_kwh', `« ${period} » is not a period of the ${optionText || 'gas'} option`)
      else if (!DECIMAL.test(value) || !(Number(value) > 0 && Number(value) <= 2))
        fail('prices_eur_kwh', `« ${value} » (${period}) is not a price in € per kWh written with a decimal point`)
      else prices[period] = Number(value)
    }
    const missing = periods.filter((p) => !(priceCells ?? new Map()).has(p))
    if (priceCells && missing.length > 0) fail('prices_eur_kwh', `missing the price of ${missing.join(', ')}`)

    if (cell('source') === '') fail('source', 'every grid names its source')
    const url = cell('source_url')
    if (url !== '' && !/^https:\/\/\S+$/.test(url)) fail('source_url', `« ${url} » is not an https address`)

    if (problems.length === before && (energy === 'electricity' || energy === 'gas')) {
      rows.push({
        file,
        line,
        offerId,
        supplierId,
        offerName: cell('offer_name'),
        energy,
        option: energy === 'gas' ? undefined : option,
        validFrom,
        validUntil,
        checkedAt,
        priceType,
        kva,
        row: { kva, subscriptionPerMonth: subscription, pricesPerKwh: prices },
        cells: new Map(OFFER_GRID_COLUMNS.map((c) => [c, cell(c)])),
      })
    }
  }
  checkConsistency(rows, problems)
  return rows
}

/** Rows of one offer agree on the offer's columns, rows of one grid on the grid's, and no power is given twice. */
export function checkConsistency(rows: readonly GridRow[], problems: CsvProblem[]): void {
  const firstOfOffer = new Map<string, GridRow>()
  const firstOfGrid = new Map<string, GridRow>()
  const powers = new Map<string, GridRow>()
  for (const row of rows) {
    const offer = firstOfOffer.get(row.offerId)
    if (!offer) firstOfOffer.set(row.offerId, row)
    else
      for (const column of OFFER_LEVEL)
        if (row.cells.get(column) !== offer.cells.get(column))
          problems.push({
            file: row.file,
            line: row.line,
            column,
            message: `differs from line ${offer.line} (${offer.file}) for the same offer ${row.offerId}`,
          })
    const gridKey = `${row.offerId}|${row.validFrom}`
    const grid = firstOfGrid.get(gridKey)
    if (!grid) firstOfGrid.set(gridKey, row)
    else
      for (const column of GRID_LEVEL)
        if (row.cells.get(column) !== grid.cells.get(column))
          problems.push({
            file: row.file,
            line: row.line,
            column,
            message: `differs from line ${grid.line} for the same grid (${row.offerId} from ${row.validFrom})`,
          })
    const powerKey = `${gridKey}|${row.kva}`
    const twin = powers.get(powerKey)
    if (twin)
      problems.push({
        file: row.file,
        line: row.line,
        column: 'kva',
        message: `${row.kva} kVA of this grid is already given on line ${twin.line}`,
      })
    else powers.set(powerKey, row)
  }
}

/** The grid keys of an offer, oldest first. */
function gridStarts(rows: readonly GridRow[], offerId: string): string[] {
  return [...new Set(rows.filter((r) => r.offerId === offerId).map((r) => r.validFrom))].sort()
}

/**
 * Closes every grid followed by a newer one of the same offer (the new grid replaces the whole previous
 * one, every power) and refuses overlaps. Returns the rows with their ends set.
 */
export function closeGrids(rows: readonly GridRow[], problems: CsvProblem[]): GridRow[] {
  const out: GridRow[] = []
  for (const offerId of [...new Set(rows.map((r) => r.offerId))]) {
    const starts = gridStarts(rows, offerId)
    for (const row of rows.filter((r) => r.offerId === offerId)) {
      const next = starts[starts.indexOf(row.validFrom) + 1]
      if (next === undefined) out.push(row)
      else if (row.validUntil === null) {
        const end = addDays(next, -1)
        out.push({ ...row, validUntil: end, cells: new Map(row.cells).set('valid_until', end) })
      } else if (row.validUntil >= next) {
        problems.push({
          file: row.file,
          line: row.line,
          column: 'valid_until',
          message: `overlaps the grid of ${offerId} starting ${next}`,
        })
      } else out.push(row)
    }
  }
  return out
}

/** Each offer's grids, oldest first, in the contract's shape. */
export function offerGridsOf(rows: readonly GridRow[]): Map<string, { first: GridRow; grids: OfferGrid[] }> {
  const out = new Map<string, { first: GridRow; grids: OfferGrid[] }>()
  for (const offerId of [...new Set(rows.map((r) => r.offerId))]) {
    const ofOffer = rows.filter((r) => r.offerId === offerId)
    const grids: OfferGrid[] = gridStarts(ofOffer, offerId).map((start) => {
      const gridRows = ofOffer.filter((r) => r.validFrom === start).sort((a, b) => a.kva - b.kva)
      const head = gridRows[0] as GridRow
      const text = (column: string) => head.cells.get(column) ?? ''
      const hours = text('hours')
      return {
        validFrom: start,
        validUntil: head.validUntil,
        checkedAt: head.checkedAt,
        priceType: head.priceType,
        ...(text('rule') ? { rule: text('rule') } : {}),
        ...(hours ? { hours: Object.fromEntries(hours.split(/\s+/).map((p) => p.split('=') as [string, string])) } : {}),
        source: { title: text('source'), ...(text('source_url') ? { url: text('source_url') } : {}) },
        ...(text('note') ? { note: text('note') } : {}),
        rows: gridRows.map((r) => r.row),
      }
    })
    out.set(offerId, { first: ofOffer[0] as GridRow, grids })
  }
  return out
}

/** The file text: rows by offer (first appearance kept), then grid date, then power. */
export function writeOfferGrids(rows: readonly GridRow[]): string {
  const order = [...new Set(rows.map((r) => r.offerId))]
  const sorted = [...rows].sort(
    (a, b) => order.indexOf(a.offerId) - order.indexOf(b.offerId) || a.validFrom.localeCompare(b.validFrom) || a.kva - b.kva,
  )
  return writeQuotedCsv(
    OFFER_GRID_COLUMNS,
    sorted.map((row) => OFFER_GRID_COLUMNS.map((c) => row.cells.get(c) ?? '')),
  )
}

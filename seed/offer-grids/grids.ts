import type { Energy, GridPriceType, OfferGridRow } from '#contract/offers'
import {
  GridPriceType as GridPriceTypeSchema,
  OFFER_PRICE_PER_KWH_MAX,
  OFFER_SUBSCRIPTION_PER_MONTH_MAX,
  OfferFields,
  OfferGrid,
  OfferId,
} from '#contract/offers'
import { OFFER_OPTION_PERIODS, OFFER_OPTIONS, type OfferOptionName, parseHourWindow, UNKNOWN_HOURS } from '#contract/offer-structures'
import { REGULATED_KVA } from '#contract/regulated-tariffs'
import type { CsvProblem } from '../regulated/csv.ts'
import { addDays, shownCell } from '../regulated/csv.ts'
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
  'tax_basis',
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
const OPTIONAL_COLUMNS = ['valid_until', 'tax_basis', 'rule', 'hours', 'source_url', 'note']

/** Columns every row of one offer shares. */
const OFFER_LEVEL = ['supplier_id', 'offer_name', 'energy', 'option'] as const
/** Columns every row of one grid (offer and first day) shares. */
export const GRID_LEVEL = ['valid_until', 'checked_at', 'price_type', 'tax_basis', 'rule', 'hours', 'source', 'source_url', 'note'] as const

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

/** What a fixed price fixes, as the grid's source states it (contract/offers.ts, OfferGrid.taxBasis). */
type TaxBasis = NonNullable<OfferGrid['taxBasis']>
const TAX_BASES: readonly string[] = ['ht', 'ttc'] satisfies readonly TaxBasis[]
const isTaxBasis = (text: string): text is TaxBasis => TAX_BASES.includes(text)

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const OFFER_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const DECIMAL = /^\d+(\.\d+)?$/
const KNOWN_KVA = new Set<number>(REGULATED_KVA)

function isRealDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** Why a cell is not a day: its form, or a date the calendar does not have (2026-02-30). */
function notADay(text: string): string {
  return ISO_DAY.test(text) ? `${shownCell(text)} is not a day of the calendar` : `${shownCell(text)} is not a day written YYYY-MM-DD`
}

/** `name=value` pairs separated by spaces; null (with a problem) when one is malformed. */
function pairs(text: string, at: Omit<CsvProblem, 'message'>, problems: CsvProblem[]): Map<string, string> | null {
  const out = new Map<string, string>()
  if (text === '') return out
  for (const part of text.split(/\s+/)) {
    const match = /^([a-zA-Z]+)=(\S+)$/.exec(part)
    if (!match) {
      problems.push({ ...at, message: `${shownCell(part)} is not written name=value` })
      return null
    }
    const [, name, value] = match as unknown as [string, string, string]
    if (out.has(name)) {
      problems.push({ ...at, message: `${shownCell(name)} is given twice` })
      return null
    }
    out.set(name, value)
  }
  return out
}

/**
 * A figure as the file writes it (decimal point, no unit); undefined, with a problem, when it is written
 * otherwise. Its bounds are the contract's, checked in contractProblems.
 */
function decimal(text: string, what: string, at: Omit<CsvProblem, 'message'>, problems: CsvProblem[], suffix = ''): number | undefined {
  if (DECIMAL.test(text)) return Number(text)
  const message =
    text === ''
      ? `${what} is missing${suffix}`
      : /^\d+,\d+$/.test(text)
        ? `${shownCell(text)}${suffix} is written with a decimal comma: write ${what} with a decimal point (${text.replace(',', '.')})`
        : `${shownCell(text)}${suffix} is not ${what}: write a number with a decimal point (0.1952), without unit`
  problems.push({ ...at, message })
  return undefined
}

/**
 * A grid in the contract's shape from the columns of its rows: the one shape both the check of each row
 * (a one-power grid) and the seed's offers are built with.
 */
function gridShape(
  head: Pick<GridRow, 'validFrom' | 'validUntil' | 'checkedAt' | 'priceType'> & { cells: ReadonlyMap<string, string> },
  rows: OfferGridRow[],
): OfferGrid {
  const text = (column: string) => head.cells.get(column) ?? ''
  const hours = text('hours')
  const taxBasis = text('tax_basis')
  return {
    validFrom: head.validFrom,
    validUntil: head.validUntil,
    checkedAt: head.checkedAt,
    priceType: head.priceType,
    ...(isTaxBasis(taxBasis) ? { taxBasis } : {}),
    ...(text('rule') ? { rule: text('rule') } : {}),
    ...(hours ? { hours: Object.fromEntries(hours.split(/\s+/).map((p) => p.split('=') as [string, string])) } : {}),
    source: { title: text('source'), ...(text('source_url') ? { url: text('source_url') } : {}) },
    ...(text('note') ? { note: text('note') } : {}),
    rows,
  }
}

/** A row's values as parsed, for the contract's schemas. */
interface ParsedRow {
  offerId: string
  supplierId: number
  validFrom: string
  validUntil: string | null
  checkedAt: string
  priceType: GridPriceType | null
  kva: number
  subscription: number | undefined
  prices: Record<string, number>
}

/** The column a contract path comes from. */
const GRID_PATH_COLUMNS: Record<string, string> = {
  validFrom: 'valid_from',
  validUntil: 'valid_until',
  checkedAt: 'checked_at',
  priceType: 'price_type',
  taxBasis: 'tax_basis',
  rule: 'rule',
  hours: 'hours',
  'source.title': 'source',
  'source.url': 'source_url',
  note: 'note',
  'rows.0.kva': 'kva',
  'rows.0.subscriptionPerMonth': 'subscription_eur_month',
}

/**
 * The row as the contract's own schemas see it (the offer's id, supplier and name, and a one-power grid):
 * the seed builds each offer from these rows and checks it with the same schemas, so a row they refuse
 * would make the seed refuse the whole catalogue. Each refusal names its column and the rule it breaks.
 */
function contractProblems(cells: ReadonlyMap<string, string>, row: ParsedRow): { column: string; message: string }[] {
  const cell = (column: string) => cells.get(column) ?? ''
  const out: { column: string; message: string }[] = []
  const offerFields = [
    ['offer_id', OfferId, row.offerId],
    ['supplier_id', OfferFields.shape.supplierId, row.supplierId],
    ['offer_name', OfferFields.shape.name, cell('offer_name')],
  ] as const
  for (const [column, schema, value] of offerFields) {
    const result = schema.safeParse(value)
    if (!result.success)
      out.push({ column, message: `${shownCell(cell(column))} is refused by the contract: ${result.error.issues[0]?.message}` })
  }
  const grid = gridShape({ ...row, cells }, [
    { kva: row.kva, subscriptionPerMonth: row.subscription ?? Number.NaN, pricesPerKwh: row.prices },
  ])
  const result = OfferGrid.safeParse(grid)
  for (const issue of result.success ? [] : result.error.issues) {
    const path = issue.path.map(String)
    if (path[0] === 'rows' && path[2] === 'pricesPerKwh') {
      const period = path[3] ?? ''
      const priceText =
        cell('prices_eur_kwh')
          .split(/\s+/)
          .find((p) => p.startsWith(`${period}=`))
          ?.slice(period.length + 1) ?? ''
      out.push({
        column: 'prices_eur_kwh',
        message: `${shownCell(priceText)} (${period}) is out of bounds: 0 < price ≤ ${OFFER_PRICE_PER_KWH_MAX} € per kWh`,
      })
      continue
    }
    const column = GRID_PATH_COLUMNS[path.join('.')] ?? GRID_PATH_COLUMNS[path[0] ?? ''] ?? 'offer_id'
    const message =
      column === 'subscription_eur_month'
        ? `${shownCell(cell(column))} is out of bounds: 0 < subscription ≤ ${OFFER_SUBSCRIPTION_PER_MONTH_MAX} € per month`
        : column === 'source_url'
          ? `${shownCell(cell(column))} is not an https address the contract accepts (${issue.message})`
          : `${shownCell(cell(column))} is refused by the contract: ${issue.message}`
    out.push({ column, message })
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
      fail('offer_id', `${shownCell(offerId)} is not an offer id (lower case, digits and dashes)`)
    const supplierId = /^[1-9]\d*$/.test(cell('supplier_id')) ? Number(cell('supplier_id')) : Number.NaN
    if (!context.suppliers.has(supplierId))
      fail('supplier_id', `${shownCell(cell('supplier_id'))} is not a supplier of seed/data/suppliers.json (add its profile first)`)
    if (cell('offer_name') === '') fail('offer_name', 'the offer needs its name')
    const energy = cell('energy')
    if (energy !== 'electricity' && energy !== 'gas') fail('energy', `${shownCell(energy)} is not electricity or gas`)
    const optionText = cell('option')
    const option = (OFFER_OPTIONS as readonly string[]).includes(optionText) ? (optionText as OfferOptionName) : undefined
    if (energy === 'electricity' && !option) fail('option', `${shownCell(optionText)} is not one of ${OFFER_OPTIONS.join(', ')}`)
    if (energy === 'gas' && optionText !== '') fail('option', 'a gas offer has no option')

    const validFrom = cell('valid_from')
    if (!isRealDay(validFrom)) fail('valid_from', notADay(validFrom))
    const untilText = cell('valid_until')
    const validUntil = untilText === '' ? null : untilText
    if (validUntil !== null && !isRealDay(validUntil)) fail('valid_until', `${notADay(untilText)} (leave it empty while in force)`)
    else if (validUntil !== null && validUntil < validFrom) fail('valid_until', `ends before it starts (${validFrom})`)
    const checkedAt = cell('checked_at')
    if (!isRealDay(checkedAt)) fail('checked_at', notADay(checkedAt))
    else if (checkedAt > context.today)
      fail('checked_at', `${checkedAt} is after today (${context.today}): a check date is a day a source was read`)

    const typeText = cell('price_type')
    const parsedType = GridPriceTypeSchema.safeParse(typeText)
    const priceType = typeText === '' ? null : parsedType.success ? parsedType.data : null
    if (typeText !== '' && !parsedType.success)
      fail(
        'price_type',
        `${shownCell(typeText)} is not one of ${GridPriceTypeSchema.options.join(', ')} (or empty when the source does not say)`,
      )
    const taxBasis = cell('tax_basis')
    if (taxBasis !== '' && !isTaxBasis(taxBasis))
      fail(
        'tax_basis',
        `${shownCell(taxBasis)} is not what a price fixes: ht (« prix du kWh HT fixe ») or ttc (taxes included), or empty when the source does not say`,
      )
    if (priceType === 'regulated' && cell('rule') === '') fail('rule', 'a grid indexed on the regulated tariff needs its rule')
    if (option === 'spot' && cell('rule') === '') fail('rule', 'a spot-indexed grid needs its rule')

    const periods: readonly string[] = energy === 'gas' ? ['base'] : option ? OFFER_OPTION_PERIODS[option] : []
    const hours = pairs(cell('hours'), at('hours'), problems)
    for (const [name, window] of hours ?? []) {
      if (name === 'weekend') {
        if (window !== 'offPeak') fail('hours', `weekend=${window}: only weekend=offPeak (every week-end hour off-peak) is known`)
      } else if (name !== 'offPeak' && !periods.includes(name))
        fail('hours', `${shownCell(name)} is not a period of the ${optionText} option`)
      else if (window !== UNKNOWN_HOURS && !parseHourWindow(window))
        fail('hours', `${shownCell(window)} is not a list of hours like 0-8,13-18 (or ? when unknown)`)
    }

    const kvaText = cell('kva')
    const kva = energy === 'gas' && kvaText === '' ? 6 : /^\d+$/.test(kvaText) ? Number(kvaText) : Number.NaN
    if (!KNOWN_KVA.has(kva))
      fail('kva', `unknown meter power ${shownCell(kvaText)} (expected one of ${REGULATED_KVA.join(', ')} kVA; empty for gas)`)
    const subText = cell('subscription_eur_month')
    const subscription = decimal(subText, 'a monthly subscription in €', at('subscription_eur_month'), problems)
    const priceCells = pairs(cell('prices_eur_kwh'), at('prices_eur_kwh'), problems)
    const prices: Record<string, number> = {}
    for (const [period, value] of priceCells ?? []) {
      if (!periods.includes(period)) fail('prices_eur_kwh', `${shownCell(period)} is not a period of the ${optionText || 'gas'} option`)
      else {
        const price = decimal(value, `a price in € per kWh`, at('prices_eur_kwh'), problems, ` (${period})`)
        if (price !== undefined) prices[period] = price
      }
    }
    const missing = periods.filter((p) => !(priceCells ?? new Map()).has(p))
    if (priceCells && missing.length > 0) fail('prices_eur_kwh', `missing the price of ${missing.join(', ')}`)

    if (cell('source') === '') fail('source', 'every grid names its source')
    const url = cell('source_url')
    if (url !== '' && !/^https:\/\/\S+$/.test(url)) fail('source_url', `${shownCell(url)} is not an https address`)

    // The contract has the last word, as it has when the seed builds the offers: what passes here passes there.
    const checked = new Set(problems.slice(before).map((p) => p.column))
    for (const { column, message } of contractProblems(cells, {
      offerId,
      supplierId,
      validFrom,
      validUntil,
      checkedAt,
      priceType,
      kva,
      subscription,
      prices,
    }))
      if (!checked.has(column)) fail(column, message)

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
        row: { kva, subscriptionPerMonth: subscription ?? Number.NaN, pricesPerKwh: prices },
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
            message: `differs from line ${grid.line}${grid.file === row.file ? '' : ` (${grid.file})`} for the same grid (${row.offerId} from ${row.validFrom}): a grid has one ${column} for all its powers`,
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

/** Rows grouped by a key, groups and rows in their first order: one pass, so large files stay linear. */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return groups
}

/** The first days of an offer's grids, oldest first. */
function gridStarts(ofOffer: readonly GridRow[]): string[] {
  return [...new Set(ofOffer.map((r) => r.validFrom))].sort()
}

/**
 * Closes every grid followed by a newer one of the same offer (the new grid replaces the whole previous
 * one, every power) and refuses overlaps. Returns the rows with their ends set.
 */
export function closeGrids(rows: readonly GridRow[], problems: CsvProblem[]): GridRow[] {
  const out: GridRow[] = []
  for (const [offerId, ofOffer] of groupBy(rows, (r) => r.offerId)) {
    const starts = gridStarts(ofOffer)
    const nextStart = new Map(starts.map((start, i) => [start, starts[i + 1]]))
    for (const row of ofOffer) {
      const next = nextStart.get(row.validFrom)
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
  for (const [offerId, ofOffer] of groupBy(rows, (r) => r.offerId)) {
    const byStart = groupBy(ofOffer, (r) => r.validFrom)
    const grids: OfferGrid[] = gridStarts(ofOffer).map((start) => {
      const gridRows = [...(byStart.get(start) ?? [])].sort((a, b) => a.kva - b.kva)
      return gridShape(
        gridRows[0] as GridRow,
        gridRows.map((r) => r.row),
      )
    })
    out.set(offerId, { first: ofOffer[0] as GridRow, grids })
  }
  return out
}

/** The file text: rows by offer (first appearance kept), then grid date, then power. */
export function writeOfferGrids(rows: readonly GridRow[]): string {
  const order = new Map([...groupBy(rows, (r) => r.offerId).keys()].map((id, i) => [id, i]))
  const rank = (row: GridRow) => order.get(row.offerId) ?? 0
  const sorted = [...rows].sort((a, b) => rank(a) - rank(b) || a.validFrom.localeCompare(b.validFrom) || a.kva - b.kva)
  return writeQuotedCsv(
    OFFER_GRID_COLUMNS,
    sorted.map((row) => OFFER_GRID_COLUMNS.map((c) => row.cells.get(c) ?? '')),
  )
}

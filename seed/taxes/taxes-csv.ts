import type { TaxEnergy, TaxKey, TaxPeriod, TaxTable } from '#contract/taxes'
import type { CsvProblem } from '../regulated/csv.ts'
import { addDays, readCsv, shownCell } from '../regulated/csv.ts'

/**
 * The taxes file, in the layout the data deliveries use: one row per value and source, `;`, decimal
 * point, ISO days, a field quoted when it holds `;`. Every row is kept (the record, with its source and
 * confidence); the pricing uses the rows of a known tax whose confidence is « bonne » or « moyenne »: a
 * figure marked « faible » or « à vérifier » is kept for the record but prices nothing.
 */
export const TAX_COLUMNS = [
  'energie',
  'taxe',
  'perimetre',
  'date_debut',
  'date_fin',
  'valeur',
  'unite',
  'assiette_ou_regle',
  'source',
  'confiance',
  'notes',
] as const
const REQUIRED = ['energie', 'taxe', 'date_debut', 'date_fin', 'valeur', 'unite', 'source', 'confiance'] as const

type Use = { key: TaxKey; unit: string } | { key: 'vat'; unit: string } | { record: true }

/** What each tax label of a delivery is: a figure the pricing reads (in a fixed unit), or a record only. */
const LABELS: Record<string, Record<string, Use>> = {
  electricite: {
    accise: { key: 'excisePerMwh', unit: 'EUR/MWh' },
    CTA: { key: 'ctaPercent', unit: '% de la part fixe HT du TURPE' },
    'TURPE 7 (assiette CTA) composante de gestion CG': { key: 'networkManagementPerYear', unit: 'EUR HT/an' },
    'TURPE 7 (assiette CTA) composante de comptage CC': { key: 'networkMeteringPerYear', unit: 'EUR HT/an' },
    'TURPE 7 (assiette CTA) part fixe soutirage b': { key: 'networkPerKvaPerYear', unit: 'EUR HT/kVA/an' },
    'accise (texte du JO)': { record: true },
    'accise (tarif normal seul)': { record: true },
    'TVA (assiette)': { record: true },
  },
  'electricite et gaz': {
    TVA: { key: 'vat', unit: '%' },
    'TVA (avant reforme)': { key: 'vat', unit: '%' },
  },
  gaz: {
    accise: { key: 'excisePerMwh', unit: 'EUR/MWh' },
    'accise (tarif normal majore, ZNI incluse)': { key: 'excisePerMwh', unit: 'EUR/MWh' },
    'accise (tarif normal seul)': { record: true },
    'CTA (quote-part distribution)': { record: true },
    'CTA (quote-part transport)': { record: true },
    'CTA (montant)': { record: true },
    'ATRD7 GRDF abonnement (assiette CTA)': { record: true },
    'ATRD7 GRDF terme de quantite': { record: true },
  },
}

const ENERGIES: Record<string, TaxEnergy[]> = { electricite: ['electricity'], gaz: ['gas'], 'electricite et gaz': ['electricity', 'gas'] }
const PRICED_CONFIDENCE = /^(bonne|moyenne)\b/

export interface TaxRow {
  file: string
  line: number
  /** Every cell as written, by column: what the import writes back. */
  cells: Map<string, string>
  /** The figures this row sets for the pricing (none for a record-only row or a weak one). */
  sets: { energy: TaxEnergy; key: TaxKey }[]
  from: string | null
  to: string | null
  value: number
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
function isDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

export function parseTaxFile(text: string, file: string, problems: CsvProblem[]): TaxRow[] {
  const table = readCsv(text, file, REQUIRED, problems, TAX_COLUMNS)
  if (!table) return []
  const rows: TaxRow[] = []
  for (const { line, cells } of table.rows) {
    const before = problems.length
    const cell = (column: string) => cells.get(column) ?? ''
    const at = (column: string) => ({ file, line, column })
    const energies = ENERGIES[cell('energie')]
    if (!energies)
      problems.push({
        ...at('energie'),
        message: `${shownCell(cell('energie'))} is not an energy (expected ${Object.keys(ENERGIES).join(', ')})`,
      })
    const labels = LABELS[cell('energie')] ?? {}
    const use = labels[cell('taxe')]
    if (energies && !use)
      problems.push({
        ...at('taxe'),
        message: `unknown tax ${shownCell(cell('taxe'))} for ${cell('energie')} (expected one of: ${Object.keys(labels).join(' | ')})`,
      })
    const from = cell('date_debut') === '' ? null : cell('date_debut')
    const to = cell('date_fin') === '' ? null : cell('date_fin')
    if (from !== null && !isDay(from)) problems.push({ ...at('date_debut'), message: `${shownCell(from)} is not a day written YYYY-MM-DD` })
    if (to !== null && !isDay(to)) problems.push({ ...at('date_fin'), message: `${shownCell(to)} is not a day written YYYY-MM-DD` })
    if (from !== null && to !== null && isDay(from) && isDay(to) && to < from)
      problems.push({ ...at('date_fin'), message: `the last day ${to} is before the first day ${from}` })
    const valueText = cell('valeur')
    const value = Number(valueText)
    if (/^\d+,\d+$/.test(valueText))
      problems.push({ ...at('valeur'), message: `${shownCell(valueText)} has a decimal comma; this file writes decimals with a point` })
    else if (!/^\d+(\.\d+)?$/.test(valueText) || !(value > 0))
      problems.push({ ...at('valeur'), message: `${shownCell(valueText)} is not a positive number` })
    if (use && 'unit' in use && cell('unite') !== use.unit)
      problems.push({
        ...at('unite'),
        message: `${shownCell(cell('unite'))} is not the unit of ${cell('taxe')} (expected « ${use.unit} »)`,
      })
    if (cell('unite') === '') problems.push({ ...at('unite'), message: 'the unit is missing' })
    if (cell('source') === '') problems.push({ ...at('source'), message: 'every figure needs its source' })
    if (cell('confiance') === '')
      problems.push({ ...at('confiance'), message: 'the confidence is missing (bonne, moyenne, faible, a verifier…)' })
    let keys: TaxKey[] = []
    if (use && 'key' in use) {
      if (use.key !== 'vat') keys = [use.key]
      else {
        const scope = cell('perimetre')
        if (/abonnement/.test(scope)) keys.push('vatSubscriptionPercent')
        if (/consommation/.test(scope)) keys.push('vatEnergyPercent')
        if (keys.length === 0)
          problems.push({
            ...at('perimetre'),
            message: `${shownCell(scope)} names neither « abonnement » nor « consommation »: the VAT applies to which part?`,
          })
      }
    }
    if (problems.length > before || !energies) continue
    const priced = PRICED_CONFIDENCE.test(cell('confiance'))
    rows.push({
      file,
      line,
      cells: new Map(TAX_COLUMNS.map((c) => [c, cell(c)])),
      sets: priced ? energies.flatMap((energy) => keys.map((key) => ({ energy, key }))) : [],
      from,
      to,
      value,
    })
  }
  return rows
}

/**
 * The pricing's table from the rows: per energy and figure, periods in order. Rows that agree merge; a
 * row without a last day runs until the next row of another value starts. Two values on one day are
 * refused, naming both lines.
 */
export function buildTaxTable(rows: readonly TaxRow[], problems: CsvProblem[]): TaxTable {
  const table: TaxTable = { electricity: {}, gas: {} }
  const groups = new Map<string, { energy: TaxEnergy; key: TaxKey; rows: TaxRow[] }>()
  for (const row of rows)
    for (const { energy, key } of row.sets) {
      const id = `${energy}|${key}`
      const group = groups.get(id) ?? { energy, key, rows: [] }
      group.rows.push(row)
      groups.set(id, group)
    }
  for (const { energy, key, rows: ofKey } of groups.values()) {
    const sorted = [...ofKey].sort((a, b) => (a.from ?? '').localeCompare(b.from ?? ''))
    const periods: (TaxPeriod & { line: TaxRow })[] = []
    for (const row of sorted) {
      const last = periods[periods.length - 1]
      if (last && last.value === row.value && (last.to === null || (row.from !== null && row.from <= addDays(last.to, 1)))) {
        // Same figure, touching or overlapping: one period, to the later end (open if either is open).
        last.to = last.to === null || row.to === null ? null : ([last.to, row.to].sort()[1] ?? null)
        continue
      }
      if (last && row.from === null) {
        problems.push({
          file: row.file,
          line: row.line,
          column: 'date_debut',
          message: `another ${key} value applies before (line ${last.line.line})`,
        })
        continue
      }
      if (last && row.from !== null) {
        const lastEnd = last.to
        if (lastEnd !== null && lastEnd >= row.from) {
          problems.push({
            file: row.file,
            line: row.line,
            column: 'date_debut',
            message: `${energy} ${key}: ${row.value} from ${row.from} overlaps ${last.value} until ${lastEnd} (line ${last.line.line})`,
          })
          continue
        }
        if (lastEnd === null) {
          if (last.from === row.from) {
            problems.push({
              file: row.file,
              line: row.line,
              column: 'valeur',
              message: `${energy} ${key}: ${row.value} and ${last.value} (line ${last.line.line}) from the same day ${row.from}`,
            })
            continue
          }
          last.to = addDays(row.from, -1)
        }
      }
      periods.push({ from: row.from, to: row.to, value: row.value, line: row })
    }
    table[energy][key] = periods.map(({ from, to, value }) => ({ from, to, value }))
  }
  return table
}

/** A tax table as the contract's JSON file holds it: keys in the contract's order, one figure per line. */
export function writeTaxTable(table: TaxTable): string {
  const ordered = (energy: TaxEnergy) => Object.fromEntries(Object.entries(table[energy]).sort(([a], [b]) => a.localeCompare(b)))
  return `${JSON.stringify({ electricity: ordered('electricity'), gas: ordered('gas') }, null, 2)}\n`
}

const quoted = (cell: string) => (/[;"]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)

/** The rows written back: by energy, tax, first day and source, so a re-import writes the same bytes. */
export function writeTaxFile(rows: readonly TaxRow[]): string {
  const key = (r: TaxRow) => ['energie', 'taxe', 'date_debut', 'perimetre', 'source'].map((c) => r.cells.get(c) ?? '').join('\u0000')
  const sorted = [...rows].sort((a, b) => key(a).localeCompare(key(b)))
  return `${[TAX_COLUMNS.join(';'), ...sorted.map((r) => TAX_COLUMNS.map((c) => quoted(r.cells.get(c) ?? '')).join(';'))].join('\n')}\n`
}

/** The identity of a row across imports: the same tax, scope, first day and source is the same row. */
export const taxRowKey = (r: TaxRow) => ['energie', 'taxe', 'perimetre', 'date_debut', 'source'].map((c) => r.cells.get(c) ?? '').join('|')

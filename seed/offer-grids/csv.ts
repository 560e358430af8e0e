import type { CsvProblem } from '../regulated/csv.ts'
import { splitQuoted } from '../regulated/csv.ts'

/**
 * The `;` CSV of the offer grids, as a spreadsheet exports it: a UTF-8 BOM, CRLF line ends and fields in
 * double quotes (a quoted field may hold `;`, and `""` for a quote) are accepted. Unlike the regulator's
 * files, a source title or a rule often holds a `;`, so quoting is needed. Every cell keeps its line, so a
 * problem names file, line and column.
 */

export interface QuotedRow {
  line: number
  cells: Map<string, string>
}

/** Reads the file; the header must hold every `required` column, others are refused (a typo would lose data). */
export function readQuotedCsv(
  text: string,
  file: string,
  columns: readonly string[],
  optional: readonly string[],
  problems: CsvProblem[],
): QuotedRow[] | null {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  const header = splitQuoted(lines[0] ?? '', file, 1, problems)
  if (!header) return null
  let ok = true
  for (const name of columns) {
    if (!optional.includes(name) && !header.includes(name)) {
      problems.push({ file, line: 1, column: name, message: 'this column is missing from the header' })
      ok = false
    }
  }
  const seen = new Set<string>()
  header.forEach((name, index) => {
    if (!columns.includes(name)) {
      problems.push({ file, line: 1, column: `${index + 1} (${name})`, message: `unknown column (expected ${columns.join(', ')})` })
      ok = false
    }
    if (seen.has(name)) {
      problems.push({ file, line: 1, column: `${index + 1} (${name})`, message: 'this column appears twice' })
      ok = false
    }
    seen.add(name)
  })
  if (!ok) return null
  const rows: QuotedRow[] = []
  lines.slice(1).forEach((raw, index) => {
    const line = index + 2
    if (raw.trim() === '') return
    const values = splitQuoted(raw, file, line, problems)
    if (!values) return
    if (values.length > header.length) {
      problems.push({ file, line, column: String(header.length + 1), message: `${values.length} cells for ${header.length} columns` })
      return
    }
    rows.push({ line, cells: new Map(header.map((name, i) => [name, values[i] ?? ''])) })
  })
  return rows
}

/** A field as the file writes it: quoted when it holds a separator or a quote. */
function quote(value: string): string {
  return /[;"]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/** Writes the rows back (LF line ends, no BOM), in the given column order. */
export function writeQuotedCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[columns, ...rows].map((cells) => cells.map(quote).join(';')).join('\n')}\n`
}

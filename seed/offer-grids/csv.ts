import type { CsvProblem, CsvRow } from '../regulated/csv.ts'
import { readCsv } from '../regulated/csv.ts'

/**
 * The `;` CSV of the offer grids, as a spreadsheet exports it: a UTF-8 BOM, CRLF line ends and fields in
 * double quotes (a quoted field may hold `;`, and `""` for a quote) are accepted. Unlike the regulator's
 * files, a source title or a rule often holds a `;`, so quoting is needed. Every cell keeps its line, so a
 * problem names file, line and column.
 */

/** Reads the file; the header must hold every column but the `optional` ones, and no other. */
export function readQuotedCsv(
  text: string,
  file: string,
  columns: readonly string[],
  optional: readonly string[],
  problems: CsvProblem[],
): CsvRow[] | null {
  const required = columns.filter((name) => !optional.includes(name))
  return readCsv(text, file, required, problems, columns)?.rows ?? null
}

/** A field as the file writes it: quoted when it holds a separator or a quote. */
function quote(value: string): string {
  return /[;"]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/** Writes the rows back (LF line ends, no BOM), in the given column order. */
export function writeQuotedCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[columns, ...rows].map((cells) => cells.map(quote).join(';')).join('\n')}\n`
}

/**
 * The regulator's CSV conventions: `;` separator, decimal comma, DD/MM/YYYY dates. Files are read as
 * published: a UTF-8 BOM, CRLF line ends and trailing separators are tolerated, and so is a field in
 * double quotes (the regulator's files have none; a spreadsheet quotes a note that holds a `;`). Every
 * problem names its file, line and column, so an operator can open the file at the right cell.
 */

export interface CsvProblem {
  file: string
  /** 1-based line in the file. */
  line: number
  /** The column's header name (or its position when the header itself is at fault). */
  column: string
  message: string
}

export function formatProblem(p: CsvProblem): string {
  return `${p.file}, line ${p.line}, column ${p.column}: ${p.message}`
}

/** Longest cell text a message repeats whole: a pasted paragraph or a binary line would bury the message. */
const SHOWN_CELL_LENGTH = 60

/** A cell as a message quotes it: « text », cut with its length named when it is long. */
export function shownCell(text: string): string {
  const chars = [...text]
  return chars.length <= SHOWN_CELL_LENGTH
    ? `« ${text} »`
    : `« ${chars.slice(0, SHOWN_CELL_LENGTH - 1).join('')}… » (${chars.length} characters)`
}

export interface CsvRow {
  line: number
  /** Cell text by header name, trimmed; '' for an empty cell. */
  cells: Map<string, string>
}

export interface CsvTable {
  file: string
  header: string[]
  rows: CsvRow[]
}

/**
 * One line's cells: `;`-separated, a field may be in double quotes (holding `;`, and `""` for a quote).
 * Null, with a problem, when a quote is left open.
 */
export function splitQuoted(text: string, file: string, line: number, problems: CsvProblem[]): string[] | null {
  const cells: string[] = []
  let i = 0
  while (i <= text.length) {
    if (text[i] === '"') {
      let value = ''
      i += 1
      for (;;) {
        if (i >= text.length) {
          problems.push({ file, line, column: String(cells.length + 1), message: 'a quoted field is not closed' })
          return null
        }
        if (text[i] === '"' && text[i + 1] === '"') {
          value += '"'
          i += 2
        } else if (text[i] === '"') {
          i += 1
          break
        } else {
          value += text[i]
          i += 1
        }
      }
      if (i < text.length && text[i] !== ';') {
        problems.push({ file, line, column: String(cells.length + 1), message: 'text after the closing quote of a field' })
        return null
      }
      cells.push(value.trim())
      i += 1
    } else {
      const end = text.indexOf(';', i)
      const stop = end === -1 ? text.length : end
      cells.push(text.slice(i, stop).trim())
      i = stop + 1
    }
  }
  // Trailing separators (spreadsheet exports add them) give empty cells past the last column.
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop()
  return cells
}

/**
 * Reads a `;` CSV whose header must hold every `required` column. Other columns are ignored, unless
 * `known` lists the only columns the file may have: then any other is refused (a typo would lose data).
 */
export function readCsv(
  text: string,
  file: string,
  required: readonly string[],
  problems: CsvProblem[],
  known?: readonly string[],
): CsvTable | null {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  const header = splitQuoted(lines[0] ?? '', file, 1, problems)
  if (!header) return null
  let ok = true
  for (const name of required) {
    if (!header.includes(name)) {
      problems.push({ file, line: 1, column: name, message: 'this column is missing from the header' })
      ok = false
    }
  }
  const seen = new Set<string>()
  header.forEach((name, index) => {
    if (known && !known.includes(name)) {
      problems.push({ file, line: 1, column: `${index + 1} (${name})`, message: `unknown column (expected ${known.join(', ')})` })
      ok = false
    }
    if (seen.has(name)) {
      problems.push({ file, line: 1, column: `${index + 1} (${name})`, message: 'this column appears twice' })
      ok = false
    }
    seen.add(name)
  })
  if (!ok) return null

  const rows: CsvRow[] = []
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
  return { file, header, rows }
}

const DECIMAL = /^\d+(,\d+)?$/

/** A CRE decimal ("0,2016") as a number; '' is null (the source does not give it). */
export function parseDecimal(text: string, at: Omit<CsvProblem, 'message'>, problems: CsvProblem[]): number | null | undefined {
  if (text === '') return null
  if (/^\d+\.\d+$/.test(text)) {
    problems.push({ ...at, message: `${shownCell(text)} has a decimal point; the CRE files write decimals with a comma` })
    return undefined
  }
  if (!DECIMAL.test(text) || Number(text.replace(',', '.')) <= 0) {
    problems.push({ ...at, message: `${shownCell(text)} is not a positive decimal number` })
    return undefined
  }
  return Number(text.replace(',', '.'))
}

/** "31/07/2025" → "2025-07-31", refusing days that do not exist. */
export function parseFrenchDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text)
  if (!match) return null
  const [, day, month, year] = match
  const iso = `${year}-${month}-${day}`
  const date = new Date(`${iso}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null
}

/** "2025-07-31" → "31/07/2025". */
export function toFrenchDate(iso: string): string {
  const [year, month, day] = iso.split('-')
  return `${day}/${month}/${year}`
}

/** The ISO day `days` after `iso`. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Writes rows back in the CRE's conventions (LF line ends, no BOM, no trailing separators). */
export function writeCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header, ...rows].map((cells) => cells.join(';')).join('\n')}\n`
}

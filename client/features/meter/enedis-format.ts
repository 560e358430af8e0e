import { guessSeparator, normalizeName, splitFields, type Separator } from './csv-fields.ts'
import { ENEDIS_MESSAGES, excerptOf, fail } from './enedis-messages.ts'
import { isoStepMinutes, minutesStep, SUPPORTED_STEPS } from './enedis-step.ts'
import { readUnit, WATT_HOURS, WATTS, type Unit } from './enedis-units.ts'

// Which export a file is, from what comes before its data rows: the metadata block (kind, unit, step)
// and the column header, both optional.

export type Kind = 'loadCurve' | 'daily'

/** What the metadata block (or the flat export's columns) says, when the file has one. */
export interface Metadata {
  kind?: Kind
  /**
   * « Type de données » names a « courbe de charge »: in Enedis' words a curve of mean power, so a file
   * calling itself that and writing Wh says two things (300 would be 300 W, or 600 W over half-hours).
   */
  typeIsLoadCurve?: boolean
  /** The unit as written (`W`, `kWh`…), checked once the kind is known. */
  unit?: string
  /** Minutes, from « Pas en minutes » or « Pas » (`PT30M`). */
  step?: number
}

/** A row of the kind expected, with the file's separator, for the visitor to compare with theirs. */
export const exampleRow = (kind: Kind | undefined, separator: Separator) =>
  kind === 'daily' ? `2025-01-01${separator}12345` : `2025-01-01T00:30:00+01:00${separator}540`

const METADATA_NAMES = new Set([
  'identifiant prm',
  'type de donnees',
  'date de debut',
  'date de fin',
  'grandeur physique',
  'grandeur metier',
  'etape metier',
  'unite',
  'pas en minutes',
])

/** A data row starts with a date; this only routes lines, the full reading is `readWhen`. */
export const DATA_START = /^"?\s*(?:\d{4}-\d|\d{1,2}\/\d)/

const isColumnHeader = (names: readonly string[]) =>
  names.length >= 2 && (/^(?:horodate|date|heure|jour)/.test(names[0] ?? '') || /valeur/.test(names[1] ?? ''))

export const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/

/** Reads the metadata values into `metadata`; returns a declared step as written when it cannot be read. */
function readMetadata(names: readonly string[], values: readonly string[], metadata: Metadata): string | undefined {
  let unreadableStep: string | undefined
  names.forEach((name, index) => {
    const value = (values[index] ?? '').trim()
    if (value === '') return
    if (name === 'type de donnees') {
      const type = normalizeName(value)
      if (type.includes('courbe')) {
        metadata.kind = 'loadCurve'
        metadata.typeIsLoadCurve = true
      } else if (/quotidien|journalier|energie/.test(type)) metadata.kind = 'daily'
    } else if (name === 'unite') {
      metadata.unit = value
    } else if (name === 'pas en minutes' || name === 'pas') {
      // « Pas » as the flat export writes it (`PT30M`), « Pas en minutes » as a number.
      const step = name === 'pas' ? isoStepMinutes(value) : minutesStep(value)
      if (step === undefined) unreadableStep ??= value
      else metadata.step = step
    }
  })
  return unreadableStep
}

/**
 * What each value is, from the unit the file writes and its kind; undefined when they cannot be read
 * together. Energy per day for a daily file; for a load curve, power, or energy per step when nothing
 * names it a power curve. Without a unit, the customer area's own: W for a load curve, Wh for days.
 */
export function valueUnit(metadata: Metadata, kind: Kind): Unit | undefined {
  if (metadata.unit === undefined) return kind === 'loadCurve' ? WATTS : WATT_HOURS
  const unit = readUnit(metadata.unit)
  if (!unit) return undefined
  if (kind === 'daily') return unit.quantity === 'energy' ? unit : undefined
  return metadata.typeIsLoadCurve && unit.quantity === 'energy' ? undefined : unit
}

/** What the preamble says, and the line (0-based) of the first data row. */
export type Preamble = { ok: true; metadata: Metadata; separator: Separator; start: number }

/**
 * Reads the lines before the data: the metadata block's values and the column header's separator. Refuses
 * a file without data rows, a data row before them whose date cannot be read, a line after the column
 * header that is no data row, and a declared step no load curve is published at.
 */
export function readPreamble(lines: readonly string[]): Preamble | { ok: false; message: string } {
  // The preamble: an optional metadata block (names, then values) and an optional column header.
  const metadata: Metadata = {}
  let separator: Separator | undefined
  let afterColumnHeader = false
  let i = 0
  for (; i < lines.length; i++) {
    const line = (lines[i] as string).trim()
    if (line === '') continue
    if (DATA_START.test(line)) break
    const lineSeparator = guessSeparator(line) ?? ';'
    if (afterColumnHeader)
      return fail(ENEDIS_MESSAGES.unreadableRow(i + 1, excerptOf(line), exampleRow(metadata.kind, separator ?? lineSeparator)))
    const names = splitFields(line, lineSeparator).map(normalizeName)
    if (names.some((name) => METADATA_NAMES.has(name))) {
      let j = i + 1
      while (j < lines.length && (lines[j] as string).trim() === '') j++
      const next = (lines[j] ?? '').trim()
      // A metadata header without its values line: leave the next line to be read as what it is.
      if (next !== '' && !DATA_START.test(next) && !isColumnHeader(splitFields(next, lineSeparator).map(normalizeName))) {
        const unreadableStep = readMetadata(names, splitFields(next, lineSeparator), metadata)
        if (unreadableStep !== undefined) return fail(ENEDIS_MESSAGES.unreadableStep(unreadableStep))
        i = j
      }
      continue
    }
    if (isColumnHeader(names)) {
      separator = guessSeparator(line)
      afterColumnHeader = true
      continue
    }
    // Something and a number: a data row whose date is unreadable, which must not pass for a title.
    if (names.length >= 2 && NUMBER.test(names[1] as string)) {
      return fail(ENEDIS_MESSAGES.unreadableRow(i + 1, excerptOf(line), exampleRow(metadata.kind, lineSeparator)))
    }
    // Any other line before the data (a title, a note a spreadsheet added) says nothing about the readings.
  }
  if (i >= lines.length) return fail(ENEDIS_MESSAGES.noData)
  if (metadata.step !== undefined && metadata.kind !== 'daily' && !SUPPORTED_STEPS.includes(metadata.step)) {
    return fail(ENEDIS_MESSAGES.unsupportedStep(metadata.step))
  }
  separator ??= guessSeparator(lines[i] as string) ?? ';'
  return { ok: true, metadata, separator, start: i }
}

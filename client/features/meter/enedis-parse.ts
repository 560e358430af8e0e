import { splitFields } from './csv-fields.ts'
import { rewriteFlatExport } from './enedis-flat-export.ts'
import { exampleRow, NUMBER, readPreamble, valueUnit, type Kind } from './enedis-format.ts'
import { ENEDIS_MESSAGES, excerptOf, fail } from './enedis-messages.ts'
import { daily, loadCurve, type Row } from './enedis-readings.ts'
import { DAY_MINUTES } from './enedis-step.ts'
import { readWhen } from './enedis-timestamps.ts'
import type { ParseOutcome } from './meter-data.ts'

/**
 * Reads the consumption file a household downloads from its Enedis customer area: a load curve (mean
 * power, or energy, per interval of 5 to 60 minutes, usually 30) or a daily consumption (energy per day).
 * Pure and without dependencies, as it runs inside a Web Worker; the formats, what is tolerated and what
 * is refused are in docs/decisions/0040-enedis-export-formats.md, where the step and the unit come from
 * in docs/decisions/0057-meter-file-step-and-unit.md.
 */

export function parseEnedisFile(text: string, options: { onProgress?: (fraction: number) => void } = {}): ParseOutcome {
  const { onProgress } = options
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  if (body.trim() === '') return fail(ENEDIS_MESSAGES.empty)
  let lines = body.split(/\r\n|\r|\n/)
  // The export that repeats the meter's details on every row: rewritten, line for line, into timed rows.
  const flat = rewriteFlatExport(lines)
  if (flat && !flat.ok) return flat
  if (flat) lines = flat.lines

  const preamble = readPreamble(lines)
  if (!preamble.ok) return preamble
  const { separator } = preamble
  // The flat export's unit and step are its columns', which the rewritten lines no longer carry.
  const metadata = flat ? flat.metadata : preamble.metadata
  let i = preamble.start

  // A step shorter than a day makes the rows the intervals of a load curve, even rows all at midnight.
  const declared = metadata.kind ?? (metadata.step !== undefined && metadata.step < DAY_MINUTES ? 'loadCurve' : undefined)
  const example = exampleRow(declared, separator)
  const rows: Row[] = []
  let firstForm: 'date' | 'time' | undefined
  let allMidnight = true
  let firstWithoutOffset: number | undefined
  let nextProgress = i + 5000
  for (; i < lines.length; i++) {
    if (onProgress && i >= nextProgress) {
      // The rows are most of the work; sorting and building the readings take the last tenth.
      onProgress((0.9 * i) / lines.length)
      nextProgress += 5000
    }
    const raw = lines[i] as string
    const line = raw.trim()
    if (line === '') continue
    const lineNumber = i + 1
    const fields = splitFields(line, separator)
    const when = readWhen((fields[0] as string).trim())
    if (!when || fields.length < 2) return fail(ENEDIS_MESSAGES.unreadableRow(lineNumber, excerptOf(raw), example))
    const form = when.minute === undefined ? 'date' : 'time'
    if (declared === 'loadCurve' && form === 'date') return fail(ENEDIS_MESSAGES.curveRowWithoutTime(lineNumber, excerptOf(raw)))
    if (declared === 'daily' && when.minute !== undefined && (when.minute !== 0 || when.second !== 0)) {
      return fail(ENEDIS_MESSAGES.dailyRowWithTime(lineNumber, excerptOf(raw)))
    }
    if (declared === 'loadCurve' && when.offset === undefined) return fail(ENEDIS_MESSAGES.missingOffset(lineNumber, excerptOf(raw)))
    firstForm ??= form
    if (form !== firstForm) return fail(ENEDIS_MESSAGES.mixedRows(lineNumber, excerptOf(raw)))
    if (when.minute !== undefined && (when.minute !== 0 || when.second !== 0)) allMidnight = false
    if (form === 'time' && when.offset === undefined) firstWithoutOffset ??= lineNumber

    const valueText = (fields[1] as string).trim()
    // Enedis leaves the value empty for an interval the meter did not report: a missing reading, not an error.
    if (valueText === '') continue
    if (!NUMBER.test(valueText)) return fail(ENEDIS_MESSAGES.unreadableRow(lineNumber, excerptOf(raw), example))
    if (separator === ',' && fields.length > 2 && /^\d+$/.test(valueText) && /^\d+$/.test((fields[2] as string).trim())) {
      // « 540,5 » unquoted in a comma-separated file: 540 or 540.5 cannot be told apart, so say it rather than guess.
      return fail(ENEDIS_MESSAGES.decimalCommaWithComma(lineNumber, excerptOf(raw)))
    }
    const value = Number(valueText.replace(',', '.'))
    if (value < 0) return fail(ENEDIS_MESSAGES.negativeValue(lineNumber, excerptOf(raw)))

    const wallDay = when.dayNumber * 1440
    rows.push(
      form === 'date'
        ? { line: lineNumber, at: when.dayNumber, wall: wallDay, value }
        : {
            line: lineNumber,
            at: (wallDay + (when.minute as number) - (when.offset ?? 0)) * 60_000 + when.second * 1000,
            wall: wallDay + (when.minute as number),
            value,
          },
    )
  }
  if (rows.length === 0) return fail(ENEDIS_MESSAGES.noData)

  // Without a metadata block, the rows tell: midnight after midnight is a day per row, anything finer a load curve.
  const kind: Kind = declared ?? (firstForm === 'date' || allMidnight ? 'daily' : 'loadCurve')
  if (kind === 'loadCurve' && firstWithoutOffset !== undefined) {
    return fail(ENEDIS_MESSAGES.missingOffset(firstWithoutOffset, excerptOf(lines[firstWithoutOffset - 1] as string)))
  }
  const unit = valueUnit(metadata, kind)
  if (unit === undefined) return fail(ENEDIS_MESSAGES.unsupportedUnit(metadata.unit ?? ''))
  // One reading per day: a step declared shorter than a day says the rows should be closer together.
  if (kind === 'daily' && metadata.step !== undefined && metadata.step !== DAY_MINUTES) {
    return fail(ENEDIS_MESSAGES.stepContradicted(metadata.step, DAY_MINUTES))
  }

  const outcome = kind === 'daily' ? daily(rows, unit.factor) : loadCurve(rows, unit, metadata.step, lines)
  if (outcome.ok) onProgress?.(1)
  return outcome
}

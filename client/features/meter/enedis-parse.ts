import { guessSeparator, normalizeName, splitFields, type Separator } from './csv-fields.ts'
import { rewriteFlatExport } from './enedis-flat-export.ts'
import type { DailyReading, IntervalReading, ParseOutcome } from './meter-data.ts'

/**
 * Reads the consumption file a household downloads from its Enedis customer area: a load curve (mean
 * power per interval, usually 30 minutes) or a daily consumption (energy per day). Pure and without
 * dependencies, as it runs inside a Web Worker; the formats, what is tolerated and what is refused are
 * in docs/decisions/0040-enedis-export-formats.md.
 */

/** The interval lengths a Linky load curve is published at; anything else is a file we cannot trust. */
export const SUPPORTED_STEPS: readonly number[] = [5, 10, 15, 30, 60]

const NBSP = '\u00a0'
const quoted = (text: string) => `«${NBSP}${text}${NBSP}»`
const minutes = (n: number) => `${String(n).replace('.', ',')}${NBSP}minutes`

/** Every refusal, in one place so that the page and the tests say exactly the same thing. */
export const ENEDIS_MESSAGES = {
  empty: `Le fichier est vide${NBSP}: choisissez le fichier CSV téléchargé depuis votre espace client Enedis, sans l’ouvrir ni le modifier.`,
  noData: `Ce fichier ne contient aucun relevé${NBSP}: après l’en-tête, chaque ligne d’un export Enedis donne une date et une valeur, par exemple ${quoted('2025-01-01T00:30:00+01:00;540')}.`,
  unreadableRow: (line: number, excerpt: string, example: string) =>
    `Ce fichier ne ressemble pas à un export Enedis${NBSP}: la ligne ${line} (${quoted(excerpt)}) devrait contenir une date et une valeur, par exemple ${quoted(example)}.`,
  negativeValue: (line: number, excerpt: string) =>
    `La ligne ${line} (${quoted(excerpt)}) donne une valeur négative${NBSP}: un export de consommation Enedis ne contient que des valeurs positives ou nulles.`,
  missingOffset: (line: number, excerpt: string) =>
    `La ligne ${line} (${quoted(excerpt)}) donne une heure sans décalage horaire${NBSP}: une courbe de charge Enedis écrit chaque horodatage avec le sien, par exemple ${quoted('2025-01-01T00:30:00+01:00')}.`,
  mixedRows: (line: number, excerpt: string) =>
    `Ce fichier mélange des dates seules et des dates avec une heure${NBSP}: la ligne ${line} (${quoted(excerpt)}) ne ressemble pas aux précédentes. Un export Enedis est soit une courbe de charge (une date et une heure par ligne), soit une consommation quotidienne (une date par ligne).`,
  curveRowWithoutTime: (line: number, excerpt: string) =>
    `Ce fichier se présente comme une courbe de charge, mais la ligne ${line} (${quoted(excerpt)}) ne donne qu’une date${NBSP}: chaque ligne devrait donner une date et une heure, par exemple ${quoted('2025-01-01T00:30:00+01:00;540')}.`,
  dailyRowWithTime: (line: number, excerpt: string) =>
    `Ce fichier se présente comme une consommation quotidienne, mais la ligne ${line} (${quoted(excerpt)}) donne une heure autre que minuit${NBSP}: chaque ligne devrait donner un jour, par exemple ${quoted('2025-01-01;12345')}.`,
  unsupportedStep: (step: number) =>
    `Ce fichier donne un relevé toutes les ${minutes(step)}${NBSP}: seuls les pas de 5, 10, 15, 30 et 60${NBSP}minutes d’une courbe de charge Enedis sont pris en charge.`,
  irregularStep: (line: number, excerpt: string, step: number) =>
    `La ligne ${line} (${quoted(excerpt)}) n’est pas espacée de la précédente d’un multiple de ${minutes(step)}, le pas de ce fichier${NBSP}: les relevés d’une courbe de charge Enedis se suivent à intervalle régulier.`,
  unsupportedUnit: (unit: string) =>
    `L’unité ${quoted(unit)} de ce fichier n’est pas prise en charge${NBSP}: un export Enedis donne une courbe de charge en W ou en kW, une consommation quotidienne en Wh ou en kWh.`,
  decimalCommaWithComma: (line: number, excerpt: string) =>
    `La ligne ${line} (${quoted(excerpt)}) a plus de deux colonnes${NBSP}: avec la virgule comme séparateur, une valeur décimale devrait s’écrire avec un point, par exemple ${quoted('2025-01-01T00:30:00+01:00,540.5')}.`,
} as const

const EXCERPT_LENGTH = 40
const excerptOf = (line: string) => {
  const text = line.trim()
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1)}…`
}

type Kind = 'loadCurve' | 'daily'

/** What the metadata block says, when the file has one. */
interface Metadata {
  kind?: Kind
  /** Lower-cased unit as written (`w`, `kw`, `wh`, `kwh`), checked once the kind is known. */
  unit?: string
  unitAsWritten?: string
  step?: number
}

/** One data row as read, before sorting. */
interface Row {
  /** 1-based line in the file, for messages. */
  line: number
  /** Load curve: the instant (epoch ms). Daily: the day number (days since 1970-01-01). */
  at: number
  /** Load curve: the wall-clock time as written, in minutes since 1970-01-01T00:00 of that wall clock. */
  wall: number
  value: number
}

const fail = (message: string): ParseOutcome => ({ ok: false, message })

/** A row of the kind expected, with the file's separator, for the visitor to compare with theirs. */
const exampleRow = (kind: Kind | undefined, separator: Separator) =>
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
const DATA_START = /^"?\s*(?:\d{4}-\d|\d{1,2}\/\d)/

const isColumnHeader = (names: readonly string[]) =>
  names.length >= 2 && (/^(?:horodate|date|heure|jour)/.test(names[0] ?? '') || /valeur/.test(names[1] ?? ''))

/** A date or timestamp as written: ISO (`T`, a space, `Z` or an offset) or French `DD/MM/YYYY`. */
interface When {
  /** Days since 1970-01-01 of the date as written. */
  dayNumber: number
  /** Wall-clock minutes after midnight as written; undefined for a date alone. */
  minute: number | undefined
  second: number
  /** Offset from UTC in minutes; undefined when the timestamp has none. */
  offset: number | undefined
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i
const FRENCH = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{2}):(\d{2})(?::(\d{2}))?)?$/
const DAY_MS = 86_400_000

function readWhen(text: string): When | undefined {
  let year: number, month: number, day: number
  let hour: string | undefined, minute: string | undefined, second: string | undefined, zone: string | undefined
  const iso = ISO.exec(text)
  if (iso) {
    year = Number(iso[1])
    month = Number(iso[2])
    day = Number(iso[3])
    ;[hour, minute, second, zone] = [iso[4], iso[5], iso[6], iso[7]]
  } else {
    const fr = FRENCH.exec(text)
    if (!fr) return undefined
    day = Number(fr[1])
    month = Number(fr[2])
    year = Number(fr[3])
    ;[hour, minute, second] = [fr[4], fr[5], fr[6]]
  }
  // Two-digit years would be read as 19xx by Date.UTC; no Linky file predates the meter anyway.
  if (year < 1000 || month < 1 || month > 12 || day < 1) return undefined
  const dayNumber = Date.UTC(year, month - 1, day) / DAY_MS
  if (new Date(dayNumber * DAY_MS).getUTCDate() !== day) return undefined
  if (hour === undefined) return { dayNumber, minute: undefined, second: 0, offset: undefined }
  const h = Number(hour)
  const m = Number(minute)
  const s = second === undefined ? 0 : Number(second)
  if (h > 23 || m > 59 || s > 59) return undefined
  let offset: number | undefined
  if (zone !== undefined) {
    if (zone === 'Z' || zone === 'z') offset = 0
    else {
      const oh = Number(zone.slice(1, 3))
      const om = zone.length > 3 ? Number(zone.slice(-2)) : 0
      if (oh > 14 || om > 59) return undefined
      offset = (zone[0] === '-' ? -1 : 1) * (oh * 60 + om)
    }
  }
  return { dayNumber, minute: h * 60 + m, second: s, offset }
}

const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/

/** Caches the last day formatted: consecutive readings share their day 48 times out of 48. */
function dayFormatter() {
  let lastNumber = Number.NaN
  let lastText = ''
  return (dayNumber: number) => {
    if (dayNumber !== lastNumber) {
      lastNumber = dayNumber
      lastText = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10)
    }
    return lastText
  }
}

function readMetadata(names: readonly string[], values: readonly string[], metadata: Metadata) {
  names.forEach((name, index) => {
    const value = (values[index] ?? '').trim()
    if (value === '') return
    if (name === 'type de donnees') {
      const type = normalizeName(value)
      if (type.includes('courbe')) metadata.kind = 'loadCurve'
      else if (/quotidien|journalier|energie/.test(type)) metadata.kind = 'daily'
    } else if (name === 'unite') {
      metadata.unit = value.toLowerCase()
      metadata.unitAsWritten = value
    } else if (name === 'pas en minutes') {
      const step = Number(value.replace(',', '.'))
      if (Number.isFinite(step)) metadata.step = step
    }
  })
}

/** Watts per unit written (load curve) or watt-hours per unit written (daily). */
function unitFactor(metadata: Metadata, kind: Kind): number | undefined {
  const unit = metadata.unit
  if (unit === undefined) return 1
  if (kind === 'loadCurve') return unit === 'w' ? 1 : unit === 'kw' ? 1000 : undefined
  return unit === 'wh' ? 1 : unit === 'kwh' ? 1000 : undefined
}

function byAt(rows: Row[]): Row[] {
  for (let i = 1; i < rows.length; i++) {
    // Array.prototype.sort is stable, so among rows for the same instant the first in the file stays first.
    if ((rows[i] as Row).at < (rows[i - 1] as Row).at) return rows.sort((a, b) => a.at - b.at)
  }
  return rows
}

export function parseEnedisFile(text: string, options: { onProgress?: (fraction: number) => void } = {}): ParseOutcome {
  const { onProgress } = options
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  if (body.trim() === '') return fail(ENEDIS_MESSAGES.empty)
  let lines = body.split(/\r\n|\r|\n/)
  // The export that repeats the meter's details on every row: rewritten, line for line, into timed rows.
  const flat = rewriteFlatExport(lines)
  if (flat && !flat.ok) return fail(ENEDIS_MESSAGES.unsupportedUnit(flat.unit))
  if (flat) lines = flat.lines

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
        readMetadata(names, splitFields(next, lineSeparator), metadata)
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

  const declared = metadata.kind
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
  const factor = unitFactor(metadata, kind)
  if (factor === undefined) return fail(ENEDIS_MESSAGES.unsupportedUnit(metadata.unitAsWritten ?? ''))

  const outcome = kind === 'daily' ? daily(rows, factor) : loadCurve(rows, factor, metadata.step, lines)
  if (outcome.ok) onProgress?.(1)
  return outcome
}

function daily(unsorted: Row[], whPerUnit: number): ParseOutcome {
  const rows = byAt(
    // A midnight timestamp names its day by its date as written, whatever the offset.
    unsorted.map((row) => ({ ...row, at: Math.floor(row.wall / 1440) })),
  )
  const formatDay = dayFormatter()
  const days: DailyReading[] = []
  let duplicates = 0
  let missing = 0
  let previous: number | undefined
  for (const row of rows) {
    if (previous !== undefined) {
      if (row.at === previous) {
        duplicates++
        continue
      }
      missing += row.at - previous - 1
    }
    previous = row.at
    days.push({ day: formatDay(row.at), kwh: (row.value * whPerUnit) / 1000 })
  }
  return { ok: true, data: { kind: 'daily', days, duplicates, missing } }
}

function loadCurve(unsorted: Row[], wattsPerUnit: number, declaredStep: number | undefined, lines: readonly string[]): ParseOutcome {
  const sorted = byAt(unsorted)
  // Same instant twice (even written with two different offsets): the first in the file is kept.
  const rows: Row[] = []
  let duplicates = 0
  for (const row of sorted) {
    if (rows.length > 0 && (rows[rows.length - 1] as Row).at === row.at) duplicates++
    else rows.push(row)
  }

  let step = declaredStep
  if (step === undefined) {
    // The most frequent gap: a few missing intervals must not change the step of the whole file.
    const counts = new Map<number, number>()
    for (let k = 1; k < rows.length; k++) {
      const gap = ((rows[k] as Row).at - (rows[k - 1] as Row).at) / 60_000
      counts.set(gap, (counts.get(gap) ?? 0) + 1)
    }
    let best = 0
    for (const [gap, count] of counts) {
      if (count > best || (count === best && gap < (step as number))) {
        best = count
        step = gap
      }
    }
    // A single reading shows no gap: the usual half-hour is the only sensible reading of it.
    step ??= 30
    if (!SUPPORTED_STEPS.includes(step)) return fail(ENEDIS_MESSAGES.unsupportedStep(step))
  }

  const stepMs = step * 60_000
  const formatDay = dayFormatter()
  const readings: IntervalReading[] = []
  let missing = 0
  let previous: Row | undefined
  for (const row of rows) {
    let startWall = row.wall - step
    if (previous !== undefined) {
      const gap = row.at - previous.at
      if (gap % stepMs !== 0) return fail(ENEDIS_MESSAGES.irregularStep(row.line, excerptOf(lines[row.line - 1] as string), step))
      missing += gap / stepMs - 1
      // The start is the previous row's end, written on the wall clock of its own offset: across a clock
      // change this is the real local start (01:30 for the row written 03:00+02:00), not a time that never was.
      if (gap === stepMs) startWall = previous.wall
    }
    previous = row
    const watts = row.value * wattsPerUnit
    readings.push({
      end: row.at,
      minutes: step,
      day: formatDay(Math.floor(startWall / 1440)),
      startMinute: startWall - Math.floor(startWall / 1440) * 1440,
      watts,
      kwh: (watts * step) / 60 / 1000,
    })
  }
  return { ok: true, data: { kind: 'loadCurve', readings, duplicates, missing } }
}

import { access, writeFile } from 'node:fs/promises'
import { basename, join, relative } from 'node:path'
import type { ElectricityOption } from '#contract/regulated-tariffs'
import { ELECTRICITY_OPTIONS } from '#contract/regulated-dates'
import type { CreRow } from './cre.ts'
import { closeAndCheck, CRE_FILES, creColumns, parseCreFile, writeCreFile } from './cre.ts'
import type { CsvProblem } from './csv.ts'
import { formatProblem, toFrenchDate } from './csv.ts'
import type { GasRow } from './gas.ts'
import { GAS_FILE, parseGasFile, writeGasFile } from './gas.ts'
import type { SourcesFile } from './sources.ts'
import { SOURCES_FILE } from './sources.ts'
import { readRegulatedFolder } from './folder.ts'
import { readImportedFile, readUtf8File } from '../text-file.ts'

/**
 * The operators' import: the CRE's files (or a new prix repère month) merged into seed/data/regulated.
 * Everything is read and checked before anything is written; on any problem nothing is written and
 * the exit code is 1.
 */
export interface ImportOptions {
  /** seed/data/regulated (or a copy). */
  regulatedDir: string
  dryRun: boolean
  /** Who published the imported figures and where to check them; defaults name the CRE's open data. */
  publisher?: string
  reference?: string
  /** How sure the figures are, for the source's note. */
  note?: string
  today: string
  log: (line: string) => void
  error: (line: string) => void
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  )
}

const rowKey = (r: { option: string; start: string; kva: number }) => `${r.option}|${r.start}|${r.kva}`

function describeRow(option: ElectricityOption, row: CreRow | undefined): string {
  if (!row) return '—'
  const prices = creColumns(option)
    .filter((c) => c.startsWith('PART_VARIABLE') && c.endsWith('_TTC'))
    .map((c) => row.cells.get(c) || '?')
  return `${row.cells.get('PART_FIXE_TTC') || '?'} €/yr, ${prices.join(' / ')} €/kWh`
}

export function refuse(problems: readonly CsvProblem[], options: ImportOptions, why = ''): number {
  options.error(`Import refused; nothing was written.${why}`)
  for (const p of problems) options.error(`  ${formatProblem(p)}`)
  return 1
}

/**
 * Writes the merged files (by name in the folder) unless something was refused. The seed's reader first
 * reads the folder as it would be, so what the import writes the seed takes.
 */
export async function finish(problems: CsvProblem[], options: ImportOptions, files: ReadonlyMap<string, string>): Promise<number> {
  if (problems.length > 0) return refuse(problems, options)
  const seedProblems: CsvProblem[] = []
  const dir = options.regulatedDir
  await readRegulatedFolder(
    dir,
    seedProblems,
    async (path) => files.get(relative(dir, path)) ?? (await readUtf8File(path)),
    undefined,
    async (path) => files.has(relative(dir, path)) || (await exists(path)),
  )
  if (seedProblems.length > 0) return refuse(seedProblems, options, ' The seed would refuse the result:')
  if (options.dryRun) {
    options.log('Dry run: nothing was written.')
    return 0
  }
  for (const [name, text] of files) await writeFile(join(dir, name), text)
  options.log(`Wrote ${dir}. Reseed (npm run seed) to serve it.`)
  return 0
}

/** npm run seed -- --import-cre <folder>: merges Option_Base/HPHC/Tempo.csv as the CRE publishes them. */
export async function importCre(folder: string, options: ImportOptions): Promise<number> {
  const problems: CsvProblem[] = []
  const current = await readRegulatedFolder(options.regulatedDir, problems)
  const incoming: CreRow[] = []
  const present: ElectricityOption[] = []
  for (const option of ELECTRICITY_OPTIONS) {
    const path = join(folder, CRE_FILES[option])
    if (!(await exists(path))) continue
    present.push(option)
    const text = await readImportedFile(path, problems)
    if (text !== null) incoming.push(...parseCreFile(option, text, path, problems))
  }
  if (present.length === 0) {
    problems.push({ file: folder, line: 0, column: '-', message: `none of ${Object.values(CRE_FILES).join(', ')} found` })
  }
  // Overlaps inside the imported files are the operator's to fix, so they are named in those files.
  closeAndCheck(incoming, problems)
  if (!current || problems.length > 0) return refuse(problems, options)

  const incomingKeys = new Set(incoming.map(rowKey))
  const kept = current.creRows.filter((r) => !incomingKeys.has(rowKey(r)))
  const merged = closeAndCheck([...kept, ...incoming], problems)

  const sources: SourcesFile = { ...current.sources, electricity: [...current.sources.electricity] }
  const before = new Map(current.creRows.map((r) => [rowKey(r), r]))
  /**
   * The source of an imported grid: the options given, else what the rows' SOURCES column says; its note
   * names the powers whose yearly subscription is EDF's monthly price × 12. Null when the rows say
   * nothing and no option is given (a new grid then names the CRE's file, an existing one keeps its own).
   */
  const importedSource = (option: ElectricityOption, start: string) => {
    const rows = incoming.filter((r) => r.option === option && r.start === start).sort((a, b) => a.kva - b.kva)
    const listed = [...new Set(rows.flatMap((r) => (r.extra?.sources ? [r.extra.sources] : [])))]
    const confidence = [...new Set(rows.flatMap((r) => (r.extra?.confidence ? [r.extra.confidence] : [])))]
    const monthly = rows.filter((r) => r.extra?.monthlySubscription !== undefined).map((r) => r.kva)
    if (options.reference === undefined && listed.length === 0 && monthly.length === 0) return null
    const notes = [
      ...(options.note ? [options.note] : []),
      ...(confidence.length > 0 ? [`Confiance des sources\u00a0: ${confidence.join(' ; ')}.`] : []),
      ...(monthly.length > 0
        ? [
            `Abonnement à ${monthly.join(', ')}\u00a0kVA\u00a0: prix mensuel TTC de la grille d’EDF × 12, le fichier de la CRE ne donnant pas le montant annuel (les deux documents arrondissent différemment, de moins de 1,50\u00a0€ par an).`,
          ]
        : []),
    ]
    return {
      option,
      effectiveFrom: start,
      publisher: options.publisher ?? 'Commission de régulation de l’énergie (CRE)',
      reference:
        options.reference ??
        (listed.length > 0
          ? listed.join(' ; ')
          : `Fichier open data de la CRE ${CRE_FILES[option]} (« Historique des tarifs réglementés de vente d’électricité »), importé le ${toFrenchDate(options.today)}.`),
      ...(notes.length > 0 ? { note: notes.join(' ') } : {}),
    }
  }
  for (const option of present) {
    for (const start of [...new Set(incoming.filter((r) => r.option === option).map((r) => r.start))]) {
      const own = importedSource(option, start)
      const at = sources.electricity.findIndex((s) => s.option === option && s.effectiveFrom === start)
      if (own && at >= 0 && JSON.stringify(sources.electricity[at]) !== JSON.stringify(own)) {
        sources.electricity[at] = own
        options.log(`${CRE_FILES[option]}: the source of the grid of ${toFrenchDate(start)} is replaced by the imported one.`)
      } else if (own && at < 0) sources.electricity.push(own)
    }
    const oldStarts = new Set(current.creRows.filter((r) => r.option === option).map((r) => r.start))
    const newStarts = [...new Set(incoming.filter((r) => r.option === option).map((r) => r.start))].sort()
    const added = newStarts.filter((s) => !oldStarts.has(s))
    const changed = incoming.filter(
      (r) =>
        r.option === option &&
        oldStarts.has(r.start) &&
        [...r.cells].some(([c, v]) => c !== 'DATE_FIN' && before.get(rowKey(r))?.cells.get(c) !== v),
    )
    options.log(
      `${CRE_FILES[option]}: ${added.length === 0 ? 'no new grid' : `new grid(s) from ${added.map(toFrenchDate).join(', ')}`}${changed.length > 0 ? `, ${changed.length} existing row(s) updated` : ''}.`,
    )
    for (const start of added) {
      if (!sources.electricity.some((s) => s.option === option && s.effectiveFrom === start)) {
        sources.electricity.push({
          option,
          effectiveFrom: start,
          publisher: options.publisher ?? 'Commission de régulation de l’énergie (CRE)',
          reference:
            options.reference ??
            `Fichier open data de la CRE ${CRE_FILES[option]} (« Historique des tarifs réglementés de vente d’électricité »), importé le ${toFrenchDate(options.today)}.`,
        })
      }
      const previous = [...oldStarts]
        .filter((s) => s < start)
        .sort()
        .pop()
      for (const row of merged.filter((r) => r.option === option && r.start === start).sort((a, b) => a.kva - b.kva)) {
        const old =
          previous === undefined ? undefined : merged.find((r) => r.option === option && r.start === previous && r.kva === row.kva)
        options.log(`  ${row.kva} kVA: ${describeRow(option, old)} → ${describeRow(option, row)}`)
      }
    }
    for (const row of changed) {
      options.log(
        `  ${toFrenchDate(row.start)}, ${row.kva} kVA: ${describeRow(option, before.get(rowKey(row)))} → ${describeRow(option, row)}`,
      )
    }
  }
  for (const row of merged) {
    const old = before.get(rowKey(row))
    if (old && old.end === null && row.end !== null) {
      options.log(`  ${CRE_FILES[row.option]}: the ${row.kva} kVA row of ${toFrenchDate(row.start)} now ends ${toFrenchDate(row.end)}.`)
    }
  }
  return finish(
    problems,
    options,
    new Map([
      ...ELECTRICITY_OPTIONS.map((option) => [CRE_FILES[option], writeCreFile(option, merged)] as const),
      [SOURCES_FILE, `${JSON.stringify(sources, null, 2)}\n`],
    ]),
  )
}

/**
 * npm run seed -- --import-prix-repere <file>: merges prix repère months (the columns of
 * Prix_repere_gaz.csv). A month in the file replaces that month as a whole; every other month stays.
 */
export async function importGas(file: string, options: ImportOptions): Promise<number> {
  const problems: CsvProblem[] = []
  const current = await readRegulatedFolder(options.regulatedDir, problems)
  const text = await readImportedFile(file, problems)
  const incoming = text === null ? [] : parseGasFile(text, file, problems)
  if (!current || problems.length > 0) return refuse(problems, options)

  const months = [...new Set(incoming.map((r) => r.month))].sort()
  const kept = current.gasRows.filter((r) => !months.includes(r.month))
  const merged: GasRow[] = [...kept, ...incoming]
  const sources: SourcesFile = {
    ...current.sources,
    gas: current.sources.gas.filter((s) => !months.includes(s.month) || options.reference === undefined),
  }
  for (const month of months) {
    const replaced = current.gasRows.some((r) => r.month === month)
    options.log(`${basename(file)}: ${replaced ? 'replaces' : 'adds'} ${month}.`)
    for (const row of incoming.filter((r) => r.month === month)) {
      const old = current.gasRows.find((r) => r.month === month && r.use === row.use && r.level === row.level)
      const show = (r: GasRow | undefined) =>
        r ? `${r.cells.get('ABONNEMENT_TTC') || '?'} €/yr, ${r.cells.get('PRIX_KWH_TTC') || '?'} €/kWh` : '—'
      options.log(`  ${row.use}${row.level === null ? '' : ` level ${row.level}`}: ${show(old)} → ${show(row)}`)
    }
    if (!sources.gas.some((s) => s.month === month)) {
      sources.gas.push({
        month,
        publisher: options.publisher ?? 'Commission de régulation de l’énergie (CRE)',
        reference:
          options.reference ??
          `Prix repère de vente de gaz naturel, ${month}, zone GRDF (cre.fr), importé le ${toFrenchDate(options.today)}.`,
        ...(options.note ? { note: options.note } : {}),
      })
    }
  }
  sources.gas.sort((a, b) => a.month.localeCompare(b.month))
  return finish(
    problems,
    options,
    new Map([
      [GAS_FILE, writeGasFile(merged)],
      [SOURCES_FILE, `${JSON.stringify(sources, null, 2)}\n`],
    ]),
  )
}

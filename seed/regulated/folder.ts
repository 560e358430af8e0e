import { access, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { GasReferenceMonth, RegulatedGrid } from '#contract/regulated-tariffs'
import { ELECTRICITY_OPTIONS } from '#contract/regulated-dates'
import type { CreRow } from './cre.ts'
import { buildGrids, closeAndCheck, CRE_FILES, parseCreFile } from './cre.ts'
import type { CsvProblem } from './csv.ts'
import type { GasRow } from './gas.ts'
import { buildGasMonths, GAS_FILE, parseGasFile } from './gas.ts'
import type { GasLevelRow } from './gas-levels.ts'
import { GAS_LEVELS_FILE, parseGasLevelsFile } from './gas-levels.ts'
import type { SourcesFile } from './sources.ts'
import { SOURCES_FILE, SourcesFile as SourcesSchema, sourceLookup } from './sources.ts'

/** seed/data/regulated, read, checked and turned into the contract's grids and months. */
export interface RegulatedFolder {
  creRows: CreRow[]
  gasRows: GasRow[]
  sources: SourcesFile
  grids: RegulatedGrid[]
  gasMonths: GasReferenceMonth[]
  /** The commune → gas price level table; empty while none was imported. */
  gasLevelRows: GasLevelRow[]
}

/**
 * Reads the regulated folder. `read` gives each file's text (the seed loader hashes what it reads);
 * `display` is how a file is named in problems.
 */
export async function readRegulatedFolder(
  dir: string,
  problems: CsvProblem[],
  read: (path: string) => Promise<string | null> = (path) => readFile(path, 'utf8'),
  display: (name: string) => string = (name) => join(dir, name),
  /** Whether an optional file is there (the price level table exists only once imported). */
  has: (path: string) => Promise<boolean> = (path) =>
    access(path).then(
      () => true,
      () => false,
    ),
): Promise<RegulatedFolder | null> {
  const sourcesText = await read(join(dir, SOURCES_FILE))
  let sources: SourcesFile | null = null
  if (sourcesText !== null) {
    try {
      const parsed = SourcesSchema.safeParse(JSON.parse(sourcesText))
      if (parsed.success) sources = parsed.data
      else
        for (const issue of parsed.error.issues)
          problems.push({ file: display(SOURCES_FILE), line: 1, column: issue.path.join('.'), message: issue.message })
    } catch (error) {
      problems.push({ file: display(SOURCES_FILE), line: 1, column: '-', message: `invalid JSON: ${(error as Error).message}` })
    }
  }
  const rows: CreRow[] = []
  for (const option of ELECTRICITY_OPTIONS) {
    const text = await read(join(dir, CRE_FILES[option]))
    if (text !== null) rows.push(...parseCreFile(option, text, display(CRE_FILES[option]), problems))
  }
  const creRows = closeAndCheck(rows, problems)
  const gasText = await read(join(dir, GAS_FILE))
  const gasRows = gasText === null ? [] : parseGasFile(gasText, display(GAS_FILE), problems)
  const levelsPath = join(dir, GAS_LEVELS_FILE)
  const levelsText = (await has(levelsPath)) ? await read(levelsPath) : null
  const gasLevelRows = levelsText === null ? [] : parseGasLevelsFile(levelsText, display(GAS_LEVELS_FILE), problems)
  if (!sources) return null
  const lookup = sourceLookup(sources)
  const grids = buildGrids(creRows, lookup.electricity, problems)
  const gasMonths = buildGasMonths(gasRows, lookup.gas, problems)
  return { creRows, gasRows, sources, grids, gasMonths, gasLevelRows }
}

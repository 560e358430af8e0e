import type { GasPriceLevelRow } from '#contract/gas-price-levels'
import { readImportedFile } from '../text-file.ts'
import type { CsvProblem } from './csv.ts'
import { toFrenchDate } from './csv.ts'
import { readRegulatedFolder } from './folder.ts'
import { checkOneLevelPerCommune, GAS_LEVELS_FILE, gasLevelKey, parseGasLevelsFile, writeGasLevelsFile } from './gas-levels.ts'
import { finish, type ImportOptions, refuse } from './import.ts'

/**
 * npm run seed -- --import-gas-levels FILE: merges a commune → gas price level table (the columns of
 * Niveaux_prix_gaz_communes.csv) into seed/data/regulated. A row with the same commune, postal code and
 * first day replaces the stored one; every other row stays, so a level's history is kept and importing
 * the same file twice changes nothing.
 */
export async function importGasLevels(file: string, options: ImportOptions): Promise<number> {
  const problems: CsvProblem[] = []
  const current = await readRegulatedFolder(options.regulatedDir, problems)
  const text = await readImportedFile(file, problems)
  const incoming = text === null ? [] : parseGasLevelsFile(text, file, problems)
  if (text !== null && incoming.length === 0 && problems.length === 0)
    problems.push({ file, line: 2, column: 'CODE_INSEE', message: 'the file has no row' })
  if (!current || problems.length > 0) return refuse(problems, options)

  const incomingKeys = new Set(incoming.map((r) => gasLevelKey(r.row)))
  const kept = current.gasLevelRows.filter((r) => !incomingKeys.has(gasLevelKey(r.row)))
  // A commune's level on one day is one, between the stored rows and the new ones too.
  checkOneLevelPerCommune([...kept, ...incoming], problems)
  if (problems.length > 0) return refuse(problems, options)

  const before = new Map(current.gasLevelRows.map((r) => [gasLevelKey(r.row), r.row]))
  const same = (a: GasPriceLevelRow, b: GasPriceLevelRow | undefined) => JSON.stringify(a) === JSON.stringify(b)
  const added = incoming.filter((r) => !before.has(gasLevelKey(r.row)))
  const changed = incoming.filter((r) => before.has(gasLevelKey(r.row)) && !same(r.row, before.get(gasLevelKey(r.row))))
  const days = [...new Set(incoming.map((r) => r.row.from))].sort().map(toFrenchDate)
  options.log(
    `${file}: ${incoming.length} row(s) from ${days.join(', ')}; ${added.length} new, ${changed.length} changed, ${incoming.length - added.length - changed.length} already stored as they are.`,
  )
  for (const { row } of changed.slice(0, 20)) {
    const old = before.get(gasLevelKey(row))
    options.log(`  ${row.inseeCode} ${row.commune} (${row.postalCode}) from ${toFrenchDate(row.from)}: level ${old?.level} → ${row.level}`)
  }
  if (added.length === 0 && changed.length === 0) {
    options.log(`Nothing to change in ${GAS_LEVELS_FILE}.`)
    return 0
  }
  const merged = [...kept.map((r) => r.row), ...incoming.map((r) => r.row)]
  return finish(problems, options, new Map([[GAS_LEVELS_FILE, writeGasLevelsFile(merged)]]))
}

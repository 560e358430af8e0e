import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { kvKeys } from '#contract/catalogue'
import { communesInForce } from '#contract/gas-price-level-pick'
import { buildKvEntries } from '../../seed/build.ts'
import { DEFAULT_DATA_DIR, loadSeed } from '../../seed/load.ts'
import { regulatedFiles, runSeed } from './support/seed-command.ts'

/**
 * A limit, not a wait: each test runs the seed's command (a Node process) up to five times, about 2 s each
 * on an idle machine and ten times that on a busy one.
 */
const SEED_RUNS_LIMIT = 180_000
const FIXTURE = new URL('../fixtures/gas-levels/Niveaux_prix_gaz_communes.csv', import.meta.url).pathname
let dir: string
let data: string
let file: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gas-levels-import-'))
  data = join(dir, 'data')
  file = join(dir, 'niveaux.csv')
  await cp(DEFAULT_DATA_DIR, data, { recursive: true })
  await cp(FIXTURE, file)
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** The operator's command, as the README gives it, on the copy of the data. */
const seed = (...args: string[]) => runSeed(['--data', data, ...args])

const snapshot = () => regulatedFiles(data)

const fixtureRows = async () => (await readFile(FIXTURE, 'utf8')).trim().split('\n').slice(1)

describe('npm run seed -- --import-gas-levels', () => {
  it('the real catalogue has no table: the seed stores zero rows and no area', async () => {
    const seedNow = await loadSeed(data)
    expect(seedNow.gasPriceLevels).toEqual([])
    const entries = buildKvEntries(seedNow)
    expect(entries.find((e) => e.key === kvKeys.gasPriceLevels)?.value).toBe('{"rows":0}')
    expect(entries.filter((e) => e.key.startsWith(`${kvKeys.gasPriceLevels}/`))).toEqual([])
  })

  it(
    'imports a table, keeps a level’s history, stores it by postal area, and a second run changes nothing',
    async () => {
      const dry = await seed('--import-gas-levels', file, '--dry-run')
      expect(dry.code).toBe(0)
      expect(dry.stdout).toMatch(/Dry run: nothing was written/)
      expect((await snapshot())['Niveaux_prix_gaz_communes.csv']).toBeUndefined()

      const first = await seed('--import-gas-levels', file)
      expect(first.code).toBe(0)
      const rows = await fixtureRows()
      expect(first.stdout).toContain(`${rows.length} new, 0 changed`)
      const imported = await loadSeed(data)
      expect(imported.gasPriceLevels).toHaveLength(rows.length)
      // The commune whose level changes keeps both rows; the day picks one.
      const bains = imported.gasPriceLevels.filter((r) => r.inseeCode === '99001')
      expect(communesInForce(bains, '2026-10-31').map((r) => r.level)).toEqual([2])
      expect(communesInForce(bains, '2026-11-01').map((r) => r.level)).toEqual([6])
      // A name holding the separator comes back whole.
      expect(imported.gasPriceLevels.map((r) => r.commune)).toContain('Essai; le Bas')
      const entries = buildKvEntries(imported)
      expect(JSON.parse(entries.find((e) => e.key === kvKeys.gasPriceLevels)?.value ?? '')).toEqual({ rows: rows.length })
      expect(entries.filter((e) => e.key.startsWith(`${kvKeys.gasPriceLevels}/`)).map((e) => e.key)).toEqual([
        kvKeys.gasPriceLevelsOf('99'),
      ])

      const written = await snapshot()
      const again = await seed('--import-gas-levels', file)
      expect(again.code).toBe(0)
      expect(again.stdout).toMatch(/Nothing to change/)
      expect(await snapshot()).toEqual(written)

      // A new level from a later day is added beside the old one, not over it.
      await writeFile(file, `CODE_INSEE;COMMUNE;CODE_POSTAL;NIVEAU;DATE_DEBUT;SOURCE\n99002;Essai-sur-Mer;99200;1;01/03/2027;Essai\n`)
      expect((await seed('--import-gas-levels', file)).code).toBe(0)
      const later = await loadSeed(data)
      expect(later.gasPriceLevels.filter((r) => r.inseeCode === '99002').map((r) => [r.from, r.level])).toEqual([
        ['2026-01-01', 4],
        ['2027-03-01', 1],
      ])
    },
    SEED_RUNS_LIMIT,
  )

  it(
    'refuses a file with a bad line, naming its line and column, and writes nothing',
    async () => {
      const before = await snapshot()
      const bad = (await readFile(FIXTURE, 'utf8')).replace('99002;Essai-sur-Mer;99200;4;', '99002;Essai-sur-Mer;9920;7;')
      await writeFile(file, bad)
      const result = await seed('--import-gas-levels', file)
      expect(result.code).toBe(1)
      expect(result.stderr).toMatch(/Import refused; nothing was written/)
      expect(result.stderr).toMatch(/niveaux\.csv, line 4, column CODE_POSTAL: « 9920 » is not a postal code/)
      expect(result.stderr).toMatch(/niveaux\.csv, line 4, column NIVEAU: « 7 » is not a price level \(1 to 6\)/)
      expect(await snapshot()).toEqual(before)
    },
    SEED_RUNS_LIMIT,
  )

  it(
    'refuses a commune given two levels from one day, a missing source and a date that does not exist',
    async () => {
      await writeFile(
        file,
        [
          'CODE_INSEE;COMMUNE;CODE_POSTAL;NIVEAU;DATE_DEBUT;SOURCE',
          '99001;Essai-les-Bains;99100;2;01/01/2026;Essai',
          '99001;Essai-les-Bains;99101;3;01/01/2026;Essai',
          '99005;Essai-Neuf;99500;2;30/02/2026;',
        ].join('\n'),
      )
      const before = await snapshot()
      const result = await seed('--import-gas-levels', file, '--dry-run')
      expect(result.code).toBe(1)
      expect(result.stderr).toMatch(/line 3, column NIVEAU: 99001 is at level 3 here and at level 2 on line 2/)
      expect(result.stderr).toMatch(/line 4, column DATE_DEBUT: « 30\/02\/2026 » is not a day/)
      expect(result.stderr).toMatch(/line 4, column SOURCE: every row needs its source/)
      expect(await snapshot()).toEqual(before)
    },
    SEED_RUNS_LIMIT,
  )
})

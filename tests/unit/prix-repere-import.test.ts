import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pickGasReference } from '#contract/gas-reference'
import { DEFAULT_DATA_DIR, loadSeed } from '../../seed/load.ts'
import { regulatedFiles, runSeed } from './support/seed-command.ts'

const FIXTURE = new URL('../fixtures/prix-repere/prix-repere-2027-01.csv', import.meta.url).pathname
let dir: string
let data: string
let file: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'prix-repere-import-'))
  data = join(dir, 'data')
  file = join(dir, 'prix-repere.csv')
  await cp(DEFAULT_DATA_DIR, data, { recursive: true })
  await cp(FIXTURE, file)
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** The operator's command, as the README gives it, on the copy of the data. */
const seed = (...args: string[]) => runSeed(['--data', data, ...args])

const snapshot = () => regulatedFiles(data)

/** A fixture cell, by line and column name, so the expectations come from the file itself. */
async function cell(line: number, column: string): Promise<number> {
  const lines = (await readFile(FIXTURE, 'utf8')).split('\r\n')
  const header = (lines[0] ?? '').split(';')
  return Number((lines[line - 1] ?? '').split(';')[header.indexOf(column)]?.replace(',', '.'))
}

describe('npm run seed -- --import-prix-repere', () => {
  it('adds a month with its price levels, keeps every earlier month, and a second run changes nothing', async () => {
    const before = await loadSeed(data)
    const dry = await seed('--import-prix-repere', file, '--dry-run')
    expect(dry.code).toBe(0)
    expect(dry.stdout).toMatch(/adds 2027-01/)
    expect(dry.stdout).toMatch(/heating level 6: — → \? €\/yr, 0,1642 €\/kWh/)

    const first = await seed('--import-prix-repere', file, '--publisher', 'Test', '--reference', 'Fichier d’essai')
    expect(first.code).toBe(0)
    const after = await loadSeed(data)
    expect(after.gasReferenceMonths.map((m) => m.month)).toEqual([...before.gasReferenceMonths.map((m) => m.month), '2027-01'])
    for (const month of before.gasReferenceMonths) expect(after.gasReferenceMonths).toContainEqual(month)
    const january = after.gasReferenceMonths.find((m) => m.month === '2027-01')
    expect(january?.uses.heating?.levels?.map((l) => l.level)).toEqual([1, 6])
    expect(pickGasReference(after.gasReferenceMonths, '2027-01-15', 'heating', 6)).toMatchObject({
      month: '2027-01',
      level: 6,
      pricePerKwh: await cell(5, 'PRIX_KWH_TTC'),
      subscriptionPerYear: await cell(3, 'ABONNEMENT_TTC'),
    })

    const written = await snapshot()
    expect((await seed('--import-prix-repere', file, '--publisher', 'Test', '--reference', 'Fichier d’essai')).code).toBe(0)
    expect(await snapshot()).toEqual(written)
  }, 60_000)

  it('refuses a file with a bad line, naming its line and column, and writes nothing', async () => {
    await writeFile(file, (await readFile(file, 'utf8')).replace('01/2027;CHAUFFAGE;6;', '01/2027;CHAUFFAGE;7;'))
    const before = await snapshot()
    const result = await seed('--import-prix-repere', file)
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/Import refused; nothing was written/)
    expect(result.stderr).toMatch(/prix-repere\.csv, line 5, column NIVEAU: « 7 » is not a price level/)
    expect(await snapshot()).toEqual(before)
  }, 60_000)

  it('refuses a decimal point and an unknown column, each named', async () => {
    await writeFile(file, (await readFile(file, 'utf8')).replace('0,1404', '0.1404').replace('PRIX_KWH_TTC', 'PRIX_KWH_TTC;ZONE'))
    const before = await snapshot()
    const result = await seed('--import-prix-repere', file, '--dry-run')
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/line 1, column 8 \(ZONE\): unknown column/)
    expect(await snapshot()).toEqual(before)
    await writeFile(file, (await readFile(FIXTURE, 'utf8')).replace('0,1404', '0.1404'))
    const decimal = await seed('--import-prix-repere', file)
    expect(decimal.stderr).toMatch(/line 3, column PRIX_KWH_TTC: « 0\.1404 » has a decimal point/)
    expect(await snapshot()).toEqual(before)
  }, 60_000)
})

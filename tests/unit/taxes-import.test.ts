import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_DATA_DIR } from '../../seed/load.ts'
import { runSeed } from './support/seed-command.ts'

const FIXTURE = new URL('../fixtures/taxes/taxes-2027-fictitious.csv', import.meta.url).pathname
const TABLE = new URL('../../contract/tax-table.json', import.meta.url).pathname
let dir: string
let data: string
let table: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'taxes-import-'))
  data = join(dir, 'data')
  table = join(dir, 'tax-table.json')
  await cp(DEFAULT_DATA_DIR, data, { recursive: true })
  await cp(TABLE, table)
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** The operator's command, as the README gives it, writing a copy of the contract's table. */
const seed = (...args: string[]) => runSeed(['--data', data, '--tax-table', table, ...args])
const files = async () => ({ csv: await readFile(join(data, 'taxes', 'taxes.csv'), 'utf8'), table: await readFile(table, 'utf8') })

describe('npm run seed -- --import-taxes', () => {
  it('the seed’s table is what its taxes file gives: importing the file into itself changes nothing', async () => {
    const before = await files()
    const again = await seed('--import-taxes', join(data, 'taxes', 'taxes.csv'))
    expect(again.code).toBe(0)
    expect(again.stdout).toMatch(/0 new row\(s\), 0 replaced/)
    expect(await files()).toEqual(before)
  })

  it('adds a dated row, keeps every earlier one, and a second run writes the same bytes', async () => {
    const before = await files()
    const dry = await seed('--import-taxes', FIXTURE, '--dry-run')
    expect(dry.code).toBe(0)
    expect(dry.stdout).toMatch(/electricity excisePerMwh: .*30\.62 from 2026-08-01 to 2027-01-31, 32 from 2027-02-01/)
    expect(await files()).toEqual(before)
    expect((await seed('--import-taxes', FIXTURE)).code).toBe(0)
    const after = await files()
    for (const line of before.csv.trim().split('\n')) expect(after.csv).toContain(line)
    expect(after.csv.trim().split('\n')).toHaveLength(before.csv.trim().split('\n').length + 1)
    expect((await seed('--import-taxes', FIXTURE)).code).toBe(0)
    expect(await files()).toEqual(after)
  }, 180_000) // a limit, not a wait: the seed's command runs three times, each a Node process

  it('refuses a bad line, naming its line and column, and writes nothing', async () => {
    const before = await files()
    const bad = join(dir, 'bad.csv')
    const good = (await readFile(FIXTURE, 'utf8')).trim().split('\n')
    await writeFile(
      bad,
      `${good.join('\n')}\n${(good[1] ?? '').replace('32.00', '32,00')}\n${(good[1] ?? '').replace('EUR/MWh', 'EUR/kWh')}\n`,
    )
    const result = await seed('--import-taxes', bad)
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/Import refused; nothing was written/)
    expect(result.stderr).toMatch(/bad\.csv, line 3, column valeur: « 32,00 » has a decimal comma/)
    expect(result.stderr).toMatch(/bad\.csv, line 4, column unite: « EUR\/kWh » is not the unit of accise/)
    expect(await files()).toEqual(before)
  })

  it('refuses two values of one tax on one day', async () => {
    const before = await files()
    const bad = join(dir, 'conflict.csv')
    const good = (await readFile(FIXTURE, 'utf8')).trim().split('\n')
    await writeFile(bad, `${good.join('\n')}\n${(good[1] ?? '').replace('32.00', '33.00').replace('FICTIF', 'AUTRE')}\n`)
    const result = await seed('--import-taxes', bad)
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(
      /conflict\.csv, line 3, column valeur: electricity excisePerMwh: 33 and 32 \(line 2\) from the same day 2027-02-01/,
    )
    expect(await files()).toEqual(before)
  })
})

import { execFile } from 'node:child_process'
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { gridsInForce } from '#contract/regulated-dates'
import { DEFAULT_DATA_DIR, loadSeed } from '../../seed/load.ts'
import type { ImportOptions } from '../../seed/regulated/import.ts'
import { importCre, importGas } from '../../seed/regulated/import.ts'

const FIXTURES = new URL('../fixtures/cre-2027/', import.meta.url).pathname
const run = promisify(execFile)
// A run of the seed CLI starts Node and tsx and loads the whole seed: 7 to 18 s with the machine at a load
// of 15 to 20 (measured), beside other test files. A limit, not a wait.
const CLI_LIMIT_MS = 90_000
let dir: string
let data: string
let incoming: string
let out: string[]
let err: string[]

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cre-import-'))
  data = join(dir, 'data')
  incoming = join(dir, 'in')
  await cp(DEFAULT_DATA_DIR, data, { recursive: true })
  await cp(FIXTURES, incoming, { recursive: true })
  out = []
  err = []
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function options(dryRun = false): ImportOptions {
  return { regulatedDir: join(data, 'regulated'), dryRun, today: '2026-12-20', log: (l) => out.push(l), error: (l) => err.push(l) }
}

/** Every file of seed/data/regulated, to prove an import wrote nothing. */
async function snapshot(): Promise<Record<string, string>> {
  const folder = join(data, 'regulated')
  const names = (await readdir(folder)).sort()
  return Object.fromEntries(await Promise.all(names.map(async (n) => [n, await readFile(join(folder, n), 'utf8')] as const)))
}

/** The fixture's cells for one power, by column name, so expectations come from the fixture itself. */
async function fixtureRow(file: string, kva: number): Promise<Record<string, string>> {
  const lines = (await readFile(join(FIXTURES, file), 'utf8')).replace(/^\uFEFF/, '').split('\r\n')
  const header = (lines[0] ?? '').split(';')
  const row = lines.find((l) => l.split(';')[2] === String(kva))?.split(';') ?? []
  return Object.fromEntries(header.map((h, i) => [h, row[i] ?? '']))
}

async function editIncoming(file: string, edit: (text: string) => string): Promise<void> {
  const path = join(incoming, file)
  await writeFile(path, edit(await readFile(path, 'utf8')))
}

const decimal = (text: string | undefined) => Number((text ?? '').replace(',', '.'))

describe('npm run seed -- --import-cre', () => {
  it('imports the CRE files of 1 February 2027 as published (BOM, CRLF, trailing separators)', async () => {
    const before = await loadSeed(data)
    expect(await importCre(incoming, options())).toBe(0)
    expect(err).toEqual([])
    const after = await loadSeed(data)
    expect(after.regulatedGrids).toHaveLength(before.regulatedGrids.length + 3)
    expect(after.version).not.toBe(before.version)

    const fixture = await fixtureRow('Option_Base.csv', 6)
    const [base2027] = gridsInForce(after.regulatedGrids, '2027-02-01')
    expect(base2027?.effectiveFrom).toBe('2027-02-01')
    expect(base2027?.effectiveTo).toBeNull()
    expect(base2027?.powers.find((p) => p.kva === 6)?.pricesPerKwh).toEqual({
      base: { ttc: decimal(fixture.PART_VARIABLE_TTC), ht: decimal(fixture.PART_VARIABLE_HT) },
    })
    // The grid in force until then is closed the day before, and the day before still gets it.
    const [previous] = gridsInForce(before.regulatedGrids, '2027-01-31')
    const [closed] = gridsInForce(after.regulatedGrids, '2027-01-31')
    expect(closed?.effectiveFrom).toBe(previous?.effectiveFrom)
    expect(closed?.effectiveTo).toBe('2027-02-01')
    const baseCsv = await readFile(join(data, 'regulated', 'Option_Base.csv'), 'utf8')
    expect(baseCsv).toContain(`${previous?.effectiveFrom.split('-').reverse().join('/')};31/01/2027;6;`)
    expect(baseCsv).not.toMatch(/\r|\uFEFF/)

    expect(out).toContain('Option_Base.csv: new grid(s) from 01/02/2027.')
    const old6 = previous?.option === 'base' ? previous.powers.find((p) => p.kva === 6) : undefined
    const line6 = out.find((l) => l.startsWith('  6 kVA:'))
    expect(line6).toContain(`→ ${fixture.PART_FIXE_TTC} €/yr, ${fixture.PART_VARIABLE_TTC} €/kWh`)
    expect(line6).toContain(String(old6?.pricesPerKwh.base.ttc).replace('.', ','))
    expect(base2027?.source.reference).toContain('Option_Base.csv')
  })

  it('prints the changes and writes nothing with --dry-run', async () => {
    const before = await snapshot()
    expect(await importCre(incoming, options(true))).toBe(0)
    expect(out).toContain('Option_Tempo.csv: new grid(s) from 01/02/2027.')
    expect(out).toContain('Dry run: nothing was written.')
    expect(await snapshot()).toEqual(before)
  })

  const refusals: [string, string, (text: string) => string, RegExp][] = [
    [
      'a dot decimal',
      'Option_Base.csv',
      (t) => t.replace(/(01\/02\/2027;;6;[^\r]*;)0,2111/, '$10.2111'),
      /Option_Base\.csv, line 3, column PART_VARIABLE_TTC: « 0\.2111 » has a decimal point/,
    ],
    [
      'a missing column',
      'Option_HPHC.csv',
      (t) => t.replace(';PART_VARIABLE_HP_HT', ''),
      /Option_HPHC\.csv, line 1, column PART_VARIABLE_HP_HT: this column is missing/,
    ],
    [
      'an unknown power',
      'Option_Tempo.csv',
      (t) => t.replace('01/02/2027;;9;', '01/02/2027;;10;'),
      /Option_Tempo\.csv, line 3, column P_SOUSCRITE: unknown meter power « 10 »/,
    ],
    [
      'overlapping grids in the imported file',
      'Option_Base.csv',
      (t) => t.replace('\r\n', '\r\n01/08/2026;28/02/2027;6;1,1;2,2;0,1;0,2;\r\n'),
      /Option_Base\.csv, line 2, column DATE_FIN: overlaps the grid starting 01\/02\/2027 for 6 kVA/,
    ],
    [
      'a grid overlapping one already in the seed',
      'Option_Base.csv',
      (t) => t.replace('01/02/2027;;3;', '01/02/2026;31/12/2026;3;'),
      /Option_Base\.csv, line 2, column DATE_FIN: overlaps the grid starting 01\/08\/2026 for 3 kVA/,
    ],
  ]

  it.each(refusals)('refuses %s, naming file, line and column, and writes nothing', async (_case, file, edit, expected) => {
    await editIncoming(file, edit)
    const before = await snapshot()
    expect(await importCre(incoming, options())).toBe(1)
    expect(err[0]).toBe('Import refused; nothing was written.')
    expect(err.join('\n')).toMatch(expected)
    expect(await snapshot()).toEqual(before)
  })

  it(
    'exits 1 from the command line on a malformed file',
    async () => {
      await editIncoming('Option_Base.csv', (t) => t.replace('0,2111', '0.2111'))
      const before = await snapshot()
      const result = await run(process.execPath, ['--import', 'tsx', 'seed/cli.ts', '--import-cre', incoming, '--data', data]).then(
        () => ({ code: 0, stderr: '' }),
        (e: { code: number; stderr: string }) => e,
      )
      expect(result.code).toBe(1)
      expect(result.stderr).toMatch(/Option_Base\.csv, line 2, column PART_VARIABLE_TTC/)
      expect(await snapshot()).toEqual(before)
    },
    CLI_LIMIT_MS,
  )
})

describe('npm run seed -- --import-gas', () => {
  it('adds a prix repère month with its source', async () => {
    expect(await importGas(join(incoming, 'Prix_repere_gaz.csv'), options())).toBe(0)
    const seed = await loadSeed(data)
    const february = seed.gasReferenceMonths.find((m) => m.month === '2027-02')
    expect(february?.uses.heating?.pricePerKwh.ttc).toBeGreaterThan(0)
    expect(february?.uses.cookingAndHotWater).toBeNull()
    expect(february?.source.publisher).toMatch(/CRE/)
    expect(out).toContain('Prix_repere_gaz.csv: adds 2027-02.')
  })

  it('refuses an unknown use, naming file, line and column', async () => {
    await editIncoming('Prix_repere_gaz.csv', (t) => t.replace('CHAUFFAGE', 'CHAUF'))
    const before = await snapshot()
    expect(await importGas(join(incoming, 'Prix_repere_gaz.csv'), options())).toBe(1)
    expect(err.join('\n')).toMatch(/Prix_repere_gaz\.csv, line 3, column USAGE: unknown use « CHAUF »/)
    expect(await snapshot()).toEqual(before)
  })
})

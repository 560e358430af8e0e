import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OFFER_PRICE_PER_KWH_MAX, OFFER_SUBSCRIPTION_PER_MONTH_MAX } from '#contract/offers'
import { DEFAULT_DATA_DIR, loadSeed, SeedValidationError } from '../../seed/load.ts'
import { importOfferGrids } from '../../seed/offer-grids/import.ts'
import { importGas } from '../../seed/regulated/import.ts'
import { importTempoDays } from '../../seed/regulated/tempo-import.ts'
import { edited, gridFile, TODAY, zenFixeInForce } from './offer-grids-fixtures.ts'

const run = promisify(execFile)
let dir: string
let out: string[]
let errors: string[]
const options = () => ({ dataDir: dir, dryRun: false, today: TODAY, log: (l: string) => out.push(l), error: (l: string) => errors.push(l) })

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'import-checks-'))
  await cp(DEFAULT_DATA_DIR, dir, { recursive: true })
  out = []
  errors = []
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** The 6 kVA row of Zen Fixe's grid in force, the row each case breaks. */
async function sixKva() {
  const row = (await zenFixeInForce(dir)).find((r) => r.kva === 6)
  if (!row) throw new Error('Zen Fixe should have a 6 kVA row')
  return row
}

/** Cells the seed refuses, each in the column that holds it. */
const SEED_REFUSALS: readonly [column: string, value: string][] = [
  ['source_url', 'https://%zz'],
  ['source_url', 'http://particulier.edf.fr/grille.pdf'],
  ['source_url', 'https://exemple.fr/grille zen.pdf'],
  ['valid_from', '2026-02-30'],
  ['checked_at', '2099-01-01'],
  ['prices_eur_kwh', 'base=0'],
  ['prices_eur_kwh', 'base=2.5'],
  ['prices_eur_kwh', 'base=0,1847'],
  ['prices_eur_kwh', 'base=cher'],
  ['prices_eur_kwh', 'hp=0.2'],
  ['subscription_eur_month', '0'],
  ['subscription_eur_month', '600'],
  ['kva', '7'],
  ['offer_name', ''],
  ['offer_id', 'Zen_Fixe'],
  ['energy', 'fioul'],
  ['price_type', 'bon'],
  ['hours', 'base=25-26'],
  ['source', ''],
]

describe('one check for offer grids, wherever they enter', () => {
  it('refuses in an import every cell the seed refuses, with file, line and column, and writes nothing', async () => {
    const six = await sixKva()
    const dataFile = join(dir, 'offer-grids.csv')
    const data = await readFile(dataFile, 'utf8')
    const dataLine = six.line
    for (const [column, value] of SEED_REFUSALS) {
      const broken = edited(six, { [column]: value })
      // The seed, with the cell broken in seed/data/offer-grids.csv: refused at its line and column.
      const lines = data.split('\n')
      lines[dataLine - 1] = gridFile([broken]).split('\n')[1] ?? ''
      await writeFile(dataFile, lines.join('\n'))
      const refusal = await loadSeed(dir, TODAY).then(
        () => null,
        (error: unknown) => error,
      )
      expect(refusal, `${column} ${value}`).toBeInstanceOf(SeedValidationError)
      expect((refusal as SeedValidationError).issues.map((i) => i.path)).toContain(`line ${dataLine}, column ${column}`)
      await writeFile(dataFile, data)

      // The import of the same row alone: refused at line 2 of its file, in the same column.
      const file = join(dir, 'import.csv')
      await writeFile(file, gridFile([broken]))
      errors = []
      expect(await importOfferGrids(file, options()), `${column} ${value}`).toBe(1)
      expect(errors.join('\n')).toContain(`${file}, line 2, column ${column}: `)
      expect(await readFile(dataFile, 'utf8')).toBe(data)
    }
  }, 120_000)

  it('refuses https://%zz from the command line with line and column', async () => {
    const file = join(dir, 'bad-url.csv')
    await writeFile(file, gridFile([edited(await sixKva(), { source_url: 'https://%zz' })]))
    const result = await run(process.execPath, ['--import', 'tsx', 'seed/cli.ts', '--import-offers', file, '--data', dir]).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code: number; stderr: string }) => e,
    )
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`${file}, line 2, column source_url: « https://%zz » is not an https address the contract accepts`)
  }, 60_000)
})

describe('import messages', () => {
  async function refusalOf(changes: Record<string, string>): Promise<string> {
    const file = join(dir, 'import.csv')
    await writeFile(file, gridFile([edited(await sixKva(), changes)]))
    errors = []
    expect(await importOfferGrids(file, options())).toBe(1)
    return errors.slice(1).join('\n')
  }

  it('name the broken rule: the bounds of a price and of a subscription, the decimal point', async () => {
    for (const price of ['0', '2.5'])
      expect(await refusalOf({ prices_eur_kwh: `base=${price}` })).toContain(
        `« ${price} » (base) is out of bounds: 0 < price ≤ ${OFFER_PRICE_PER_KWH_MAX} € per kWh`,
      )
    expect(await refusalOf({ subscription_eur_month: '600' })).toContain(
      `« 600 » is out of bounds: 0 < subscription ≤ ${OFFER_SUBSCRIPTION_PER_MONTH_MAX} € per month`,
    )
    expect(await refusalOf({ prices_eur_kwh: 'base=0,1847' })).toContain('« 0,1847 » (base) is written with a decimal comma')
  })

  it('cut a long cell and say how long it was', async () => {
    const url = `https://%zz/${'a'.repeat(5000)}`
    const message = await refusalOf({ source_url: url })
    expect(message).toContain(`(${url.length} characters)`)
    expect(message.length).toBeLessThan(400)
  })

  it('name the encoding of a file that is not UTF-8, once, for offer grids, prix repère and Tempo days', async () => {
    const text = gridFile([edited(await sixKva(), { note: 'Grille vérifiée' })])
    const files: [string, Buffer, RegExp][] = [
      ['utf16-bom.csv', Buffer.from(`\uFEFF${text}`, 'utf16le'), /UTF-16 \(little-endian, with its byte order mark\), not UTF-8/],
      ['utf16.csv', Buffer.from(text, 'utf16le'), /looks like UTF-16/],
      ['latin1.csv', Buffer.from(text, 'latin1'), /not UTF-8 \(byte 0xe9 on line 2;/],
    ]
    for (const [name, bytes, expected] of files) {
      const file = join(dir, name)
      await writeFile(file, bytes)
      errors = []
      expect(await importOfferGrids(file, options())).toBe(1)
      expect(errors).toHaveLength(2)
      expect(errors[1]).toMatch(expected)
      expect(errors[1]).toContain(`${file}, line 1, column (encoding): `)
    }
    const utf16 = join(dir, 'utf16-bom.csv')
    const regulated = {
      regulatedDir: join(dir, 'regulated'),
      dryRun: true,
      today: TODAY,
      log: (l: string) => out.push(l),
      error: (l: string) => errors.push(l),
    }
    for (const importer of [importGas, importTempoDays]) {
      errors = []
      expect(await importer(utf16, regulated)).toBe(1)
      expect(errors).toHaveLength(2)
      expect(errors[1]).toMatch(/UTF-16/)
    }
  })
})

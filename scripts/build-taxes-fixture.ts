/**
 * npm run build:taxes-fixture — the site built a second time, into dist/taxes-fixture, with a tax table
 * that holds a fictitious tax change on 1 February 2027 (tests/fixtures/taxes/taxes-2027-fictitious.csv)
 * and a catalogue that adds one fictitious « prix du kWh HT fixe » grid
 * (tests/fixtures/taxes/offer-grids-prix-ht-fixe-fictitious.csv); both are test fixtures, never seed data.
 * The e2e tests' `taxes-fixture` project reads it on its own server, seeded from the same catalogue, to
 * check that prices follow a tax row from its day with no new grid. The table and the catalogue are made
 * the way an operator makes them, by the seed's tax and grid imports, here into a copy of seed/data
 * kept in dist/taxes-fixture/seed-data. docs/decisions/0086.
 */
import { spawn } from 'node:child_process'
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { franceDate } from '../contract/regulated-dates.ts'
import { DEFAULT_DATA_DIR } from '../seed/load.ts'
import { importOfferGrids } from '../seed/offer-grids/import.ts'
import { importTaxes } from '../seed/taxes/import.ts'
import { PROJECT_ROOT, QUIET_ENV, packageBin } from '../seed/wrangler.ts'

export const TAXES_FIXTURE_DIR = 'dist/taxes-fixture'
export const TAXES_FIXTURE_CSV = 'tests/fixtures/taxes/taxes-2027-fictitious.csv'
export const TAXES_FIXTURE_GRIDS = 'tests/fixtures/taxes/offer-grids-prix-ht-fixe-fictitious.csv'
/** The fixture's catalogue: seed/data with the fixture's grid imported; the fixture's server is seeded from it. */
export const TAXES_FIXTURE_SEED_DATA = `${TAXES_FIXTURE_DIR}/seed-data`

// `vite build` points wrangler's deploy redirect at the worker it built: this build's worker must never
// be the one `wrangler deploy` or `npm start` picks up, so the redirect is put back as it was.
const DEPLOY_REDIRECT = join(PROJECT_ROOT, '.wrangler/deploy/config.json')

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: PROJECT_ROOT, env, stdio: 'inherit' })
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))))
  })
}

async function main(): Promise<void> {
  const started = performance.now()
  const out = join(PROJECT_ROOT, TAXES_FIXTURE_DIR)
  await rm(out, { recursive: true, force: true })
  await mkdir(out, { recursive: true })
  const table = join(out, 'tax-table.json')
  const dataDir = join(PROJECT_ROOT, TAXES_FIXTURE_SEED_DATA)
  await cp(DEFAULT_DATA_DIR, dataDir, { recursive: true })
  const quiet = { log: () => undefined, error: (line: string) => console.error(line), dryRun: false }
  if ((await importTaxes(join(PROJECT_ROOT, TAXES_FIXTURE_CSV), { ...quiet, dataDir, tableFile: table })) !== 0)
    throw new Error(`the fixture's tax rows were refused (${TAXES_FIXTURE_CSV})`)
  if ((await importOfferGrids(join(PROJECT_ROOT, TAXES_FIXTURE_GRIDS), { ...quiet, dataDir, today: franceDate(new Date()) })) !== 0)
    throw new Error(`the fixture's offer grid was refused (${TAXES_FIXTURE_GRIDS})`)

  const redirect = await readFile(DEPLOY_REDIRECT, 'utf8').catch(() => null)
  const env = { ...QUIET_ENV, WATTMALIN_BUILD_DIR: TAXES_FIXTURE_DIR, WATTMALIN_TAX_TABLE: table, WATTMALIN_SEED_DATA: dataDir }
  try {
    const vite = packageBin('vite')
    await run([vite, 'build', '--logLevel', 'warn'], env)
    await run([vite, 'build', '--config', 'vite.prerender.config.ts', '--logLevel', 'warn'], env)
    await run([packageBin('tsx'), 'scripts/prerender.ts'], env)
  } finally {
    if (redirect === null) await rm(DEPLOY_REDIRECT, { force: true })
    else await writeFile(DEPLOY_REDIRECT, redirect)
  }
  console.log(
    `Built the site with the fixture's taxes into ${TAXES_FIXTURE_DIR} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}

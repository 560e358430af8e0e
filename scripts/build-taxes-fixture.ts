/**
 * npm run build:taxes-fixture — the site built a second time, into dist/taxes-fixture, with a tax table
 * that holds a fictitious tax change on 1 February 2027 (tests/fixtures/taxes/taxes-2027-fictitious.csv,
 * never seed data): the e2e tests' `taxes-fixture` project reads it on its own server to check that the
 * prices follow a tax row from its day with no new grid. The table is made the way an operator makes
 * one, by the seed's tax import, here into a copy of the seed's taxes. docs/decisions/0086.
 */
import { spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TAX_FILE, importTaxes } from '../seed/taxes/import.ts'
import { PROJECT_ROOT, QUIET_ENV, packageBin } from '../seed/wrangler.ts'

export const TAXES_FIXTURE_DIR = 'dist/taxes-fixture'
export const TAXES_FIXTURE_CSV = 'tests/fixtures/taxes/taxes-2027-fictitious.csv'

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
  const dataDir = await mkdtemp(join(tmpdir(), 'wattmalin-taxes-fixture-'))
  try {
    await cp(join(PROJECT_ROOT, 'seed/data', TAX_FILE), join(dataDir, TAX_FILE), { recursive: true })
    const code = await importTaxes(join(PROJECT_ROOT, TAXES_FIXTURE_CSV), {
      dataDir,
      tableFile: table,
      dryRun: false,
      log: () => undefined,
      error: (line) => console.error(line),
    })
    if (code !== 0) throw new Error(`the fixture's tax rows were refused (${TAXES_FIXTURE_CSV})`)
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }

  const redirect = await readFile(DEPLOY_REDIRECT, 'utf8').catch(() => null)
  const env = { ...QUIET_ENV, WATTMALIN_BUILD_DIR: TAXES_FIXTURE_DIR, WATTMALIN_TAX_TABLE: table }
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

/**
 * The server of the end-to-end tests, started by Playwright: the built site on a local Worker with its
 * own state folder, migrated and seeded, on port 8790 (E2E_PORT overrides). E2E_ASSETS names another
 * built client to serve in place of dist/client, and E2E_SEED_DATA the catalogue to seed in place of
 * seed/data: the build with the fixture's taxes and its catalogue (docs/decisions/0086).
 */
import { rm } from 'node:fs/promises'
import { wranglerOrThrow } from '../seed/wrangler.ts'
import { prepareLocalState } from './prepare-local.ts'

const port = process.env.E2E_PORT ?? '8790'
// One state folder per port, so two runs side by side never share a database.
const STATE = `.wrangler/e2e-state-${port}`

// The "test" environment of wrangler.toml: the same worker with the callback rate limit raised, since
// every test posts from 127.0.0.1. It serves the built client from dist/client.
const scope = ['--config', 'wrangler.toml', '--env', 'test', '--persist-to', STATE]

await rm(STATE, { recursive: true, force: true })
await prepareLocalState(scope, process.env.E2E_SEED_DATA ? ['--data', process.env.E2E_SEED_DATA] : [])
const assets = process.env.E2E_ASSETS ? ['--assets', process.env.E2E_ASSETS] : []
// Each server gets its own debugger port: two servers started together (the benchmarks run two builds
// side by side) both found wrangler's default 9229 free, and the second failed to bind it.
const inspector = ['--inspector-port', String(Number(port) + 1000)]
await wranglerOrThrow(
  ['dev', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false', ...inspector, ...assets, ...scope],
  {
    inherit: true,
  },
)

/**
 * The server of the end-to-end tests, started by Playwright: the built site and worker on a local
 * Worker with its own state folder, migrated and seeded, on port 8790 (E2E_PORT overrides).
 */
import { rm } from 'node:fs/promises'
import { wranglerOrThrow } from './lib/wrangler.ts'
import { prepareLocalState } from './prepare-local.ts'

const STATE = '.wrangler/e2e-state'
const port = process.env.E2E_PORT ?? '8790'

await rm(STATE, { recursive: true, force: true })
await prepareLocalState(['--persist-to', STATE])
await wranglerOrThrow(
  ['dev', '--port', port, '--ip', '127.0.0.1', '--persist-to', STATE, '--show-interactive-dev-session=false'],
  { inherit: true },
)

/**
 * Gets the local state ready for `npm start` and `npm run dev`: applies the D1 migrations to the local
 * database and seeds the local KV when it is empty or holds an older catalogue than seed/.
 */
import { spawn } from 'node:child_process'
import { PROJECT_ROOT, QUIET_ENV, wranglerOrThrow } from '../seed/wrangler.ts'

/** `extra` scopes every wrangler call (config, env, state folder); `seedArgs` go to the seed alone (`--data DIR`). */
export async function prepareLocalState(extra: string[] = [], seedArgs: string[] = []): Promise<void> {
  await wranglerOrThrow(['d1', 'migrations', 'apply', 'DB', '--local', ...extra], { inherit: true })
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'seed/cli.ts', '--if-stale', ...extra, ...seedArgs], {
      cwd: PROJECT_ROOT,
      env: QUIET_ENV,
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`))))
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  prepareLocalState().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}

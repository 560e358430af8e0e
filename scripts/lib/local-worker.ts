import { spawn } from 'node:child_process'
import { PROJECT_ROOT, QUIET_ENV } from '../../seed/wrangler.ts'

/**
 * The built site on its own local Worker (scripts/serve-e2e.ts: throw-away state, migrated and seeded)
 * on `port`, for the benchmarks. `root` is the checkout whose build it serves (another commit's build, for
 * a comparison). `stop` ends its whole process group, wrangler's children included.
 */
export function startLocalWorker(port: string, root: string = PROJECT_ROOT) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-e2e.ts'], {
    cwd: root,
    env: { ...QUIET_ENV, E2E_PORT: port },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
    }
  }
  return { server, stop }
}

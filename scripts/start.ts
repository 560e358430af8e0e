/**
 * npm start: build the client and the worker, prerender every page, prepare the local D1 and KV, then serve the site and
 * the API from one local Worker (wrangler's embedded workerd) on http://localhost:8787 (PORT overrides).
 */
import { spawn } from 'node:child_process'
import { PROJECT_ROOT, QUIET_ENV, packageBin, wranglerOrThrow } from '../seed/wrangler.ts'
import { prepareLocalState } from './prepare-local.ts'

const port = process.env.PORT ?? '8787'
const viteBin = packageBin('vite')
const tsxBin = packageBin('tsx')

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: PROJECT_ROOT, env: QUIET_ENV, stdio: 'inherit' })
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))))
  })
}

async function main(): Promise<void> {
  // `npm run build`, step by step: client and worker, the prerender bundle, then every page's HTML.
  await run([viteBin, 'build'])
  await run([viteBin, 'build', '--config', 'vite.prerender.config.ts'])
  await run([tsxBin, 'scripts/prerender.ts'])
  await prepareLocalState()
  console.log(`\nWattMalin on http://localhost:${port} (Ctrl+C to stop)\n`)
  // `vite build` left a redirect in .wrangler/deploy: wrangler serves the built worker and dist/client.
  await wranglerOrThrow(['dev', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false'], {
    inherit: true,
  })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

/**
 * `npm run check:dev`: starts the Vite development server (`npm run dev`'s server, port 5198 unless
 * DEV_CHECK_PORT says otherwise) and checks that a reload of any page works there: page addresses answer
 * the app's HTML, the API still answers JSON, and an unknown API path its JSON 404. Stops the server.
 */
import { spawn } from 'node:child_process'
import { prepareLocalState } from './prepare-local.ts'
import { waitForHealth } from './lib/wait-for-health.ts'
import { PROJECT_ROOT, QUIET_ENV } from '../seed/wrangler.ts'

const port = process.env.DEV_CHECK_PORT ?? '5198'
const origin = `http://localhost:${port}`

await prepareLocalState()
const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', port, '--strictPort'], {
  cwd: PROJECT_ROOT,
  env: QUIET_ENV,
  stdio: ['ignore', 'ignore', 'inherit'],
})

const failures: string[] = []
async function expectAnswer(path: string, status: number, contentType: string, body: string) {
  const response = await fetch(`${origin}${path}`)
  const text = await response.text()
  const type = response.headers.get('content-type') ?? ''
  const ok = response.status === status && type.startsWith(contentType) && text.includes(body)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${path} → ${response.status} ${type}`)
  if (!ok) failures.push(path)
}

try {
  await waitForHealth(origin, Date.now() + 120_000, 'The Vite development server')
  for (const path of ['/', '/fournisseurs/19', '/calculateur', '/conseils/guide-tarif-r%C3%A9glement%C3%A9', '/rappel?source=test']) {
    // The app's shell: the entry renders the whole document in the browser (no prerender in development).
    await expectAnswer(path, 200, 'text/html', 'src="/client/main.tsx"')
  }
  await expectAnswer('/api/suppliers/19', 200, 'application/json', '"id":19')
  await expectAnswer('/api/inconnu', 404, 'application/json', '"not_found"')
} finally {
  server.kill()
}
if (failures.length > 0) {
  console.error(`The development server did not serve: ${failures.join(', ')}`)
  process.exit(1)
}
console.log('The development server serves every page.')

/**
 * npm run bench: load-tests a local Worker (wrangler dev, embedded workerd) with 32 connections for
 * 10 s per endpoint (each request in flight at the deadline is let finish), and prints requests/s, p50, p99 and non-2xx answers, each GET's throughput as a
 * ratio of HEAD /api/health measured in the same run, and checks that D1 holds one row per 201.
 *
 * It runs its own Worker on port 8788 with the "test" environment of wrangler.toml (callback rate
 * limit raised) and a throw-away state folder, so the figures and the rows never touch `npm start`'s.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { PRIVACY_NOTICE_VERSION } from '#contract/constants'
import type { LoadOptions, LoadResult } from './lib/load.ts'
import { load } from './lib/load.ts'
import { PROJECT_ROOT, QUIET_ENV, packageBin, wranglerOrThrow } from './lib/wrangler.ts'
import { waitForHealth } from './lib/wait-for-health.ts'

const PORT = Number(process.env.BENCH_PORT ?? 8788)
const BASE = `http://127.0.0.1:${PORT}`
const STATE = '.wrangler/bench-state'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 32
const scope = ['--config', 'wrangler.toml', '--env', 'test', '--persist-to', STATE]

interface Run extends LoadResult {
  name: string
  non2xx: number
}

function step(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: PROJECT_ROOT, env: QUIET_ENV, stdio: 'inherit' })
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))))
  })
}

async function measure(name: string, options: Omit<LoadOptions, 'origin' | 'connections' | 'seconds'>): Promise<Run> {
  const result = await load({ origin: BASE, connections: CONNECTIONS, seconds: SECONDS, ...options })
  let non2xx = result.errors
  for (const [status, count] of result.byStatus) if (status < 200 || status > 299) non2xx += count
  return { name, non2xx, ...result }
}

async function countRows(): Promise<number> {
  const out = await wranglerOrThrow(['d1', 'execute', 'DB', '--local', '--json', '--command', 'SELECT COUNT(*) AS n FROM callback_requests', ...scope])
  const [result] = JSON.parse(out) as { results: { n: number }[] }[]
  return result?.results[0]?.n ?? -1
}

async function main(): Promise<number> {
  await step([packageBin('vite'), 'build', '--logLevel', 'warn'])
  await rm(STATE, { recursive: true, force: true })
  await wranglerOrThrow(['d1', 'migrations', 'apply', 'DB', '--local', ...scope])
  await step(['--import', 'tsx', 'seed/cli.ts', ...scope])

  const server = spawn(
    process.execPath,
    [packageBin('wrangler'), 'dev', '--port', String(PORT), '--ip', '127.0.0.1', '--log-level', 'warn', '--show-interactive-dev-session=false', ...scope],
    { cwd: PROJECT_ROOT, env: QUIET_ENV, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  )
  try {
    await waitForHealth(BASE, Date.now() + 60_000, 'The bench Worker')
    // Warm the isolate and the KV cache before measuring.
    await load({ origin: BASE, path: '/api/suppliers', method: 'GET', connections: CONNECTIONS, seconds: 2 })

    const health = await measure('HEAD /api/health', { path: '/api/health', method: 'HEAD' })
    const suppliers = await measure('GET /api/suppliers', { path: '/api/suppliers', method: 'GET' })
    const supplier = await measure('GET /api/suppliers/19', { path: '/api/suppliers/19', method: 'GET' })
    const rowsBefore = await countRows()
    const post = await measure('POST /api/callback-requests', {
      path: '/api/callback-requests',
      method: 'POST',
      headers: () => ({
        'content-type': 'application/json',
        origin: BASE,
        'sec-fetch-site': 'same-origin',
        'idempotency-key': randomUUID(),
      }),
      body: JSON.stringify({
        firstName: 'Camille',
        lastName: 'Martin',
        phoneNumber: '01 99 00 12 34',
        email: 'bench@example.fr',
        source: 'page',
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      }),
    })
    const created = post.byStatus.get(201) ?? 0
    const rowsWritten = (await countRows()) - rowsBefore

    const runs = [health, suppliers, supplier, post]
    const ratio = (run: Run) => (run === health || run === post ? '' : (run.requestsPerSecond / health.requestsPerSecond).toFixed(2))
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per endpoint, local wrangler dev (workerd)\n`)
    console.log('| endpoint | req/s | p50 ms | p99 ms | non-2xx | × health |')
    console.log('|---|---:|---:|---:|---:|---:|')
    for (const run of runs) {
      console.log(
        `| ${run.name} | ${Math.round(run.requestsPerSecond)} | ${run.p50.toFixed(1)} | ${run.p99.toFixed(1)} | ${run.non2xx} | ${ratio(run)} |`,
      )
    }
    console.log(`\nPOST: ${created} answers 201, ${rowsWritten} rows written to D1.`)

    const failures: string[] = []
    if (suppliers.requestsPerSecond < 0.8 * health.requestsPerSecond) failures.push('GET /api/suppliers below 0.8 × health')
    for (const run of runs) {
      if (run.p99 >= 50) failures.push(`${run.name}: p99 ${run.p99.toFixed(1)} ms ≥ 50 ms`)
      if (run.non2xx > 0) failures.push(`${run.name}: ${run.non2xx} non-2xx answers`)
    }
    if (rowsWritten !== created) failures.push(`D1 rows (${rowsWritten}) ≠ 201 answers (${created})`)
    console.log(failures.length === 0 ? 'All targets met.' : `Targets missed:\n- ${failures.join('\n- ')}`)
    return failures.length === 0 ? 0 : 1
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)

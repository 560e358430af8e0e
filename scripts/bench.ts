/**
 * npm run bench: load-tests the built Worker itself, run by Miniflare's own API (one workerd, no
 * `wrangler dev` proxy in front), with 32 connections for 10 s per endpoint (each request in flight at
 * the deadline is let finish). Prints requests/s, p50, p99 and non-2xx answers per endpoint, each
 * GET's throughput and p99 as ratios of HEAD /api/health measured in the same run, and D1 rows
 * against 201 answers. Exits non-zero when a target is missed (docs/decisions/0005 and 0022):
 * GET throughput ≥ 0.8 × health, GET p99 ≤ 1.5 × health p99, one D1 row per 201, no non-2xx.
 *
 * Its state is thrown away: `.wrangler/bench-state`, migrated and seeded from `seed/` first, with the
 * bindings of the "test" environment of wrangler.toml (callback rate limit raised), so the figures and
 * the rows never touch `npm start`'s.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'
import { builtWorkerOptions } from './lib/built-worker.ts'
import type { LoadOptions, LoadResult } from './lib/load.ts'
import { load } from './lib/load.ts'
import { PROJECT_ROOT, QUIET_ENV, packageBin, wranglerOrThrow } from '../seed/wrangler.ts'

const STATE = '.wrangler/bench-state'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 32
const WARM_UP_SECONDS = 3
const ENVIRONMENT = 'test'
const scope = ['--config', 'wrangler.toml', '--env', ENVIRONMENT, '--persist-to', STATE]

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

async function main(): Promise<number> {
  await step([packageBin('vite'), 'build', '--logLevel', 'warn'])
  await rm(STATE, { recursive: true, force: true })
  await wranglerOrThrow(['d1', 'migrations', 'apply', 'DB', '--local', ...scope])
  await step(['--import', 'tsx', 'seed/cli.ts', ...scope])

  const mf = new Miniflare(convertV4MiniflareOptions(builtWorkerOptions({ environment: ENVIRONMENT, statePath: STATE })))
  try {
    const origin = (await mf.ready).origin
    const db = await mf.getD1Database('DB')
    const countRows = async () => (await db.prepare('SELECT COUNT(*) AS n FROM callback_requests').first<{ n: number }>())?.n ?? -1

    const measure = async (name: string, options: Omit<LoadOptions, 'origin' | 'connections' | 'seconds'>): Promise<Run> => {
      const result = await load({ origin, connections: CONNECTIONS, seconds: SECONDS, ...options })
      let non2xx = result.errors
      for (const [status, count] of result.byStatus) if (status < 200 || status > 299) non2xx += count
      return { name, non2xx, ...result }
    }

    // Warm the isolate, its catalogue memory, both JITs and the connections before measuring: the
    // first seconds of a fresh workerd run at half speed, which would flatter every ratio to health.
    for (const [path, method] of [
      ['/api/health', 'HEAD'],
      ['/api/suppliers', 'GET'],
      ['/api/suppliers/19', 'GET'],
    ] as const) {
      await load({ origin, path, method, connections: CONNECTIONS, seconds: WARM_UP_SECONDS })
    }

    const health = await measure('HEAD /api/health', { path: '/api/health', method: 'HEAD' })
    const suppliers = await measure('GET /api/suppliers', { path: '/api/suppliers', method: 'GET' })
    const supplier = await measure('GET /api/suppliers/19', { path: '/api/suppliers/19', method: 'GET' })
    const rowsBefore = await countRows()
    // Every post has a number of its own: the worker answers a number stored in the last 24 hours with
    // that request's id and writes no row, which would make "one row per 201" untrue by design.
    let sequence = 0
    const post = await measure('POST /api/callback-requests', {
      path: '/api/callback-requests',
      method: 'POST',
      headers: () => ({
        'content-type': 'application/json',
        origin,
        'sec-fetch-site': 'same-origin',
        'idempotency-key': randomUUID(),
      }),
      body: () => {
        sequence += 1
        const digits = String(sequence % 1e8).padStart(8, '0')
        return JSON.stringify({
          firstName: 'Camille',
          lastName: 'Martin',
          phoneNumber: `01 ${digits.match(/\d{2}/g)?.join(' ')}`,
          email: 'bench@example.fr',
          source: 'page',
        })
      },
    })
    const created = post.byStatus.get(201) ?? 0
    const rowsWritten = (await countRows()) - rowsBefore

    const gets = [suppliers, supplier]
    const runs = [health, ...gets, post]
    const throughputRatio = (run: Run) => run.requestsPerSecond / health.requestsPerSecond
    const p99Ratio = (run: Run) => run.p99 / health.p99
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per endpoint, the built Worker in Miniflare (one workerd)\n`)
    console.log('| endpoint | req/s | p50 ms | p99 ms | non-2xx | req/s × health | p99 × health |')
    console.log('|---|---:|---:|---:|---:|---:|---:|')
    for (const run of runs) {
      const ratios = run === health ? ['1.00', '1.00'] : [throughputRatio(run).toFixed(2), p99Ratio(run).toFixed(2)]
      console.log(
        `| ${run.name} | ${Math.round(run.requestsPerSecond)} | ${run.p50.toFixed(1)} | ${run.p99.toFixed(1)} | ${run.non2xx} | ${ratios.join(' | ')} |`,
      )
    }
    console.log(`\nPOST: ${created} answers 201, ${rowsWritten} rows written to D1.`)

    const failures: string[] = []
    for (const run of gets) {
      if (throughputRatio(run) < 0.8) failures.push(`${run.name}: ${throughputRatio(run).toFixed(2)} × health throughput < 0.8`)
      if (p99Ratio(run) > 1.5) failures.push(`${run.name}: p99 ${p99Ratio(run).toFixed(2)} × health p99 > 1.5`)
    }
    for (const run of runs) if (run.non2xx > 0) failures.push(`${run.name}: ${run.non2xx} non-2xx answers`)
    if (created === 0) failures.push('POST: no 201 answer')
    if (rowsWritten !== created) failures.push(`D1 rows (${rowsWritten}) ≠ 201 answers (${created})`)
    console.log(failures.length === 0 ? 'All targets met.' : `Targets missed:\n- ${failures.join('\n- ')}`)
    return failures.length === 0 ? 0 : 1
  } finally {
    await mf.dispose()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)

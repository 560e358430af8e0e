/**
 * npm run bench:callcentre [-- --requests 300] [-- --fail-first N] [-- --restart-after SECONDS] [-- --no-build]
 *
 * A burst of callback requests through the local stack, to the end of their delivery: the built
 * Worker run by Miniflare with the queues of wrangler.toml's "test" environment (producer, consumer,
 * dead-letter queue, all local), a throw-away D1, and the fake call-centre receiver on the loopback
 * address. It posts the requests 32 at a time, then waits until every row is delivered or failed (or
 * no row has changed for a minute), and prints rows by status, attempts, what the receiver got and how
 * long delivery took after each request was stored. Exits non-zero unless every request answered 201
 * and there are as many rows, delivered rows and distinct leads at the receiver as requests, with no
 * refused signature. With --fail-first N the receiver answers 503 to the first N attempts of each lead,
 * so every lead goes through the retries (the first one waits 10 s). With --restart-after S the Worker
 * is stopped S seconds after the first post and started again on the same state, as a deploy or a
 * crash would: the local queues lose what they held, and a POST that got no answer is sent again with
 * its Idempotency-Key. The delivery sweep runs as its Cron Trigger would, at every fifth minute of the
 * clock, and the wait for a stall lasts until the sweep after the latest due time. A benchmark, outside
 * `npm test`.
 */
import { spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'
import { builtWorkerOptions } from './lib/built-worker.ts'
import { startFakeCallcentre } from './lib/fake-callcentre.ts'
import { PROJECT_ROOT, QUIET_ENV, packageBin, wranglerOrThrow } from '../seed/wrangler.ts'
import { DELIVERY_SWEEP_CRON } from '../worker/jobs/callback-queues.ts'

const STATE = '.wrangler/bench-callcentre-state'
const ENVIRONMENT = 'test'
const CONNECTIONS = 32
/** Give up when no row changed for this long: something is stuck, and the report says what. */
const STALL_MS = 60_000
/** The sweep's cron, every five minutes of the clock (wrangler.toml). */
const SWEEP_EVERY_MS = 5 * 60_000
const scope = ['--config', 'wrangler.toml', '--env', ENVIRONMENT, '--persist-to', STATE]

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '300' },
    'fail-first': { type: 'string', default: '0' },
    'restart-after': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
})

function step(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: PROJECT_ROOT, env: QUIET_ENV, stdio: 'inherit' })
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))))
  })
}

interface StatusCount {
  status: string
  n: number
  attempts: number
}

interface ScheduledFetcher {
  scheduled(options: { cron: string; scheduledTime: Date }): Promise<unknown>
}

/** The first fifth minute of the clock after `ms`. */
function nextSweepAfter(ms: number): number {
  return (Math.floor(ms / SWEEP_EVERY_MS) + 1) * SWEEP_EVERY_MS
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** A French number of the 01 99 block (kept for fiction), one per request: no two share a row. */
function phoneOf(index: number): string {
  const digits = String(index).padStart(6, '0')
  return `01 99 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`
}

async function main(): Promise<number> {
  const total = Number(values.requests)
  const failFirst = Number(values['fail-first'])
  const restartAfter = values['restart-after'] === undefined ? undefined : Number(values['restart-after'])
  if (!Number.isInteger(total) || total < 1 || total > 999_999 || !Number.isInteger(failFirst) || failFirst < 0) {
    throw new Error('--requests takes 1 to 999999, --fail-first a whole number.')
  }
  if (restartAfter !== undefined && !(restartAfter >= 0)) throw new Error('--restart-after takes a number of seconds.')
  if (!values['no-build']) await step([packageBin('vite'), 'build', '--logLevel', 'warn'])
  await rm(STATE, { recursive: true, force: true })
  await wranglerOrThrow(['d1', 'migrations', 'apply', 'DB', '--local', ...scope])

  const secret = randomBytes(32).toString('hex')
  const receiver = await startFakeCallcentre({ secret, port: 0, failFirst })
  const options = convertV4MiniflareOptions(
    builtWorkerOptions({
      environment: ENVIRONMENT,
      statePath: STATE,
      extraBindings: { CALLCENTRE_WEBHOOK_URL: receiver.url, CALLCENTRE_WEBHOOK_SECRET: secret },
    }),
  )
  let mf = new Miniflare(options)
  // Resolved while the Worker runs; during a restart, a promise of its return.
  let running: Promise<string> = mf.ready.then((url) => url.origin)
  let sweeps = 0
  let sweepTimer: NodeJS.Timeout | undefined
  const scheduleSweep = () => {
    sweepTimer = setTimeout(() => {
      void running
        .then(async () => {
          // Miniflare's type of the Worker's Fetcher loses its `scheduled` method; the method is there.
          const worker = (await mf.getWorker()) as unknown as ScheduledFetcher
          await worker.scheduled({ cron: DELIVERY_SWEEP_CRON, scheduledTime: new Date() })
        })
        .then(
          () => {
            sweeps += 1
          },
          (error: unknown) => console.error(`The sweep failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(scheduleSweep)
    }, nextSweepAfter(Date.now()) - Date.now())
  }
  scheduleSweep()
  try {
    const origin = await running
    let db = await mf.getD1Database('DB')
    console.log(`\n${total} callback requests to ${origin}, ${CONNECTIONS} at a time; the call centre at ${receiver.url}`)

    const started = performance.now()
    let restartedIn: number | undefined
    let resent = 0
    const restart =
      restartAfter === undefined
        ? Promise.resolve()
        : new Promise<void>((resolve) => setTimeout(resolve, restartAfter * 1000)).then(async () => {
            const stopped = mf
            running = (async () => {
              await stopped.dispose()
              mf = new Miniflare(options)
              const url = await mf.ready
              db = await mf.getD1Database('DB')
              restartedIn = (performance.now() - started) / 1000
              return url.origin
            })()
            await running
          })
    const statuses = new Map<number, number>()
    let next = 0
    async function post(index: number, key: string): Promise<number> {
      for (;;) {
        try {
          // A restarted Worker listens on another port: the site's origin is its new address.
          const current = await running
          const response = await fetch(`${current}/api/callback-requests`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: current, 'Sec-Fetch-Site': 'same-origin', 'Idempotency-Key': key },
            body: JSON.stringify({
              firstName: 'Camille',
              lastName: 'Martin',
              phoneNumber: phoneOf(index),
              email: `rafale-${index}@example.com`,
              source: 'page',
            }),
          })
          await response.arrayBuffer()
          if (response.status < 500) return response.status
        } catch {
          // The Worker stopped under this POST: it may or may not have stored it; the key tells.
        }
        resent += 1
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    async function connection(): Promise<void> {
      while (next < total) {
        next += 1
        const status = await post(next, randomUUID())
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }
    await Promise.all(Array.from({ length: CONNECTIONS }, connection))
    await restart
    const postedIn = (performance.now() - started) / 1000
    console.log(`Posted in ${postedIn.toFixed(1)} s: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')}`)
    if (restartedIn !== undefined)
      console.log(
        `The Worker was stopped at ${restartAfter} s and answered again at ${restartedIn.toFixed(1)} s; ${resent} POST(s) sent again with their key.`,
      )

    // Wait for states, not for a duration: until nothing is pending, or nothing moved for STALL_MS.
    const countByStatus = async (): Promise<StatusCount[]> => {
      const { results } = await db
        .prepare('SELECT delivery_status AS status, COUNT(*) AS n, SUM(delivery_attempts) AS attempts FROM callback_requests GROUP BY 1')
        .all<StatusCount>()
      return results
    }
    // A row waiting for the sweep is not stuck: the wait lasts until the sweep after its due time.
    const latestDue = async (): Promise<number> => {
      const due = await db
        .prepare("SELECT MAX(enqueue_due_at) AS due FROM callback_requests WHERE delivery_status = 'pending'")
        .first<{ due: string | null }>()
      return due?.due ? Date.parse(due.due) : 0
    }
    let lastChange = Date.now()
    let previous = ''
    for (;;) {
      const counts = await countByStatus()
      const pending = counts.find((row) => row.status === 'pending')?.n ?? 0
      const summary = JSON.stringify(counts)
      if (summary !== previous) {
        previous = summary
        lastChange = Date.now()
      }
      const due = await latestDue()
      const stalledAt = Math.max(lastChange, due > 0 ? nextSweepAfter(due) : 0) + STALL_MS
      if (pending === 0 || Date.now() > stalledAt) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    const doneIn = (performance.now() - started) / 1000

    const counts = await countByStatus()
    const rows = counts.reduce((sum, row) => sum + row.n, 0)
    const delivered = counts.find((row) => row.status === 'delivered')?.n ?? 0
    const attempts = counts.reduce((sum, row) => sum + row.attempts, 0)
    const { results: latencies }: { results: { ms: number }[] } = await db
      .prepare(
        `SELECT (julianday(delivered_at) - julianday(created_at)) * 86400000 AS ms FROM callback_requests
         WHERE delivered_at IS NOT NULL ORDER BY ms`,
      )
      .all<{ ms: number }>()
    const sorted = latencies.map((row) => row.ms)
    const stats = receiver.stats()

    console.log(`\nAll settled ${doneIn.toFixed(1)} s after the first post.`)
    console.log('| what | count |')
    console.log('|---|---:|')
    console.log(`| requests answered 201 | ${statuses.get(201) ?? 0} |`)
    console.log(`| rows in D1 | ${rows} |`)
    for (const row of counts) console.log(`| rows ${row.status} | ${row.n} |`)
    console.log(`| delivery attempts recorded | ${attempts} |`)
    console.log(`| POSTs at the receiver | ${stats.posts} |`)
    console.log(`| distinct leads at the receiver | ${stats.leads} |`)
    console.log(`| duplicates dropped by the receiver | ${stats.duplicates} |`)
    console.log(`| 503 answered on purpose | ${stats.failedOnPurpose} |`)
    console.log(`| refused (signature, key) | ${stats.refused} |`)
    console.log(`| sweeps run | ${sweeps} |`)
    console.log(
      `\nStored → delivered: p50 ${(percentile(sorted, 50) / 1000).toFixed(2)} s, p99 ${(percentile(sorted, 99) / 1000).toFixed(2)} s, ` +
        `max ${(percentile(sorted, 100) / 1000).toFixed(2)} s`,
    )

    const failures: string[] = []
    if ((statuses.get(201) ?? 0) !== total) failures.push(`${statuses.get(201) ?? 0} answers 201, not ${total}`)
    if (rows !== total) failures.push(`${rows} rows, not ${total}`)
    if (delivered !== total) failures.push(`${delivered} delivered, not ${total}`)
    if (stats.leads !== total) failures.push(`${stats.leads} distinct leads at the receiver, not ${total}`)
    if (stats.refused > 0) failures.push(`${stats.refused} POSTs refused by the receiver`)
    console.log(failures.length === 0 ? 'Every request delivered once.' : `Missed:\n- ${failures.join('\n- ')}`)
    return failures.length === 0 ? 0 : 1
  } finally {
    clearTimeout(sweepTimer)
    await running.catch(() => undefined)
    await mf.dispose()
    await receiver.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)

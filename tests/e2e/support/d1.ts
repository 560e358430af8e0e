import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)
// The state folder of scripts/serve-e2e.ts for this run's port.
const STATE = `.wrangler/e2e-state-${process.env.E2E_PORT ?? '8790'}`

/** Reads the e2e Worker's real D1 database (the one scripts/serve-e2e.ts serves). */
export async function callbackRowsFor(email: string): Promise<{ first_name: string; phone_e164: string; source: string }[]> {
  return (await query(`SELECT first_name, phone_e164, source FROM callback_requests WHERE email = '${email.replace(/'/g, "''")}'`)) as {
    first_name: string
    phone_e164: string
    source: string
  }[]
}

/**
 * The Worker holds the database's write lock for the moment of each write (a request stored, the queue
 * marking it delivered); a read from this second process at that moment fails with SQLITE_BUSY rather
 * than waiting. Such a read is tried again; any other failure is the test's.
 */
const BUSY_ATTEMPTS = 5

async function query(sql: string): Promise<unknown[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await queryOnce(sql)
    } catch (error) {
      if (attempt >= BUSY_ATTEMPTS || !String(error).includes('SQLITE_BUSY')) throw error
    }
  }
}

async function queryOnce(sql: string): Promise<unknown[]> {
  const { stdout } = await run(
    process.execPath,
    [
      'node_modules/wrangler/bin/wrangler.js',
      'd1',
      'execute',
      'DB',
      '--local',
      '--config',
      'wrangler.toml',
      '--env',
      'test',
      '--persist-to',
      STATE,
      '--json',
      '--command',
      sql,
    ],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' } },
  )
  const [result] = JSON.parse(stdout) as { results: unknown[] }[]
  return result?.results ?? []
}

/** A fresh address per test, so each test finds only its own rows. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.fr`
}

/**
 * A French mobile number no other test of the run sends, with its E.164 form: the worker answers a
 * number it stored in the last 24 hours with that request's id and writes no new row (decision 0004),
 * and the desktop and mobile projects share one database.
 */
export function uniquePhone(): { typed: string; e164: string } {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0')
  const pairs = digits.match(/\d{2}/g) ?? []
  return { typed: `07 ${pairs.join(' ')}`, e164: `+337${digits}` }
}

/**
 * The queue's part of a row: its consumer clears `enqueue_due_at` once the message reached it (with no
 * call centre configured, as in the e2e Worker, the row then stays pending).
 */
export async function callbackDeliveryFor(email: string): Promise<{ delivery_status: string; enqueue_due_at: string | null }[]> {
  return (await query(`SELECT delivery_status, enqueue_due_at FROM callback_requests WHERE email = '${email.replace(/'/g, "''")}'`)) as {
    delivery_status: string
    enqueue_due_at: string | null
  }[]
}

import { spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toE164 } from '#contract/callback-request'
import { PRIVACY_NOTICE_VERSION } from '#contract/constants'
import type { D1Target } from '../../scripts/lib/d1.ts'
import { d1ExecuteArgs } from '../../scripts/lib/d1.ts'
import { parseIdentifier, sqlString, UsageError } from '../../scripts/lib/data-request-sql.ts'
import { findRequests } from '../../scripts/lib/data-requests.ts'
import type { ErasureEntry } from '../../scripts/lib/erasure-log.ts'
import { ERASURE_SECRET_ENV, identifierDigest } from '../../scripts/lib/erasure-log.ts'
import { packageBin, PROJECT_ROOT, runWrangler } from '../../seed/wrangler.ts'

/**
 * The data-request commands against a real local D1: throw-away state folders, each migrated by
 * `wrangler d1 migrations apply --persist-to` as an operator's would be, and the commands run as an
 * operator runs them (the script file in its own process, through wrangler, with the erasure log).
 *
 * Each wrangler run starts a local workerd (seconds, more on a busy machine), so the test's own
 * access to the database (the fixture rows, what is left after an erasure) goes through Miniflare
 * in this process instead: the same local D1 that wrangler's --persist-to writes (`<folder>/v3/d1`),
 * with one workerd per folder kept open for the whole file. A wrong layout shows at once: the
 * commands would find none of the rows written here, and the reads here would miss their deletions.
 * Two databases with the same rows let the commands that must change nothing (the find tests, the
 * refused erasures) run side by side with the erasures, which take their turns on the other
 * database and its log.
 */

interface Fixture {
  person: string
  id: string
  firstName: string
  lastName: string
  phoneNumber: string
  email: string
  /** Already at the call centre: its erasure must say so. */
  delivered?: boolean
}

const FIXTURES: Fixture[] = [
  { person: 'camille', firstName: 'Camille', lastName: 'Martin', phoneNumber: '06 12 34 56 78', email: 'Camille.Martin@Example.fr' },
  { person: 'camille', firstName: 'Camille', lastName: 'Martin', phoneNumber: '+33 6 12 34 56 78', email: 'camille.martin@example.fr' },
  { person: 'dominique', firstName: 'Dominique', lastName: 'Martin', phoneNumber: '01 23 45 67 89', email: 'dominique.martin@example.fr' },
  // Same e-mail with one more letter, phone one digit off: exact matches only.
  { person: 'decoy', firstName: 'Camilla', lastName: 'Marti', phoneNumber: '06 12 34 56 79', email: 'xcamille.martin@example.fr' },
  { person: 'sam', firstName: 'Sam', lastName: "O'Hara", phoneNumber: '0033 7 11 22 33 44', email: "sam.o'hara@example.fr" },
  { person: 'noor', firstName: 'Noor', lastName: 'Haddad', phoneNumber: '04.72.00.11.22', email: 'noor@example.fr', delivered: true },
].map((fixture) => ({ ...fixture, id: randomUUID() }))

const ALL_IDS = FIXTURES.map((f) => f.id).sort()
const TSX = packageBin('tsx')
const SECRET = randomBytes(32).toString('hex')

/** One local D1 state folder, its erasure log, and this process's own view of the database. */
interface LocalDatabase {
  dir: string
  target: D1Target
  log: string
  miniflare: Miniflare
  db: Awaited<ReturnType<Miniflare['getD1Database']>>
}

let rootDir: string
/** Read by the find tests and by the erase commands that must delete nothing. */
let readOnly: LocalDatabase
/** Erased from by one test after another, each checking what the previous ones left. */
let erased: LocalDatabase

function idsOf(person: string): string[] {
  return FIXTURES.filter((f) => f.person === person)
    .map((f) => f.id)
    .sort()
}

/** The D1 id wrangler uses for the DB binding's local state (its own choice in `d1 execute --local`). */
async function localDatabaseId(): Promise<string> {
  const { unstable_readConfig } = await import('wrangler')
  const config = unstable_readConfig({ config: join(PROJECT_ROOT, 'wrangler.toml') })
  const databases: { binding: string; database_id?: string; preview_database_id?: string }[] = config.d1_databases
  const binding = databases.find((db) => db.binding === 'DB')
  if (!binding) throw new Error('wrangler.toml has no DB binding')
  return binding.preview_database_id ?? binding.database_id ?? binding.binding
}

/** Opens a migrated state folder in this process and writes the fixture rows. */
async function openDatabase(dir: string, databaseId: string): Promise<LocalDatabase> {
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: '',
      d1Databases: { DB: databaseId },
      // Where wrangler's --persist-to keeps its state: a different path would open an empty database.
      resourcePersistencePath: join(dir, 'v3'),
      // No request leaves the machine: Miniflare would otherwise fetch a sample Request.cf object.
      cf: false,
    }),
  )
  const db = await miniflare.getD1Database('DB')
  const insert = db.prepare(
    `INSERT INTO callback_requests (id, created_at, first_name, last_name, phone_number, phone_e164, email,
       source, privacy_notice_version, idempotency_key, request_hash, delivery_status, delivery_attempts, delivered_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'page', ?, ?, 'hash', ?, ?, ?)`,
  )
  await db.batch(
    FIXTURES.map((f, index) =>
      insert.bind(
        f.id,
        new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
        f.firstName,
        f.lastName,
        f.phoneNumber,
        toE164(f.phoneNumber),
        f.email,
        PRIVACY_NOTICE_VERSION,
        randomUUID(),
        f.delivered ? 'delivered' : 'pending',
        f.delivered ? 1 : 0,
        f.delivered ? new Date(Date.UTC(2026, 0, 1 + index, 0, 1)).toISOString() : null,
      ),
    ),
  )
  return { dir, target: { remote: false, persistTo: dir }, log: join(dir, 'erasures.jsonl'), miniflare, db }
}

/** Read in this process: the workerd kept open sees what the commands' own workerd wrote. */
async function storedIds(database: LocalDatabase): Promise<string[]> {
  const { results } = await database.db.prepare('SELECT id FROM callback_requests').all<{ id: string }>()
  return results.map((row: { id: string }) => row.id).sort()
}

/** Runs one of the npm scripts' files as an operator would, on a test database and its log. */
function runScript(
  script: 'find-callbacks.ts' | 'erase-callbacks.ts',
  database: LocalDatabase,
  args: string[],
  options: { input?: string; secret?: string | null } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }
  delete env[ERASURE_SECRET_ENV]
  const secret = options.secret === undefined ? SECRET : options.secret
  if (secret !== null) env[ERASURE_SECRET_ENV] = secret
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [TSX, join(PROJECT_ROOT, 'scripts', script), ...args, '--persist-to', database.dir, '--log', database.log],
      { cwd: PROJECT_ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }))
    child.stdin.end(options.input ?? '')
  })
}

async function logEntries(database: LocalDatabase): Promise<ErasureEntry[]> {
  const text = await readFile(database.log, 'utf8')
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ErasureEntry)
}

beforeAll(async () => {
  rootDir = await mkdtemp(join(tmpdir(), 'wattmalin-data-requests-'))
  const readOnlyDir = join(rootDir, 'read-only')
  const erasedDir = join(rootDir, 'erased')
  // The config is read while wrangler migrates: both take seconds, on different cores.
  const [databaseId, migrated] = await Promise.all([
    localDatabaseId(),
    runWrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', readOnlyDir]),
  ])
  expect(migrated.code, migrated.stderr).toBe(0)
  // A copy of the folder, made while nothing has it open, is the same migrated database for a
  // wrangler run less.
  await cp(readOnlyDir, erasedDir, { recursive: true })
  ;[readOnly, erased] = await Promise.all([openDatabase(readOnlyDir, databaseId), openDatabase(erasedDir, databaseId)])
}, 180_000)

afterAll(async () => {
  await Promise.all([readOnly?.miniflare.dispose(), erased?.miniflare.dispose()])
  await rm(rootDir, { recursive: true, force: true })
})

describe('identifiers', () => {
  it('refuses no identifier, two identifiers and values the site never stores', () => {
    expect(() => parseIdentifier({})).toThrow(UsageError)
    expect(() => parseIdentifier({ email: 'a@example.fr', phone: '0612345678' })).toThrow(UsageError)
    expect(() => parseIdentifier({ email: "x' OR '1'='1" })).toThrow(UsageError)
    expect(() => parseIdentifier({ phone: "0612345678' OR 1=1 --" })).toThrow(UsageError)
    expect(() => parseIdentifier({ id: "1' OR '1'='1" })).toThrow(UsageError)
  })

  it('keeps a quote inside its SQL literal', () => {
    expect(sqlString("sam.o'hara@example.fr")).toBe("'sam.o''hara@example.fr'")
  })

  it('runs the same wrangler command for the local and the remote database, bar the target flags', () => {
    const sql = 'SELECT 1'
    const local = d1ExecuteArgs({ remote: false }, sql)
    const remote = d1ExecuteArgs({ remote: true }, sql)
    expect(local.filter((arg) => arg !== '--local')).toEqual(remote.filter((arg) => arg !== '--remote'))
    expect(local).toContain('--local')
    expect(remote).toContain('--remote')
  })
})

// Each wrangler run starts a local workerd: seconds alone, but with five tests side by side on two
// cores, up to 121 s for a test at a load of 13 and 211 s at a load of 19 (measured). The limit leaves
// room above that; a passing run never waits for it.
const SLOW = { timeout: 300_000 }

/*
 * The three suites below run side by side (concurrent), the erasures on their own database and log,
 * the commands that must change nothing on the read-only one. The erasures run in the order written
 * (concurrent: false): each checks the rows the previous ones left and the line it adds to the log.
 * They come first, as the longest chain of commands: vitest starts at most five tests at once, in
 * the order it reaches them.
 */
const IN_ORDER = { ...SLOW, concurrent: false }

describe('callbacks:erase', { ...SLOW, concurrent: true }, () => {
  // What the database should hold, updated by each erase test.
  let remaining: string[] = ALL_IDS

  it('erases by phone exactly that person’s rows, and logs a keyed hash of the number', IN_ORDER, async () => {
    const run = await runScript('erase-callbacks.ts', erased, ['--phone', '0033 6 12 34 56 78', '--yes'])
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain(`Erased ${idsOf('camille').length} callback request(s)`)
    remaining = remaining.filter((id) => !idsOf('camille').includes(id))
    expect(await storedIds(erased)).toEqual(remaining)

    const [entry] = (await logEntries(erased)).slice(-1)
    expect(entry).toMatchObject({ identifier: 'phone', count: idsOf('camille').length, delivered: 0, database: 'local' })
    expect(run.stdout).not.toContain('delivered to the call centre')
    // Typed another way, the number gives the same digest: the operator can prove this erasure.
    expect(entry?.digest).toBe(identifierDigest(parseIdentifier({ phone: '06-12-34-56-78' }), SECRET))
  })

  it('erases by e-mail (another case, a quote inside) exactly that person’s rows', IN_ORDER, async () => {
    const run = await runScript('erase-callbacks.ts', erased, ['--email', "SAM.O'HARA@example.fr", '--yes'])
    expect(run.code, run.stderr).toBe(0)
    remaining = remaining.filter((id) => !idsOf('sam').includes(id))
    expect(await storedIds(erased)).toEqual(remaining)
  })

  it('erases by id exactly that row, after a typed « yes »; a delivered one is logged as delivered', IN_ORDER, async () => {
    const [id = ''] = idsOf('noor')
    const run = await runScript('erase-callbacks.ts', erased, ['--id', id.toUpperCase()], { input: 'yes\n' })
    expect(run.code, run.stderr).toBe(0)
    remaining = remaining.filter((stored) => stored !== id)
    expect(remaining).toEqual([...idsOf('dominique'), ...idsOf('decoy')].sort())
    expect(await storedIds(erased)).toEqual(remaining)

    // The call centre has a copy: the log line says so, and the operator is told to have it erased.
    const [entry] = (await logEntries(erased)).slice(-1)
    expect(entry).toMatchObject({ identifier: 'id', count: 1, delivered: 1 })
    expect(run.stdout).toContain(`1 of them had been delivered to the call centre`)
    expect(run.stdout).toContain(id)
  })

  it('logs no e-mail, phone or name of the people erased', IN_ORDER, async () => {
    const log = (await readFile(erased.log, 'utf8')).toLowerCase()
    expect(await logEntries(erased)).toHaveLength(3)
    const gone = FIXTURES.filter((f) => ['camille', 'sam', 'noor'].includes(f.person))
    for (const f of gone) {
      const e164 = toE164(f.phoneNumber)
      for (const value of [f.email, f.firstName, f.lastName, f.phoneNumber, e164, e164.slice(1), `0${e164.slice(3)}`]) {
        expect(log).not.toContain(value.toLowerCase())
      }
      expect(log).not.toContain(f.email.split('@')[0]?.toLowerCase())
      expect(log).not.toContain(f.id)
    }
  })
})

describe('callbacks:erase, refused', { ...SLOW, concurrent: true }, () => {
  it('exits non-zero and deletes nothing without an identifier', async () => {
    const run = await runScript('erase-callbacks.ts', readOnly, ['--yes'])
    expect(run.code).not.toBe(0)
    expect(run.stderr).toMatch(/--email, --phone or --id/)
    expect(await storedIds(readOnly)).toEqual(ALL_IDS)
    await expect(readFile(readOnly.log)).rejects.toThrow()
  })

  it('deletes nothing without the erasure-log secret, or when the operator does not confirm', async () => {
    const [id = ''] = idsOf('noor')
    // Two independent refusals: one run waits for wrangler while the other starts.
    const [noSecret, declined] = await Promise.all([
      runScript('erase-callbacks.ts', readOnly, ['--id', id, '--yes'], { secret: null }),
      runScript('erase-callbacks.ts', readOnly, ['--id', id], { input: 'no\n' }),
    ])
    expect(noSecret.code).not.toBe(0)
    expect(noSecret.stderr).toContain(ERASURE_SECRET_ENV)
    expect(declined.code).not.toBe(0)
    expect(declined.stdout).toContain(id)
    expect(await storedIds(readOnly)).toEqual(ALL_IDS)
  })
})

// The find tests only read: they run side by side, each waiting on its own wrangler process.
describe('callbacks:find', { ...SLOW, concurrent: true }, () => {
  it('finds a person by e-mail typed in another case, with spaces around', async () => {
    const rows = await findRequests(readOnly.target, parseIdentifier({ email: '  CAMILLE.martin@EXAMPLE.FR ' }))
    expect(rows.map((row) => row.id).sort()).toEqual(idsOf('camille'))
  })

  it.each(['06.12.34.56.78', '+33 6 12 34 56 78', '0033612345678'])('finds a person by phone typed as %s', async (typed) => {
    const rows = await findRequests(readOnly.target, parseIdentifier({ phone: typed }))
    expect(rows.map((row) => row.id).sort()).toEqual(idsOf('camille'))
  })

  it('finds an e-mail holding a quote, and only it', async () => {
    const rows = await findRequests(readOnly.target, parseIdentifier({ email: "Sam.O'Hara@example.fr" }))
    expect(rows.map((row) => row.id)).toEqual(idsOf('sam'))
  })

  it('prints the fields as stored as JSON with --json', async () => {
    const run = await runScript('find-callbacks.ts', readOnly, ['--phone', '04 72 00 11 22', '--json'])
    expect(run.code, run.stderr).toBe(0)
    const body = JSON.parse(run.stdout) as { callbackRequests: Record<string, unknown>[] }
    const [noor] = FIXTURES.filter((f) => f.person === 'noor')
    expect(body.callbackRequests).toEqual([
      expect.objectContaining({
        id: noor?.id,
        first_name: noor?.firstName,
        last_name: noor?.lastName,
        phone_number: noor?.phoneNumber,
        phone_e164: toE164(noor?.phoneNumber ?? ''),
        email: noor?.email,
        source: 'page',
      }),
    ])
  })
})

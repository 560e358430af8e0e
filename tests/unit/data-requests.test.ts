import { spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toE164 } from '#contract/callback-request'
import { PRIVACY_NOTICE_VERSION } from '#contract/constants'
import type { D1Target } from '../../scripts/lib/d1.ts'
import { d1ExecuteArgs, d1Query } from '../../scripts/lib/d1.ts'
import { parseIdentifier, sqlString, UsageError } from '../../scripts/lib/data-request-sql.ts'
import { findRequests } from '../../scripts/lib/data-requests.ts'
import type { ErasureEntry } from '../../scripts/lib/erasure-log.ts'
import { ERASURE_SECRET_ENV, identifierDigest } from '../../scripts/lib/erasure-log.ts'
import { packageBin, PROJECT_ROOT, runWrangler } from '../../scripts/lib/wrangler.ts'

/**
 * The data-request commands against a real local D1: a throw-away state folder with the migrations
 * applied, shared by the whole file (each wrangler call costs about two seconds). The find tests come
 * first; each erase test then checks what is left against the rows it expects to remove.
 */

interface Fixture {
  person: string
  id: string
  firstName: string
  lastName: string
  phoneNumber: string
  email: string
}

const FIXTURES: Fixture[] = [
  { person: 'camille', firstName: 'Camille', lastName: 'Martin', phoneNumber: '06 12 34 56 78', email: 'Camille.Martin@Example.fr' },
  { person: 'camille', firstName: 'Camille', lastName: 'Martin', phoneNumber: '+33 6 12 34 56 78', email: 'camille.martin@example.fr' },
  { person: 'dominique', firstName: 'Dominique', lastName: 'Martin', phoneNumber: '01 23 45 67 89', email: 'dominique.martin@example.fr' },
  // Same e-mail with one more letter, phone one digit off: exact matches only.
  { person: 'decoy', firstName: 'Camilla', lastName: 'Marti', phoneNumber: '06 12 34 56 79', email: 'xcamille.martin@example.fr' },
  { person: 'sam', firstName: 'Sam', lastName: "O'Hara", phoneNumber: '0033 7 11 22 33 44', email: "sam.o'hara@example.fr" },
  { person: 'noor', firstName: 'Noor', lastName: 'Haddad', phoneNumber: '04.72.00.11.22', email: 'noor@example.fr' },
].map((fixture) => ({ ...fixture, id: randomUUID() }))

const TSX = packageBin('tsx')
const SECRET = randomBytes(32).toString('hex')

let stateDir: string
let target: D1Target
let logFile: string

function idsOf(person: string): string[] {
  return FIXTURES.filter((f) => f.person === person).map((f) => f.id).sort()
}

async function storedIds(): Promise<string[]> {
  const [rows = []] = await d1Query<{ id: string }>(target, 'SELECT id FROM callback_requests')
  return rows.map((row) => row.id).sort()
}

/** Runs one of the npm scripts' files as an operator would, on the test's database and log. */
function runScript(
  script: 'find-callbacks.ts' | 'erase-callbacks.ts',
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
      [TSX, join(PROJECT_ROOT, 'scripts', script), ...args, '--persist-to', stateDir, '--log', logFile],
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

async function logEntries(): Promise<ErasureEntry[]> {
  const text = await readFile(logFile, 'utf8')
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ErasureEntry)
}

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'wattmalin-data-requests-'))
  logFile = join(stateDir, 'erasures.jsonl')
  target = { remote: false, persistTo: stateDir }
  const migrated = await runWrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir])
  expect(migrated.code, migrated.stderr).toBe(0)
  const values = FIXTURES.map((f, index) =>
    [
      f.id,
      new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
      f.firstName,
      f.lastName,
      f.phoneNumber,
      toE164(f.phoneNumber),
      f.email,
      'page',
      PRIVACY_NOTICE_VERSION,
      randomUUID(),
      'hash',
    ]
      .map(sqlString)
      .join(', '),
  )
  await d1Query(
    target,
    `INSERT INTO callback_requests (id, created_at, first_name, last_name, phone_number, phone_e164, email,
       source, privacy_notice_version, idempotency_key, request_hash)
     VALUES ${values.map((row) => `(${row})`).join(', ')}`,
  )
}, 60_000)

afterAll(async () => {
  await rm(stateDir, { recursive: true, force: true })
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

// Each wrangler run starts a local workerd: seconds, more on a busy machine.
const SLOW = { timeout: 120_000 }

// The find tests only read: they run side by side, each waiting on its own wrangler process.
describe('callbacks:find', { ...SLOW, concurrent: true }, () => {
  it('finds a person by e-mail typed in another case, with spaces around', async () => {
    const rows = await findRequests(target, parseIdentifier({ email: '  CAMILLE.martin@EXAMPLE.FR ' }))
    expect(rows.map((row) => row.id).sort()).toEqual(idsOf('camille'))
  })

  it.each(['06.12.34.56.78', '+33 6 12 34 56 78', '0033612345678'])(
    'finds a person by phone typed as %s',
    async (typed) => {
      const rows = await findRequests(target, parseIdentifier({ phone: typed }))
      expect(rows.map((row) => row.id).sort()).toEqual(idsOf('camille'))
    },
  )

  it('finds an e-mail holding a quote, and only it', async () => {
    const rows = await findRequests(target, parseIdentifier({ email: "Sam.O'Hara@example.fr" }))
    expect(rows.map((row) => row.id)).toEqual(idsOf('sam'))
  })

  it('prints the fields as stored as JSON with --json', async () => {
    const run = await runScript('find-callbacks.ts', ['--phone', '04 72 00 11 22', '--json'])
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

describe('callbacks:erase', SLOW, () => {
  // What the database should hold, updated by each erase test (saves a wrangler run per test).
  let remaining: string[] = FIXTURES.map((f) => f.id).sort()


  it('exits non-zero and deletes nothing without an identifier', async () => {
    const run = await runScript('erase-callbacks.ts', ['--yes'])
    expect(run.code).not.toBe(0)
    expect(run.stderr).toMatch(/--email, --phone or --id/)
    expect(await storedIds()).toEqual(remaining)
    await expect(readFile(logFile)).rejects.toThrow()
  })

  it('deletes nothing without the erasure-log secret, or when the operator does not confirm', async () => {
    const noSecret = await runScript('erase-callbacks.ts', ['--id', idsOf('noor')[0] ?? '', '--yes'], { secret: null })
    expect(noSecret.code).not.toBe(0)
    expect(noSecret.stderr).toContain(ERASURE_SECRET_ENV)
    const declined = await runScript('erase-callbacks.ts', ['--id', idsOf('noor')[0] ?? ''], { input: 'no\n' })
    expect(declined.code).not.toBe(0)
    expect(declined.stdout).toContain(idsOf('noor')[0])
    expect(await storedIds()).toEqual(remaining)
  })

  it('erases by phone exactly that person’s rows, and logs a keyed hash of the number', async () => {
    const run = await runScript('erase-callbacks.ts', ['--phone', '0033 6 12 34 56 78', '--yes'])
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain(`Erased ${idsOf('camille').length} callback request(s)`)
    remaining = remaining.filter((id) => !idsOf('camille').includes(id))
    expect(await storedIds()).toEqual(remaining)

    const [entry] = (await logEntries()).slice(-1)
    expect(entry).toMatchObject({ identifier: 'phone', count: idsOf('camille').length, database: 'local' })
    // Typed another way, the number gives the same digest: the operator can prove this erasure.
    expect(entry?.digest).toBe(identifierDigest(parseIdentifier({ phone: '06-12-34-56-78' }), SECRET))
  })

  it('erases by e-mail (another case, a quote inside) exactly that person’s rows', async () => {
    const run = await runScript('erase-callbacks.ts', ['--email', "SAM.O'HARA@example.fr", '--yes'])
    expect(run.code, run.stderr).toBe(0)
    remaining = remaining.filter((id) => !idsOf('sam').includes(id))
    expect(await storedIds()).toEqual(remaining)
  })

  it('erases by id exactly that row, after a typed « yes »', async () => {
    const [id = ''] = idsOf('noor')
    const run = await runScript('erase-callbacks.ts', ['--id', id.toUpperCase()], { input: 'yes\n' })
    expect(run.code, run.stderr).toBe(0)
    remaining = remaining.filter((stored) => stored !== id)
    expect(remaining).toEqual([...idsOf('dominique'), ...idsOf('decoy')].sort())
    expect(await storedIds()).toEqual(remaining)
  })

  it('logs no e-mail, phone or name of the people erased', async () => {
    const log = (await readFile(logFile, 'utf8')).toLowerCase()
    expect(await logEntries()).toHaveLength(3)
    const erased = FIXTURES.filter((f) => ['camille', 'sam', 'noor'].includes(f.person))
    for (const f of erased) {
      const e164 = toE164(f.phoneNumber)
      for (const value of [f.email, f.firstName, f.lastName, f.phoneNumber, e164, e164.slice(1), `0${e164.slice(3)}`]) {
        expect(log).not.toContain(value.toLowerCase())
      }
      expect(log).not.toContain(f.email.split('@')[0]?.toLowerCase())
      expect(log).not.toContain(f.id)
    }
  })
})

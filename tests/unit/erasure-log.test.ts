import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseIdentifier } from '../../scripts/lib/data-request-sql.ts'
import type { ErasureEntry } from '../../scripts/lib/erasure-log.ts'
import {
  appendErasure,
  ERASURE_LOG_YEARS,
  erasureEntry,
  erasureSecret,
  erasuresOf,
  identifierDigest,
} from '../../scripts/lib/erasure-log.ts'

const SECRET = randomBytes(32).toString('hex')
let dir: string
let log: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wattmalin-erasure-log-'))
  log = join(dir, 'erasures.jsonl')
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function yearsBefore(date: Date, years: number, days = 0): Date {
  const shifted = new Date(date)
  shifted.setUTCFullYear(shifted.getUTCFullYear() - years)
  shifted.setUTCDate(shifted.getUTCDate() - days)
  return shifted
}

describe('erasure log', () => {
  it('gives one digest per person however the identifier is typed, another per secret', () => {
    const typed = identifierDigest(parseIdentifier({ email: ' Camille.Martin@Example.FR' }), SECRET)
    expect(identifierDigest(parseIdentifier({ email: 'camille.martin@example.fr' }), SECRET)).toBe(typed)
    expect(identifierDigest(parseIdentifier({ email: 'camille.martin@example.fr' }), `${SECRET}x`)).not.toBe(typed)
    expect(identifierDigest(parseIdentifier({ phone: '+33 6 12 34 56 78' }), SECRET)).toBe(
      identifierDigest(parseIdentifier({ phone: '06.12.34.56.78' }), SECRET),
    )
  })

  it('refuses a missing or short secret', () => {
    expect(() => erasureSecret({})).toThrow(/CALLBACKS_ERASURE_SECRET/)
    expect(() => erasureSecret({ CALLBACKS_ERASURE_SECRET: 'short' })).toThrow(/at least/)
    expect(erasureSecret({ CALLBACKS_ERASURE_SECRET: SECRET })).toBe(SECRET)
  })

  it('appends, finds an erasure by identifier, and drops lines past the retention period', async () => {
    const now = new Date()
    const phone = parseIdentifier({ phone: '06 12 34 56 78' })
    const expired = erasureEntry(
      phone,
      { count: 2, delivered: 1 },
      { secret: SECRET, remote: true, at: yearsBefore(now, ERASURE_LOG_YEARS, 1) },
    )
    const kept = erasureEntry(
      phone,
      { count: 1, delivered: 0 },
      { secret: SECRET, remote: true, at: yearsBefore(now, ERASURE_LOG_YEARS - 1) },
    )
    await writeFile(log, `${JSON.stringify(expired)}\n${JSON.stringify(kept)}\n`)

    const email = parseIdentifier({ email: 'noor@example.fr' })
    const latest = erasureEntry(email, { count: 3, delivered: 2 }, { secret: SECRET, remote: false, at: now })
    await appendErasure(log, latest)

    const lines = (await readFile(log, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ErasureEntry)
    expect(lines).toEqual([kept, latest])
    expect(await erasuresOf(log, parseIdentifier({ email: 'NOOR@example.fr' }), SECRET)).toEqual([latest])
    expect(await erasuresOf(log, parseIdentifier({ phone: '0033612345678' }), SECRET)).toEqual([kept])
    expect(await erasuresOf(join(dir, 'missing.jsonl'), email, SECRET)).toEqual([])
  })
})

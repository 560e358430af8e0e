import { createHmac } from 'node:crypto'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { RequestIdentifier } from './data-request-sql.ts'
import { PROJECT_ROOT } from '../../seed/wrangler.ts'

/**
 * The erasure log: one JSON line per erasure (when, which database, the kind of identifier, a keyed
 * hash of the normalised identifier, how many rows went). It holds no e-mail, phone or name, yet an
 * operator given the person's identifier and the secret can show that their request was met.
 * docs/decisions/0023-data-requests.md says why the key is a secret kept apart from the log.
 */
export const ERASURE_LOG_ENV = 'CALLBACKS_ERASURE_LOG'
export const ERASURE_SECRET_ENV = 'CALLBACKS_ERASURE_SECRET'
const MIN_SECRET_LENGTH = 32
/** Lines are kept five years, the civil limitation period in France, then dropped. */
export const ERASURE_LOG_YEARS = 5

/** --log, else $CALLBACKS_ERASURE_LOG (the team's shared records folder), else the project root. */
export function erasureLogPath(option: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return option ?? env[ERASURE_LOG_ENV] ?? join(PROJECT_ROOT, 'callback-erasures.jsonl')
}

export interface ErasureEntry {
  erasedAt: string
  database: 'local' | 'remote'
  identifier: RequestIdentifier['kind']
  digest: string
  count: number
  /**
   * How many of the erased requests had been delivered to the call centre: the processor holds a
   * copy of those, and must be asked to erase it too.
   */
  delivered: number
}

/** The secret from the environment, or an error saying how to provide one. */
export function erasureSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env[ERASURE_SECRET_ENV]?.trim() ?? ''
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${ERASURE_SECRET_ENV} must hold the team's erasure-log secret (at least ${MIN_SECRET_LENGTH} characters, ` +
        'e.g. from `openssl rand -hex 32` once, then kept in the password manager). Nothing was erased.',
    )
  }
  return secret
}

/** HMAC-SHA-256 of the kind and the normalised value: the same person gives the same digest. */
export function identifierDigest(identifier: RequestIdentifier, secret: string): string {
  const mac = createHmac('sha256', secret).update(`${identifier.kind}:${identifier.value}`).digest('hex')
  return `hmac-sha256:${mac}`
}

export function erasureEntry(
  identifier: RequestIdentifier,
  erased: { count: number; delivered: number },
  options: { secret: string; remote: boolean; at?: Date },
): ErasureEntry {
  return {
    erasedAt: (options.at ?? new Date()).toISOString(),
    database: options.remote ? 'remote' : 'local',
    identifier: identifier.kind,
    digest: identifierDigest(identifier, options.secret),
    count: erased.count,
    delivered: erased.delivered,
  }
}

async function readEntries(file: string): Promise<ErasureEntry[]> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return []
    throw error
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ErasureEntry)
}

/**
 * Adds the entry and drops those past the retention period. The file is written beside and renamed,
 * so a crash leaves the old log or the new one, never half of it.
 */
export async function appendErasure(file: string, entry: ErasureEntry): Promise<void> {
  const cutoff = new Date(entry.erasedAt)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - ERASURE_LOG_YEARS)
  const kept = (await readEntries(file)).filter((old) => Date.parse(old.erasedAt) >= cutoff.getTime())
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, [...kept, entry].map((e) => `${JSON.stringify(e)}\n`).join(''))
  await rename(temporary, file)
}

/** The logged erasures of this identifier: the proof an operator shows. None when there is no log. */
export async function erasuresOf(file: string, identifier: RequestIdentifier, secret: string): Promise<ErasureEntry[]> {
  const digest = identifierDigest(identifier, secret)
  return (await readEntries(file)).filter((entry) => entry.digest === digest)
}

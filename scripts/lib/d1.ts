import { UsageError } from './data-request-sql.ts'
import { wranglerOrThrow } from '../../seed/wrangler.ts'

/**
 * Which D1 database an operator's command talks to. Local and production run the same SQL through the
 * same `wrangler d1 execute`; only these flags differ.
 */
export interface D1Target {
  remote: boolean
  /** A local state folder other than .wrangler/state (the end-to-end server's, a test's). */
  persistTo?: string | undefined
}

/** Reads the --remote / --persist-to options every database command shares. */
export function d1TargetFromOptions(options: { remote?: boolean; 'persist-to'?: string }): D1Target {
  if (options.remote && options['persist-to'] !== undefined) {
    throw new UsageError('--persist-to names a local state folder; it cannot go with --remote.')
  }
  return { remote: options.remote ?? false, persistTo: options['persist-to'] }
}

export function describeTarget(target: D1Target): string {
  if (target.remote) return 'remote (production) database'
  return target.persistTo === undefined ? 'local database' : `local database in ${target.persistTo}`
}

/** The wrangler arguments that run `sql` on the target's DB binding and print the results as JSON. */
export function d1ExecuteArgs(target: D1Target, sql: string): string[] {
  const where = target.remote ? ['--remote'] : ['--local', ...(target.persistTo === undefined ? [] : ['--persist-to', target.persistTo])]
  return ['d1', 'execute', 'DB', ...where, '--json', '--command', sql]
}

/** Runs the statements of `sql` (separated by `;`) and returns the rows of each, in order. */
export async function d1Query<Row>(target: D1Target, sql: string): Promise<Row[][]> {
  const out = await wranglerOrThrow(d1ExecuteArgs(target, sql))
  const results = JSON.parse(out) as { results?: Row[] }[]
  return results.map((result) => result.results ?? [])
}

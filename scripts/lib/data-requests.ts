import type { D1Target } from './d1.ts'
import { d1Query } from './d1.ts'
import type { ErasedRow, RequestIdentifier, StoredRow } from './data-request-sql.ts'
import { deleteRequestsSql, isUsageError, selectRequestsSql, STORED_COLUMNS } from './data-request-sql.ts'

/** Options shared by callbacks:find and callbacks:erase (node:util parseArgs). */
export const IDENTIFIER_OPTIONS = {
  email: { type: 'string' },
  phone: { type: 'string' },
  id: { type: 'string' },
  remote: { type: 'boolean', default: false },
  'persist-to': { type: 'string' },
} as const

/** The person's requests, oldest first. */
export async function findRequests(target: D1Target, identifier: RequestIdentifier): Promise<StoredRow[]> {
  const [rows = []] = await d1Query<StoredRow>(target, selectRequestsSql(identifier))
  return rows
}

/** Deletes the shown rows in one statement; returns those that actually went, with their delivery status. */
export async function eraseShownRequests(
  target: D1Target,
  identifier: RequestIdentifier,
  shown: readonly StoredRow[],
): Promise<ErasedRow[]> {
  if (shown.length === 0) return []
  const [deleted = []] = await d1Query<ErasedRow>(
    target,
    deleteRequestsSql(
      identifier,
      shown.map((row) => String(row.id)),
    ),
  )
  return deleted
}

/** The rows for a terminal: one block per request, every stored field on its own line. */
export function formatRequests(rows: readonly StoredRow[]): string {
  const width = Math.max(...STORED_COLUMNS.map((column) => column.length))
  return rows
    .map((row, index) => [`#${index + 1}`, ...STORED_COLUMNS.map((column) => `  ${column.padEnd(width)}  ${row[column] ?? ''}`)].join('\n'))
    .join('\n\n')
}

export function describeIdentifier(identifier: RequestIdentifier): string {
  return `${identifier.kind} ${identifier.value}`
}

/**
 * Runs a data-request command: a mistake in its command line prints the usage and exits 2; any other
 * failure prints its message and exits 1, so a script that calls the command can tell them apart.
 */
export function runDataRequestCommand(main: () => Promise<void>, usage: string): void {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    if (isUsageError(error)) {
      console.error(`${message}\n${usage}`)
      process.exit(2)
    }
    console.error(message)
    process.exit(1)
  })
}

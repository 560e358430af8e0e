import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { PROJECT_ROOT } from '../../seed/wrangler.ts'

/** The built client, as `npm run build` writes it. */
export const CLIENT_DIR = join(PROJECT_ROOT, 'dist/client')

const sizes = new Map<string, number>()

/**
 * Bytes of a built file (relative to dist/client) once gzipped at level 9, as the edge compresses at
 * best: what the budgets count. Each file is compressed once.
 */
export function builtGzipBytes(file: string): number {
  let bytes = sizes.get(file)
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length
    sizes.set(file, bytes)
  }
  return bytes
}

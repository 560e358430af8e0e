import { readFileSync } from 'node:fs'

type ManifestChunk = { file: string; isDynamicEntry?: boolean; css?: string[] }

/** Vite's manifest of the build the end-to-end tests serve (written by `npm run build`). */
function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>
}

/**
 * The files (JavaScript and CSS, relative to dist/client) of the parts the app loads on demand after
 * start: the dynamic entries outside the route files (toast view, callback form, desktop menu, response
 * schemas). Route chunks are left out: a page's own route starts with it.
 */
export function lazyPartFiles(): string[] {
  return Object.entries(readManifest())
    .filter(([source, chunk]) => chunk.isDynamicEntry === true && !source.startsWith('client/routes/'))
    .flatMap(([, chunk]) => [chunk.file, ...(chunk.css ?? [])])
}

/**
 * The built file (relative to dist/client) of a source module the build splits into a chunk of its
 * own: lazy chunks are named by their content hash alone, so a test finds them through the manifest.
 */
export function chunkFileOf(source: string): string {
  const chunk = readManifest()[source]
  if (!chunk) throw new Error(`No chunk for ${source} in the build manifest`)
  return chunk.file
}

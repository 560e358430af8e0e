import type { Manifest } from './route-assets.ts'
import { entryChunks, routeFileChunks, START_ENTRY } from './route-assets.ts'

/** Issue #6: what a route may load before it renders, and what any chunk loaded later may weigh. */
export const BUDGET = { initialKb: 120, lazyChunkKb: 30 } as const

export interface RouteWeight {
  routeFile: string
  initialKb: number
  over: boolean
}
export interface ChunkWeight {
  file: string
  kb: number
  over: boolean
}

/**
 * Initial JavaScript of each route file = the entry and its static imports + the route's component
 * chunk and its static imports, each file counted once, in KB (1 000 bytes) of gzip. Lazy chunks =
 * every dynamic entry (route chunks and anything loaded with import()), judged alone.
 */
export function measureBudgets(
  manifest: Manifest,
  routeFiles: readonly string[],
  gzipBytesOf: (file: string) => number,
  budget: { initialKb: number; lazyChunkKb: number } = BUDGET,
): { routes: RouteWeight[]; lazyChunks: ChunkWeight[] } {
  const kbOf = (keys: Iterable<string>) => {
    let bytes = 0
    for (const key of keys) {
      const file = manifest[key]?.file
      if (file?.endsWith('.js')) bytes += gzipBytesOf(file)
    }
    return bytes / 1000
  }
  // Every prerendered page loads the start script first, then the entry (decision 0018).
  const entry = new Set([...entryChunks(manifest), ...(manifest[START_ENTRY] ? [START_ENTRY] : [])])
  const routes = routeFiles.map((routeFile) => {
    const initialKb = kbOf(new Set([...entry, ...routeFileChunks(manifest, routeFile)]))
    return { routeFile, initialKb, over: initialKb > budget.initialKb }
  })
  const lazyChunks = Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
    .map((chunk) => {
      const kb = gzipBytesOf(chunk.file) / 1000
      return { file: chunk.file, kb, over: kb > budget.lazyChunkKb }
    })
    .sort((a, b) => b.kb - a.kb)
  return { routes, lazyChunks }
}

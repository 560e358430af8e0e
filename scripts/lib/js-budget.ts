import { FRAMEWORK_CHUNK } from './framework-chunk.ts'

/** The part of Vite's build manifest (dist/client/.vite/manifest.json) the budget reads. */
export interface ManifestChunk {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/**
 * What a page may load before it is interactive, in KB (1 000 bytes) of gzip (docs/decisions/0032):
 * the code every page loads at most the framework's size plus `sharedKb`; each route's own code, beyond
 * that, at most `routeKb`.
 */
export const BUDGET = { sharedKb: 15.1, routeKb: 29.5 } as const
export type Budget = { sharedKb: number; routeKb: number }

/** index.html's module script: the app's entry. */
export const APP_ENTRY = 'index.html'
/** A script prerendered pages load before the app, when the build has one. */
export const START_ENTRY = 'client/start.ts'

export interface SharedWeight {
  /** The framework chunk alone. */
  frameworkKb: number
  /** Everything every page loads first: the entry, its static imports (the framework among them), the start script. */
  initialKb: number
  /** initialKb − frameworkKb: the site's own share of every page's first load. */
  siteKb: number
  limitKb: number
  over: boolean
}

/** An entry other than the app's and the start script's: a file the start script loads itself. */
export interface StartLoadWeight {
  entry: string
  kb: number
}

export interface RouteWeight {
  routeFile: string
  /** The route's chunks and their static imports, beyond what every page loads. */
  ownKb: number
  /** What this route loads before it is interactive: the shared code and its own. */
  initialKb: number
  over: boolean
}

function collect(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into
  const chunk = manifest[key]
  if (!chunk) throw new Error(`No chunk ${key} in the build manifest`)
  into.add(key)
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into)
  return into
}

/**
 * The chunks of a route file the app needs before the route's first render: TanStack's code-split
 * chunks that hold its component (`?tsr-split=component`, or a group such as `component---loader`).
 * The error and not-found components load only when they show.
 */
function routeChunkKeys(manifest: Manifest, routeFile: string): string[] {
  const prefix = `${routeFile}?tsr-split=`
  return Object.keys(manifest).filter((key) => key.startsWith(prefix) && key.slice(prefix.length).split('---').includes('component'))
}

/**
 * Weighs a build from its manifest. `gzipBytesOf` gives the gzip size of a built file (its path relative
 * to the client's output, as the manifest writes it); only JavaScript counts. Each file counts once.
 */
export function measureBudgets(
  manifest: Manifest,
  routeFiles: readonly string[],
  gzipBytesOf: (file: string) => number,
  budget: Budget = BUDGET,
): { shared: SharedWeight; routes: RouteWeight[]; startLoads: StartLoadWeight[] } {
  const kbOf = (keys: Iterable<string>) => {
    let bytes = 0
    for (const key of keys) {
      const file = manifest[key]?.file
      if (file?.endsWith('.js')) bytes += gzipBytesOf(file)
    }
    return bytes / 1000
  }
  if (!manifest[APP_ENTRY]?.isEntry) throw new Error(`The build manifest has no entry ${APP_ENTRY}`)
  const shared = collect(manifest, APP_ENTRY, new Set())
  const startImports = manifest[START_ENTRY]?.imports ?? []
  // The start script runs alone, before the app (docs/decisions/0049): a file it imported would be one
  // more request before it could run, the app's entry itself when they share a module.
  if (startImports.length > 0) throw new Error(`The start script imports ${startImports.join(', ')}: it must import no other file`)
  if (manifest[START_ENTRY]) collect(manifest, START_ENTRY, shared)

  const framework = Object.keys(manifest).filter((key) => manifest[key]?.name === FRAMEWORK_CHUNK)
  if (framework.length === 0) throw new Error(`The build has no chunk named ${FRAMEWORK_CHUNK}: see vite.config.ts`)
  const outsideFirstLoad = framework.filter((key) => !shared.has(key))
  if (outsideFirstLoad.length > 0)
    throw new Error(`The framework chunk is not part of every page's first load: ${outsideFirstLoad.join(', ')}`)

  const frameworkKb = kbOf(framework)
  const initialKb = kbOf(shared)
  const limitKb = frameworkKb + budget.sharedKb
  const routes = routeFiles.map((routeFile) => {
    const own = new Set<string>()
    for (const key of routeChunkKeys(manifest, routeFile)) collect(manifest, key, own)
    const ownKb = kbOf([...own].filter((key) => !shared.has(key)))
    return { routeFile, ownKb, initialKb: initialKb + ownKb, over: ownKb > budget.routeKb }
  })
  // The start script loads these itself, once the page has painted, with the app's scripts: not needed
  // for the page to be interactive, so not counted above, and listed.
  const startLoads = Object.keys(manifest)
    .filter((key) => manifest[key]?.isEntry && key !== APP_ENTRY && key !== START_ENTRY)
    .map((entry) => ({ entry, kb: kbOf(collect(manifest, entry, new Set())) }))
  return {
    shared: { frameworkKb, initialKb, siteKb: initialKb - frameworkKb, limitKb, over: initialKb > limitKb },
    routes,
    startLoads,
  }
}

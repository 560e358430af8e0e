/** The part of Vite's build manifest (dist/client/.vite/manifest.json) the prerender reads. */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export interface RouteAssets {
  /** JS files to `modulepreload`, beyond what the entry already loads. */
  scripts: string[]
  /** Stylesheets of those chunks: without them the page's HTML shows unstyled until its chunk loads. */
  styles: string[]
}

/** "/fournisseurs/$supplierId" → client/routes/fournisseurs.$supplierId.tsx; "/conseils/" → conseils.index.tsx. */
export function routeFileOf(routeId: string): string {
  const trimmed = routeId.replace(/^\//, '')
  const name = trimmed === '' ? 'index' : trimmed.endsWith('/') ? `${trimmed}index` : trimmed
  return `client/routes/${name.replace(/\//g, '.')}.tsx`
}

function collect(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return
  const chunk = manifest[key]
  if (!chunk) throw new Error(`No chunk ${key} in the build manifest`)
  seen.add(key)
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen)
}

/** The app's entry (index.html's module script), and the script that starts it after the first paint. */
export const APP_ENTRY = 'index.html'
export const START_ENTRY = 'client/start.ts'

/** The start script's file, as pages reference it. */
export function startScript(manifest: Manifest): string {
  const file = manifest[START_ENTRY]?.file
  if (!file) throw new Error(`The build manifest has no entry ${START_ENTRY}`)
  return `/${file}`
}

/** The entry chunk and everything it imports statically: what every page loads. */
export function entryChunks(manifest: Manifest): Set<string> {
  if (!manifest[APP_ENTRY]?.isEntry) throw new Error(`The build manifest has no entry ${APP_ENTRY}`)
  const loaded = new Set<string>()
  collect(manifest, APP_ENTRY, loaded)
  return loaded
}

/**
 * The chunks a route file needs beyond the entry before its page can render: its code-split
 * component chunk (TanStack's `?tsr-split=component`, which the app loads before the first render)
 * and that chunk's static imports. Empty for a route without a component chunk.
 */
export function routeFileChunks(manifest: Manifest, routeFile: string): Set<string> {
  const needed = new Set<string>()
  const key = `${routeFile}?tsr-split=component`
  if (manifest[key]) collect(manifest, key, needed)
  return needed
}

/**
 * What the browser needs, beyond the entry, to show the given routes: the code-split component chunk
 * of each route file, its static imports, and their styles. `lazyParts` are the source files of the
 * lazy parts the page rendered (client/lib/lazy-part.tsx): only their styles are added, since the HTML
 * shows them from the first paint, while their code loads after the page's own.
 */
export function routeAssets(manifest: Manifest, routeIds: readonly string[], lazyParts: readonly string[] = []): RouteAssets {
  const loaded = entryChunks(manifest)
  const needed = new Set(routeIds.flatMap((routeId) => [...routeFileChunks(manifest, routeFileOf(routeId))]))
  const extra = [...needed].filter((key) => !loaded.has(key))
  const parts = new Set<string>()
  for (const source of lazyParts) collect(manifest, source, parts)
  const styled = [...extra, ...[...parts].filter((key) => !loaded.has(key) && !needed.has(key))]
  const loadedStyles = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []))
  const styles = [...new Set(styled.flatMap((key) => manifest[key]?.css ?? []))].filter((file) => !loadedStyles.has(file))
  return {
    scripts: extra.map((key) => `/${(manifest[key] as ManifestChunk).file}`),
    styles: styles.map((file) => `/${file}`),
  }
}

/** The link elements for the head, in the form Vite writes its own. */
export function routeAssetLinks(assets: RouteAssets): string {
  return [
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ')
}

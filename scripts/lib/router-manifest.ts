/** The part of Vite's build manifest (dist/client/.vite/manifest.json) the router's manifest is made from. */
export interface ViteManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}
export type ViteManifest = Record<string, ViteManifestChunk>

/** The app's entry: index.html's module script. */
export const APP_ENTRY = 'index.html'
/** Where Vite's manifest lists the one stylesheet of a build without CSS code splitting. */
export const APP_STYLESHEET = 'style.css'

/** The router's server manifest (the shape `createRequestHandler`'s getRouterManifest returns). */
export interface RouterServerManifest {
  routes: Record<string, { preloads: string[]; scripts: { attrs: Record<string, string> }[]; css: string[] }>
  inlineCss: { styles: Record<string, string> }
}

/**
 * What every page needs, for the router's SSR to write into it: the app's entry script with its
 * static imports to preload, and the app's one stylesheet (the client build does not split CSS),
 * whose rules the router inlines into the page so the first paint needs no other request.
 * Route chunks are not listed: the router loads the page's chunk itself before hydrating.
 */
export async function routerManifest(
  manifest: ViteManifest,
  readAsset: (file: string) => Promise<string>,
): Promise<RouterServerManifest> {
  const entry = manifest[APP_ENTRY]
  if (!entry?.isEntry) throw new Error(`The build manifest has no entry ${APP_ENTRY}`)
  const preloads = (entry.imports ?? []).map((key) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`No chunk ${key} in the build manifest`)
    return `/${chunk.file}`
  })
  const stylesheet = manifest[APP_STYLESHEET]?.file
  const css = [...(entry.css ?? []), ...(stylesheet ? [stylesheet] : [])].map((file) => `/${file}`)
  const styles: Record<string, string> = {}
  for (const href of css) styles[href] = (await readAsset(href.slice(1))).trim()
  return {
    routes: {
      __root__: { preloads, scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }], css },
    },
    inlineCss: { styles },
  }
}

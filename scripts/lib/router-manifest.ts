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
/** The script pages load instead, which starts the entry after the first paint (docs/decisions/0029). */
export const START_ENTRY = 'client/start.ts'
/** The cookie banner's code, which the start script loads with the app's (docs/decisions/0049). */
export const COOKIE_BANNER_ENTRY = 'client/first-load/cookie-banner.ts'
/** Where Vite's manifest lists the one stylesheet of a build without CSS code splitting. */
export const APP_STYLESHEET = 'style.css'

/** The router's server manifest (the shape `createRequestHandler`'s getRouterManifest returns). */
export interface RouterServerManifest {
  routes: Record<string, { preloads: string[]; scripts: { attrs: Record<string, string> }[]; css: string[] }>
  inlineCss: { styles: Record<string, string> }
}

/**
 * What every page needs, for the router's SSR to write into it: the script that starts the app's
 * entry (and its static imports, preloaded) after the first paint, with the cookie banner's code, and the app's one stylesheet (the client build does not split CSS),
 * whose rules the router inlines into the page so the first paint needs no other request.
 * Route chunks are not listed: the router loads the page's chunk itself before hydrating.
 */
export async function routerManifest(manifest: ViteManifest, readAsset: (file: string) => Promise<string>): Promise<RouterServerManifest> {
  const entry = manifest[APP_ENTRY]
  if (!entry?.isEntry) throw new Error(`The build manifest has no entry ${APP_ENTRY}`)
  const preloads = (entry.imports ?? []).map((key) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`No chunk ${key} in the build manifest`)
    return `/${chunk.file}`
  })
  const stylesheet = manifest[APP_STYLESHEET]?.file
  const start = manifest[START_ENTRY]?.file
  if (!start) throw new Error(`The build manifest has no entry ${START_ENTRY}`)
  const cookieBanner = manifest[COOKIE_BANNER_ENTRY]?.file
  const css = [...(entry.css ?? []), ...(stylesheet ? [stylesheet] : [])].map((file) => `/${file}`)
  const styles: Record<string, string> = {}
  for (const href of css) styles[href] = (await readAsset(href.slice(1))).trim()
  return {
    routes: {
      // No preload links: client/start.ts adds them with the entry once the page has painted.
      __root__: {
        preloads: [],
        scripts: [
          {
            attrs: {
              type: 'module',
              src: `/${start}`,
              'data-app-entry': `/${entry.file}`,
              'data-app-preload': preloads.join(' '),
              ...(cookieBanner ? { 'data-cookie-banner': `/${cookieBanner}` } : {}),
            },
          },
        ],
        css,
      },
    },
    inlineCss: { styles },
  }
}

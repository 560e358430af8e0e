/**
 * Writes every page of the site as static HTML into dist/client, after `vite build` (client and
 * worker) and `vite build --config vite.prerender.config.ts` (dist/prerender/prerender.js).
 *
 * Each page is the built index.html with the page's head tags, its markup in #root and the data it was
 * rendered from (client/lib/prerender-payload.ts), its stylesheets inlined; 404.html is the not-found page, which Workers assets
 * serve with status 404 for every path without a file. The catalogue is the seed, turned into KV
 * entries exactly as `npm run seed` writes them and read through the worker's own code.
 */
import { readFileSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { KvEntry } from '../contract/catalogue.ts'
import { kvKeys } from '../contract/catalogue.ts'
import { buildKvEntries } from '../seed/build.ts'
import { loadSeed } from '../seed/load.ts'
import { composePage, inlineStylesheets, pageFileName, startAfterFirstPaint } from './lib/compose-page.ts'
import type { Manifest } from './lib/route-assets.ts'
import { routeAssetLinks, routeAssets, startScript } from './lib/route-assets.ts'
import { listSitePaths } from './lib/site-paths.ts'
import { PROJECT_ROOT } from './lib/wrangler.ts'

const CLIENT_DIR = join(PROJECT_ROOT, 'dist/client')
/** Any path no route matches: the router renders its not-found page for it. */
const NOT_FOUND_PATH = '/404'

// Typed here by hand: the modules below belong to the client and worker TypeScript projects.
interface PrerenderModule {
  prerenderPage(
    path: string,
    catalogueVersion: string | null,
  ): Promise<{ status: number; head: string; body: string; data: string; routeIds: string[]; lazyParts: string[] }>
}
interface SeedApiModule {
  createSeedApiFetch(entries: readonly KvEntry[]): typeof fetch
}

async function main(): Promise<void> {
  const started = performance.now()
  const template = await readFile(join(CLIENT_DIR, 'index.html'), 'utf8')
  if (template.includes('id="wm-prerender"')) {
    throw new Error('dist/client/index.html is already prerendered: run `npm run build`, which builds it again first.')
  }

  const stylesheets = new Map<string, string>()
  const cssOf = (href: string) => {
    let css = stylesheets.get(href)
    if (css === undefined) {
      css = readFileSync(join(CLIENT_DIR, href), 'utf8')
      stylesheets.set(href, css)
    }
    return css
  }
  const manifest = JSON.parse(await readFile(join(CLIENT_DIR, '.vite/manifest.json'), 'utf8')) as Manifest
  const entries = buildKvEntries(await loadSeed())
  const versionEntry = entries.find((entry) => entry.key === kvKeys.version)
  const catalogueVersion = versionEntry?.metadata.version ?? null

  const seedApi = (await import(pathToFileURL(join(PROJECT_ROOT, 'worker/seed-api.ts')).href)) as SeedApiModule
  // The client's api-client calls fetch('/api/…'): during the prerender that is the worker's code.
  globalThis.fetch = seedApi.createSeedApiFetch(entries)
  const { prerenderPage } = (await import(
    pathToFileURL(join(PROJECT_ROOT, 'dist/prerender/prerender.js')).href
  )) as PrerenderModule

  const pages = [...(await listSitePaths()), NOT_FOUND_PATH].map((path) => ({
    path,
    expectedStatus: path === NOT_FOUND_PATH ? 404 : 200,
    file: path === NOT_FOUND_PATH ? '404.html' : pageFileName(path),
  }))
  if (!pages.some((page) => page.path === '/')) pages.unshift({ path: '/', expectedStatus: 200, file: 'index.html' })

  for (const page of pages) {
    const rendered = await prerenderPage(page.path, catalogueVersion)
    if (rendered.status !== page.expectedStatus) {
      throw new Error(`${page.path}: rendered with status ${rendered.status}, expected ${page.expectedStatus}`)
    }
    const file = join(CLIENT_DIR, page.file)
    await mkdir(dirname(file), { recursive: true })
    const assets = routeAssetLinks(routeAssets(manifest, rendered.routeIds, rendered.lazyParts))
    const html = inlineStylesheets(composePage(template, { ...rendered, assets }), cssOf)
    await writeFile(file, startAfterFirstPaint(html, startScript(manifest)))
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`Prerendered ${pages.length} pages into dist/client in ${seconds} s (catalogue ${catalogueVersion}).`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})

/**
 * Writes every page of the site as static HTML into dist/client, after `vite build` (client and
 * worker) and `vite build --config vite.prerender.config.ts` (dist/prerender/entry-server.js).
 *
 * Each page is rendered once by the router's own SSR handler (client/entry-server.tsx): the whole
 * document, head tags from the routes' head(), the page's CSS inlined by the router from the manifest
 * built here, the router's and Query's state for hydration moved into a script file the CSP allows.
 * Not-found pages: 404.html for any unknown path, and one per family of pages with a notFound() loader
 * (fournisseurs/404.html…), which Workers assets serve with status 404 for the unknown paths under it.
 * The catalogue is the seed, turned into KV entries exactly as `npm run seed` writes them and read
 * through the worker's own code.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { KvEntry } from '../contract/catalogue.ts'
import { kvKeys } from '../contract/catalogue.ts'
import { buildKvEntries } from '../seed/build.ts'
import { loadSeed } from '../seed/load.ts'
import { externalizeInlineScripts } from './lib/external-scripts.ts'
import { routerManifest, type RouterServerManifest, type ViteManifest } from './lib/router-manifest.ts'
import { listNotFoundPages, listSitePaths, pageFileName } from './lib/site-paths.ts'
import { PROJECT_ROOT } from '../seed/wrangler.ts'
import { BUILD_DIR, SEED_DATA_DIR } from './lib/build-target.ts'

const CLIENT_DIR = join(PROJECT_ROOT, BUILD_DIR, 'client')

// Typed here by hand: the modules below belong to the client and worker TypeScript projects.
interface ServerEntry {
  renderPage(path: string, catalogueVersion: string, manifest: RouterServerManifest): Promise<{ status: number; html: string }>
}
interface SeedApiModule {
  createSeedApiFetch(entries: readonly KvEntry[]): typeof fetch
}

async function writeDistFile(relative: string, content: string): Promise<void> {
  const file = join(CLIENT_DIR, relative)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, content)
}

async function main(): Promise<void> {
  const started = performance.now()
  const viteManifest = JSON.parse(await readFile(join(CLIENT_DIR, '.vite/manifest.json'), 'utf8')) as ViteManifest
  const manifest = await routerManifest(viteManifest, (file) => readFile(join(CLIENT_DIR, file), 'utf8'))
  const entries = buildKvEntries(await loadSeed(SEED_DATA_DIR))
  const catalogueVersion = entries.find((entry) => entry.key === kvKeys.version)?.metadata.version
  if (!catalogueVersion) throw new Error('The seed has no catalogue version')

  const seedApi = (await import(pathToFileURL(join(PROJECT_ROOT, 'worker/seed-api.ts')).href)) as SeedApiModule
  // The client's api-client calls fetch('/api/…'): during the prerender that is the worker's code.
  globalThis.fetch = seedApi.createSeedApiFetch(entries)
  const { renderPage } = (await import(pathToFileURL(join(PROJECT_ROOT, BUILD_DIR, 'prerender/entry-server.js')).href)) as ServerEntry

  const pages = [
    ...(await listSitePaths()).map((path) => ({ path, expectedStatus: 200, file: pageFileName(path) })),
    ...(await listNotFoundPages()).map((page) => ({ ...page, expectedStatus: 404 })),
  ]
  for (const page of pages) {
    const rendered = await renderPage(page.path, catalogueVersion, manifest)
    if (rendered.status !== page.expectedStatus) {
      throw new Error(`${page.path}: rendered with status ${rendered.status}, expected ${page.expectedStatus}`)
    }
    const { html, file } = externalizeInlineScripts(rendered.html)
    if (file) await writeDistFile(file.path.slice(1), file.source)
    await writeDistFile(page.file, html)
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`Prerendered ${pages.length} pages into ${BUILD_DIR}/client in ${seconds} s (catalogue ${catalogueVersion}).`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})

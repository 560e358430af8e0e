import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vite'
import { buildConstants } from './scripts/lib/build-constants.ts'
import { BUILD_DIR, taxTableOverride } from './scripts/lib/build-target.ts'
import { devPageFallback, devStartScript } from './scripts/lib/dev-page-fallback.ts'
import { FRAMEWORK_CHUNK, isFrameworkModule } from './scripts/lib/framework-chunk.ts'
import { retryDynamicImports } from './scripts/lib/retry-dynamic-imports.ts'
import { routerPluginOptions } from './scripts/lib/router-plugin-options.ts'
import { buildRobots, buildSitemap, listSitemapEntries } from './scripts/lib/sitemap.ts'
import { CONTENT_SECURITY_POLICY, DOCUMENT_ONLY_HEADERS, SECURITY_HEADERS } from './worker/http/security-headers.ts'

// Local runs never phone home: no usage metrics, no lookup of Cloudflare's request.cf sample.
process.env.WRANGLER_SEND_METRICS ??= 'false'
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'

/**
 * Static pages are served by Workers assets without running the worker, so their headers come from a
 * _headers file: the security headers, from the same list the worker uses, on every path; and caching.
 * The default of Workers assets, `max-age=0, must-revalidate`, makes a returning visitor revalidate
 * every script; files under /assets/ carry a hash of their content in their name, so they never change
 * and are kept for a year. HTML stays revalidated: a deploy must reach the next visit.
 */
function staticHeadersFile(): Plugin {
  return {
    name: 'wattmalin:static-headers',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      const rule = (path: string, headers: Record<string, string>) =>
        `${path}\n${Object.entries(headers)
          .map(([name, value]) => `  ${name}: ${value}`)
          .join('\n')}\n`
      // Rules apply in this order, each removing (`! Name`) then setting: the scripts and the stylesheet
      // under /assets/ drop the headers only a document acts on; a web worker's script is a document of
      // its own for the Content-Security-Policy, so the one under /assets/worker/ gets its policy back.
      const source = [
        rule('/*', SECURITY_HEADERS),
        `${rule('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' })}${DOCUMENT_ONLY_HEADERS.map((name) => `  ! ${name}\n`).join('')}`,
        rule(`/${WORKER_ASSETS_DIR}/*`, { 'Content-Security-Policy': CONTENT_SECURITY_POLICY }),
      ].join('')
      this.emitFile({ type: 'asset', fileName: '_headers', source })
    },
  }
}

/** Where the build puts web workers' scripts: apart, so that they keep the Content-Security-Policy. */
const WORKER_ASSETS_DIR = 'assets/worker'

/** sitemap.xml and robots.txt, from the route files and the catalogue in seed/, at build time. */
function searchEngineFiles(): Plugin {
  return {
    name: 'wattmalin:search-engine-files',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: buildSitemap(await listSitemapEntries()) })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: buildRobots() })
    },
  }
}

/** The start script and the modules it alone imports, the cookie banner's among them (docs/decisions/0049). */
function isStartModule(id: string): boolean {
  return /client[\\/](?:start\.ts$|first-load[\\/])/.test(id)
}

export default defineConfig({
  publicDir: 'client/public',
  // dist/client and dist/wattmalin, unless a second build asks for another folder (scripts/lib/build-target.ts).
  build: { outDir: BUILD_DIR },
  define: buildConstants(),
  // The client's manifest gives the prerender the app's entry script and stylesheet (scripts/lib/router-manifest.ts).
  // One stylesheet for the whole app: the router inlines it into every page, so the first paint needs no
  // other request, and a chunk loaded later brings no sheet that could reorder the cascade.
  environments: {
    client: {
      define: {
        ...buildConstants(),
        // The router inlines the stylesheet into prerendered pages (scripts/lib/router-manifest.ts); this
        // flag, which TanStack Start's plugin sets for the same feature, makes its <HeadContent> in the
        // browser adopt that <style> (same rules) instead of rendering an empty one, which would not hydrate.
        'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
      },
      build: {
        manifest: true,
        // One stylesheet for the whole app, which the router inlines in every page (decision 0028).
        cssCodeSplit: false,
        // No preload links for a lazy chunk's imports: the browser finds them in the chunk, and inserting one
        // link per file cost a phone's main thread more than the round trip it saves (decision 0107).
        modulePreload: false,
        sourcemap: process.env.SOURCEMAP === '1',
        rolldownOptions: {
          // client/start.ts is a second entry: prerendered pages load it, and it starts the app (decision 0029).
          // The cookie banner's code is a third, which the start script loads with the app (decision 0049).
          input: { index: 'index.html', start: 'client/start.ts', 'cookie-banner': 'client/first-load/cookie-banner.ts' },
          // The cookie banner's entry is imported by the start script at run time: its export must stay.
          preserveEntrySignatures: 'exports-only',
          // The framework in a chunk of its own: `npm run budget` measures the site's code against it.
          output: {
            // Lazy chunks are named by their hash alone: every page's first load holds the list of
            // their files (Vite's preload map) and each chunk the names of those it imports, so a
            // readable name costs bytes on every visit (0.65 KB gzip of the first load). The entries
            // keep theirs: index.html and the prerendered pages name them, and so do the tests.
            chunkFileNames: 'assets/[hash].js',
            codeSplitting: {
              groups: [
                { name: FRAMEWORK_CHUNK, test: isFrameworkModule, priority: 2 },
                // Not the start script's modules (client/start.ts, client/first-load/): it runs alone, before
                // the app, and must not import the app's entry.
                { name: 'app', tags: ['$initial'], test: (id: string) => !isStartModule(id), priority: 1 },
                // Small modules that pages always load together, in one chunk rather than one each: a
                // chunk compresses on its own and costs a request, a preload entry and an import line.
                // Every page with a page header also has a breadcrumb (JSON-LD) and a container; every
                // form field holds a text input, or sits beside one.
                { name: 'page-frame', test: /client[\\/](?:ui[\\/](?:container|page-header|json-ld-script)\.tsx|lib[\\/]json-ld\.ts)$/ },
                { name: 'form-field', test: /client[\\/]ui[\\/](?:field|text-input)\.tsx$/ },
                // The icons two or more chunks share, in one file: each is a few dozen bytes of path data,
                // and as a file of its own it cost a request and more bytes of headers than of drawing
                // (13 such files on the home page). An icon one chunk uses stays in that chunk.
                { name: 'icons', test: /node_modules[\\/]lucide[\\/]dist[\\/]esm[\\/]icons[\\/]/, minShareCount: 2 },
                // The contract's offer pricing, which the comparison, the supplier pages, the calculator and the
                // meter page each run in the browser: one chunk, rather than the pieces each pair of them shares.
                {
                  name: 'offer-pricing',
                  test: /contract[\\/](?:offer-(?:pricing|cost|shares|structures|freshness|dates)|share-defaults)\.ts$/,
                },
              ],
            },
          },
        },
      },
    },
  },
  worker: { rolldownOptions: { output: { entryFileNames: `${WORKER_ASSETS_DIR}/[name]-[hash].js` } } },
  plugins: [
    ...taxTableOverride(),
    // The router plugin must run before React's: it generates client/routeTree.gen.ts.
    tanstackRouter(routerPluginOptions),
    vanillaExtractPlugin(),
    // Before the Cloudflare plugin, whose middleware would hand page addresses to the worker.
    devPageFallback(),
    devStartScript(),
    cloudflare(),
    react(),
    retryDynamicImports(),
    staticHeadersFile(),
    searchEngineFiles(),
  ],
})

import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vite'
import { buildConstants } from './scripts/lib/build-constants.ts'
import { routerPluginOptions } from './scripts/lib/router-plugin-options.ts'
import { buildRobots, buildSitemap, listSitemapEntries } from './scripts/lib/sitemap.ts'
import { SECURITY_HEADERS } from './worker/http/security-headers.ts'

// Local runs never phone home: no usage metrics, no lookup of Cloudflare's request.cf sample.
process.env.WRANGLER_SEND_METRICS ??= 'false'
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'

/**
 * Static pages are served by Workers assets without running the worker, so their security headers
 * come from a _headers file, written here from the same list the worker uses.
 */
function securityHeadersFile(): Plugin {
  return {
    name: 'wattmalin:security-headers',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      const lines = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`)
      this.emitFile({ type: 'asset', fileName: '_headers', source: `/*\n${lines.join('\n')}\n` })
    },
  }
}

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

export default defineConfig({
  publicDir: 'client/public',
  define: buildConstants(),
  // The client's manifest tells the prerender which chunks and styles each route needs at first paint.
  // client/start.ts is a second entry: prerendered pages load it instead of the app (decision 0018).
  environments: {
    client: {
      build: {
        manifest: true,
        sourcemap: process.env.SOURCEMAP === '1',
        rollupOptions: { input: { index: 'index.html', start: 'client/start.ts' } },
      },
    },
  },
  plugins: [
    // The router plugin must run before React's: it generates client/routeTree.gen.ts.
    tanstackRouter(routerPluginOptions),
    vanillaExtractPlugin(),
    cloudflare(),
    react(),
    securityHeadersFile(),
    searchEngineFiles(),
  ],
})

import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vite'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { listSitePaths } from './scripts/lib/site-paths.ts'
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

/**
 * Static assets answer only the files they have, so every page of the site gets its own copy of the
 * app's HTML (\`/fournisseurs\` → fournisseurs.html, each supplier and article included), and 404.html
 * serves every other path with HTTP status 404 (wrangler.toml: not_found_handling = "404-page").
 * The prerender step will put each page's own HTML in these files.
 */
function pageFiles(): Plugin {
  let outDir = ''
  return {
    name: 'wattmalin:page-files',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = config.environments.client?.build.outDir ?? config.build.outDir
    },
    async writeBundle() {
      const shell = await readFile(join(outDir, 'index.html'), 'utf8')
      await writeFile(join(outDir, '404.html'), shell)
      for (const path of await listSitePaths()) {
        if (path === '/') continue
        const file = join(outDir, `${path.slice(1)}.html`)
        await mkdir(dirname(file), { recursive: true })
        await writeFile(file, shell)
      }
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
  plugins: [
    // The router plugin must run before React's: it generates client/routeTree.gen.ts.
    tanstackRouter({
      target: 'react',
      routesDirectory: './client/routes',
      generatedRouteTree: './client/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.(css|test)\\.ts$',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: false,
    }),
    vanillaExtractPlugin(),
    cloudflare(),
    react(),
    securityHeadersFile(),
    pageFiles(),
    searchEngineFiles(),
  ],
})

import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const HELPER = fileURLToPath(new URL('../../client/lib/retry-import.ts', import.meta.url))

/** Vite's module that every dynamic import of the built client goes through. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js'
const PRELOAD_EXPORT = 'export const __vitePreload = '

/**
 * Makes every dynamic import of the built client retry (client/lib/retry-import.ts): the lazy parts'
 * and the route chunks the router plugin splits off (`?tsr-split`), which it imports in code it writes
 * itself (docs/decisions/0069). Vite's build wraps each `import()` in its preload helper, which fetches
 * the chunk's own imports in parallel and reports a failure as `vite:preloadError` (an event that can
 * only swallow the failure, not try again); this plugin wraps that one helper in `retryImport`, so each
 * attempt asks for the chunk and its imports anew. One wrapper rather than one per import keeps the
 * first load's weight. The build fails if Vite's helper no longer has the shape this relies on.
 */
export function retryDynamicImports(): Plugin {
  return {
    name: 'wattmalin:retry-dynamic-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (id !== PRELOAD_HELPER_ID) return null
      if (code.split(PRELOAD_EXPORT).length !== 2) throw new Error(`${id} no longer has one \`${PRELOAD_EXPORT}\`: see ${import.meta.url}`)
      return {
        code: [
          `import { retryImport } from ${JSON.stringify(HELPER)};`,
          code.replace(PRELOAD_EXPORT, 'const preloadAndImport = '),
          ';export const __vitePreload = (baseModule, deps, importerUrl) => retryImport(() => preloadAndImport(baseModule, deps, importerUrl));',
        ].join(''),
        map: null,
      }
    },
  }
}

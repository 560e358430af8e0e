import { describe, expect, it } from 'vitest'
import { retryDynamicImports } from '../../scripts/lib/retry-dynamic-imports.ts'

const PRELOAD_HELPER_ID = '\0vite/preload-helper.js'

/** The plugin's transform, called as the bundler would. */
function transform(code: string, id: string) {
  const hook = retryDynamicImports().transform
  if (typeof hook !== 'function') throw new Error('the plugin has no transform function')
  return hook.call({} as never, code, id) as { code: string } | null
}

describe('retryDynamicImports', () => {
  it('wraps the one export of Vite’s preload helper in retryImport, keeping its three arguments', () => {
    const helper = 'const seen = {};export const __vitePreload = function preload(baseModule, deps, importerUrl) { return baseModule() }'
    const result = transform(helper, PRELOAD_HELPER_ID)
    expect(result?.code).toMatch(/^import \{ retryImport \} from ".*client[\\/]+lib[\\/]+retry-import\.ts";/)
    expect(result?.code).toContain('const preloadAndImport = function preload(baseModule, deps, importerUrl)')
    expect(result?.code).toContain(
      'export const __vitePreload = (baseModule, deps, importerUrl) => retryImport(() => preloadAndImport(baseModule, deps, importerUrl));',
    )
    expect(result?.code.match(/export const __vitePreload/g)).toHaveLength(1)
  })

  it('fails the build when Vite’s helper no longer has that export', () => {
    expect(() => transform('export function __vitePreload(baseModule) { return baseModule() }', PRELOAD_HELPER_ID)).toThrow(
      /no longer has one `export const __vitePreload = `/,
    )
  })

  it('leaves every other module as it is', () => {
    expect(transform("const load = () => import('./chunk.js')", '/site/client/main.tsx')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { FRAMEWORK_CHUNK, isFrameworkModule } from '../../scripts/lib/framework-chunk.ts'
import { measureBudgets, type Manifest } from '../../scripts/lib/js-budget.ts'

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_framework.js', '_shell.js'] },
  'client/start.ts': { file: 'assets/start.js', isEntry: true },
  '_framework.js': { file: 'assets/framework.js', name: FRAMEWORK_CHUNK },
  '_shell.js': { file: 'assets/shell.js' },
  '_zod.js': { file: 'assets/zod.js' },
  'client/routes/rappel.tsx?tsr-split=component': {
    file: 'assets/rappel.js',
    isDynamicEntry: true,
    imports: ['_zod.js', '_shell.js', 'index.html'],
  },
  'client/routes/rappel.tsx?tsr-split=errorComponent': { file: 'assets/rappel-error.js', isDynamicEntry: true },
  'client/routes/cgu.tsx?tsr-split=component---loader': { file: 'assets/cgu.js', isDynamicEntry: true, imports: ['index.html'] },
  'client/features/qr.ts': { file: 'assets/qr.js', isDynamicEntry: true },
}
// Gzip sizes in bytes.
const sizes: Record<string, number> = {
  'assets/index.js': 9_000,
  'assets/start.js': 500,
  'assets/framework.js': 100_000,
  'assets/shell.js': 4_000,
  'assets/zod.js': 25_000,
  'assets/rappel.js': 6_000,
  'assets/rappel-error.js': 50_000,
  'assets/cgu.js': 2_000,
  'assets/qr.js': 40_000,
}
const gzipBytesOf = (file: string) => sizes[file] ?? Number.NaN
const files = ['client/routes/rappel.tsx', 'client/routes/cgu.tsx', 'client/routes/mentions-legales.tsx']

describe('measureBudgets', () => {
  const { shared, routes } = measureBudgets(manifest, files, gzipBytesOf)

  it('weighs every page’s first load (start script, entry, its imports) against the framework chunk', () => {
    expect(shared.frameworkKb).toBe(100)
    expect(shared.initialKb).toBe(100 + 9 + 4 + 0.5)
    expect(shared.siteKb).toBeCloseTo(13.5)
    expect(shared.limitKb).toBe(115.1)
    expect(shared.over).toBe(false)
  })

  it('counts a route’s component chunks and their imports beyond the first load, once each', () => {
    // rappel: its chunk and zod; the shell and the entry are counted in the first load; the error
    // component loads only when it shows. cgu: a chunk grouping component and loader. mentions-legales: none.
    expect(routes.map((r) => [r.routeFile, r.ownKb, r.over])).toEqual([
      ['client/routes/rappel.tsx', 31, true],
      ['client/routes/cgu.tsx', 2, false],
      ['client/routes/mentions-legales.tsx', 0, false],
    ])
    expect(routes[0]?.initialKb).toBeCloseTo(113.5 + 31)
  })

  it('takes other limits', () => {
    const tight = measureBudgets(manifest, files, gzipBytesOf, { sharedKb: 13, routeKb: 40 })
    expect(tight.shared.over).toBe(true)
    expect(tight.routes.some((r) => r.over)).toBe(false)
  })

  it('refuses a start script that imports another file: it runs alone, before the app', () => {
    const importing: Manifest = { ...manifest, 'client/start.ts': { file: 'assets/start.js', isEntry: true, imports: ['index.html'] } }
    expect(() => measureBudgets(importing, files, gzipBytesOf)).toThrow(/start script imports index\.html/)
  })

  it('lists the other entries, which the start script loads itself, apart from the first load', () => {
    const withBanner: Manifest = { ...manifest, 'client/first-load/cookie-banner.ts': { file: 'assets/banner.js', isEntry: true } }
    const measured = measureBudgets(withBanner, files, (file) => (file === 'assets/banner.js' ? 900 : gzipBytesOf(file)))
    expect(measured.startLoads).toEqual([{ entry: 'client/first-load/cookie-banner.ts', kb: 0.9 }])
    expect(measured.shared.initialKb).toBe(100 + 9 + 4 + 0.5)
  })

  it('refuses a build without the framework chunk, or with one the first load does not include', () => {
    const { '_framework.js': _framework, ...withoutFramework } = manifest
    const unnamed: Manifest = { ...withoutFramework, 'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shell.js'] } }
    expect(() => measureBudgets(unnamed, files, gzipBytesOf)).toThrow(/no chunk named framework/)
    const lazyFramework: Manifest = { ...unnamed, '_framework.js': { file: 'assets/framework.js', name: FRAMEWORK_CHUNK } }
    expect(() => measureBudgets(lazyFramework, files, gzipBytesOf)).toThrow(/not part of every page/)
  })
})

describe('isFrameworkModule', () => {
  it('takes React, the router and Query, and nothing that merely starts with their names', () => {
    expect(isFrameworkModule('/p/node_modules/react/cjs/react.production.js')).toBe(true)
    expect(isFrameworkModule('/p/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true)
    expect(isFrameworkModule('C:\\p\\node_modules\\@tanstack\\router-core\\dist\\esm\\router.js')).toBe(true)
    expect(isFrameworkModule('/p/node_modules/@tanstack/query-core/build/modern/query.js')).toBe(true)
    expect(isFrameworkModule('/p/node_modules/react-remove-scroll/dist/es2015/index.js')).toBe(false)
    expect(isFrameworkModule('/p/node_modules/lucide-react/dist/esm/icons/x.mjs')).toBe(false)
    expect(isFrameworkModule('/p/client/features/react/thing.tsx')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { measureBudgets } from '../../scripts/lib/js-budget.ts'
import type { Manifest } from '../../scripts/lib/route-assets.ts'

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_zod.js': { file: 'assets/zod.js' },
  'client/routes/rappel.tsx?tsr-split=component': {
    file: 'assets/rappel.js',
    isDynamicEntry: true,
    imports: ['_zod.js', '_react.js', 'index.html'],
  },
  'client/routes/cgu.tsx?tsr-split=component': { file: 'assets/cgu.js', isDynamicEntry: true, imports: ['index.html'] },
  'client/features/qr.ts': { file: 'assets/qr.js', isDynamicEntry: true },
}
// Gzip sizes in bytes.
const sizes: Record<string, number> = {
  'assets/index.js': 50_000,
  'assets/react.js': 40_000,
  'assets/zod.js': 25_000,
  'assets/rappel.js': 6_000,
  'assets/cgu.js': 2_000,
  'assets/qr.js': 31_000,
}
const gzipBytesOf = (file: string) => sizes[file] ?? Number.NaN

describe('measureBudgets', () => {
  const files = ['client/routes/rappel.tsx', 'client/routes/cgu.tsx', 'client/routes/__root.tsx']
  const { routes, lazyChunks } = measureBudgets(manifest, files, gzipBytesOf)

  it('counts the entry, its imports, the route chunk and its imports once each', () => {
    expect(routes.map((r) => [r.routeFile, r.initialKb])).toEqual([
      ['client/routes/rappel.tsx', 121],
      ['client/routes/cgu.tsx', 92],
      ['client/routes/__root.tsx', 90],
    ])
    expect(routes.map((r) => r.over)).toEqual([true, false, false])
  })

  it('judges each dynamic entry alone, heaviest first', () => {
    expect(lazyChunks).toEqual([
      { file: 'assets/qr.js', kb: 31, over: true },
      { file: 'assets/rappel.js', kb: 6, over: false },
      { file: 'assets/cgu.js', kb: 2, over: false },
    ])
  })

  it('takes other limits', () => {
    const loose = measureBudgets(manifest, files, gzipBytesOf, { initialKb: 200, lazyChunkKb: 40 })
    expect([...loose.routes, ...loose.lazyChunks].some((item) => item.over)).toBe(false)
  })
})

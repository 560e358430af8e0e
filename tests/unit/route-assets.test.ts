import { describe, expect, it } from 'vitest'
import type { Manifest } from '../../scripts/lib/route-assets.ts'
import { routeAssetLinks, routeAssets, routeFileOf } from '../../scripts/lib/route-assets.ts'

describe('route files', () => {
  it('maps route ids to route files', () => {
    expect(routeFileOf('/')).toBe('client/routes/index.tsx')
    expect(routeFileOf('/conseils/')).toBe('client/routes/conseils.index.tsx')
    expect(routeFileOf('/fournisseurs/$supplierId')).toBe('client/routes/fournisseurs.$supplierId.tsx')
    expect(routeFileOf('/comparateur/electricite-verte')).toBe('client/routes/comparateur.electricite-verte.tsx')
  })
})

describe('routeAssets', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index.css'] },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
    '_card.js': { file: 'assets/card.js', imports: ['_shared.js'], css: ['assets/card.css'] },
    'client/routes/fournisseurs.$supplierId.tsx?tsr-split=component': {
      file: 'assets/supplier.js',
      imports: ['_card.js', 'index.html'],
      css: ['assets/supplier.css'],
    },
    'client/routes/fournisseurs.$supplierId.tsx?tsr-split=errorComponent': { file: 'assets/supplier-error.js' },
    'client/features/callback/callback-form.tsx': {
      file: 'assets/callback-form.js',
      isDynamicEntry: true,
      imports: ['_field.js', '_card.js', 'index.html'],
      css: ['assets/callback-form.css'],
    },
    '_field.js': { file: 'assets/field.js', css: ['assets/field.css'] },
  }

  it('adds the route’s component chunk, its own imports and their styles, not what the entry loads', () => {
    const assets = routeAssets(manifest, ['__root__', '/fournisseurs/$supplierId'])
    expect(assets.scripts).toEqual(['/assets/supplier.js', '/assets/card.js'])
    expect(assets.styles).toEqual(['/assets/supplier.css', '/assets/card.css'])
    expect(routeAssetLinks(assets)).toContain('<link rel="stylesheet" crossorigin href="/assets/card.css">')
    expect(routeAssetLinks(assets)).toContain('<link rel="modulepreload" crossorigin href="/assets/supplier.js">')
  })

  it('needs nothing more for a route without a split component', () => {
    expect(routeAssets(manifest, ['__root__'])).toEqual({ scripts: [], styles: [] })
  })

  it('adds the styles of the lazy parts the page rendered, without preloading their code', () => {
    const assets = routeAssets(manifest, ['__root__', '/fournisseurs/$supplierId'], ['client/features/callback/callback-form.tsx'])
    expect(assets.scripts).toEqual(['/assets/supplier.js', '/assets/card.js'])
    expect(assets.styles).toEqual(['/assets/supplier.css', '/assets/card.css', '/assets/callback-form.css', '/assets/field.css'])
  })

  it('fails on a lazy part the manifest does not know (a renamed module)', () => {
    expect(() => routeAssets(manifest, ['__root__'], ['client/features/callback/old-name.tsx'])).toThrow(/old-name/)
  })

  it('fails on a manifest that lost a chunk', () => {
    const broken: Manifest = { ...manifest, '_card.js': undefined as never }
    delete broken['_card.js']
    expect(() => routeAssets(broken, ['/fournisseurs/$supplierId'])).toThrow(/_card\.js/)
  })
})

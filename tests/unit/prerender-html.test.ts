import { describe, expect, it } from 'vitest'
import { composePage, inlineStylesheets, pageFileName, startAfterFirstPaint } from '../../scripts/lib/compose-page.ts'
import type { Manifest } from '../../scripts/lib/route-assets.ts'
import { routeAssetLinks, routeAssets, routeFileOf } from '../../scripts/lib/route-assets.ts'

const SHELL = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Titre par défaut</title>
    <meta
      name="description"
      content="Description par défaut"
    />
    <meta name="theme-color" content="#20AA67" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

describe('composePage', () => {
  const page = composePage(SHELL, {
    head: '<meta charSet="utf-8"/><title>Fournisseurs | WattMalin</title><meta name="description" content="Tous"/>',
    assets: '<link rel="stylesheet" crossorigin href="/assets/page.css">',
    body: '<main><h1>Tous les fournisseurs</h1><p>Prix : 0,1952 $& €</p></main>',
    data: '<script id="wm-prerender" type="application/json">{}</script>',
  })

  it('replaces the shell’s title, charset, viewport and description with the page’s tags', () => {
    expect(page.match(/<title>/g)).toHaveLength(1)
    expect(page).toContain('<title>Fournisseurs | WattMalin</title>')
    expect(page).not.toContain('par défaut')
    expect(page.match(/charset/gi)).toHaveLength(1)
    expect(page).not.toContain('name="viewport"')
    // The charset comes first in the head, as browsers want it within the first bytes.
    expect(page.indexOf('charSet')).toBeLessThan(page.indexOf('theme-color'))
    expect(page).toContain('<meta name="theme-color" content="#20AA67" />')
  })

  it('puts the markup in #root, the data after it and the route styles at the end of the head', () => {
    expect(page).toContain('<div id="root"><main><h1>Tous les fournisseurs</h1><p>Prix : 0,1952 $& €</p></main></div>')
    expect(page.indexOf('id="wm-prerender"')).toBeGreaterThan(page.indexOf('<div id="root">'))
    expect(page.indexOf('/assets/page.css')).toBeLessThan(page.indexOf('</head>'))
    expect(page.indexOf('/assets/page.css')).toBeGreaterThan(page.indexOf('/assets/index-abc.js'))
  })

  it('refuses a shell without a root element', () => {
    expect(() => composePage('<html><head></head><body></body></html>', { head: '', assets: '', body: '', data: '' })).toThrow(/root/)
  })
})

describe('file names and route files', () => {
  it('maps paths to the files Workers assets serve', () => {
    expect(pageFileName('/')).toBe('index.html')
    expect(pageFileName('/fournisseurs/19')).toBe('fournisseurs/19.html')
    expect(pageFileName('/conseils/guide-tarif-réglementé')).toBe('conseils/guide-tarif-réglementé.html')
  })

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

describe('inlineStylesheets', () => {
  it('puts every stylesheet’s rules, in order, in one style element where the first link was', () => {
    const html = `<head>\n<script src="/a.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/a.css">\n<link rel="modulepreload" crossorigin href="/assets/r.js">\n<link rel="stylesheet" crossorigin href="/assets/b.css">\n</head>`
    const css: Record<string, string> = { '/assets/a.css': '.a{color:red}', '/assets/b.css': '.b{content:"</style>"}' }
    const out = inlineStylesheets(html, (href) => css[href] ?? '')
    expect(out).not.toContain('rel="stylesheet" crossorigin')
    // Named again by disabled links (not fetched), so the app's chunk loader does not append them later.
    expect(out).toContain('<link rel="stylesheet" href="/assets/a.css" disabled>\n    <link rel="stylesheet" href="/assets/b.css" disabled>')
    expect(out.match(/<style>/g)).toHaveLength(1)
    expect(out).toContain('.a{color:red}\n.b{content:"<\\/style>"}')
    expect(out.indexOf('<style>')).toBeLessThan(out.indexOf('modulepreload'))
  })

  it('leaves a page without stylesheets alone', () => {
    expect(inlineStylesheets('<head></head>', () => 'x')).toBe('<head></head>')
  })
})

describe('startAfterFirstPaint', () => {
  const page = [
    '<head>',
    '<script type="module" crossorigin src="/assets/index.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/a.js">',
    '<link rel="modulepreload" crossorigin href="/assets/b.js">',
    '</head><body><script type="application/ld+json">{}</script></body>',
  ].join('\n')

  it('replaces the entry script and the modulepreloads by the start script, which carries them', () => {
    const out = startAfterFirstPaint(page, '/assets/start.js')
    expect(out).toContain(
      '<script type="module" src="/assets/start.js" data-app-entry="/assets/index.js" data-app-preload="/assets/a.js /assets/b.js"></script>',
    )
    expect(out).not.toContain('modulepreload')
    expect(out).not.toContain('src="/assets/index.js"')
    expect(out).toContain('<script type="application/ld+json">{}</script>')
  })

  it('refuses a page with no entry script, or two', () => {
    expect(() => startAfterFirstPaint('<head></head>', '/s.js')).toThrow(/found 0/)
    const twice = page.replace('</head>', '<script type="module" src="/assets/other.js"></script></head>')
    expect(() => startAfterFirstPaint(twice, '/s.js')).toThrow(/found 2/)
  })
})

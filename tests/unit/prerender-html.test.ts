import { describe, expect, it } from 'vitest'
import { externalizeInlineScripts } from '../../scripts/lib/external-scripts.ts'
import { routerManifest, type ViteManifest } from '../../scripts/lib/router-manifest.ts'
import { pageFileName } from '../../scripts/lib/site-paths.ts'

describe('file names', () => {
  it('maps paths to the files Workers assets serve', () => {
    expect(pageFileName('/')).toBe('index.html')
    expect(pageFileName('/fournisseurs/19')).toBe('fournisseurs/19.html')
    expect(pageFileName('/conseils/guide-tarif-réglementé')).toBe('conseils/guide-tarif-réglementé.html')
  })
})

describe('externalizeInlineScripts', () => {
  const page = [
    '<!DOCTYPE html><html lang="fr"><head><title>A &amp; B</title>',
    '<script type="application/ld+json">{"name":"x"}</script></head>',
    '<body><main><p>Prix : 0,19 €</p></main>',
    '<script data-tsr-stream-part="">self.$_TSR={a:1}</script>',
    '<script type="module" src="/assets/index.js"></script>',
    '<script>$_TSR.e()</script></body></html>',
  ].join('')

  it('moves every inline classic script, in order, into one deferred file where the first one was', () => {
    const { html, file } = externalizeInlineScripts(page)
    expect(file?.source).toBe('self.$_TSR={a:1}\n;\n$_TSR.e()')
    expect(file?.path).toMatch(/^\/assets\/ssr\/[0-9a-f]{16}\.js$/)
    expect(html).toBe(
      page
        .replace('<script data-tsr-stream-part="">self.$_TSR={a:1}</script>', `<script src="${file?.path}" defer></script>`)
        .replace('<script>$_TSR.e()</script>', ''),
    )
    // Before the app's module script, which needs the router's state.
    expect(html.indexOf(file?.path ?? '?')).toBeLessThan(html.indexOf('/assets/index.js'))
  })

  it('leaves data blocks (JSON-LD) and the rest of the document byte for byte', () => {
    const { html } = externalizeInlineScripts(page)
    expect(html).toContain('<script type="application/ld+json">{"name":"x"}</script>')
    expect(html).toContain('<title>A &amp; B</title>')
  })

  it('names the file by its content', () => {
    const other = externalizeInlineScripts(page.replace('{a:1}', '{a:2}'))
    expect(other.file?.path).not.toBe(externalizeInlineScripts(page).file?.path)
  })

  it('leaves a page without inline scripts alone', () => {
    const plain = '<html><body><script src="/a.js"></script></body></html>'
    expect(externalizeInlineScripts(plain)).toEqual({ html: plain, file: null })
  })
})

describe('routerManifest', () => {
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
    'style.css': { file: 'assets/style.css' },
    'client/start.ts': { file: 'assets/start.js', isEntry: true },
    '_shared.js': { file: 'assets/shared.js' },
    'client/routes/calculateur.tsx?tsr-split=component': { file: 'assets/calculateur.js', imports: ['index.html'] },
  }

  it('gives the root route the start script carrying the entry and its imports, and the stylesheet’s rules to inline', async () => {
    const result = await routerManifest(manifest, (file) => Promise.resolve(file === 'assets/style.css' ? ' .a{color:red} \n' : ''))
    expect(result.routes.__root__).toEqual({
      preloads: [],
      scripts: [
        {
          attrs: {
            type: 'module',
            src: '/assets/start.js',
            'data-app-entry': '/assets/index.js',
            'data-app-preload': '/assets/shared.js',
          },
        },
      ],
      css: ['/assets/style.css'],
    })
    expect(result.inlineCss.styles).toEqual({ '/assets/style.css': '.a{color:red}' })
  })

  it('names the cookie banner’s code on the start script, which loads it with the app', async () => {
    const withBanner: ViteManifest = { ...manifest, 'client/first-load/cookie-banner.ts': { file: 'assets/banner.js', isEntry: true } }
    const result = await routerManifest(withBanner, () => Promise.resolve(''))
    expect(result.routes.__root__?.scripts[0]?.attrs['data-cookie-banner']).toBe('/assets/banner.js')
  })

  it('fails on a manifest without the entry, the start script or with a lost chunk', async () => {
    await expect(routerManifest({}, () => Promise.resolve(''))).rejects.toThrow(/index\.html/)
    await expect(routerManifest({ 'index.html': { file: 'i.js', isEntry: true } }, () => Promise.resolve(''))).rejects.toThrow(/start/)
    const broken = { 'index.html': { file: 'i.js', isEntry: true, imports: ['_gone.js'] } }
    await expect(routerManifest(broken, () => Promise.resolve(''))).rejects.toThrow(/_gone\.js/)
  })
})

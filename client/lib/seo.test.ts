import { describe, expect, it } from 'vitest'
import { canonicalPath, pageHead, siteHead } from './seo.ts'

describe('page metadata', () => {
  it('gives aliases the address of the page they show', () => {
    expect(canonicalPath('/comparateur/electricite-verte')).toBe('/electricite')
    expect(canonicalPath('/comparateur/electricite-gaz')).toBe('/gaz')
    expect(canonicalPath('/actualite/baisse-tarif')).toBe('/conseils/baisse-tarif')
    expect(canonicalPath('/article/choisir-puissance')).toBe('/conseils/choisir-puissance')
    expect(canonicalPath('/fournisseurs/')).toBe('/fournisseurs')
    expect(canonicalPath('/')).toBe('/')
  })

  it('writes an absolute, percent-encoded canonical URL, whether the path came encoded or not', () => {
    const expected = 'https://www.wattmalin.fr/conseils/guide-tarif-r%C3%A9glement%C3%A9'
    expect(siteHead('/conseils/guide-tarif-réglementé').links).toEqual([{ rel: 'canonical', href: expected }])
    expect(siteHead('/conseils/guide-tarif-r%C3%A9glement%C3%A9').links).toEqual([{ rel: 'canonical', href: expected }])
    expect(siteHead('/conseils/100%')).toMatchObject({ links: [{ href: 'https://www.wattmalin.fr/conseils/100%25' }] })
  })

  it('suffixes the site name once and repeats title and description for link previews', () => {
    expect(pageHead('Calculateur', 'Une description.').meta).toEqual([
      { title: 'Calculateur | WattMalin' },
      { name: 'description', content: 'Une description.' },
      { property: 'og:title', content: 'Calculateur | WattMalin' },
      { property: 'og:description', content: 'Une description.' },
    ])
    expect(pageHead('WattMalin – Accueil', 'x').meta[0]).toEqual({ title: 'WattMalin – Accueil' })
  })
})

import { describe, expect, it } from 'vitest'
import { samePath } from './rendered-page.ts'

describe('samePath', () => {
  it('treats an encoded accented slug as the slug itself', () => {
    expect(samePath('/conseils/guide-tarif-réglementé', '/conseils/guide-tarif-r%C3%A9glement%C3%A9')).toBe(true)
    // NFD (e + combining accent) as some keyboards send it.
    expect(samePath('/conseils/guide-tarif-réglementé', '/conseils/guide-tarif-re\u0301glemente\u0301')).toBe(true)
  })

  it('ignores a trailing slash but not a different page', () => {
    expect(samePath('/conseils', '/conseils/')).toBe(true)
    expect(samePath('/', '/')).toBe(true)
    expect(samePath('/fournisseurs/19', '/fournisseurs/1')).toBe(false)
    expect(samePath('/404', '/fournisseurs/999')).toBe(false)
  })

  it('compares a malformed escape as written', () => {
    expect(samePath('/a%E0', '/a%E0')).toBe(true)
    expect(samePath('/a%E0', '/a')).toBe(false)
  })
})

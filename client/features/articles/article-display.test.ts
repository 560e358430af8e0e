import { FileText, Newspaper } from 'lucide'
import { describe, expect, it } from 'vitest'
import { CATEGORY_ICONS, DEFAULT_CATEGORY_ICON, categoryIcon, isNewsCategory, readingTimeLabel, shortenTag } from './article-display.ts'

describe('tag shortening (mobile)', () => {
  it('keeps labels of up to 10 characters', () => {
    expect(shortenTag('tarif bleu')).toBe('tarif bleu')
    expect(shortenTag('TRVE')).toBe('TRVE')
    expect(shortenTag('')).toBe('')
  })

  it('cuts longer labels to 9 characters and an ellipsis', () => {
    expect(shortenTag('électricité')).toBe('électrici…')
    expect(shortenTag('garanties d’origine')).toBe('garanties…')
    expect(Array.from(shortenTag('consommation')).length).toBe(10)
  })

  it('counts characters, not UTF-16 units, and does not leave a space before the ellipsis', () => {
    expect(shortenTag('⚡⚡⚡⚡⚡⚡⚡⚡⚡⚡⚡')).toBe('⚡⚡⚡⚡⚡⚡⚡⚡⚡…')
    expect(shortenTag('baisse des prix')).toBe('baisse de…')
    expect(shortenTag('prix fixe indexé')).toBe('prix fixe…')
    expect(shortenTag('abcdefgh ijk')).toBe('abcdefgh…')
  })
})

describe('category icons', () => {
  it('gives each known category its own icon', () => {
    const names = ['Guides', 'Conseils', 'Économies d’énergie', 'Énergie verte', 'Conseils pratiques', 'Actualités', 'Test']
    const icons = names.map(categoryIcon)
    expect(new Set(icons).size).toBe(names.length)
    expect(icons).not.toContain(DEFAULT_CATEGORY_ICON)
    expect(Object.keys(CATEGORY_ICONS).sort()).toEqual([...names].sort())
  })

  it('reads the straight apostrophe of the seed like the typographic one', () => {
    expect(categoryIcon("Économies d'énergie")).toBe(categoryIcon('Économies d’énergie'))
    expect(categoryIcon("Économies d'énergie")).not.toBe(DEFAULT_CATEGORY_ICON)
  })

  it('gives any other category the default icon, the singular « Actualité » included', () => {
    expect(categoryIcon('Divers')).toBe(FileText)
    expect(categoryIcon('Guide')).toBe(DEFAULT_CATEGORY_ICON)
    expect(categoryIcon('Actualité')).toBe(DEFAULT_CATEGORY_ICON)
    expect(categoryIcon('Actualités')).toBe(Newspaper)
  })

  it('captions the image of news articles only', () => {
    expect(isNewsCategory('Actualité')).toBe(true)
    expect(isNewsCategory('Actualités')).toBe(false)
    expect(isNewsCategory('Guides')).toBe(false)
  })
})

describe('reading time label', () => {
  it('reads « n min de lecture » with a no-break space', () => {
    expect(readingTimeLabel(5)).toBe('5\u00a0min de lecture')
  })
})

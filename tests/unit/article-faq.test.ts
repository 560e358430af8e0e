import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { Article } from '#contract/article'
import { extractArticleFaq } from '../../seed/faq.ts'
import { loadSeed } from '../../seed/load.ts'
import { sanitizeArticleHtml } from '../../seed/sanitize.ts'

const faqBlock = (items: string, heading = '<h2>Questions fréquentes</h2>') => `<section id="faq-tarif-bleu">${heading}${items}</section>`

describe('FAQ extraction at seed time', () => {
  it('cuts the block out of the body and keeps questions as text and answers as HTML', () => {
    const html = sanitizeArticleHtml(
      '<p>Avant.</p>' +
        faqBlock(
          '<details><summary>Peut-on <em>revenir</em> au tarif bleu ?</summary><p>Oui, <a href="/tarif-reglemente">à tout moment</a>.</p></details>' +
            '<details><summary>Tom &amp; Jerry &lt;3 ?</summary><p>Un.</p><ul><li>Deux</li></ul></details>',
          '<h2>Questions <strong>fréquentes</strong> sur le tarif bleu</h2>',
        ) +
        '<p>Après.</p>',
    )
    const { content, faq } = extractArticleFaq(html)
    expect(content).toBe('<p>Avant.</p>\n<p>Après.</p>')
    expect(faq).toEqual({
      title: 'Questions fréquentes sur le tarif bleu',
      items: [
        { question: 'Peut-on revenir au tarif bleu ?', answerHtml: '<p>Oui, <a href="/tarif-reglemente">à tout moment</a>.</p>' },
        { question: 'Tom & Jerry <3 ?', answerHtml: '<p>Un.</p><ul><li>Deux</li></ul>' },
      ],
    })
  })

  it('leaves a body without the block, or with an empty block, as it is', () => {
    const plain = '<p>Rien.</p><details><summary>Q ?</summary><p>R.</p></details>'
    expect(extractArticleFaq(plain)).toEqual({ content: plain })
    const other = '<section id="autre"><details><summary>Q ?</summary><p>R.</p></details></section>'
    expect(extractArticleFaq(other)).toEqual({ content: other })
    const empty = `<p>Texte.</p>${faqBlock('<p>Bientôt.</p>')}`
    expect(extractArticleFaq(empty)).toEqual({ content: empty })
  })

  it('stops at the matching closing tag when sections nest, and names an untitled block', () => {
    const html =
      `<section id="faq-tarif-bleu"><section><p>Note.</p></section>` +
      `<details><summary>Q1 ?</summary><p>R1.</p></details></section><section><p>Suite.</p></section>`
    const { content, faq } = extractArticleFaq(html)
    expect(content).toBe('<section><p>Suite.</p></section>')
    expect(faq).toEqual({ title: 'Questions fréquentes', items: [{ question: 'Q1 ?', answerHtml: '<p>R1.</p>' }] })
  })

  it('gives the seeded tarif bleu guide every question of its source file, and a body without the block', async () => {
    const source = readFileSync(new URL('../../seed/data/articles/01-guide-tarif-reglemente.html', import.meta.url), 'utf8')
    const questions = [...source.matchAll(/<summary>([\s\S]*?)<\/summary>/g)].map((m) => m[1])
    expect(questions.length).toBeGreaterThan(5)

    const seed = await loadSeed()
    const article = Article.parse(seed.articles.find((a) => a.slug === 'guide-tarif-réglementé'))
    expect(article.faq?.items.map((item) => item.question)).toEqual(questions)
    expect(article.faq?.title).toBe('Questions fréquentes sur le tarif bleu')
    expect(article.content).not.toMatch(/faq-tarif-bleu|<details|<summary/)
    for (const item of article.faq?.items ?? []) expect(item.answerHtml).toMatch(/^<p>[\s\S]+<\/p>$/)
    // Only that article carries a FAQ.
    expect(seed.articles.filter((a) => a.faq).map((a) => a.slug)).toEqual(['guide-tarif-réglementé'])
  })
})

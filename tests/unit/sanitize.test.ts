import { describe, expect, it } from 'vitest'
import { htmlToText, sanitizeArticleHtml } from '../../seed/sanitize.ts'

describe('article HTML sanitiser', () => {
  it('removes scripts, event handlers, javascript: URLs, inline styles and foreign elements', () => {
    const hostile = `
      <p onclick="steal()" style="color:red" class="x">Texte <strong onmouseover="x()">gras</strong></p>
      <script>alert(1)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>
      <a href="javascript:alert(1)">lien</a>
      <a href="JaVaScRiPt&colon;alert(1)">encodé</a>
      <a href=" javascript:alert(1)">espacé</a>
      <a href="data:text/html;base64,PHNjcmlwdD4=">data</a>
      <a href="//evil.example/">relatif au protocole</a>
      <img src="x" onerror="alert(1)">
      <iframe src="https://evil.example"></iframe>
      <svg><script>alert(1)</script></svg>
      <style>body{display:none}</style>
      <form action="https://evil.example"><input name="q"></form>
      <details open ontoggle="alert(1)"><summary>Q ?</summary><p>R.</p></details>
      <a href="/tarif-reglemente" target="_self" rel="opener">interne</a>
      <a href="https://www.cre.fr/" onclick="x()">CRE</a>`
    const clean = sanitizeArticleHtml(hostile)
    expect(clean).not.toMatch(/<script|<iframe|<img|<svg|<style|<form|<input/i)
    expect(clean).not.toMatch(/\son\w+=/i)
    expect(clean).not.toMatch(/javascript|data:text|evil\.example/i)
    expect(clean).not.toMatch(/style=|class=/i)
    expect(clean).toContain('<p>Texte <strong>gras</strong></p>')
    expect(clean).toContain('<details><summary>Q ?</summary><p>R.</p></details>')
    expect(clean).toContain('<a href="/tarif-reglemente">interne</a>')
    expect(clean).toContain('<a href="https://www.cre.fr/" rel="noopener noreferrer" target="_blank">CRE</a>')
    expect(clean).not.toContain('alert(1)</')
    // Refused links keep their text, inert.
    expect(clean).toContain('<a>lien</a>')
    expect(clean).toContain('<a>relatif au protocole</a>')
  })

  it('keeps the FAQ block and tables the articles use', () => {
    const html =
      '<section id="faq-tarif-bleu"><h2>FAQ</h2><details><summary>Q</summary><p>A</p></details></section>' +
      '<table><caption>Grille</caption><thead><tr><th scope="col">kVA</th></tr></thead><tbody><tr><td>6</td></tr></tbody></table>'
    expect(sanitizeArticleHtml(html)).toBe(html)
  })

  it('turns HTML into text for word counts, block boundaries separating words', () => {
    expect(htmlToText('<p>Un&nbsp;deux</p><p>trois <strong>quatre</strong>.</p>')).toBe('Un deux trois quatre .')
  })
})

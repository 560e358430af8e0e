import type { ArticleFaq } from '#contract/article'

/** The id of the FAQ block that article pages show as an accordion instead of inline, so a long answer list does not push the article's body down. */
export const ARTICLE_FAQ_SECTION_ID = 'faq-tarif-bleu'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' }

/** Plain text of a small, already sanitised fragment: tags dropped, the sanitiser's escapes undone. */
function fragmentText(html: string): string {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
      // ASCII white space only: the no-break spaces of French typography (« quitté ? ») stay.
      .replace(/[ \t\n\r\f]+/g, ' ')
      .replace(/^ | $/g, '')
  )
}

/**
 * Finds the element that opens at `start` (a `<tag …>` of `tag`) and returns the index just past its
 * matching closing tag, counting nested elements of the same name; -1 when it is never closed.
 */
function endOfElement(html: string, tag: string, start: number): number {
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi')
  pattern.lastIndex = start
  let depth = 0
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1
    if (depth === 0) return match.index + match[0].length
  }
  return -1
}

/** The `<details>` elements directly inside `html`, each as its summary's text and the HTML after it. */
function detailsItems(html: string): ArticleFaq['items'] {
  const items: ArticleFaq['items'] = []
  const opening = /<details\b[^>]*>/gi
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    const end = endOfElement(html, 'details', match.index)
    if (end === -1) break
    const inner = html.slice(match.index + match[0].length, end - '</details>'.length)
    const summary = /^\s*<summary\b[^>]*>([\s\S]*?)<\/summary>/i.exec(inner)
    if (summary?.[1] !== undefined) {
      const question = fragmentText(summary[1])
      const answerHtml = inner.slice(summary[0].length).trim()
      if (question && answerHtml) items.push({ question, answerHtml })
    }
    opening.lastIndex = end
  }
  return items
}

/**
 * Cuts the FAQ block (`<section id="faq-tarif-bleu">` with an optional heading and `<details>` /
 * `<summary>` items) out of a sanitised article body, so that the page can show it as an accordion
 * without parsing HTML in the browser. The answers stay the sanitiser's output. A body without the
 * block, or whose block has no usable item, comes back unchanged.
 */
export function extractArticleFaq(html: string, sectionId: string = ARTICLE_FAQ_SECTION_ID): { content: string; faq?: ArticleFaq } {
  const escapedId = sectionId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const opening = new RegExp(`<section\\b[^>]*\\bid="${escapedId}"[^>]*>`, 'i').exec(html)
  if (!opening) return { content: html }
  const end = endOfElement(html, 'section', opening.index)
  if (end === -1) return { content: html }

  const inner = html.slice(opening.index + opening[0].length, end - '</section>'.length)
  const items = detailsItems(inner)
  if (items.length === 0) return { content: html }
  const heading = /<h([2-4])\b[^>]*>([\s\S]*?)<\/h\1>/i.exec(inner)
  const title = heading?.[2] === undefined ? '' : fragmentText(heading[2])

  const content = `${html.slice(0, opening.index).trimEnd()}\n${html.slice(end).trimStart()}`.trim()
  return { content, faq: { title: title || 'Questions fréquentes', items } }
}

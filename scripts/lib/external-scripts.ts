import { createHash } from 'node:crypto'
import { DomUtils, parseDocument } from 'htmlparser2'

export interface ExternalScripts {
  /** The page with its inline scripts replaced by one deferred script element. */
  html: string
  /** The file that script loads (`/assets/ssr/<hash>.js`), and its content; null when the page had none. */
  file: { path: string; source: string } | null
}

/** Classic scripts the browser would run; JSON-LD and other data blocks are not scripts to the CSP. */
function isExecutable(type: string | undefined): boolean {
  return type === undefined || type === '' || type === 'text/javascript' || type === 'module'
}

/**
 * Moves a page's inline scripts into one file. The router's server render writes its dehydrated state
 * (and Query's) as inline <script>s, which a Content-Security-Policy of `script-src 'self'` blocks; as a
 * same-origin file, named by its content's hash, the same code is allowed. The file runs deferred, where
 * the first inline script was: before the app's module scripts, which come after it and are deferred too.
 * The document is parsed as HTML and cut at the elements' offsets, so the rest stays byte for byte.
 */
export function externalizeInlineScripts(html: string, directory = '/assets/ssr'): ExternalScripts {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true })
  const inline = DomUtils.findAll(
    (element) => element.name === 'script' && element.attribs.src === undefined && isExecutable(element.attribs.type),
    document.children,
  )
  if (inline.length === 0) return { html, file: null }
  if (inline.some((element) => element.attribs.type === 'module')) {
    throw new Error('An inline module script cannot move into a classic deferred script')
  }
  // Each part ends its own statement: the router's parts may end in a comment or an expression.
  const source = inline.map((element) => DomUtils.textContent(element)).join('\n;\n')
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16)
  const path = `${directory}/${hash}.js`
  let result = ''
  let offset = 0
  inline.forEach((element, index) => {
    result += html.slice(offset, element.startIndex ?? 0)
    if (index === 0) result += `<script src="${path}" defer></script>`
    offset = (element.endIndex ?? 0) + 1
  })
  result += html.slice(offset)
  return { html: result, file: { path, source } }
}

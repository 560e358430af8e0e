/** The parts of a prerendered page (client/prerender.tsx). */
export interface RenderedParts {
  head: string
  /** Links to the page's own chunks and stylesheets, put at the end of the head. */
  assets: string
  body: string
  data: string
}

// The shell's own defaults, replaced by each page's tags (the router renders charset and viewport too).
const SHELL_HEAD_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/,
  /<meta\s+charset="[^"]*"\s*\/?>\s*/i,
  /<meta\s+name="viewport"[\s\S]*?\/?>\s*/,
  /<meta\s+name="description"[\s\S]*?\/?>\s*/,
]
const ROOT = '<div id="root"></div>'

/** The built index.html with one page's head tags, markup and data in it. */
export function composePage(template: string, parts: RenderedParts): string {
  if (!template.includes(ROOT)) throw new Error(`The shell has no ${ROOT}`)
  let html = template
  for (const tag of SHELL_HEAD_TAGS) html = html.replace(tag, '')
  const headOpen = /<head>\s*/
  if (!headOpen.test(html)) throw new Error('The shell has no <head>')
  // Replacer functions: page text may contain `$&` and such, which string replacements would expand.
  html = html.replace(headOpen, (open) => `${open}${parts.head}\n    `)
  if (parts.assets) html = html.replace('</head>', () => `  ${parts.assets}\n  </head>`)
  return html.replace(ROOT, () => `<div id="root">${parts.body}</div>\n    ${parts.data}`)
}

/** `/` → index.html, `/fournisseurs/19` → fournisseurs/19.html (Workers assets' html_handling). */
export function pageFileName(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g

/**
 * Replaces the page's stylesheet links by one <style> with their rules, in the same order: on a slow
 * mobile connection each stylesheet is a request the first paint waits for (CSP allows inline styles).
 */
export function inlineStylesheets(html: string, cssOf: (href: string) => string): string {
  const hrefs = [...html.matchAll(STYLESHEET)].map((match) => match[1] as string)
  if (hrefs.length === 0) return html
  const css = hrefs.map((href) => cssOf(href).trim()).join('\n')
  let first = true
  return html.replace(STYLESHEET, () => {
    if (!first) return ''
    first = false
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>\n    `
  })
}

const MODULE_SCRIPT = /<script type="module"(?![^>]*fetchpriority)/g
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g

/**
 * Gives the page's JavaScript low fetch priority. A prerendered page paints from its HTML and inline
 * styles; its scripts only hydrate it, so on a slow link they should not compete with the largest
 * image for bandwidth (docs/decisions/0017).
 */
export function deprioritiseScripts(html: string): string {
  return html
    .replace(MODULE_SCRIPT, '<script type="module" fetchpriority="low"')
    .replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"')
}

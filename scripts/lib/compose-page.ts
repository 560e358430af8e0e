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
 * Disabled links keep the sheets' names (see below).
 */
export function inlineStylesheets(html: string, cssOf: (href: string) => string): string {
  const hrefs = [...html.matchAll(STYLESHEET)].map((match) => match[1] as string)
  if (hrefs.length === 0) return html
  const css = hrefs.map((href) => cssOf(href).trim()).join('\n')
  // Each inlined stylesheet stays named by a disabled link, which the browser does not fetch: when the
  // app later loads a chunk, Vite's preload helper sees the sheet is there and does not append it
  // again. Appended after the inline rules, a sheet would win the cascade over them and undo
  // overrides such as the header's « Parler à un expert », hidden on phones.
  const named = hrefs.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('\n    ')
  let first = true
  return html.replace(STYLESHEET, () => {
    if (!first) return ''
    first = false
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>\n    ${named}\n    `
  })
}

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g

/**
 * Hands the page's module script and its preload links to client/start.ts (`startSrc`), which adds them
 * once the page has painted: a prerendered page paints from its HTML and inline styles, and its scripts,
 * which only hydrate it, should not share a slow connection with that first paint
 * (docs/decisions/0018-scripts-after-first-paint.md).
 */
export function startAfterFirstPaint(html: string, startSrc: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] as string)
  if (entries.length !== 1) throw new Error(`Expected one module script in the page, found ${entries.length}`)
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string)
  const start = `<script type="module" src="${startSrc}" data-app-entry="${entries[0]}" data-app-preload="${preloads.join(' ')}"></script>`
  return html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, () => start)
}

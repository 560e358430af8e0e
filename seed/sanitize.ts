import sanitizeHtml from 'sanitize-html'

/**
 * The allowlist for article bodies. Anything else is dropped: scripts, event handlers, inline styles,
 * classes, iframes, images from elsewhere, and every URL scheme but https, mailto, tel and site paths.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'blockquote',
    'br',
    'abbr',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'section',
    'details',
    'summary',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    section: ['id'],
    h2: ['id'],
    h3: ['id'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // External links open safely; internal paths stay as they are.
  transformTags: {
    a: (tagName, { rel: _rel, target: _target, ...attribs }) => {
      const href = (attribs.href ?? '').trim()
      // A link to anything but https, mail, phone or a path of this site keeps its text and loses its
      // target: an <a> without href is inert. (Renaming it to a dropped tag confuses the closing tags.)
      if (!/^(?:https:|mailto:|tel:|\/(?!\/)|#)/i.test(href)) return { tagName, attribs: {} }
      const external = /^https:/i.test(href)
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs,
      }
    },
  },
}

// rel and target are set by transformTags above, never taken from the source.
OPTIONS.allowedAttributes = {
  ...(OPTIONS.allowedAttributes as Record<string, string[]>),
  a: ['href', 'title', 'rel', 'target'],
}

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

/** The visible text of an HTML fragment, for word counts: every tag boundary separates words. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/</g, ' <'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

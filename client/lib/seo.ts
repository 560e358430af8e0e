import { site } from '../config/site.ts'

/** The head of a page: "<title> | WattMalin", its meta description, and the same for link previews. */
export function pageHead(title: string, description: string) {
  const fullTitle = title.includes(site.name) ? title : `${title} | ${site.name}`
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
    ],
  }
}

/**
 * The canonical path of a page: the comparator aliases are the electricity and gas pages, and an
 * article has one address under /conseils whatever the prefix it was reached by.
 */
export function canonicalPath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path === '/comparateur/electricite-verte') return '/electricite'
  if (path === '/comparateur/electricite-gaz') return '/gaz'
  return path.replace(/^\/(actualite|article)\//, '/conseils/')
}

function encodePath(path: string): string {
  try {
    return encodeURI(decodeURI(path))
  } catch {
    return encodeURI(path)
  }
}

/** The absolute, percent-encoded canonical URL of the page found at `pathname`. */
export function canonicalUrl(pathname: string): string {
  return `${site.url}${encodePath(canonicalPath(pathname))}`
}

/** Canonical link and Open Graph identity of a page found at `pathname`. */
export function siteHead(pathname: string) {
  const url = canonicalUrl(pathname)
  return {
    links: [{ rel: 'canonical', href: url }],
    meta: [
      { property: 'og:url', content: url },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site.name },
      { property: 'og:locale', content: 'fr_FR' },
    ],
  }
}

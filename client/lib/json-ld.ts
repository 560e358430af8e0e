import { canonicalUrl } from './seo.ts'

/**
 * What every page's schema.org JSON-LD needs — the document type, the breadcrumb trail and the
 * serialisation — apart from the other builders (./structured-data.ts), so a page that shows only a
 * trail loads only this.
 */
export type JsonLdDocument = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>

export const SCHEMA_ORG = 'https://schema.org' as const

export type BreadcrumbItem = { name: string; path: string }

/**
 * The trail of a page below the home page: "Accueil" comes first by itself, then `items` in order, the
 * last being the page. Paths become canonical URLs, so an alias page gets its canonical page's trail.
 */
export function breadcrumbList(items: readonly BreadcrumbItem[]): JsonLdDocument {
  const trail = [{ name: 'Accueil', path: '/' }, ...items]
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: canonicalUrl(item.path),
    })),
  }
}

/**
 * JSON for a <script type="application/ld+json">: `<`, `>` and `&` as \u escapes, so no string can close
 * the script or open a comment, and the line separators JavaScript once refused. Same input, same text.
 */
export function serializeJsonLd(data: JsonLdDocument): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

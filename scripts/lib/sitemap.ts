import { site } from '../../client/config/site.ts'
import { loadSeed } from '../../seed/load.ts'
import { listSitePaths } from './site-paths.ts'

export interface SitemapEntry {
  path: string
  /** ISO date of the last change of what the page shows, when known. */
  lastModified?: string
}

/**
 * Paths that show the same page as another one: the sitemap lists only the canonical address
 * (/comparateur/… are the electricity and gas pages; /actualite/… and /article/… are /conseils/…).
 */
function isAlias(path: string): boolean {
  return /^\/comparateur\//.test(path) || /^\/(actualite|article)\//.test(path)
}

/** Every canonical page of the site, with a date for the pages whose data is dated in the catalogue. */
export async function listSitemapEntries(): Promise<SitemapEntry[]> {
  const seed = await loadSeed()
  const supplierDates = new Map(seed.suppliers.map((s) => [`/fournisseurs/${s.id}`, s.pricesCheckedAt]))
  const articleDates = new Map(seed.articles.map((a) => [`/conseils/${a.slug}`, a.updatedAt ?? a.publishedAt]))
  return (await listSitePaths())
    .filter((path) => !isAlias(path))
    .map((path) => {
      const lastModified = supplierDates.get(path) ?? articleDates.get(path)
      return lastModified ? { path, lastModified: lastModified.slice(0, 10) } : { path }
    })
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/** sitemaps.org XML; paths are percent-encoded (accented slugs) and the whole URL escaped. */
export function buildSitemap(entries: readonly SitemapEntry[], origin: string = site.url): string {
  const urls = entries.map(({ path, lastModified }) => {
    const loc = escapeXml(`${origin}${encodeURI(path)}`)
    const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : ''
    return `  <url><loc>${loc}</loc>${lastmod}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** Everything may be crawled but the API; the sitemap is announced with its absolute URL. */
export function buildRobots(origin: string = site.url): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`
}

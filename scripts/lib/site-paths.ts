import { readdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { loadSeed } from '../../seed/load.ts'

const ROUTES_DIR = fileURLToPath(new URL('../../client/routes/', import.meta.url))

/** Route files that only redirect: they have no page of their own. */
const REDIRECT_ROUTES = new Set(['mentions-legales', 'simulateureconomies'])

/** "comparateur.electricite-verte.tsx" → "/comparateur/electricite-verte"; "index.tsx" → "/". */
function pathOfRouteFile(file: string): string {
  const segments = file
    .replace(/\.tsx$/, '')
    .split('.')
    .filter((segment) => segment !== 'index')
  return `/${segments.join('/')}`
}

/**
 * Every path the site answers with a page: the static routes (from the route files) and the
 * dynamic ones filled from the catalogue in seed/ (suppliers, and articles under their three prefixes).
 */
export async function listSitePaths(): Promise<string[]> {
  const files = (await readdir(ROUTES_DIR)).filter((file) => file.endsWith('.tsx') && !file.startsWith('__') && !file.startsWith('-'))
  const seed = await loadSeed()
  const paths = new Set<string>()
  for (const file of files) {
    const path = pathOfRouteFile(file)
    if (REDIRECT_ROUTES.has(path.slice(1))) continue
    if (path === '/fournisseurs/$supplierId') {
      for (const supplier of seed.suppliers) paths.add(`/fournisseurs/${supplier.id}`)
    } else if (/^\/(conseils|actualite|article)\/\$slug$/.test(path)) {
      for (const article of seed.articles) paths.add(path.replace('$slug', article.slug))
    } else if (path.includes('$')) {
      throw new Error(`No values known for the dynamic route ${path}: add them in scripts/lib/site-paths.ts`)
    } else {
      paths.add(path)
    }
  }
  return [...paths].sort()
}

/** `/` → index.html, `/fournisseurs/19` → fournisseurs/19.html (Workers assets' html_handling). */
export function pageFileName(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

/** A slug no article has: the path under each article prefix renders that family's not-found page. */
const UNKNOWN_SLUG = 'page-inconnue'

/**
 * The not-found pages: `404.html` for any unknown path (the router's root not-found), and one per
 * family of pages whose loader throws notFound() for an unknown supplier or article, in the family's
 * folder. Workers assets answer a path without a file with the nearest 404.html up its folders, with
 * status 404: /fournisseurs/999 gets « Fournisseur non trouvé », /conseils/inconnu « Article non trouvé ».
 * `path` is any path of the family that the catalogue does not have.
 */
export async function listNotFoundPages(): Promise<{ path: string; file: string }[]> {
  const seed = await loadSeed()
  if (seed.articles.some((article) => article.slug === UNKNOWN_SLUG)) {
    throw new Error(`An article has the slug ${UNKNOWN_SLUG}, which the not-found pages are rendered with`)
  }
  return [
    { path: '/404', file: '404.html' },
    // Supplier ids are positive: 0 is no supplier's.
    { path: '/fournisseurs/0', file: 'fournisseurs/404.html' },
    ...['conseils', 'actualite', 'article'].map((prefix) => ({
      path: `/${prefix}/${UNKNOWN_SLUG}`,
      file: `${prefix}/404.html`,
    })),
  ]
}

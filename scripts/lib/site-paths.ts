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
  const files = (await readdir(ROUTES_DIR)).filter(
    (file) => file.endsWith('.tsx') && !file.startsWith('__') && !file.startsWith('-'),
  )
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

/**
 * Part of `npm run lint`: fails when two client files share a name (scripts/lib/client-file-names.ts
 * says which names count as one and why).
 */
import { readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { PROJECT_ROOT } from '../seed/wrangler.ts'
import { sharedClientFileNames } from './lib/client-file-names.ts'

const entries = await readdir(join(PROJECT_ROOT, 'client'), { recursive: true, withFileTypes: true })
const paths = entries
  .filter((entry) => entry.isFile())
  .map((entry) => relative(PROJECT_ROOT, join(entry.parentPath, entry.name)))
  // Written by the router plugin, named by it.
  .filter((path) => path !== join('client', 'routeTree.gen.ts'))

const clashes = sharedClientFileNames(paths)
for (const { name, files } of clashes) {
  console.error(`client-file-names: « ${name} » names files in more than one folder: ${files.join(', ')}. Rename one to say what it holds.`)
}
if (clashes.length > 0) process.exit(1)

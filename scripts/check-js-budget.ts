/**
 * npm run budget — JavaScript that pays its way, on the built client (run after `npm run build`):
 * the code every page loads before it is interactive at most the framework's size in the same build
 * + 15 KB gzip, and each route's own code at most 29.5 KB gzip (gzip level 9, as the edge compresses at
 * best). Prints the tables; exits 1 past a budget. docs/decisions/0032-javascript-that-pays-its-way.md.
 */
import { readFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { builtGzipBytes, CLIENT_DIR } from './lib/built-gzip-size.ts'
import { BUDGET, measureBudgets, type Manifest } from './lib/js-budget.ts'
import { PROJECT_ROOT } from '../seed/wrangler.ts'

const manifest = JSON.parse(readFileSync(join(CLIENT_DIR, '.vite/manifest.json'), 'utf8')) as Manifest
const routeFiles = (await readdir(join(PROJECT_ROOT, 'client/routes')))
  .filter((file) => file.endsWith('.tsx') && file !== '__root.tsx')
  .map((file) => `client/routes/${file}`)
  .sort()

const { shared, routes, startLoads } = measureBudgets(manifest, routeFiles, builtGzipBytes)

const kb = (value: number) => `${value.toFixed(1)} KB`
console.log(`Every page's first load (gzip): framework + at most ${BUDGET.sharedKb} KB of the site's own code`)
console.table([
  {
    framework: kb(shared.frameworkKb),
    site: kb(shared.siteKb),
    total: kb(shared.initialKb),
    limit: kb(shared.limitKb),
    status: shared.over ? 'OVER' : 'ok',
  },
])
for (const { entry, kb: size } of startLoads) {
  console.log(`Loaded by the start script once the page has painted, with the app's scripts (not counted above): ${entry} ${kb(size)}`)
}
console.log(`Each route's own code before it is interactive (gzip, budget ${BUDGET.routeKb} KB)`)
console.table(
  routes.map((r) => ({
    route: r.routeFile.replace('client/routes/', ''),
    own: kb(r.ownKb),
    initial: kb(r.initialKb),
    status: r.over ? 'OVER' : 'ok',
  })),
)
const over = (shared.over ? 1 : 0) + routes.filter((r) => r.over).length
console.log(over === 0 ? 'JavaScript budgets: all within.' : `JavaScript budgets: ${over} over.`)
process.exit(over === 0 ? 0 : 1)

/**
 * npm run budget — the JavaScript budgets of issue #6 on the built client (run after `npm run build`):
 * initial JS of each route ≤ 120 KB gzip, each lazily loaded chunk ≤ 30 KB gzip (gzip level 9, as
 * the edge compresses at best). Prints both tables; exits 1 past a budget. docs/decisions/0013.
 */
import { readFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { BUDGET, measureBudgets } from './lib/js-budget.ts'
import type { Manifest } from './lib/route-assets.ts'
import { PROJECT_ROOT } from './lib/wrangler.ts'

const CLIENT_DIR = join(PROJECT_ROOT, 'dist/client')
const manifest = JSON.parse(readFileSync(join(CLIENT_DIR, '.vite/manifest.json'), 'utf8')) as Manifest
const routeFiles = (await readdir(join(PROJECT_ROOT, 'client/routes')))
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => `client/routes/${file}`)
  .sort()

const gzipBytesOf = (file: string) => gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length
const { routes, lazyChunks } = measureBudgets(manifest, routeFiles, gzipBytesOf)

const kb = (value: number) => `${value.toFixed(1)} KB`
console.log(`Initial JavaScript per route (gzip, budget ${BUDGET.initialKb} KB)`)
console.table(routes.map((r) => ({ route: r.routeFile.replace('client/routes/', ''), initial: kb(r.initialKb), status: r.over ? 'OVER' : 'ok' })))
console.log(`Lazily loaded chunks (gzip, budget ${BUDGET.lazyChunkKb} KB each)`)
console.table(lazyChunks.map((c) => ({ chunk: c.file.replace('assets/', ''), size: kb(c.kb), status: c.over ? 'OVER' : 'ok' })))
const over = [...routes.filter((r) => r.over), ...lazyChunks.filter((c) => c.over)]
console.log(over.length === 0 ? 'JavaScript budgets: all within.' : `JavaScript budgets: ${over.length} over.`)
process.exit(over.length === 0 ? 0 : 1)

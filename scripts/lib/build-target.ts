import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Where a build writes, which tax table it ships and which catalogue its pages hold. The site's build
 * leaves them unset: dist/, contract/tax-table.json and seed/data. The e2e tests' second build (scripts/build-taxes-fixture.ts) sets them, so the
 * same code is built beside the first with a table that holds a fictitious future tax change: the table
 * ships inside the bundle (docs/decisions/0078), so a site with other taxes is another build
 * (docs/decisions/0086).
 */
export const BUILD_DIR = process.env.WATTMALIN_BUILD_DIR ?? 'dist'
/** The catalogue the prerender writes into the pages: seed/data unless a build names another copy. */
export const SEED_DATA_DIR = process.env.WATTMALIN_SEED_DATA
const TAX_TABLE = process.env.WATTMALIN_TAX_TABLE

/** Makes contract/taxes.ts read WATTMALIN_TAX_TABLE in place of its tax-table.json; nothing when unset. */
export function taxTableOverride(): Plugin[] {
  if (!TAX_TABLE) return []
  const table = resolve(TAX_TABLE)
  return [
    {
      name: 'wattmalin:tax-table-override',
      enforce: 'pre',
      resolveId(source, importer) {
        if (source === './tax-table.json' && importer && /contract[\\/]taxes\.ts$/.test(importer)) return table
        return null
      },
    },
  ]
}

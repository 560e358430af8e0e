/**
 * npm run seed [-- --remote | --dry-run | --if-stale | --strict | --persist-to DIR | --data DIR | --env NAME | --config FILE]
 * npm run seed -- --import-cre FOLDER | --import-prix-repere FILE (alias --import-gas) [--dry-run] [--publisher TEXT --reference TEXT --note TEXT]
 * npm run seed -- --import-offers FILE [--dry-run] [--replace-grids]
 * npm run seed -- --import-gas-levels FILE [--dry-run]
 * npm run seed -- --import-tempo FILE [--dry-run] [--reference TEXT --note TEXT]
 * npm run seed -- --import-taxes FILE [--dry-run] [--tax-table FILE]
 *
 * Validates seed/data against the contract, prints the offers' freshness table, builds one KV entry per
 * API answer and writes them to the CATALOGUE namespace (local by default). Nothing is written when a
 * file is invalid; with --strict, nothing either when an offer or a regulated series is stale (exit 1).
 * The import forms merge a delivery into seed/data instead (no KV write).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { KvEntry } from '#contract/catalogue'
import { CatalogueVersion, KEYS_KEPT_BY_RESEED, kvKeys } from '#contract/catalogue'
import { runWrangler, wranglerOrThrow } from './wrangler.ts'
import { franceDate } from '#contract/regulated-dates'
import { buildKvEntries } from './build.ts'
import { freshnessWarnings } from './regulated/freshness.ts'
import { importCre, importGas } from './regulated/import.ts'
import { importTempoDays } from './regulated/tempo-import.ts'
import { importGasLevels } from './regulated/gas-levels-import.ts'
import { importOfferGrids } from './offer-grids/import.ts'
import { importTaxes } from './taxes/import.ts'
import { formatFreshnessTable, freshnessRows } from './freshness-table.ts'
import { DEFAULT_DATA_DIR, loadSeed, SeedValidationError } from './load.ts'

const { values: options } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    'if-stale': { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
    env: { type: 'string' },
    config: { type: 'string' },
    data: { type: 'string', default: DEFAULT_DATA_DIR },
    'import-cre': { type: 'string' },
    'import-gas': { type: 'string' },
    'import-prix-repere': { type: 'string' },
    'import-offers': { type: 'string' },
    'import-tempo': { type: 'string' },
    'import-gas-levels': { type: 'string' },
    'import-taxes': { type: 'string' },
    'tax-table': { type: 'string' },
    'replace-grids': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    publisher: { type: 'string' },
    reference: { type: 'string' },
    note: { type: 'string' },
  },
})

const target = options.remote ? ['--remote'] : ['--local']
const scope = [
  '--binding',
  'CATALOGUE',
  ...target,
  ...(options['persist-to'] ? ['--persist-to', options['persist-to']] : []),
  ...(options.env ? ['--env', options.env] : []),
  ...(options.config ? ['--config', options.config] : []),
]
const where = options.remote ? 'remote (production) KV' : `local KV${options['persist-to'] ? ` in ${options['persist-to']}` : ''}`

async function storedVersion(): Promise<string | null> {
  const result = await runWrangler(['kv', 'key', 'get', kvKeys.version, '--text', ...scope])
  if (result.code !== 0) return null
  try {
    return CatalogueVersion.parse(JSON.parse(result.stdout)).version
  } catch {
    return null
  }
}

async function storedKeys(): Promise<string[]> {
  const out = await wranglerOrThrow(['kv', 'key', 'list', ...scope])
  return (JSON.parse(out) as { name: string }[]).map((k) => k.name)
}

async function writeEntries(dir: string, name: string, entries: KvEntry[]): Promise<void> {
  const file = join(dir, name)
  await writeFile(file, JSON.stringify(entries))
  await wranglerOrThrow(['kv', 'bulk', 'put', file, ...scope])
}

async function main(): Promise<number> {
  const log = (line: string) => console.log(line)
  const error = (line: string) => console.error(line)
  const today = franceDate(new Date())
  if (options['import-offers'] !== undefined)
    return importOfferGrids(options['import-offers'], {
      dataDir: options.data,
      dryRun: options['dry-run'],
      replaceGrids: options['replace-grids'],
      today,
      log,
      error,
    })
  if (options['import-taxes'] !== undefined)
    return importTaxes(options['import-taxes'], {
      dataDir: options.data,
      tableFile: options['tax-table'] ?? join(import.meta.dirname, '..', 'contract', 'tax-table.json'),
      dryRun: options['dry-run'],
      log,
      error,
    })
  if (options['import-tempo'] !== undefined)
    return importTempoDays(options['import-tempo'], {
      regulatedDir: join(options.data, 'regulated'),
      dryRun: options['dry-run'],
      ...(options.reference ? { reference: options.reference } : {}),
      ...(options.note ? { note: options.note } : {}),
      log,
      error,
    })
  if (options['import-gas-levels'] !== undefined)
    return importGasLevels(options['import-gas-levels'], {
      regulatedDir: join(options.data, 'regulated'),
      dryRun: options['dry-run'],
      today,
      log,
      error,
    })
  const importFrom = options['import-cre'] ?? options['import-prix-repere'] ?? options['import-gas']
  if (importFrom !== undefined) {
    const importOptions = {
      regulatedDir: join(options.data, 'regulated'),
      dryRun: options['dry-run'],
      ...(options.publisher ? { publisher: options.publisher } : {}),
      ...(options.reference ? { reference: options.reference } : {}),
      ...(options.note ? { note: options.note } : {}),
      today,
      log,
      error,
    }
    return options['import-cre'] !== undefined ? importCre(importFrom, importOptions) : importGas(importFrom, importOptions)
  }

  let seed: Awaited<ReturnType<typeof loadSeed>>
  try {
    seed = await loadSeed(options.data)
  } catch (error) {
    if (error instanceof SeedValidationError) {
      console.error(`Seed data is invalid; nothing was written.\n${error.message}`)
      return 1
    }
    throw error
  }
  const warnings = freshnessWarnings({
    newestGridStart:
      seed.regulatedGrids
        .map((g) => g.effectiveFrom)
        .sort()
        .pop() ?? null,
    newestGasMonth:
      seed.gasReferenceMonths
        .map((m) => m.month)
        .sort()
        .pop() ?? null,
    today,
  })
  for (const warning of [...warnings, ...seed.warnings]) console.warn(`Warning: ${warning}`)
  const freshness = freshnessRows(seed.supplierProfiles, seed.offers, seed.regulatedGrids, seed.date)
  for (const line of formatFreshnessTable(freshness, seed.date)) console.log(line)
  if (options.strict) {
    const staleOffers = freshness.reduce((n, r) => n + r.stale, 0)
    if (staleOffers > 0 || warnings.length > 0) {
      console.error(`Strict: ${staleOffers} stale offer(s) and ${warnings.length} late regulated series (see above); nothing was written.`)
      return 1
    }
  }

  const entries = buildKvEntries(seed)
  const bytes = entries.reduce((n, e) => n + e.value.length, 0)
  console.log(
    `Catalogue ${seed.version} for ${seed.date}: ${seed.suppliers.length} suppliers, ${seed.offers.length} offers, ${seed.tariffPlans.length} tariff plans, ` +
      `${seed.articles.length} articles, ${seed.benefits.length} benefits, ${seed.testimonials.length} testimonials, ` +
      `${seed.regulatedGrids.length} regulated grids, ${seed.gasReferenceMonths.length} prix repère months ` +
      `→ ${entries.length} keys, ${(bytes / 1024).toFixed(1)} KiB.`,
  )

  if (options['dry-run']) {
    console.log(`Dry run: would write these keys to the ${where}:`)
    for (const entry of entries) console.log(`  ${entry.key} (${entry.value.length} B)`)
    return 0
  }

  if (options['if-stale']) {
    const current = await storedVersion()
    if (current === seed.version) {
      console.log(`The ${where} already holds catalogue ${seed.version}; nothing to do.`)
      return 0
    }
  }

  const dir = await mkdtemp(join(tmpdir(), 'wattmalin-seed-'))
  try {
    const marker = entries.filter((e) => e.key === kvKeys.version)
    await writeEntries(
      dir,
      'entries.json',
      entries.filter((e) => e.key !== kvKeys.version),
    )
    // The Tempo job's days from RTE are not the seed's to delete: they would be lost until the next runs.
    const wanted = new Set([...entries.map((e) => e.key), ...KEYS_KEPT_BY_RESEED])
    const stale = (await storedKeys()).filter((key) => !wanted.has(key))
    if (stale.length > 0) {
      await writeFile(join(dir, 'stale.json'), JSON.stringify(stale))
      await wranglerOrThrow(['kv', 'bulk', 'delete', join(dir, 'stale.json'), '--force', ...scope])
      console.log(`Deleted ${stale.length} key(s) no longer in the catalogue: ${stale.join(', ')}`)
    }
    // The version marker goes last: whoever reads it can trust every other key is written.
    await writeEntries(dir, 'version.json', marker)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  console.log(`Wrote ${entries.length} keys to the ${where} (catalogue ${seed.version}).`)
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)

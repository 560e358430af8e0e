import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { readFileSync } from 'node:fs'
import { buildKvEntries, gasPriceLevelValues } from './seed/build.ts'
import { parseGasLevelsFile } from './seed/regulated/gas-levels.ts'
import { loadSeed } from './seed/load.ts'

// Local runs never phone home: no usage metrics, no lookup of Cloudflare's request.cf sample.
process.env.WRANGLER_SEND_METRICS ??= 'false'
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'
// Node's on-disk cache of compiled modules (Node's own default folder) for the processes the tests
// start: the data-request tests run wrangler, whose 15 MB bundle compiles anew in every run
// otherwise (about a fifth of each run's CPU). Output is unchanged; NODE_DISABLE_COMPILE_CACHE=1
// turns it off.
const GAS_LEVELS_FIXTURE = 'tests/fixtures/gas-levels/Niveaux_prix_gaz_communes.csv'

process.env.NODE_COMPILE_CACHE ??= join(tmpdir(), 'node-compile-cache')

/**
 * Limits, not waits (docs/decisions/0068): vitest's defaults (5 s a test, 10 s a hook) fit an idle
 * machine. On two cores shared with other work (a load of about 18), tests that read the seed or build the
 * OpenAPI document went past 5 s, one to 16 s. A passing test ends when it is done, so the larger limits
 * cost nothing on a green run.
 */
const LIMITS = { testTimeout: 30_000, hookTimeout: 60_000 }

/**
 * Two projects: "unit" runs pure logic (contract, seed CLI, formatting) in Node; "worker" runs the
 * Hono worker inside workerd with real KV (filled from seed/ exactly as the seed CLI builds it) and
 * real D1 (the migrations of worker/migrations applied in the setup file).
 */
export default defineConfig({
  test: {
    // More test files at once than the machine has cores: the worker tests wait on workerd and the
    // data-request tests on wrangler processes more than they compute (measured on two cores: the worker
    // project 47 s with the default, 23 s with four).
    maxWorkers: 4,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          ...LIMITS,
          include: ['tests/unit/**/*.test.ts', 'client/**/*.test.ts', 'contract/**/*.test.ts'],
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              // A namespace nothing is written to: the catalogue as an empty or half-seeded KV.
              kvNamespaces: ['EMPTY_CATALOGUE'],
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./worker/migrations'),
                TEST_SEED_ENTRIES: buildKvEntries(await loadSeed()),
                // A fictitious commune → price level table (no real one is published in a form the
                // seed holds), as the seed would store it once imported.
                TEST_GAS_LEVEL_ENTRIES: gasPriceLevelValues(
                  parseGasLevelsFile(readFileSync(GAS_LEVELS_FIXTURE, 'utf8'), GAS_LEVELS_FIXTURE, []).map((r) => r.row),
                ).map(([key, value]) => ({ key, value: JSON.stringify(value) })),
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          ...LIMITS,
          include: ['tests/worker/**/*.test.ts'],
          setupFiles: ['./tests/worker/setup.ts'],
        },
      },
    ],
  },
})

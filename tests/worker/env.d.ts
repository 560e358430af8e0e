import type { D1Migration } from 'cloudflare:test'
import type { KvEntry } from '#contract/catalogue'

declare global {
  namespace Cloudflare {
    interface Env {
      /** Set by vitest.config.ts: the migrations of worker/migrations. */
      TEST_MIGRATIONS: D1Migration[]
      /** Set by vitest.config.ts: the KV entries the seed CLI would write for seed/data. */
      TEST_SEED_ENTRIES: KvEntry[]
      /** Set by vitest.config.ts: a fictitious commune → gas price level table as the seed stores it. */
      TEST_GAS_LEVEL_ENTRIES: { key: string; value: string }[]
      /** Set by vitest.config.ts: a KV namespace the setup leaves empty. */
      EMPTY_CATALOGUE: KVNamespace
    }
  }
}

import { applyD1Migrations, env } from 'cloudflare:test'
import { beforeAll } from 'vitest'

// Every test file starts with the real schema and the real seeded catalogue.
beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
  await Promise.all(env.TEST_SEED_ENTRIES.map((entry) => env.CATALOGUE.put(entry.key, entry.value, { metadata: entry.metadata })))
})

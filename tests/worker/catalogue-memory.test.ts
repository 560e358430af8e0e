import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { MEMORY_TTL_MS, readCatalogueEntry } from '../../worker/data/catalogue-kv.ts'

describe('catalogue memory', () => {
  it('serves a remembered answer for a minute, then reads KV again and sees a reseed', async () => {
    const t0 = 1_000_000
    await env.CATALOGUE.put('memory-test', '"v1"', { metadata: { version: 'one' } })
    expect(await readCatalogueEntry(env.CATALOGUE, 'memory-test', t0)).toEqual({ body: '"v1"', version: 'one' })

    await env.CATALOGUE.put('memory-test', '"v2"', { metadata: { version: 'two' } })
    expect((await readCatalogueEntry(env.CATALOGUE, 'memory-test', t0 + MEMORY_TTL_MS - 1))?.version).toBe('one')
    expect(await readCatalogueEntry(env.CATALOGUE, 'memory-test', t0 + MEMORY_TTL_MS)).toEqual({ body: '"v2"', version: 'two' })
  })

  it('remembers unknown keys as unknown for the same minute', async () => {
    const t0 = 2_000_000
    expect(await readCatalogueEntry(env.CATALOGUE, 'memory-later', t0)).toBeNull()
    await env.CATALOGUE.put('memory-later', '"x"', { metadata: { version: 'v' } })
    expect(await readCatalogueEntry(env.CATALOGUE, 'memory-later', t0 + 1000)).toBeNull()
    expect(await readCatalogueEntry(env.CATALOGUE, 'memory-later', t0 + MEMORY_TTL_MS)).not.toBeNull()
  })
})

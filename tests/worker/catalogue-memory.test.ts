import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  CatalogueUnavailableError,
  MEMORY_TTL_MS,
  memoryTtlOf,
  RETRY_AFTER_FAILURE_MS,
  readCatalogueEntry,
} from '../../worker/data/catalogue-kv.ts'

/** The real namespace, made to fail on demand. Each wrapper has a memory of its own in the worker. */
function flaky(kv: KVNamespace): { kv: KVNamespace; fail: (on: boolean) => void; reads: () => number } {
  let failing = false
  let reads = 0
  const wrapped = new Proxy(kv, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown
      if (property !== 'getWithMetadata' || typeof value !== 'function') return value
      return (...args: unknown[]) => {
        reads += 1
        if (failing) return Promise.reject(new Error('KV is down'))
        return (value as (...a: unknown[]) => unknown).apply(target, args)
      }
    },
  })
  return { kv: wrapped, fail: (on) => (failing = on), reads: () => reads }
}

describe('catalogue memory', () => {
  it('serves a remembered answer for a minute, then reads KV again and sees a reseed', async () => {
    const t0 = 1_000_000
    await env.CATALOGUE.put('memory-test', '"v1"', { metadata: { version: 'one' } })
    expect(await readCatalogueEntry(env.CATALOGUE, 'memory-test', 'item', t0)).toEqual({ body: '"v1"', version: 'one' })

    await env.CATALOGUE.put('memory-test', '"v2"', { metadata: { version: 'two' } })
    expect((await readCatalogueEntry(env.CATALOGUE, 'memory-test', 'item', t0 + MEMORY_TTL_MS - 1))?.version).toBe('one')
    expect(await readCatalogueEntry(env.CATALOGUE, 'memory-test', 'item', t0 + MEMORY_TTL_MS)).toEqual({ body: '"v2"', version: 'two' })
  })

  it('remembers unknown item keys as unknown for the same minute', async () => {
    const t0 = 2_000_000
    expect(await readCatalogueEntry(env.CATALOGUE, 'memory-later', 'item', t0)).toBeNull()
    await env.CATALOGUE.put('memory-later', '"x"', { metadata: { version: 'v' } })
    expect(await readCatalogueEntry(env.CATALOGUE, 'memory-later', 'item', t0 + 1000)).toBeNull()
    expect(await readCatalogueEntry(env.CATALOGUE, 'memory-later', 'item', t0 + MEMORY_TTL_MS)).not.toBeNull()
  })

  it('never remembers a fixed key as missing: the next read sees it as soon as it is seeded', async () => {
    const t0 = 3_000_000
    expect(await readCatalogueEntry(env.CATALOGUE, 'memory-fixed', 'fixed', t0)).toBeNull()
    await env.CATALOGUE.put('memory-fixed', '"x"', { metadata: { version: 'v' } })
    expect(await readCatalogueEntry(env.CATALOGUE, 'memory-fixed', 'fixed', t0 + 1)).toEqual({ body: '"x"', version: 'v' })
  })

  it('serves the last good copy when KV fails, however old, and tries KV again a few seconds later', async () => {
    const t0 = 4_000_000
    const { kv, fail, reads } = flaky(env.CATALOGUE)
    await env.CATALOGUE.put('memory-flaky', '"good"', { metadata: { version: 'g' } })
    expect(await readCatalogueEntry(kv, 'memory-flaky', 'fixed', t0)).toEqual({ body: '"good"', version: 'g' })
    fail(true)
    const late = t0 + 10 * MEMORY_TTL_MS
    expect(await readCatalogueEntry(kv, 'memory-flaky', 'fixed', late)).toEqual({ body: '"good"', version: 'g' })
    const readsAfterFailure = reads()
    expect(await readCatalogueEntry(kv, 'memory-flaky', 'fixed', late + RETRY_AFTER_FAILURE_MS - 1)).not.toBeNull()
    expect(reads()).toBe(readsAfterFailure)
    fail(false)
    expect(await readCatalogueEntry(kv, 'memory-flaky', 'fixed', late + RETRY_AFTER_FAILURE_MS)).not.toBeNull()
    expect(reads()).toBe(readsAfterFailure + 1)
  })

  it('throws CatalogueUnavailableError when KV fails and the isolate has no copy', async () => {
    const { kv, fail } = flaky(env.CATALOGUE)
    fail(true)
    await expect(readCatalogueEntry(kv, 'suppliers', 'fixed')).rejects.toBeInstanceOf(CatalogueUnavailableError)
  })
})

describe('memory time set by the deployment (CATALOGUE_MEMORY_SECONDS)', () => {
  it('reads whole or decimal seconds, zero included, and falls back to a minute otherwise', () => {
    expect(memoryTtlOf('60')).toBe(60_000)
    expect(memoryTtlOf('0')).toBe(0)
    expect(memoryTtlOf('2.5')).toBe(2_500)
    for (const bad of [undefined, '', ' ', '-1', 'soixante', 'Infinity']) expect(memoryTtlOf(bad), String(bad)).toBe(MEMORY_TTL_MS)
  })

  it('with no memory, a reseed is read at once', async () => {
    const kv = env.CATALOGUE
    const key = 'memory-zero-ttl'
    await kv.put(key, '"first"', { metadata: { version: 'v1' } })
    expect((await readCatalogueEntry(kv, key, 'fixed', Date.now(), 0))?.body).toBe('"first"')
    await kv.put(key, '"second"', { metadata: { version: 'v2' } })
    expect((await readCatalogueEntry(kv, key, 'fixed', Date.now(), 0))?.version).toBe('v2')
  })
})

import type { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { ARTICLE_SLUG_PATTERN, isArticleSlug } from '#contract/article'
import { IdempotencyKey } from '#contract/callback-request'
import { buildOpenApiDocument } from '../../worker/openapi/document.ts'
import { portablePattern } from '../../worker/openapi/portable-patterns.ts'

// Typed by hand, as in ./openapi-document.test.ts: the worker's modules use Workers types.
const worker = (await import(new URL('../../worker/index.ts', import.meta.url).href)) as { app: Hono }
const document = await buildOpenApiDocument(worker.app)

function patterns(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(patterns)
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, member]) => (key === 'pattern' && typeof member === 'string' ? [member] : patterns(member)))
}

describe('the OpenAPI document’s patterns', () => {
  const all = [...new Set(patterns(document))]

  it('are all read alike by every tester: no \\p{…} class, no \\d, \\w or \\s, and they compile without flags', () => {
    expect(all.length).toBeGreaterThan(3)
    for (const pattern of all) {
      expect(pattern, pattern).not.toMatch(/\\[pPdDwWsS]/)
      expect(() => new RegExp(pattern), pattern).not.toThrow()
    }
  })

  it('mean what the worker checks: the slug and the Idempotency-Key as the code reads them', () => {
    expect(all).toContain(ARTICLE_SLUG_PATTERN.source)
    expect(ARTICLE_SLUG_PATTERN.flags).toBe('')
    const slug = new RegExp(ARTICLE_SLUG_PATTERN.source)
    for (const good of ['guide-tarif-réglementé', 'edf-2026', 'cœur-d-hiver']) {
      expect(slug.test(good), good).toBe(true)
      expect(isArticleSlug(good), good).toBe(true)
    }
    for (const bad of ['Guide', 'guide_tarif', 'guide--tarif', '-guide', 'p{Ll}']) {
      expect(slug.test(bad), bad).toBe(false)
      expect(isArticleSlug(bad), bad).toBe(false)
    }
    const key = '3b241101-e2bb-4255-8caf-4136c566a962'
    const documented = all.filter((pattern) => new RegExp(pattern).test(key) && pattern.includes('[47]'))
    expect(documented).toHaveLength(1)
    for (const sent of [key, key.toUpperCase()]) {
      expect(new RegExp(documented[0] ?? '').test(sent), sent).toBe(true)
      expect(IdempotencyKey.safeParse(sent).success, sent).toBe(true)
    }
  })

  it('spell \\d and \\w as the ASCII ranges they mean, in a class or outside, and refuse a \\p{…} class', () => {
    expect(portablePattern('^\\d{4}-[12]\\d$')).toBe('^[0-9]{4}-[12][0-9]$')
    expect(portablePattern('^\\/[\\w./-]+$')).toBe('^\\/[A-Za-z0-9_./-]+$')
    expect(portablePattern('^[\\d\\]a]\\\\d$')).toBe('^[0-9\\]a]\\\\d$')
    expect(() => portablePattern('^[\\p{Ll}]+$')).toThrow(/u flag/)
    const zodDate =
      '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))$'
    for (const day of ['2024-02-29', '2023-02-29', '2026-11-29', '2026-13-01', '٢٠٢٦-11-29']) {
      expect(new RegExp(portablePattern(zodDate)).test(day), day).toBe(new RegExp(zodDate).test(day))
    }
  })
})

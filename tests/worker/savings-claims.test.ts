import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { kvKeys } from '#contract/catalogue'
import { OfferCatalogue } from '#contract/offers'
import { franceDate } from '#contract/regulated-dates'
import { computeSavingsClaims, SAVINGS_BASIS, SavingsClaims } from '#contract/savings-claims'
import { savingsFromSeed } from '../fixtures/savings-from-seed.ts'
import { api, readError } from './support.ts'

/**
 * GET /api/savings-claims computes the claims of the asked day from the offers the seed stored: an offer
 * whose prices age past six months leaves them on that day, with no reseed (docs/decisions/0060).
 */

const entry = env.TEST_SEED_ENTRIES.find((e) => e.key === kvKeys.offers)
if (!entry) throw new Error('no seed entry for the offers')
const stored = OfferCatalogue.parse(JSON.parse(entry.value))
const today = franceDate(new Date())

function plusYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  // 29 February has no match a year later: the day after stands for it.
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10)
}

async function claimsOn(query: string): Promise<SavingsClaims | null> {
  const response = await api(`/api/savings-claims${query}`)
  expect(response.status, query).toBe(200)
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  return z.parse(z.nullable(SavingsClaims), await response.json())
}

describe('GET /api/savings-claims', () => {
  it('without a date: the claims of today in France, computed from the stored offers and grids', async () => {
    const claims = await claimsOn('')
    if (!claims) throw new Error('the seeded grid should price the reference household')
    expect(claims.date).toBe(today)
    expect(claims).toEqual(computeSavingsClaims(stored.offers, stored.grids, today))
    expect(claims.offersCounted).toBeGreaterThan(0)
  })

  // Days of three regulated grids, before and after offers were checked: the offers counted differ.
  it.each(['2025-09-01', '2026-03-16', '2026-09-01', today])(
    'on %s: the figures the definition gives, recomputed here from the stored rows',
    async (date) => {
      const claims = await claimsOn(`?date=${date}`)
      if (!claims) throw new Error(`the seeded grid should price the reference household on ${date}`)
      const expected = savingsFromSeed({ offers: stored.offers, regulatedGrids: stored.grids, date })
      expect(claims.date).toBe(date)
      expect(claims.basis).toEqual(SAVINGS_BASIS)
      expect(claims.reference.regulatedGridFrom).toBe(expected.grid.effectiveFrom)
      expect(claims.reference.pricePerKwh).toBe(expected.price)
      expect(claims.reference.yearlyCost).toBeCloseTo(expected.reference, 2)
      expect(claims.offersCounted).toBe(expected.costs.length)
      expect(claims.best && { euros: claims.best.euros, percent: claims.best.percent }).toEqual(expected.best)
      if (claims.best) expect(claims.best.offerName).toBe(expected.cheapest?.offer.name)
      expect(claims.average).toEqual(expected.average)
    },
  )

  it('a year after the seed, counts no offer: none has prices confirmed within six months', async () => {
    const date = plusYears(today, 1)
    const claims = await claimsOn(`?date=${date}`)
    if (!claims) throw new Error('the regulated grid in force today has no end date: it still prices the household a year on')
    expect(claims.date).toBe(date)
    expect(claims.offersCounted).toBe(0)
    expect(claims.best).toBeNull()
    expect(claims.average).toBeNull()
    // The yardstick is still given: only the market offers are missing.
    expect(claims.reference.yearlyCost).toBeGreaterThan(0)
  })

  it.each(['2026-02-30', '26-11-2026', 'demain', ''])('refuses date=%s with a French JSON 400 naming the field', async (date) => {
    const response = await api(`/api/savings-claims?date=${date}`)
    expect(response.status).toBe(400)
    const error = await readError(response)
    expect(error.code).toBe('validation_failed')
    expect(error.fields).toEqual({ date: ['La date doit être un jour valide au format AAAA-MM-JJ (par exemple 2026-09-01).'] })
    expect(error.message).toBe('La date doit être un jour valide au format AAAA-MM-JJ (par exemple 2026-09-01).')
  })

  it('has a day-specific ETag, a 304 on revalidation, and answers 405 to a write', async () => {
    const version = entry.metadata.version
    const response = await api('/api/savings-claims')
    expect(response.headers.get('ETag')).toBe(`"${version}-${today}"`)
    const dated = await api('/api/savings-claims?date=2026-09-01')
    const etag = dated.headers.get('ETag') ?? ''
    expect(etag).toBe(`"${version}-2026-09-01"`)
    expect(dated.headers.get('Cache-Control')).toBe(response.headers.get('Cache-Control'))
    expect((await api('/api/savings-claims?date=2026-09-01', { headers: { 'If-None-Match': etag } })).status).toBe(304)
    const write = await api('/api/savings-claims', { method: 'POST' })
    expect(write.status).toBe(405)
    expect(write.headers.get('Allow')).toBe('GET, HEAD')
  })
})

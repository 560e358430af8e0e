import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { kvKeys } from '#contract/catalogue'
import { franceDate, gridsInForce, OPTION_PERIODS } from '#contract/regulated-dates'
import { isCurrentOffer } from '#contract/offer-dates'
import { gridInForce } from '#contract/offer-pricing'
import { OfferCatalogue, OffersAnswer } from '#contract/offers'
import { api, readError } from './support.ts'

/** The stored offers and grids, read the way the seed wrote them: expectations derive from the seed files. */
function stored(): OfferCatalogue {
  const entry = env.TEST_SEED_ENTRIES.find((e) => e.key === kvKeys.offers)
  if (!entry) throw new Error('no seed entry for the offers')
  return OfferCatalogue.parse(JSON.parse(entry.value))
}

async function offersOn(query: string): Promise<OffersAnswer> {
  const response = await api(`/api/offers${query}`)
  expect(response.status).toBe(200)
  return OffersAnswer.parse(await response.json())
}

describe('GET /api/offers', () => {
  const catalogue = stored()

  it('lists every offer current today, priced ones first, each unpriced one with its reason', async () => {
    const answer = await offersOn('')
    const today = franceDate(new Date())
    expect(answer.date).toBe(today)
    expect(answer.filters).toEqual({ supplier: null, energy: null, option: null, kva: null })
    const current = catalogue.offers.filter((o) => isCurrentOffer(o, today)).map((o) => o.id)
    expect(answer.offers.map((o) => o.id).sort()).toEqual([...current].sort())
    const firstUnpriced = answer.offers.findIndex((o) => o.prices.status === 'unpriced')
    expect(firstUnpriced).toBeGreaterThan(0)
    expect(answer.offers.slice(firstUnpriced).every((o) => o.prices.status === 'unpriced')).toBe(true)
    for (const offer of answer.offers) {
      if (offer.prices.status === 'unpriced') expect(offer.prices.reason.length).toBeGreaterThan(10)
      expect(offer.supplierName.length).toBeGreaterThan(0)
    }
  })

  it('prices an offer indexed on the regulated tariff from the grid in force on the asked day', async () => {
    const regulated = catalogue.offers.filter((o) => o.pricing.kind === 'regulatedDiscount')
    expect(regulated.length).toBeGreaterThan(0)
    for (const date of ['2025-03-01', '2026-09-01']) {
      const answer = await offersOn(`?date=${date}&energy=electricity&kva=6`)
      for (const offer of regulated) {
        if (offer.pricing.kind !== 'regulatedDiscount' || !isCurrentOffer(offer, date)) continue
        const grid = gridsInForce(catalogue.grids, date).find((g) => g.option === offer.option)
        const row = grid?.powers.find((p) => p.kva === 6)
        const served = answer.offers.find((o) => o.id === offer.id)
        if (!grid) throw new Error(`the data should have a ${offer.option} grid on ${date}`)
        const amounts = row ? (Object.values(row.pricesPerKwh) as { ttc: number | null }[]) : []
        if (!row || row.subscriptionPerYear.ttc === null || amounts.some((a) => a.ttc === null)) {
          // A figure the grid leaves empty is never guessed: the offer is listed apart with why.
          expect(served?.prices.status, `${offer.id} on ${date}`).toBe('unpriced')
          continue
        }
        if (served?.prices.status !== 'priced') throw new Error(`${offer.id} should be priced on ${date}`)
        expect(served.prices.regulatedGridFrom).toBe(grid.effectiveFrom)
        const [priced] = served.prices.rows
        expect(priced?.kva).toBe(6)
        // A discount of 0 % is the regulated tariff itself; another discount lowers each price.
        const noDiscount = offer.pricing.kwhDiscountPercent === 0 && offer.pricing.subscriptionDiscountPercent === 0
        for (const [period, amount] of Object.entries(row.pricesPerKwh) as [string, { ttc: number | null }][]) {
          if (noDiscount) expect(priced?.pricesPerKwh[period]).toBe(amount.ttc)
          else expect(priced?.pricesPerKwh[period]).toBeLessThanOrEqual(amount.ttc ?? 0)
        }
        if (noDiscount) expect(priced?.subscriptionPerMonth).toBe(row.subscriptionPerMonthTtc)
      }
    }
    // Two grids, two prices: the answer follows the day asked.
    const tarifBleu = regulated.find((o) => o.option === 'base')
    const before = (await offersOn('?date=2025-03-01&option=base&kva=6')).offers.find((o) => o.id === tarifBleu?.id)
    const after = (await offersOn('?date=2026-09-01&option=base&kva=6')).offers.find((o) => o.id === tarifBleu?.id)
    expect(before?.prices).not.toEqual(after?.prices)
  })

  it('leaves out the offers not current on the asked day', async () => {
    const date = '2025-03-01'
    const answer = await offersOn(`?date=${date}`)
    const notYet = catalogue.offers.filter((o) => o.validFrom > date)
    expect(notYet.length).toBeGreaterThan(0)
    const ids = new Set(answer.offers.map((o) => o.id))
    for (const offer of notYet) expect(ids.has(offer.id)).toBe(false)
    for (const offer of catalogue.offers.filter((o) => isCurrentOffer(o, date))) expect(ids.has(offer.id)).toBe(true)
  })

  it('filters by energy, option and meter power', async () => {
    const gas = await offersOn('?energy=gas')
    expect(gas.offers.length).toBeGreaterThan(0)
    expect(gas.offers.every((o) => o.energy === 'gas')).toBe(true)

    const tempo = await offersOn('?energy=electricity&option=tempo&date=2026-09-01')
    expect(tempo.offers.length).toBeGreaterThan(0)
    for (const offer of tempo.offers) {
      expect(offer.option).toBe('tempo')
      if (offer.prices.status === 'priced') {
        for (const row of offer.prices.rows) expect(Object.keys(row.pricesPerKwh).sort()).toEqual([...OPTION_PERIODS.tempo].sort())
      }
    }

    const nine = await offersOn('?option=base&kva=9')
    expect(nine.filters.kva).toBe(9)
    for (const offer of nine.offers) {
      if (offer.prices.status === 'priced') expect(offer.prices.rows.map((r) => r.kva)).toEqual([9])
      else expect(offer.prices.reason.length).toBeGreaterThan(0)
    }
    // An offer whose own grid in force lacks 9 kVA is listed apart with that reason, not dropped.
    const today = franceDate(new Date())
    const sixOnly = catalogue.offers.find(
      (o) =>
        o.option === 'base' &&
        isCurrentOffer(o, today) &&
        o.pricing.kind === 'datedGrids' &&
        gridInForce(o.pricing.grids, today)?.rows.every((r) => r.kva !== 9),
    )
    if (sixOnly)
      expect(nine.offers.find((o) => o.id === sixOnly.id)?.prices).toEqual({
        status: 'unpriced',
        reason: 'Prix non relevé pour 9\u00a0kVA.',
      })
  })

  it('filters by supplier: its current offers only, each with every dated grid it has; an unknown id lists none', async () => {
    const today = franceDate(new Date())
    const supplierIds = [...new Set(catalogue.offers.map((o) => o.supplierId))]
    expect(supplierIds.length).toBeGreaterThan(1)
    for (const id of supplierIds) {
      const answer = await offersOn(`?supplier=${id}`)
      expect(answer.filters.supplier).toBe(id)
      const own = catalogue.offers.filter((o) => o.supplierId === id && isCurrentOffer(o, today))
      expect(answer.offers.map((o) => o.id).sort(), `supplier ${id}`).toEqual(own.map((o) => o.id).sort())
      // The page prices each offer again for the visitor's day: every version of its grid is sent.
      for (const offer of answer.offers) expect(offer.pricing).toEqual(own.find((o) => o.id === offer.id)?.pricing)
    }
    const unknown = Math.max(...supplierIds) + 1
    expect((await offersOn(`?supplier=${unknown}`)).offers).toEqual([])
    const gas = await offersOn(`?supplier=${supplierIds[0]}&energy=gas`)
    expect(gas.offers.every((o) => o.energy === 'gas' && o.supplierId === supplierIds[0])).toBe(true)
  })

  it.each([
    ['supplier=0', 'supplier'],
    ['supplier=01', 'supplier'],
    ['supplier=edf', 'supplier'],
    ['energy=water', 'energy'],
    ['option=ejp', 'option'],
    ['kva=7', 'kva'],
    ['kva=6.0', 'kva'],
    ['date=2026-02-30', 'date'],
    ['energy=', 'energy'],
  ])('refuses %s with a French JSON 400 naming the field', async (query, field) => {
    const response = await api(`/api/offers?${query}`)
    expect(response.status).toBe(400)
    const error = await readError(response)
    expect(error.code).toBe('validation_failed')
    expect(Object.keys(error.fields ?? {})).toEqual([field])
    expect(error.message.length).toBeGreaterThan(10)
  })

  it('has a day-specific ETag, a 304 on revalidation, and answers 405 to a write', async () => {
    const response = await api('/api/offers')
    const etag = response.headers.get('ETag')
    const version = env.TEST_SEED_ENTRIES.find((e) => e.key === kvKeys.offers)?.metadata.version
    expect(etag).toBe(`"${version}-${franceDate(new Date())}"`)
    expect((await api('/api/offers', { headers: { 'If-None-Match': etag ?? '' } })).status).toBe(304)
    const write = await api('/api/offers', { method: 'POST' })
    expect(write.status).toBe(405)
    expect(write.headers.get('Allow')).toBe('GET, HEAD')
  })
})

describe('GET /api/offers on 26 November 2026, the issue’s day', () => {
  const DAY = '2026-11-26'
  // Six months before the day: an offer checked earlier is stale (written here again, apart from the contract).
  const OLDEST = '2026-05-26'
  const regulatedFrom = (grids: OfferCatalogue['grids']) =>
    grids
      .filter((g) => g.effectiveFrom <= DAY && (g.effectiveTo === null || DAY < g.effectiveTo))
      .map((g) => g.effectiveFrom)
      .sort()
      .at(-1) ?? null

  /** Market offers (not the regulated tariff itself) priced that day, not stale, checked within six months. */
  async function currentMarket(query: string) {
    const answer = await offersOn(`?energy=electricity&date=${DAY}${query}`)
    return answer.offers.filter(
      (o) => o.pricing.kind !== 'regulatedDiscount' && o.prices.status === 'priced' && !o.stale && o.pricesCheckedAt >= OLDEST,
    )
  }

  it('marks stale every offer checked more than six months before, or indexed on a regulated grid replaced since', async () => {
    const answer = await offersOn(`?date=${DAY}`)
    const from = regulatedFrom(stored().grids)
    expect(answer.offers.some((o) => o.stale)).toBe(true)
    expect(answer.offers.some((o) => !o.stale)).toBe(true)
    for (const offer of answer.offers) {
      const version =
        offer.pricing.kind === 'datedGrids'
          ? offer.pricing.grids.find((g) => g.validFrom <= DAY && (g.validUntil === null || DAY <= g.validUntil))
          : undefined
      expect(offer.pricesCheckedAt, offer.id).toBe(version?.checkedAt ?? offer.pricesCheckedAt)
      const replaced = version?.priceType === 'regulated' && from !== null && version.validFrom < from
      expect(offer.stale, offer.id).toBe(offer.pricesCheckedAt < OLDEST || replaced)
    }
  })

  it.each([6, 9])('prices at least 10 current market Base offers at %i kVA', async (kva) => {
    const offers = await currentMarket(`&option=base&kva=${kva}`)
    expect(offers.length).toBeGreaterThanOrEqual(10)
    for (const offer of offers) if (offer.prices.status === 'priced') expect(offer.prices.rows.map((r) => r.kva)).toEqual([kva])
  })

  it.each([6, 9])('prices at least 8 current market HP/HC offers at %i kVA', async (kva) => {
    expect((await currentMarket(`&option=hphc&kva=${kva}`)).length).toBeGreaterThanOrEqual(8)
  })

  it('prices at least one current offer of a structure beyond Base, HP/HC and Tempo', async () => {
    const offers = await currentMarket('&kva=6')
    const others = offers.filter((o) => o.option !== undefined && !['base', 'hphc', 'tempo'].includes(o.option))
    expect(others.length).toBeGreaterThan(0)
    for (const offer of others) {
      if (offer.prices.status !== 'priced') continue
      const periods = Object.keys(offer.prices.rows[0]?.pricesPerKwh ?? {})
      expect(periods.length, offer.id).toBeGreaterThan(1)
    }
  })

  it('lists the stale offers too, so nothing the catalogue knows is hidden', async () => {
    const all = await offersOn(`?energy=electricity&date=${DAY}`)
    const current = stored().offers.filter((o) => o.energy === 'electricity' && isCurrentOffer(o, DAY))
    expect(all.offers.map((o) => o.id).sort()).toEqual(current.map((o) => o.id).sort())
  })
})

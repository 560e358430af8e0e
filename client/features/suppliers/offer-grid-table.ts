import type { OfferPrices, OfferSource, OfferView, PricedRow } from '#contract/offers'
import { offerStaleness, regulatedGridStart, type Staleness } from '#contract/offer-freshness'
import { offerPrices } from '#contract/offer-pricing'
import { OFFER_PERIOD_NAMES, PERIOD_ABBREVIATIONS } from '#contract/option-names'
import type { RegulatedGrid, RegulatedSource } from '#contract/regulated-tariffs'

/** What the table reads of an offer: the fields /api/offers gives for it. */
export type GriddedOffer = Pick<OfferView, 'energy' | 'option' | 'pricing' | 'pricesCheckedAt' | 'source'>

export type PeriodColumn = { key: string; name: string }

/** Where the figures of the table come from, with their dates: what the page says under it. */
export type GridOrigin =
  /** The offer's own grid in force that day, as its source publishes it. */
  | { kind: 'ownGrid'; validFrom: string; checkedAt: string; source: OfferSource; rule?: string; note?: string }
  /** An undated grid of the offer's own (the catalogue's older form): its check date and source. */
  | { kind: 'published'; checkedAt: string; source: OfferSource }
  /** The regulated grid in force that day, lowered by the offer's discount. */
  | { kind: 'regulated'; gridFrom: string; source: RegulatedSource; kwhDiscountPercent: number; subscriptionDiscountPercent: number }

export type OfferGridTable =
  | { status: 'unpriced'; reason: string }
  | {
      status: 'priced'
      /** The priced periods, in reading order (peak before off-peak). */
      periods: PeriodColumn[]
      /** One row per meter power, increasing; gas has one row. */
      rows: readonly PricedRow[]
      origin: GridOrigin
      /** Whether the prices are confirmed as current that day (docs/decisions/0055). */
      staleness: Staleness
      /** The abbreviations the column names use, spelled out (« HP : heures pleines »). */
      abbreviations: string[]
    }

const PERIOD_ORDER: readonly string[] = Object.keys(OFFER_PERIOD_NAMES)

function periodColumns(rows: readonly PricedRow[]): PeriodColumn[] {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row.pricesPerKwh)))]
  // A key the names do not know still shows, last, under its own name: a figure is never dropped.
  const rank = (key: string) => (PERIOD_ORDER.includes(key) ? PERIOD_ORDER.indexOf(key) : PERIOD_ORDER.length)
  return keys.sort((a, b) => rank(a) - rank(b)).map((key) => ({ key, name: (OFFER_PERIOD_NAMES as Record<string, string>)[key] ?? key }))
}

function abbreviationsOf(periods: readonly PeriodColumn[]): string[] {
  return Object.entries(PERIOD_ABBREVIATIONS)
    .filter(([short]) => periods.some((p) => new RegExp(`\\b${short}\\b`).test(p.name)))
    .map(([short, long]) => `${short}\u00a0: ${long}`)
}

type Priced = Extract<OfferPrices, { status: 'priced' }>

/** The grid offerPrices read for these prices, found again by its first day. */
function originOf(offer: GriddedOffer, prices: Priced, grids: readonly RegulatedGrid[]): GridOrigin | undefined {
  const { pricing } = offer
  if (pricing.kind === 'datedGrids') {
    const grid = pricing.grids.find((g) => g.validFrom === prices.gridFrom)
    return (
      grid && {
        kind: 'ownGrid',
        validFrom: grid.validFrom,
        checkedAt: grid.checkedAt,
        source: grid.source,
        ...(grid.rule ? { rule: grid.rule } : {}),
        ...(grid.note ? { note: grid.note } : {}),
      }
    )
  }
  if (pricing.kind === 'regulatedDiscount') {
    const option = offer.option ?? 'base'
    const grid = grids.find((g) => g.option === option && g.effectiveFrom === prices.regulatedGridFrom)
    return (
      grid && {
        kind: 'regulated',
        gridFrom: grid.effectiveFrom,
        source: grid.source,
        kwhDiscountPercent: pricing.kwhDiscountPercent,
        subscriptionDiscountPercent: pricing.subscriptionDiscountPercent,
      }
    )
  }
  if (pricing.kind === 'fixedGrid') return { kind: 'published', checkedAt: offer.pricesCheckedAt, source: offer.source }
  return undefined
}

/**
 * An offer's price grid on `date` (the visitor's day), every meter power it has a price for, with where
 * the figures come from and whether they are still confirmed. Priced by the contract's own offerPrices, as
 * the API and the comparison price it: the version of its grid in force that day, or the regulated grid
 * in force that day with its discount. Nothing is filled in: an offer without a price gives the reason.
 */
export function offerGridTable(offer: GriddedOffer, grids: readonly RegulatedGrid[], date: string): OfferGridTable {
  const prices = offerPrices(offer, grids, date)
  if (prices.status === 'unpriced') return { status: 'unpriced', reason: prices.reason }
  const origin = originOf(offer, prices, grids)
  // Prices whose grid cannot be named are not shown: a figure without its date and source is not the site's.
  if (!origin) return { status: 'unpriced', reason: 'Grille de prix introuvable pour ce jour.' }
  const periods = periodColumns(prices.rows)
  return {
    status: 'priced',
    periods,
    rows: prices.rows,
    origin,
    staleness: offerStaleness(offer, date, regulatedGridStart(grids, date)),
    abbreviations: abbreviationsOf(periods),
  }
}

import { z } from './zod-mini.ts'
import { IsoDate } from './common.ts'
import type { CostProfile } from './household.ts'
import { yearlyCost } from './offer-cost.ts'
import type { Offer } from './offers.ts'
import { isCurrentOffer } from './offer-dates.ts'
import { isStaleOffer, regulatedGridStart } from './offer-freshness.ts'
import { offerPrices, offerPricesAt } from './offer-pricing.ts'
import type { RegulatedGrid } from './regulated-tariffs.ts'
import { type ElectricityOption, RegulatedKva } from './regulated-tariffs.ts'

/**
 * The savings figures the site states (« jusqu'à … », « en moyenne … »), computed from the catalogue's
 * offers and the regulated grid in force on one day, for one stated household. Nothing here is typed by
 * hand: a price changed in the seed changes the figures at the next seed, and an offer whose prices age
 * past six months leaves them on that day. Figures are cut toward zero (euros to the unit, percentages to
 * one decimal), so a rounding never promises more than the data. See
 * docs/decisions/0036-savings-claims-from-the-catalogue.md and 0060-savings-claims-on-the-visitors-day.md.
 */

/** The household every savings figure is stated for, written next to each figure. */
export const SavingsBasis = z.object({
  householdSize: z.number().check(z.int(), z.positive()),
  consumptionKwh: z.number().check(z.positive()),
  /** Base: one price per kWh, so a saving does not hang on an assumed share of off-peak use. */
  option: z.literal('base'),
  kva: RegulatedKva,
})
export type SavingsBasis = z.infer<typeof SavingsBasis>

/** A household of 4 with electric water heating but no electric heating: 5 000 kWh a year, Base, 6 kVA. */
export const SAVINGS_BASIS: SavingsBasis = { householdSize: 4, consumptionKwh: 5000, option: 'base', kva: 6 }

const Saving = z.object({
  /** € per year, cut toward zero; negative when the offers cost more than the regulated tariff. */
  euros: z.number().check(z.int()),
  /** % of the regulated tariff's yearly cost, cut toward zero to one decimal. */
  percent: z.number(),
})

export const SavingsClaims = z.object({
  /** The day asked (the visitor's): offers current then, with prices confirmed as current then, grid in force then. */
  date: IsoDate,
  basis: SavingsBasis,
  /** The regulated tariff of the basis option and power on `date`: the yardstick of every saving. */
  reference: z.object({
    regulatedGridFrom: IsoDate,
    pricePerKwh: z.number().check(z.positive()),
    subscriptionPerMonth: z.number().check(z.positive()),
    /** € per year for the basis household, to the cent. */
    yearlyCost: z.number().check(z.positive()),
  }),
  /** Market offers of the basis option current on `date`, with prices confirmed as current (not stale), priced at the basis power. */
  offersCounted: z.number().check(z.int(), z.gte(0)),
  /** The cheapest of them, when at least one costs less than the regulated tariff. */
  best: z.nullable(z.extend(Saving, { supplierName: z.string().check(z.minLength(1)), offerName: z.string().check(z.minLength(1)) })),
  /** The mean over the counted offers (may be negative: they cost more on average); null when none is counted. */
  average: z.nullable(Saving),
})
export type SavingsClaims = z.infer<typeof SavingsClaims>

/** The regulated tariff itself, as an offer: Tarif Bleu of the option, without discount. */
function regulatedReference(option: ElectricityOption): Offer {
  return {
    id: 'tarif-reglemente',
    supplierId: 1,
    name: 'Tarif réglementé',
    energy: 'electricity',
    option,
    main: false,
    priceType: 'indexed',
    pricing: { kind: 'regulatedDiscount', kwhDiscountPercent: 0, subscriptionDiscountPercent: 0 },
    greenPercentage: 0,
    commitmentMonths: 0,
    validFrom: '2000-01-01',
    validUntil: null,
    pricesCheckedAt: '2000-01-01',
    source: { title: 'Grille du tarif réglementé en vigueur' },
  }
}

/** An offer that is the regulated tariff under another name (no discount) is the yardstick, not a saving. */
function isRegulatedTariff(offer: Offer): boolean {
  return (
    offer.pricing.kind === 'regulatedDiscount' && offer.pricing.kwhDiscountPercent === 0 && offer.pricing.subscriptionDiscountPercent === 0
  )
}

const towardZero = (n: number, decimals: number) => Math.trunc(n * 10 ** decimals) / 10 ** decimals

function saving(cost: number, reference: number): { euros: number; percent: number } {
  const euros = reference - cost
  // `+ 0` turns a -0 from Math.trunc into 0, so JSON and French formatting never show « -0 ».
  return { euros: Math.trunc(euros) + 0, percent: towardZero((euros / reference) * 100, 1) + 0 }
}

/**
 * The savings figures on `date` for `basis`, or null when the regulated tariff has no complete price for
 * the basis that day (no yardstick: the site then states no savings figure at all).
 */
export function computeSavingsClaims(
  offers: readonly (Offer & { supplierName: string })[],
  grids: readonly RegulatedGrid[],
  date: string,
  basis: SavingsBasis = SAVINGS_BASIS,
): SavingsClaims | null {
  const profile: CostProfile = { consumptionKwh: basis.consumptionKwh, kva: basis.kva, offPeakShare: 0 }
  const regulated = regulatedReference(basis.option)
  const referenceCost = yearlyCost(regulated, grids, date, profile)
  const referencePrices = offerPricesAt(offerPrices(regulated, grids, date), basis.kva)
  const referenceRow = referencePrices.status === 'priced' ? referencePrices.rows[0] : undefined
  const referencePrice = referenceRow?.pricesPerKwh.base
  if (referenceCost.status !== 'costed' || referenceCost.regulatedGridFrom === undefined || !referenceRow || referencePrice === undefined)
    return null
  const regulatedFrom = regulatedGridStart(grids, date)
  const costed = offers.flatMap((offer) => {
    if (offer.energy !== 'electricity' || offer.option !== basis.option) return []
    if (!isCurrentOffer(offer, date) || isRegulatedTariff(offer)) return []
    // A price no source has confirmed as current is no ground for a claim (docs/decisions/0055).
    if (isStaleOffer(offer, date, regulatedFrom)) return []
    const cost = yearlyCost(offer, grids, date, profile)
    return cost.status === 'costed' ? [{ offer, total: cost.total }] : []
  })
  const reference = referenceCost.total
  const cheapest = costed.reduce<(typeof costed)[number] | undefined>(
    (best, c) => (best === undefined || c.total < best.total ? c : best),
    undefined,
  )
  const mean = costed.length === 0 ? undefined : costed.reduce((sum, c) => sum + c.total, 0) / costed.length
  return {
    date,
    basis,
    reference: {
      regulatedGridFrom: referenceCost.regulatedGridFrom,
      pricePerKwh: referencePrice,
      subscriptionPerMonth: referenceRow.subscriptionPerMonth,
      yearlyCost: reference,
    },
    offersCounted: costed.length,
    best:
      cheapest && cheapest.total < reference
        ? { supplierName: cheapest.offer.supplierName, offerName: cheapest.offer.name, ...saving(cheapest.total, reference) }
        : null,
    average: mean === undefined ? null : saving(mean, reference),
  }
}

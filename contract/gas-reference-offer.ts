import { cents } from './cents.ts'
import type { GasUseName } from './gas-reference.ts'
import type { OfferGrid } from './offers.ts'
import type { GasReferenceMonth } from './regulated-tariffs.ts'
import { CATALOGUE_TAXES, kwhBeforeTaxes, type TaxTable, taxesOn } from './taxes.ts'

/**
 * A gas offer indexed on the prix repère (« prix repère − x % HT sur le kWh »), as the dated grids every
 * other offer is priced from: one grid a month the prix repère of its use gives both figures for, from
 * that month's first day to the day before the next such month (the newest one until the next is
 * published, as the gas pages use it). The discount is on the kWh price before tax, so the price with
 * taxes falls by the discount plus the VAT on it, as for an offer indexed on the regulated electricity
 * tariff; the excise is per kWh and does not move. The month's HT is the published one, else the one its
 * TTC gives with the taxes of its first day; a month whose HT neither gives is left out, never guessed.
 * The subscription is the prix repère's, TTC as published. See docs/decisions/0091.
 */
export function gasReferenceGrids(
  months: readonly Pick<GasReferenceMonth, 'month' | 'uses' | 'source'>[],
  use: GasUseName,
  kwhDiscountPercent: number,
  taxes: TaxTable = CATALOGUE_TAXES,
): OfferGrid[] {
  const discount = kwhDiscountPercent / 100
  const grids: OfferGrid[] = []
  for (const month of [...months].sort((a, b) => a.month.localeCompare(b.month))) {
    const figures = month.uses[use]
    const ttc = figures?.pricePerKwh.ttc
    const subscription = figures?.subscriptionPerYear.ttc
    if (ttc == null || subscription == null) continue
    const first = `${month.month}-01`
    const dayTaxes = taxesOn(taxes, 'gas', first)
    const ht = figures?.pricePerKwh.ht ?? kwhBeforeTaxes(ttc, dayTaxes)
    const vat = dayTaxes.vatEnergyPercent?.value
    if (ht === undefined || vat === undefined) continue
    const previous = grids.at(-1)
    if (previous) previous.validUntil = dayBefore(first)
    grids.push({
      validFrom: first,
      validUntil: null,
      checkedAt: first,
      priceType: 'indexed',
      rule: `prix repère du gaz (${USE_NAMES[use]}) − ${kwhDiscountPercent.toLocaleString('fr-FR')}\u00a0% HT sur le kWh`,
      source: { title: `${month.source.publisher} : ${month.source.reference}` },
      rows: [
        {
          kva: 6,
          subscriptionPerMonth: cents(subscription / 12),
          pricesPerKwh: { base: Math.round((ttc - discount * ht * (1 + vat / 100)) * 1_000_000) / 1_000_000 },
        },
      ],
    })
  }
  return grids
}

const USE_NAMES: Record<GasUseName, string> = {
  cooking: 'cuisson',
  cookingAndHotWater: 'cuisson et eau chaude',
  heating: 'chauffage',
}

function dayBefore(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - 1)
  return date.toISOString().slice(0, 10)
}

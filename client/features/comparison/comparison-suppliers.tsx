import type { Household } from '#contract/household'
import type { Energy, OfferView } from '#contract/offers'
import { OPTION_NAMES } from '#contract/option-names'
import type { RegulatedGrid } from '#contract/regulated-tariffs'
import type { SupplierSummary } from '#contract/supplier'
import { supplierHeadline } from '#contract/supplier-headline'
import { formatNumber } from '../../lib/format.ts'
import { costDifferenceLabel } from '../../lib/supplier-display.ts'
import { type ArrangedSupplier, SupplierBrowser, type SupplierBrowserProps } from '../../ui/supplier-browser.tsx'
import * as styles from './energy-comparison-page.css.ts'
import { costProfile, saving } from './offer-ranking.ts'

/** What the cards are priced from: the page's offers, grids, day and household, and the regulated yardstick. */
export type SupplierCosts = {
  offers: readonly OfferView[]
  grids: readonly RegulatedGrid[]
  date: string
  household: Household
  regulatedCost: number | null
  /** « que le Tarif Bleu Base », « que le prix repère »: what a card's difference is against. */
  regulatedName: string
}

/**
 * The comparison's supplier cards. Each card's figures are its supplier's headline for the profile in
 * the address on the page's day (contract/supplier-headline.ts): price, subscription and yearly cost of
 * one offer, costed as the ranking above costs it. Suppliers by that cost; those without a confirmed
 * price last, their card saying why.
 */
export function ComparisonSuppliers({
  costs,
  ...browser
}: Omit<SupplierBrowserProps, 'arrange' | 'energy'> & { energy: Energy; costs: SupplierCosts }) {
  const { offers, grids, date, household, regulatedCost, regulatedName } = costs
  const energy = browser.energy
  const profile = { option: energy === 'gas' ? 'base' : household.option, cost: costProfile(household, energy) }
  const basis =
    energy === 'electricity'
      ? `${OPTION_NAMES[household.option]} ${household.kva}\u00a0kVA, ${formatNumber(household.electricityKwh)}\u00a0kWh par an`
      : `${formatNumber(household.gasKwh)}\u00a0kWh par an`

  function arrange(matches: SupplierSummary[]): ArrangedSupplier[] {
    const heads = new Map(matches.map((s) => [s.id, supplierHeadline(offers, grids, s.id, energy, date, profile)]))
    const costOf = (s: SupplierSummary) => {
      const h = heads.get(s.id)
      return h?.status === 'priced' && !h.stale ? h.yearlyCost : null
    }
    const arranged = (supplier: SupplierSummary): ArrangedSupplier => {
      const headline = heads.get(supplier.id)
      const total = costOf(supplier)
      const vs = total === null ? null : saving(regulatedCost, total)
      return {
        supplier,
        ...(headline ? { headlines: { [energy]: headline } } : {}),
        basis: { [energy]: basis },
        day: date,
        costsCurrentOnly: true,
        extra: vs ? (
          <p className={Math.round(vs.euros) >= 0 ? styles.cheaper : styles.dearer}>
            {costDifferenceLabel(vs.euros, vs.percent)} {regulatedName}
          </p>
        ) : null,
      }
    }
    const ranked = matches.filter((s) => costOf(s) !== null).sort((a, b) => (costOf(a) ?? 0) - (costOf(b) ?? 0))
    return [...ranked.map(arranged), ...matches.filter((s) => costOf(s) === null).map(arranged)]
  }

  // Far below the ranking: the cards are the page's heaviest markup, hydrated as they come near.
  return <SupplierBrowser {...browser} arrange={arrange} cardsWaitUntilNear />
}

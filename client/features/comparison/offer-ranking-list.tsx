import { useId, type ReactNode } from 'react'
import type { CostProfile, Household } from '#contract/household'
import type { Energy } from '#contract/offers'
import { OFFER_OPTION_NAMES, OPTION_NAMES } from '#contract/option-names'
import { type OfferOptionName, REGULATED_COUNTERPART } from '#contract/offer-structures'
import type { ElectricityOptionName } from '#contract/regulated-dates'
import type { RegulatedGrid } from '#contract/regulated-tariffs'
import { formatEuros, formatLongDate, formatNumber, withPrepositionA } from '../../lib/format.ts'
import { costDifferenceLabel } from '../../lib/supplier-display.ts'
import { CostBreakdownDisclosure } from '../../ui/cost-breakdown-disclosure.tsx'
import { type CostedOffer, costProfile, type OfferRanking, type Saving } from './offer-ranking.ts'
import * as styles from './offer-ranking-list.css.ts'
import { HydrateWhenNear } from '../../lib/hydrate-when-near.tsx'
import { steadyLazyPart } from '../../lib/steady-lazy-part.tsx'

// The offers kept out of the ranking come last: their code loads in its own chunk (a prerendered page
// keeps their HTML), to make room in the first load for each offer's line-by-line cost.
const StaleOffersPart = steadyLazyPart(() => import('./stale-offers.tsx').then((module) => module.StaleOffers))

const REGULATED_NAME: Record<ElectricityOptionName | 'gas', string> = {
  base: 'le Tarif Bleu Base',
  hphc: 'le Tarif Bleu Heures creuses',
  tempo: 'le Tarif Bleu Tempo',
  gas: 'le prix repère',
}

function SavingLine({ saving, against }: { saving: Saving | null; against: string }) {
  if (!saving) return null
  const label = costDifferenceLabel(saving.euros, saving.percent)
  const className = Math.round(saving.euros) === 0 ? styles.same : saving.euros > 0 ? styles.cheaper : styles.dearer
  return <p className={className}>{label === 'Au même prix' ? `Au même prix que ${against}` : `${label} que ${against}`}</p>
}

type RowContext = {
  group: OfferOptionName | 'gas'
  kva: number
  energy: Energy
  /** False when the current contract is this group's regulated tariff: the two savings would repeat each other. */
  showCurrent: boolean
  /** Whether some of the group's offers are left out for prices not confirmed: an empty list is then not for want of prices. */
  hasStale: boolean
  /** What each row's line-by-line cost is computed from: the ranking's grids, day and profile. */
  grids: readonly RegulatedGrid[]
  date: string
  profile: CostProfile
}

/** Every share a row's cost used: the household's own, the profile's off-peak share, the calendar's defaults. */
function shareLabels(item: CostedOffer): string[] {
  const offPeak =
    item.profileOffPeakShare === undefined
      ? []
      : [`part en heures creuses de votre profil\u00a0: ${formatNumber(item.profileOffPeakShare * 100)}\u00a0%`]
  return [...item.ownShares.map((a) => a.label), ...offPeak, ...item.assumptions.map((a) => a.label)]
}

function OfferRow({ item, rank, context }: { item: CostedOffer; rank: number; context: RowContext }) {
  const { group, kva, energy, showCurrent } = context
  const { offer } = item
  return (
    <li className={styles.row} data-offer-id={offer.id} data-total={item.total.toFixed(2)}>
      <span className={styles.rank} aria-hidden="true">
        {rank}
      </span>
      <div className={styles.body}>
        <p className={styles.name}>
          {offer.supplierName}&nbsp;– {offer.name}
        </p>
        <p className={styles.detail}>
          Énergie {formatEuros(item.energyCost)} + abonnement {formatEuros(item.subscriptionCost)}
          {energy === 'electricity' ? ` (${kva}\u00a0kVA)` : ''}
          {offer.commitmentMonths === null
            ? ''
            : offer.commitmentMonths > 0
              ? ` · engagement ${offer.commitmentMonths}\u00a0mois`
              : ' · sans engagement'}
          {offer.greenPercentage !== null && offer.greenPercentage > 0 ? ` · ${formatNumber(offer.greenPercentage)}\u00a0% vert` : ''}
        </p>
        {shareLabels(item).length > 0 ? (
          <p className={styles.detail} data-assumptions="">
            Calculé avec {shareLabels(item).join(', ')}.
          </p>
        ) : null}
        <p className={styles.detail}>
          {item.regulatedGridFrom ? `Grille réglementée du ${formatLongDate(item.regulatedGridFrom)} · ` : ''}
          {item.taxesFrom ? `Prix TTC recalculés avec les taxes du ${formatLongDate(item.taxesFrom)} · ` : ''}
          Prix relevés le {formatLongDate(offer.pricesCheckedAt)} · Source&nbsp;:{' '}
          {offer.source.url ? (
            <a href={offer.source.url} rel="noopener noreferrer" target="_blank">
              {offer.source.title}
            </a>
          ) : (
            offer.source.title
          )}
        </p>
        {/* The gas taxes are not all known yet (docs/decisions/0081): electricity only. */}
        {energy === 'electricity' ? (
          <CostBreakdownDisclosure
            offer={offer}
            grids={context.grids}
            date={context.date}
            profile={context.profile}
            label={`${offer.supplierName} – ${offer.name}`}
          />
        ) : null}
      </div>
      <div className={styles.cost}>
        <p className={styles.total}>{formatEuros(item.total)}&nbsp;/&nbsp;an</p>
        <SavingLine saving={item.vsRegulated} against={REGULATED_NAME[group === 'gas' ? 'gas' : REGULATED_COUNTERPART[group]]} />
        {showCurrent ? <SavingLine saving={item.vsCurrent} against="mon contrat actuel" /> : null}
      </div>
    </li>
  )
}

function RankedList({ items, context, label, start = 1 }: { items: CostedOffer[]; context: RowContext; label: string; start?: number }) {
  if (items.length === 0) {
    return (
      <p className={styles.empty}>
        {context.hasStale
          ? 'Aucune offre de cette option n’a de prix confirmé depuis moins de 6\u00a0mois et complet pour ce profil\u00a0: elles sont listées plus bas, avec la raison ou la date de leurs prix.'
          : context.energy === 'gas'
            ? 'Aucune offre de gaz du catalogue n’a de prix publié et daté que nous puissions reprendre\u00a0: elles sont listées ci-dessous, avec la raison.'
            : `Aucune offre de cette option n’a de prix complet à ${context.kva}\u00a0kVA\u00a0: celles qui n’en ont pas sont listées plus bas, avec la raison.`}
      </p>
    )
  }
  return (
    <ol className={styles.list} aria-label={label} start={start === 1 ? undefined : start}>
      {items.map((item, index) => (
        <OfferRow key={item.offer.id} item={item} rank={start + index} context={context} />
      ))}
    </ol>
  )
}

/** The assumption another option is costed under, from the household's stated shares. */
function assumption(option: OfferOptionName, household: Household): string {
  const off = `${formatNumber(household.offPeakShare * 100)}\u00a0% en heures creuses`
  if (option === 'hphc') return `hypothèse\u00a0: ${off}`
  if (option === 'tempo') {
    const { blue, white, red } = household.tempoColourShares
    return `hypothèse\u00a0: ${formatNumber(blue * 100, 1)}\u00a0% de la consommation les jours bleus, ${formatNumber(white * 100, 1)}\u00a0% les blancs, ${formatNumber(red * 100, 1)}\u00a0% les rouges, ${off}`
  }
  if (option === 'base') return 'une seule période'
  return 'répartition de la consommation indiquée sous chaque offre'
}

export type OfferRankingListProps = {
  ranking: OfferRanking
  household: Household
  energy: Energy
  /** Every regulated grid known, for each offer's line-by-line cost. */
  grids: readonly RegulatedGrid[]
  /**
   * A block shown after the first offers of the household's option (the advice on the options): read
   * once the first prices are seen, it no longer pushes them down a phone's screen.
   */
  interlude?: ReactNode
}

const RANKED_LABEL = 'Offres classées de la moins chère à la plus chère'

/** How many offers come before the interlude. */
const INTERLUDE_AFTER = 3

/**
 * Every current offer of the catalogue for the profile: ranked, other options, those without a cost, then
 * those whose prices are not confirmed.
 */
export function OfferRankingList({ ranking, household, energy, grids, interlude }: OfferRankingListProps) {
  const profile = costProfile(household, energy)
  const titleId = useId()
  const consumption = energy === 'electricity' ? household.electricityKwh : household.gasKwh
  const group = ranking.option ?? 'gas'
  const regulatedContract = ranking.current.contract.kind === 'regulated'
  const context = (of: OfferOptionName | 'gas'): RowContext => ({
    group: of,
    kva: household.kva,
    energy,
    showCurrent: !(regulatedContract && of === group),
    hasStale: ranking.stale.some(({ offer }) => (energy === 'gas' ? 'gas' : (offer.option ?? 'base')) === of),
    grids,
    date: ranking.date,
    profile,
  })
  const profileLabel =
    energy === 'electricity'
      ? `${formatNumber(consumption)}\u00a0kWh par an, ${household.kva}\u00a0kVA, option ${OPTION_NAMES[group as ElectricityOptionName]}`
      : `${formatNumber(consumption)}\u00a0kWh de gaz par an`
  return (
    <div className={styles.column}>
      <section className={styles.section} aria-labelledby={titleId} data-ranking-date={ranking.date}>
        <h2 id={titleId} className={styles.title}>
          Classement des offres pour votre profil
        </h2>
        <p className={styles.method}>
          Méthode&nbsp;: pour {profileLabel}, le coût annuel de chaque offre est la consommation de chaque période multipliée par son prix
          du kWh, plus 12&nbsp;mois d’abonnement{energy === 'electricity' ? ' à votre puissance' : ''}, toutes taxes comprises, aux prix en
          vigueur le {formatLongDate(ranking.date)}.
          {energy === 'electricity'
            ? ' Les offres indexées sur le tarif réglementé sont calculées sur la grille en vigueur ce jour-là.'
            : ''}{' '}
          L’écart est donné par rapport {withPrepositionA(REGULATED_NAME[group])} et à votre contrat actuel. Toutes les offres du catalogue
          sont listées, sans placement payant&nbsp;; celles qui n’ont pas de prix complet pour ce profil le sont à part, avec la raison.
        </p>
        {interlude === undefined ? (
          <RankedList items={ranking.ranked} context={context(group)} label={RANKED_LABEL} />
        ) : (
          <>
            <RankedList items={ranking.ranked.slice(0, INTERLUDE_AFTER)} context={context(group)} label={RANKED_LABEL} />
            {interlude}
            {ranking.ranked.length > INTERLUDE_AFTER ? (
              <HydrateWhenNear selector={`ol[aria-label=${JSON.stringify(`${RANKED_LABEL}, suite`)}]`}>
                <RankedList
                  items={ranking.ranked.slice(INTERLUDE_AFTER)}
                  context={context(group)}
                  label={`${RANKED_LABEL}, suite`}
                  start={INTERLUDE_AFTER + 1}
                />
              </HydrateWhenNear>
            ) : null}
          </>
        )}

        {ranking.others.map(({ option, ranked }) => {
          const label = `Offres ${OFFER_OPTION_NAMES[option]}, de la moins chère à la plus chère`
          return (
            // Below the main ranking: hydrated as the visitor comes near it.
            <HydrateWhenNear key={option} selector={`ol[aria-label=${JSON.stringify(label)}]`}>
              <div className={styles.section}>
                <h3 className={styles.subtitle}>
                  Avec l’option {OFFER_OPTION_NAMES[option]} ({assumption(option, household)})
                </h3>
                <RankedList items={ranked} context={context(option)} label={label} />
              </div>
            </HydrateWhenNear>
          )
        })}

        {ranking.uncosted.length > 0 ? (
          <div className={styles.section}>
            <h3 className={styles.subtitle}>Offres sans coût calculable ({ranking.uncosted.length})</h3>
            <ul className={styles.plainList} aria-label="Offres sans coût calculable">
              {ranking.uncosted.map(({ offer, reason }) => (
                <li key={offer.id} className={styles.plainRow} data-offer-id={offer.id} data-total="">
                  <p className={styles.name}>
                    {offer.supplierName}&nbsp;– {offer.name}
                    {offer.option ? ` (${OFFER_OPTION_NAMES[offer.option]})` : ''}
                  </p>
                  <p className={styles.detail}>
                    {reason} Informations relevées le {formatLongDate(offer.pricesCheckedAt)}.
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
      {/* Apart from the ranking's section: these offers are not ranked, whatever the profile. */}
      {ranking.stale.length > 0 ? (
        <HydrateWhenNear selector="section:has(> div > ul > li[data-stale])" load={StaleOffersPart.preload}>
          <StaleOffersPart items={ranking.stale} date={ranking.date} failure={() => null} />
        </HydrateWhenNear>
      ) : null}
    </div>
  )
}

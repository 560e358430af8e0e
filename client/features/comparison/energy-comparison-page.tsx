import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { type ReactNode, useMemo } from 'react'
import type { Household } from '#contract/household'
import type { Energy, OfferView } from '#contract/offers'
import { OFFER_OPTION_NAMES, OPTION_NAMES } from '#contract/option-names'
import { gridsInForce } from '#contract/regulated-dates'
import { formatEuros, formatLongDate } from '../../lib/format.ts'
import { FILE_PROFILE_KEYS, REGULATED_CONTRACT, type HouseholdSearch } from '../../lib/household/household-profile.ts'
import { householdFromSearch } from '../../lib/household/household.ts'
import type { RegulatedReference } from '../../lib/regulated-reference.ts'
import { listPages } from '../../content/page-names.ts'
import { howToChoose } from '../../content/suppliers-page.ts'
import { breadcrumbList } from '../../lib/json-ld.ts'
import { Container, Section } from '../../ui/container.tsx'
import { JsonLd } from '../../ui/json-ld-script.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { offersQuery } from './api.ts'
import { comparisonListQuery, type ComparisonPageInfo } from './comparison-route.ts'
import type { SupplierBrowserProps } from '../../ui/supplier-browser.tsx'
import { DEFAULT_GAS_USE, effectiveFilters, GAS_USE_KEYS, type ComparisonSearch } from './comparison-search.ts'
import { gasReferenceCost } from './gas-reference.ts'
import { askedLevel, useGasLevel } from './gas-price-level.ts'
import { EstimatePanel } from './estimate-panel.tsx'
import { OfferRankingList } from './offer-ranking-list.tsx'
import { costProfile, rankOffers, type OfferRanking } from './offer-ranking.ts'
import { regulatedTariff } from '#contract/offer-pricing'
import { CostBreakdownDisclosure } from '../../ui/cost-breakdown-disclosure.tsx'
import { ProfileDisclosure } from './profile-disclosure.tsx'
import { profileSummary } from './profile-summary.ts'
import { PostalCodeBadge, QuickCompareForm } from './quick-compare.tsx'
import { ResponsiveDisclosure } from './responsive-disclosure.tsx'
import { serializeFilters, type SupplierFilter } from '../../lib/supplier-filters.ts'
import { steadyLazyPart } from '../../lib/steady-lazy-part.tsx'
import * as styles from './energy-comparison-page.css.ts'

export type EnergyComparisonPageProps = {
  page: ComparisonPageInfo
  /** The regulated references of the visitor's day (the route picks them by date). */
  regulated: RegulatedReference
}

/**
 * The suppliers' cards below the ranking, in a chunk of their own: the card grid and the headline of
 * each supplier for the profile are most of the page's JavaScript and sit under the ranking. A
 * prerendered page keeps their HTML until the chunk arrives.
 */
const ComparisonSuppliersPart = steadyLazyPart(() => import('./comparison-suppliers.tsx').then((module) => module.ComparisonSuppliers))

// The comparison cards take their figures from the offers, priced by the page for the profile in its
// address: the lists give who sells, the same on any day.
const LIST_OF_DAY: Record<Energy, SupplierBrowserProps['query']> = {
  electricity: () => comparisonListQuery('electricity'),
  gas: () => comparisonListQuery('gas'),
}

const OTHER_ENERGY_FILTER: Record<Energy, { filter: SupplierFilter; label: string }> = {
  electricity: { filter: 'gas', label: 'Propose aussi le gaz' },
  gas: { filter: 'electricity', label: 'Propose aussi l’électricité' },
}

// The advice on the options comes after the first offers: its code loads in its own chunk (a prerendered
// page keeps its HTML), to make room in the first load for each offer's line-by-line cost.
const OptionAdvicePart = steadyLazyPart(() => import('./option-advice-panel.tsx').then((module) => module.OptionAdvice))

const loadGasParts = () => import('./gas-reference-line.tsx')
const GasReferenceLinePart = steadyLazyPart(() => loadGasParts().then((module) => module.GasReferenceLine))
const GasUseFieldPart = steadyLazyPart(() => loadGasParts().then((module) => module.GasUseField))

/** The reference named with the date its figures apply from: never an old figure passed off as today's. */
function referenceLine(regulated: RegulatedReference, household: Household, ranking: OfferRanking): ReactNode {
  const option = household.option
  const grid = gridsInForce(regulated.pastGrids, ranking.date).find((g) => g.option === option)
  const name = `tarif réglementé (Tarif Bleu, option ${OPTION_NAMES[option]}, ${household.kva}\u00a0kVA${grid ? `, en vigueur depuis le ${formatLongDate(grid.effectiveFrom)}` : ''})`
  const cost = ranking.regulated[option] ?? null
  if (cost === null) return <>Au {name}, le coût de ce profil n’est pas calculable&nbsp;: un prix ou l’abonnement n’est pas communiqué.</>
  return (
    <>
      Au {name}, ce profil coûte <strong>{formatEuros(cost)}</strong> par an.
    </>
  )
}

/** What the visitor pays today, or what is missing to know it. */
function currentLine(search: HouseholdSearch, energy: Energy, ranking: OfferRanking): ReactNode {
  const key = energy === 'electricity' ? search.contrat_elec : search.contrat_gaz
  const { current } = ranking
  if (key === 'prix' && current.contract.kind !== 'typed')
    return <>Mon contrat actuel&nbsp;: indiquez le prix du kWh et l’abonnement de votre facture pour le comparer.</>
  const name =
    current.contract.kind === 'regulated'
      ? energy === 'electricity'
        ? 'le tarif réglementé'
        : 'le prix repère'
      : current.contract.kind === 'typed'
        ? 'les prix de ma facture'
        : (current.offerName ?? 'une offre qui n’est plus au catalogue')
  if (current.total === null)
    return (
      <>
        Mon contrat actuel ({name})&nbsp;: coût non calculable, {current.reason}.
      </>
    )
  return (
    <>
      Mon contrat actuel ({name})&nbsp;: <strong>{formatEuros(current.total)}</strong> par an.
    </>
  )
}

/** The current contract's cost line by line: the regulated tariff or a catalogue offer (electricity). */
function currentBreakdown(
  energy: Energy,
  household: Household,
  ranking: OfferRanking,
  offers: readonly OfferView[],
  regulated: RegulatedReference,
): ReactNode {
  const { contract, total } = ranking.current
  if (energy !== 'electricity' || total === null || contract.kind === 'typed') return null
  const offer = contract.kind === 'regulated' ? regulatedTariff(household.option) : offers.find((o) => o.id === contract.offerId)
  if (!offer) return null
  return (
    <CostBreakdownDisclosure
      offer={offer}
      grids={regulated.pastGrids}
      date={ranking.date}
      profile={costProfile(household, energy)}
      label={`Mon contrat actuel (${ranking.current.offerName ?? 'tarif réglementé'})`}
    />
  )
}

/** The electricity or gas comparison: profile, ranked offers with the advice on the options, quick compare, suppliers. */
export function EnergyComparisonPage({ page, regulated }: EnergyComparisonPageProps) {
  const { energy, title, intro, greenByDefault = false } = page
  const search: ComparisonSearch = useSearch({ from: page.path })
  const navigate = useNavigate({ from: page.path })
  /** Merges a change into the address; `replace` for typing, so history keeps one entry per search. */
  const setSearch = (patch: Partial<ComparisonSearch>, options?: { replace?: boolean }) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace ?? false, resetScroll: false })
  const filters = effectiveFilters(search, greenByDefault)
  const household = useMemo(() => householdFromSearch(search), [search])
  const { data } = useSuspenseQuery(offersQuery(energy))
  const other = OTHER_ENERGY_FILTER[energy]
  const postalCode = search.postalCode?.trim() ? search.postalCode.trim() : undefined
  const advice = howToChoose[energy]
  const consumption = energy === 'electricity' ? household.electricityKwh : household.gasKwh
  const gasUse = GAS_USE_KEYS[search.usage_gaz ?? DEFAULT_GAS_USE]
  const gasLevel = useGasLevel(postalCode, regulated.date, energy === 'gas')
  const gasReference = energy === 'gas' ? gasReferenceCost(regulated, gasUse, consumption, askedLevel(gasLevel)) : null
  // Ranking prices and costs every offer for the household, some 50 ms on a slowed phone, and the page
  // renders several times while it loads (hydration, the visitor's day, the deferred parts): it is ranked
  // again only when what it reads changes. The address's search keeps its identity while it is the same.
  const gasTotal = gasReference?.total ?? null
  const ranking = useMemo(
    () => rankOffers({ energy, offers: data.offers, grids: regulated.pastGrids, date: regulated.date, household, gasReference: gasTotal }),
    [energy, data.offers, regulated.pastGrids, regulated.date, household, gasTotal],
  )
  const contractOffers = [...ranking.ranked, ...ranking.others.flatMap((o) => o.ranked)]
    .map((c) => c.offer)
    .concat(ranking.uncosted.map((u) => u.offer))
    .map((offer) => ({
      id: offer.id,
      label: `${offer.supplierName} – ${offer.name}${offer.option ? ` (${OFFER_OPTION_NAMES[offer.option]})` : ''}`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'fr'))
  const contractKey = (energy === 'electricity' ? search.contrat_elec : search.contrat_gaz) ?? REGULATED_CONTRACT
  const group = ranking.option ?? 'gas'
  const regulatedName = energy === 'electricity' ? `que le Tarif Bleu ${OPTION_NAMES[household.option]}` : 'que le prix repère'

  // A figure the visitor changes is theirs, no longer the meter file's: the profile stops saying it is.
  const setProfile = (patch: Partial<HouseholdSearch>) =>
    setSearch(FILE_PROFILE_KEYS.some((key) => key in patch) ? { ...patch, origine: undefined } : patch, { replace: true })

  return (
    <>
      <PageHeader title={title} intro={intro}>
        {postalCode ? (
          <div className={styles.heroBadge}>
            <PostalCodeBadge postalCode={postalCode} onRemove={() => setSearch({ postalCode: undefined })} />
          </div>
        ) : null}
      </PageHeader>
      {/* The comparator aliases show the electricity or gas page: their trail is that page's. */}
      <JsonLd data={breadcrumbList([listPages[energy]])} />

      <Section spacing="compact" aria-label="Offres comparées">
        <Container className={styles.layout}>
          {/* The ranking first: on a phone the profile is one line above it, and the advice on the options
              comes after its first offers. */}
          <div className={styles.rankingLayout}>
            <ProfileDisclosure summary={profileSummary(energy, household)}>
              <EstimatePanel
                energy={energy}
                household={household}
                search={search}
                contractOffers={contractOffers}
                contract={contractKey}
                reference={
                  energy === 'gas' ? (
                    <GasReferenceLinePart
                      cost={gasReference}
                      use={gasUse}
                      kwh={consumption}
                      regulated={regulated}
                      level={gasLevel}
                      failure={() => null}
                    />
                  ) : (
                    referenceLine(regulated, household, ranking)
                  )
                }
                current={currentLine(search, energy, ranking)}
                currentBreakdown={currentBreakdown(energy, household, ranking, data.offers, regulated)}
                {...(energy === 'gas'
                  ? {
                      gasUseField: (
                        <GasUseFieldPart
                          value={search.usage_gaz ?? DEFAULT_GAS_USE}
                          onChange={(usage_gaz) => setSearch({ usage_gaz }, { replace: true })}
                          failure={() => null}
                        />
                      ),
                    }
                  : {})}
                onChange={setProfile}
              />
            </ProfileDisclosure>

            <OfferRankingList
              ranking={ranking}
              household={household}
              energy={energy}
              grids={regulated.pastGrids}
              interlude={
                energy === 'electricity' ? (
                  <OptionAdvicePart household={household} grids={regulated.pastGrids} date={regulated.date} failure={() => null} />
                ) : undefined
              }
            />
          </div>

          {postalCode ? null : <QuickCompareForm energy={energy} />}

          <div>
            <h2 className={styles.listTitle}>Les fournisseurs, du moins cher au plus cher</h2>
            <ComparisonSuppliersPart
              failure={(retry) => (
                <p role="alert" className={styles.listNote}>
                  La liste des fournisseurs n’a pas pu être chargée.{' '}
                  <button type="button" onClick={retry}>
                    Réessayer
                  </button>
                </p>
              )}
              costs={{
                offers: data.offers,
                grids: regulated.pastGrids,
                date: regulated.date,
                household,
                regulatedCost: ranking.regulated[group] ?? null,
                regulatedName,
              }}
              query={LIST_OF_DAY[energy]}
              day=""
              energy={energy}
              search={search.q ?? ''}
              filters={filters}
              availableFilters={['green', 'economical', 'noCommitment', other.filter]}
              filterLabels={{ [other.filter]: other.label }}
              onSearchChange={(text) => setSearch({ q: text === '' ? undefined : text }, { replace: true })}
              onFiltersChange={(next) =>
                setSearch({ filter: undefined, filtres: next.length ? serializeFilters(next) : greenByDefault ? '' : undefined })
              }
              onReset={() => setSearch({ q: undefined, filter: undefined, filtres: greenByDefault ? '' : undefined })}
              note={
                <p className={styles.listNote}>
                  Chaque fournisseur est classé selon le coût annuel de sa moins chère offre{' '}
                  {energy === 'electricity' ? `${OPTION_NAMES[household.option]} ` : ''}pour votre profil, calculé comme le classement des
                  offres ci-dessus. Ceux dont aucune offre n’a de prix complet et confirmé depuis moins de 6&nbsp;mois sont listés à la fin.
                </p>
              }
            />
          </div>

          <ResponsiveDisclosure title={advice.title} className={styles.advice} headingClassName={styles.adviceTitle}>
            <ol className={styles.adviceList}>
              {advice.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
            <p>
              Besoin d’aide pour comparer&nbsp;? <Link to="/rappel">Un conseiller vous rappelle gratuitement</Link>.
            </p>
          </ResponsiveDisclosure>
        </Container>
      </Section>
    </>
  )
}

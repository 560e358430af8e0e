import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import type { SupplierSummary } from '#contract/supplier'
import { formatLongDate, formatMonthYear, formatNumber, numberFormat } from '../../lib/format.ts'
import { baseAt, gasCostReference, type RegulatedReference } from '../../lib/regulated-reference.ts'
import { listPages } from '../../content/page-names.ts'
import { howToChoose } from '../../content/suppliers-page.ts'
import { breadcrumbList } from '../../lib/json-ld.ts'
import { Container, Section } from '../../ui/container.tsx'
import { JsonLd } from '../../ui/json-ld.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { rankByAnnualCost, referenceAnnualCost, type Energy, type RankingKva } from './annual-cost.ts'
import { comparisonListQuery, type ComparisonPageInfo } from './comparison-route.ts'
import { effectiveFilters, profileConsumption, profileKva, type ComparisonSearch } from './comparison-search.ts'
import { costDifferenceLabel, formatYearlyEuros } from './display.ts'
import { EstimatePanel } from './estimate-panel.tsx'
import { PostalCodeBadge, QuickCompareForm } from './quick-compare.tsx'
import { ResponsiveDisclosure } from './responsive-disclosure.tsx'
import { serializeFilters, type SupplierFilter } from './search.ts'
import { SupplierBrowser, type ArrangedSupplier } from './supplier-browser.tsx'
import * as styles from './energy-comparison-page.css.ts'

export type EnergyComparisonPageProps = {
  page: ComparisonPageInfo
  /** The regulated references of the visitor's day (the route picks them by date). */
  regulated: RegulatedReference
}

const OTHER_ENERGY_FILTER: Record<Energy, { filter: SupplierFilter; label: string }> = {
  electricity: { filter: 'gas', label: 'Propose aussi le gaz' },
  gas: { filter: 'electricity', label: 'Propose aussi l’électricité' },
}

const REFERENCE_NAME: Record<Energy, string> = { electricity: 'que le tarif réglementé', gas: 'que le prix repère' }

/** The reference named with the date its figures apply from: never an old figure passed off as today's. */
function referenceName(energy: Energy, regulated: RegulatedReference, kva: RankingKva): string {
  if (energy === 'electricity') {
    const base = baseAt(regulated, kva)
    return base
      ? `tarif réglementé (Tarif Bleu, option Base, ${kva}\u00a0kVA, en vigueur depuis le ${formatLongDate(base.since)})`
      : 'tarif réglementé (Tarif Bleu, option Base\u00a0: non communiqué)'
  }
  const gas = gasCostReference(regulated)
  return gas ? `prix repère du gaz (chauffage) de ${formatMonthYear(gas.month)}` : 'prix repère du gaz (chauffage\u00a0: non communiqué)'
}

/**
 * A newer prix repère kWh price than the month the gas cost uses, given as information with its own
 * month: its subscription is not published, and one cost never mixes two months (decision 0027).
 */
function referenceNote(energy: Energy, regulated: RegulatedReference): string | undefined {
  const newer = energy === 'gas' ? gasCostReference(regulated)?.newerPrice : null
  if (!newer) return undefined
  const price = numberFormat({ minimumFractionDigits: 4, maximumFractionDigits: 5 }).format(newer.pricePerKwh)
  return `Plus récent, le prix repère de ${formatMonthYear(newer.month)} est de ${price}\u00a0€ TTC par kWh (chauffage)\u00a0; son abonnement n’est pas communiqué, il n’entre donc pas dans ce calcul.`
}

/** The electricity or gas comparison: profile, quick compare or postal code, ranked offers, advice. */
export function EnergyComparisonPage({ page, regulated }: EnergyComparisonPageProps) {
  const { energy, title, intro, greenByDefault = false } = page
  const search: ComparisonSearch = useSearch({ from: page.path })
  const navigate = useNavigate({ from: page.path })
  /** Merges a change into the address; `replace` for typing, so history keeps one entry per search. */
  const setSearch = (patch: Partial<ComparisonSearch>, options?: { replace?: boolean }) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace ?? false, resetScroll: false })
  const filters = effectiveFilters(search, greenByDefault)
  const consumption = profileConsumption(energy, search.conso)
  const kva = profileKva(search.kva)
  const other = OTHER_ENERGY_FILTER[energy]
  const postalCode = search.postalCode?.trim() ? search.postalCode.trim() : undefined
  const advice = howToChoose[energy]
  const reference = referenceAnnualCost(energy, consumption, regulated, kva)

  function arrange(matches: SupplierSummary[]): ArrangedSupplier[] {
    const ranking = rankByAnnualCost(matches, energy, consumption, regulated, kva)
    return [
      ...ranking.ranked.map((offer) => ({
        supplier: offer.supplier,
        extra: (
          <div className={styles.cost} data-annual-cost={offer.annualCost.toFixed(2)}>
            <p className={styles.costLine}>
              <span>Coût annuel estimé</span>
              <strong className={styles.costValue}>{formatYearlyEuros(offer.annualCost)}</strong>
            </p>
            {offer.savingEuros === null || offer.savingPercent === null ? null : (
              <p className={offer.savingEuros >= 0 ? styles.cheaper : styles.dearer}>
                {costDifferenceLabel(offer.savingEuros, offer.savingPercent)} {REFERENCE_NAME[energy]}
              </p>
            )}
            {offer.subscriptionEstimated ? (
              <p className={styles.costNote}>Abonnement {kva}&nbsp;kVA estimé d’après le tarif 6&nbsp;kVA du fournisseur.</p>
            ) : null}
          </div>
        ),
      })),
      ...ranking.unranked.map((supplier) => ({
        supplier,
        extra: (
          <p className={styles.costNote} data-annual-cost="">
            Coût annuel non estimé&nbsp;: prix du kWh ou abonnement non communiqué.
          </p>
        ),
      })),
    ]
  }

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
          <div className={postalCode ? styles.panelsSingle : styles.panels}>
            <EstimatePanel
              energy={energy}
              consumption={consumption}
              kva={kva}
              reference={reference}
              referenceName={referenceName(energy, regulated, kva)}
              referenceNote={referenceNote(energy, regulated)}
              onConsumptionChange={(kwh) => setSearch({ conso: kwh }, { replace: true })}
              onKvaChange={(value: RankingKva) => setSearch({ kva: value }, { replace: true })}
            />
            {postalCode ? null : <QuickCompareForm energy={energy} />}
          </div>

          <div>
            <h2 className={styles.listTitle}>Les offres, de la moins chère à la plus chère</h2>
            <SupplierBrowser
              query={comparisonListQuery(energy)}
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
              arrange={arrange}
              note={
                <p className={styles.listNote}>
                  Classement selon le coût annuel estimé pour {energy === 'electricity' ? `${formatNumber(consumption)}\u00a0kWh et ${kva}\u00a0kVA` : `${formatNumber(consumption)}\u00a0kWh`}. Les offres dont le prix ou l’abonnement
                  n’est pas communiqué sont listées à la fin.
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

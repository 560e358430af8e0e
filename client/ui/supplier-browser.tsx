import type { UseSuspenseQueryOptions } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Check, RotateCcw, Search, SlidersHorizontal, ChevronDown } from 'lucide'
import type { Energy } from '#contract/offers'
import type { SupplierSummary } from '#contract/supplier'
import { HydrateWhenNear } from '../lib/hydrate-when-near.tsx'
import { offerItemList } from '../lib/structured-data.ts'
import { useHydrated } from '../lib/use-hydrated.ts'
import { useIsMobile } from '../lib/use-media-query.ts'
import { useVisitorDate } from '../lib/use-visitor-date.ts'
import { useVisitorDayQuery } from '../lib/use-visitor-day-query.ts'
import { Button } from './button.tsx'
import { JsonLd } from './json-ld-script.tsx'
import { QueryBoundary } from './query-boundary.tsx'
import { TextInput } from './text-input.tsx'
import { SUPPLIER_FILTERS, type SupplierFilter } from '../lib/supplier-filters.ts'
import { FILTER_LABELS, filterSuppliers, hasCriteria, resultCountLabel, toggleFilter, visibleSuppliers } from '../lib/supplier-search.ts'
import { isListedOn } from '../lib/supplier-display.ts'
import type { CardHeadlines } from './headline-figures.tsx'
import { SupplierCard, SupplierCardSkeleton } from './supplier-card.tsx'
import * as styles from './supplier-browser.css.ts'
import { Icon } from './icon.tsx'

/** Any of the catalogue's supplier lists, as its feature's `queryOptions` gives it: the browser reads the one it is handed. */
type ListQuery = UseSuspenseQueryOptions<SupplierSummary[], Error, SupplierSummary[], string[]>

/** A list for a day: the browser shows the day its route loaded, then the visitor's (useVisitorDayQuery). */
type ListOfDay = (day: string) => ListQuery

export type ArrangedSupplier = {
  supplier: SupplierSummary
  extra?: ReactNode
  /** The page's own headlines for its profile, and that profile as the card names it. */
  headlines?: CardHeadlines
  basis?: Partial<Record<Energy, string>>
  /** The day those headlines are priced for. */
  day?: string
  /** The page costs current offers only (SupplierCard). */
  costsCurrentOnly?: boolean
}

export type SupplierBrowserProps = {
  /** The list to browse, by day; the route's loader has started `day`'s, the results wait for it. A module-level function: its identity must not change. */
  query: ListOfDay
  /** The day the route's loader asked the list for. */
  day: string
  search: string
  filters: readonly SupplierFilter[]
  /** Quick filters offered, in this order. Default all five. */
  availableFilters?: readonly SupplierFilter[]
  /** Label of a filter when the page's context changes its meaning (e.g. "Propose aussi le gaz"). */
  filterLabels?: Partial<Record<SupplierFilter, string>>
  onSearchChange: (search: string) => void
  onFiltersChange: (filters: SupplierFilter[]) => void
  onReset: () => void
  /** Cards shown before "Voir tous les fournisseurs" when no criterion is active; none when omitted. */
  limit?: number
  /** Orders the matches and adds a block to each card (the cost ranking). */
  arrange?: (matches: SupplierSummary[]) => ArrangedSupplier[]
  energy?: Energy
  /** Shown between the controls and the grid (e.g. how the order is computed). */
  note?: ReactNode
  /**
   * The cards sit far below the page's first screen (a comparison page, under its ranking): they stay the
   * server's HTML until they come near. Where they open the page, they hydrate with it.
   */
  cardsWaitUntilNear?: boolean
}

/** Search, quick filters, the result count (announced politely), the card grid and its empty states. */
export function SupplierBrowser({
  query,
  day,
  search,
  filters,
  availableFilters = SUPPLIER_FILTERS,
  filterLabels,
  onSearchChange,
  onFiltersChange,
  onReset,
  limit,
  arrange,
  energy,
  note,
  cardsWaitUntilNear = false,
}: SupplierBrowserProps) {
  const searchId = useId()
  const panelId = useId()
  const [panelOpen, setPanelOpen] = useState(false)
  const [text, setText] = useState(search)
  const hydrated = useHydrated()
  // The URL follows the input, one render late; only a change from elsewhere (back, reset) is copied in.
  const lastSent = useRef(search)
  useEffect(() => {
    if (search !== lastSent.current) {
      lastSent.current = search
      setText(search)
    }
  }, [search])

  const criteria = hasCriteria(text, filters)
  // Inside the results' states, which set the count line; their state lives here, so they survive a swap.
  const controls = (status: string) => (
    <div className={styles.controls}>
      <div className={styles.searchRow}>
        <label htmlFor={searchId} className={styles.searchLabel}>
          Rechercher un fournisseur
        </label>
        <div className={styles.searchBox}>
          <Icon icon={Search} size="md" className={styles.searchIcon} />
          <TextInput
            id={searchId}
            type="search"
            value={text}
            placeholder="Nom, mot-clé, « gaz »…"
            autoComplete="off"
            disabled={!hydrated}
            className={styles.searchInput}
            onChange={(event) => {
              const value = event.target.value
              setText(value)
              lastSent.current = value
              onSearchChange(value)
            }}
          />
        </div>
      </div>

      {/* Phones only (CSS): decided by the viewport, not by script, so the prerendered page does not
              shift once the app starts. */}
      <div className={styles.panelToggleBox}>
        <Button
          tone="secondary"
          aria-expanded={panelOpen}
          aria-controls={panelId}
          disabled={!hydrated}
          onClick={() => setPanelOpen((value) => !value)}
        >
          <Icon icon={SlidersHorizontal} size="sm" className={styles.toggleIcon} />
          Filtres{filters.length > 0 ? ` (${filters.length})` : ''}
          <Icon icon={ChevronDown} size="sm" className={styles.toggleChevron} data-open={panelOpen} />
        </Button>
      </div>

      <div id={panelId} data-open={panelOpen} className={styles.panel}>
        {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons read as one named group, not form fields; a fieldset would add a frame and a legend the row has no room for. */}
        <div role="group" aria-label="Filtres rapides" className={styles.filters}>
          {availableFilters.map((filter) => {
            const pressed = filters.includes(filter)
            return (
              <button
                key={filter}
                type="button"
                aria-pressed={pressed}
                disabled={!hydrated}
                className={styles.chip}
                onClick={() => onFiltersChange(toggleFilter(filters, filter))}
              >
                {pressed ? <Icon icon={Check} size="sm" /> : null}
                {filterLabels?.[filter] ?? FILTER_LABELS[filter]}
              </button>
            )
          })}
        </div>
      </div>

      <div className={styles.statusRow}>
        <p role="status" aria-live="polite" className={styles.count}>
          {status}
        </p>
        {criteria ? (
          <Button tone="ghost" size="sm" onClick={onReset}>
            <Icon icon={RotateCcw} size="sm" className={styles.toggleIcon} />
            Réinitialiser
          </Button>
        ) : null}
      </div>
    </div>
  )

  const frame: FrameProps = { controls, note }

  return (
    <div className={styles.browser}>
      <QueryBoundary
        pending={
          <ResultsFrame status="Chargement des fournisseurs…" {...frame}>
            <SkeletonGrid />
          </ResultsFrame>
        }
        failure={(retry) => (
          <ResultsFrame status="" {...frame}>
            <div className={styles.empty} role="alert">
              <p className={styles.emptyTitle}>Impossible de charger les fournisseurs.</p>
              <p>Vérifiez votre connexion puis réessayez.</p>
              <Button onClick={retry}>Réessayer</Button>
            </div>
          </ResultsFrame>
        )}
      >
        <Results
          query={query}
          day={day}
          text={text}
          filters={filters}
          criteria={criteria}
          onReset={onReset}
          limit={limit}
          arrange={arrange}
          energy={energy}
          frame={frame}
          cardsWaitUntilNear={cardsWaitUntilNear}
        />
      </QueryBoundary>
    </div>
  )
}

type FrameProps = { controls: (status: string) => ReactNode; note: ReactNode }

/** The controls with the result count (announced politely) and the note above the results, in any state. */
function ResultsFrame({ status, controls, note, children }: FrameProps & { status: string; children: ReactNode }) {
  return (
    <>
      {controls(status)}
      {note}
      {children}
    </>
  )
}

/** The loading grid's places: a fixed set, so each placeholder keeps its place when the width changes. */
const SKELETON_SLOTS = ['a', 'b', 'c', 'd', 'e', 'f'] as const

function SkeletonGrid() {
  const isMobile = useIsMobile()
  return (
    <ul className={styles.grid} aria-hidden="true">
      {SKELETON_SLOTS.slice(0, isMobile ? 3 : 6).map((slot) => (
        <li key={slot} className={styles.item}>
          <SupplierCardSkeleton />
        </li>
      ))}
    </ul>
  )
}

/** The matching cards, in the page's order, and their empty states. */
function Results({
  query,
  day,
  text,
  filters,
  criteria,
  onReset,
  limit,
  arrange,
  energy,
  frame,
  cardsWaitUntilNear,
}: {
  query: ListOfDay
  day: string
  text: string
  filters: readonly SupplierFilter[]
  criteria: boolean
  onReset: () => void
  limit: number | undefined
  arrange: SupplierBrowserProps['arrange']
  energy: Energy | undefined
  frame: FrameProps
  cardsWaitUntilNear: boolean
}) {
  const derived = useVisitorDayQuery(day, query)
  const visitorDate = useVisitorDate('')
  const suppliers = derived.filter((supplier) => isListedOn(supplier, visitorDate))
  const gridRef = useRef<HTMLUListElement>(null)
  const [showAll, setShowAll] = useState(false)
  const matches = filterSuppliers(suppliers, text, filters)
  const arranged: ArrangedSupplier[] = arrange ? arrange(matches) : matches.map((supplier) => ({ supplier }))
  const visible = visibleSuppliers(arranged, { criteria, showAll, limit })
  const hiddenCount = arranged.length - visible.length

  function revealAll() {
    const firstNew = visible.length
    setShowAll(true)
    // The button disappears: move focus to the first card it revealed.
    requestAnimationFrame(() => {
      gridRef.current?.children[firstNew]?.querySelector<HTMLElement>('a[href]')?.focus()
    })
  }

  const grid = (
    <ul ref={gridRef} className={styles.grid}>
      {visible.map(({ supplier, extra, ...priced }) => (
        <li key={supplier.id} className={styles.item}>
          {/* The arranged supplier's headlines, basis, day and costing are the card's props of those names. */}
          <SupplierCard supplier={supplier} energy={energy} {...priced}>
            {extra}
          </SupplierCard>
        </li>
      ))}
    </ul>
  )

  return (
    <ResultsFrame status={resultCountLabel(matches.length)} {...frame}>
      {visible.length === 0 ? (
        criteria ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>Aucun fournisseur trouvé</p>
            <p>Essayez un autre mot-clé ou retirez un filtre pour élargir la recherche.</p>
            <Button tone="secondary" onClick={onReset}>
              Réinitialiser la recherche et les filtres
            </Button>
          </div>
        ) : (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>Aucun fournisseur disponible pour le moment</p>
            <p>Notre catalogue est en cours de mise à jour. Revenez un peu plus tard.</p>
          </div>
        )
      ) : (
        <>
          {cardsWaitUntilNear ? (
            // The controls above are outside, usable at once; a search typed meanwhile reaches the cards as new props.
            <HydrateWhenNear selector={`ul.${styles.grid}`}>{grid}</HydrateWhenNear>
          ) : (
            grid
          )}
          {/* Every offer of the list, in its order, including those behind « Voir tous les fournisseurs ». */}
          <JsonLd
            data={offerItemList(
              arranged.map((entry) => entry.supplier),
              energy,
            )}
          />
          {hiddenCount > 0 ? (
            <div className={styles.more}>
              <Button tone="secondary" size="lg" onClick={revealAll}>
                Voir tous les fournisseurs ({arranged.length})
              </Button>
            </div>
          ) : null}
        </>
      )}
    </ResultsFrame>
  )
}

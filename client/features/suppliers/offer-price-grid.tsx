import type { ReactNode } from 'react'
import { ChevronDown } from 'lucide'
import type { PricedRow } from '#contract/offers'
import type { Staleness } from '#contract/offer-freshness'
import { formatLongDate, formatNumber } from '../../lib/format.ts'
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx'
import { Icon } from '../../ui/icon.tsx'
import { srOnly } from '../../ui/visually-hidden.css.ts'
import type { GridOrigin, OfferGridTable } from './offer-grid-table.ts'
import { formatPercent } from './plan-display.ts'
import * as styles from './offer-price-grid.css.ts'

type Priced = Extract<OfferGridTable, { status: 'priced' }>

/** The offer the grid belongs to: its name and what it is (« option Base », « gaz naturel »), as its list item says. */
export type GridOffer = { name: string; kind: string; energy: 'electricity' | 'gas' }

const powerKey = (row: PricedRow) => String(row.kva)

function columns(table: Priced, energy: GridOffer['energy']): DataTableColumn<PricedRow>[] {
  // Gas has one row, its meter power a convention of the catalogue: it is not shown as a power.
  const first: DataTableColumn<PricedRow> =
    energy === 'gas'
      ? { key: 'energy', header: 'Énergie', cell: () => 'Gaz naturel', rowHeader: true }
      : {
          key: 'kva',
          // « kVA » alone on screen: « Puissance » was the widest header, and HP/HC then fits a phone unscrolled.
          header: (
            <>
              <span className={srOnly}>Puissance en </span>kVA
            </>
          ),
          cell: (row) => row.kva,
          rowHeader: true,
          numeric: true,
        }
  return [
    first,
    { key: 'subscription', header: 'Abonnement (€/mois)', cell: (row) => formatNumber(row.subscriptionPerMonth, 2), numeric: true },
    ...table.periods.map(
      (period): DataTableColumn<PricedRow> => ({
        key: period.key,
        // The unit once in the note under the table, not in every header: six periods then fit a
        // desktop's column; a screen reader still hears it with each price.
        header: (
          <>
            {period.name}
            <span className={srOnly}> (€/kWh)</span>
          </>
        ),
        // A period a row lacks is left empty, never filled from another power.
        cell: (row) => {
          const price = row.pricesPerKwh[period.key]
          return price === undefined ? '—' : formatNumber(price, 4)
        },
        numeric: true,
      }),
    ),
  ]
}

function StaleMark({ staleness }: { staleness: Staleness }) {
  if (!staleness.stale) return null
  return (
    <>
      {' '}
      <span className={styles.stale}>
        {staleness.reason === 'old'
          ? 'Prix non confirmés depuis plus de 6\u00a0mois'
          : 'Prix non confirmés\u00a0: grille du tarif réglementé remplacée depuis'}
      </span>
    </>
  )
}

function discountRule(origin: Extract<GridOrigin, { kind: 'regulated' }>): string {
  const { kwhDiscountPercent: kwh, subscriptionDiscountPercent: sub } = origin
  if (kwh === 0 && sub === 0) return 'les prix du tarif réglementé (Tarif Bleu), sans remise'
  const parts = [
    kwh > 0 ? `${formatPercent(kwh)} sur le prix du kWh hors taxes` : '',
    sub > 0 ? `${formatPercent(sub)} sur l’abonnement hors taxes` : '',
  ].filter(Boolean)
  return `le tarif réglementé (Tarif Bleu) moins ${parts.join(' et ')}`
}

/** The dates, rule and source of the figures, above the table: what makes them checkable. */
function Provenance({ origin, staleness }: { origin: GridOrigin; staleness: Staleness }) {
  if (origin.kind === 'regulated')
    return (
      <>
        <p className={styles.line}>
          Règle de prix&nbsp;: {discountRule(origin)}. Prix calculés sur la grille du tarif réglementé en vigueur depuis le{' '}
          {formatLongDate(origin.gridFrom)}
          <StaleMark staleness={staleness} />
        </p>
        <p className={styles.source}>
          Source&nbsp;: {origin.source.publisher}. {origin.source.reference}
        </p>
      </>
    )
  const { source } = origin
  return (
    <>
      <p className={styles.line}>
        Prix relevés le {formatLongDate(origin.checkedAt)}
        {origin.kind === 'ownGrid' ? `, grille en vigueur depuis le ${formatLongDate(origin.validFrom)}` : ''}
        <StaleMark staleness={staleness} />
      </p>
      {origin.kind === 'ownGrid' && origin.rule ? (
        <p className={styles.line}>Règle de prix (selon la source)&nbsp;: {origin.rule}</p>
      ) : null}
      <p className={styles.source}>Source&nbsp;: {source.url ? <a href={source.url}>{source.title}</a> : source.title}</p>
    </>
  )
}

function tableNote(table: Priced): ReactNode {
  const note = table.origin.kind === 'ownGrid' ? table.origin.note : undefined
  const lines = ['Prix du kWh en euros.', table.abbreviations.length > 0 ? `${table.abbreviations.join('\u00a0; ')}.` : '', note ?? '']
  return <span className={styles.note}>{lines.filter(Boolean).join(' ')}</span>
}

/**
 * One offer's prices on the visitor's day: where they come from and when they were read, then the grid
 * by meter power behind a native disclosure (a supplier has up to twenty offers of eight powers each),
 * or the reason it has none.
 */
export function OfferPriceGrid({ offer, table }: { offer: GridOffer; table: OfferGridTable }) {
  if (table.status === 'unpriced')
    return (
      <p className={styles.unpriced}>
        <strong>Prix non relevés</strong>&nbsp;: {table.reason}
      </p>
    )
  const gas = offer.energy === 'gas'
  return (
    <div className={styles.block}>
      <Provenance origin={table.origin} staleness={table.staleness} />
      <details className={styles.disclosure}>
        <summary className={styles.summary}>
          {gas ? 'Voir les prix' : 'Voir la grille par puissance'}
          <span className={srOnly}>
            {' '}
            de l’offre {offer.name} ({offer.kind})
          </span>
          <Icon icon={ChevronDown} size="sm" className={styles.chevron} />
        </summary>
        <DataTable
          className={styles.table}
          caption={`${offer.name}, ${offer.kind}\u00a0: prix TTC${gas ? '' : ' par puissance'}`}
          columns={columns(table, offer.energy)}
          rows={table.rows}
          rowKey={powerKey}
          note={tableNote(table)}
        />
      </details>
    </div>
  )
}

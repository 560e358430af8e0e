import { formatLongDate, amountCell, offerKwhCell } from '../../lib/format.ts'
import { Button } from '../../ui/button.tsx'
import { Skeleton } from '../../ui/card.tsx'
import { VisuallyHidden } from '../../ui/visually-hidden.tsx'
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx'
import { checkedDates, type MarketOfferRow } from './market-offer-rows.ts'
import * as styles from './market-offers-table.css.ts'

export type MarketOffersTableProps = {
  caption: string
  /** What the "Évolution" column says for each catalogue price type. */
  evolutionLabels: Readonly<Partial<Record<MarketOfferRow['priceType'], string>>>
  rows: readonly MarketOfferRow[]
  /** Said in the table when the catalogue has no offer of this kind. */
  emptyMessage: string
  /** What the figures are (option, power), said before the dates. */
  basis: string
}

const SKELETON_ROWS = 3

function checkedNote(rows: readonly MarketOfferRow[]): string | undefined {
  const dates = checkedDates(rows)
  const first = dates[0]
  const last = dates[dates.length - 1]
  if (!first || !last) return undefined
  return first === last
    ? `Prix relevés le ${formatLongDate(first)}.`
    : `Prix relevés entre le ${formatLongDate(first)} et le ${formatLongDate(last)}, selon le fournisseur.`
}

function columnsOf(evolutionLabels: MarketOffersTableProps['evolutionLabels']): DataTableColumn<MarketOfferRow>[] {
  return [
    { key: 'supplier', header: 'Fournisseur', cell: (row) => row.supplier, rowHeader: true },
    { key: 'offer', header: 'Offre', cell: (row) => row.offer },
    { key: 'evolution', header: 'Évolution', cell: (row) => evolutionLabels[row.priceType] ?? row.priceType },
    { key: 'subscription', header: 'Abonnement (€ TTC/mois)', cell: (row) => amountCell(row.monthlySubscription), numeric: true },
    { key: 'price', header: 'Prix du kWh (€ TTC)', cell: (row) => offerKwhCell(row.pricePerKwh), numeric: true },
  ]
}

/** A table of catalogue offers (Base, 6 kVA), or its empty state. */
export function MarketOffersTable({ caption, evolutionLabels, rows, emptyMessage, basis }: MarketOffersTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={columnsOf(evolutionLabels)}
      rows={rows}
      rowKey={(row) => String(row.supplierId)}
      busy={false}
      empty={emptyMessage}
      note={[basis, checkedNote(rows)].filter(Boolean).join(' ')}
    />
  )
}

/** The table's frame with skeleton rows, while the catalogue loads. */
export function MarketOffersTableSkeleton({ caption, evolutionLabels, emptyMessage, basis }: Omit<MarketOffersTableProps, 'rows'>) {
  const columns = columnsOf(evolutionLabels)
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={[]}
      rowKey={(row) => String(row.supplierId)}
      busy
      empty={emptyMessage}
      body={Array.from({ length: SKELETON_ROWS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows that never move.
        <tr key={index}>
          {columns.map((column) => (
            <td key={column.key}>
              {index === 0 && column.key === 'supplier' ? <VisuallyHidden>Chargement des offres…</VisuallyHidden> : null}
              <Skeleton />
            </td>
          ))}
        </tr>
      ))}
      note={basis}
    />
  )
}

/** Said in the table's place when the catalogue could not be loaded. */
export function MarketOffersTableFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p>Impossible de charger les offres du comparateur pour le moment.</p>
      <Button tone="secondary" size="sm" onClick={onRetry}>
        Réessayer
      </Button>
    </div>
  )
}

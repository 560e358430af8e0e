import type { BaseGrid, HpHcGrid } from '#contract/regulated-tariffs'
import { formatLongDate, amountCell, kwhCell } from '../../lib/format.ts'
import { REFERENCE_KVA, rowAt, type RegulatedReference } from '../../lib/regulated-reference.ts'
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx'

/** One row per grid date: the options that changed that day, side by side. */
type HistoryRow = { from: string; to: string | null; base?: BaseGrid; hphc?: HpHcGrid }

function historyRows(reference: RegulatedReference): HistoryRow[] {
  const rows = new Map<string, HistoryRow>()
  for (const grid of reference.pastGrids) {
    const row = rows.get(grid.effectiveFrom) ?? { from: grid.effectiveFrom, to: grid.effectiveTo }
    if (grid.option === 'base') row.base = grid
    if (grid.option === 'hphc') row.hphc = grid
    rows.set(grid.effectiveFrom, row)
  }
  return [...rows.values()]
}

const historyColumns: DataTableColumn<HistoryRow>[] = [
  {
    key: 'from',
    header: 'En vigueur',
    cell: (row) => (
      <>
        du <time dateTime={row.from}>{formatLongDate(row.from)}</time>
      </>
    ),
    rowHeader: true,
  },
  { key: 'to', header: 'Jusqu’au', cell: (row) => (row.to ? formatLongDate(addDays(row.to, -1)) : 'en vigueur') },
  {
    key: 'base',
    header: `Base (€/kWh, ${REFERENCE_KVA} kVA)`,
    cell: (row) => kwhCell(rowAt(row.base ?? null, REFERENCE_KVA)?.pricesPerKwh.base.ttc),
    numeric: true,
  },
  {
    key: 'subscription',
    header: `Abonnement Base ${REFERENCE_KVA} kVA (€/mois)`,
    cell: (row) => amountCell(rowAt(row.base ?? null, REFERENCE_KVA)?.subscriptionPerMonthTtc),
    numeric: true,
  },
  {
    key: 'hp',
    header: 'Heures pleines (€/kWh)',
    cell: (row) => kwhCell(rowAt(row.hphc ?? null, REFERENCE_KVA)?.pricesPerKwh.peak.ttc),
    numeric: true,
  },
  {
    key: 'hc',
    header: 'Heures creuses (€/kWh)',
    cell: (row) => kwhCell(rowAt(row.hphc ?? null, REFERENCE_KVA)?.pricesPerKwh.offPeak.ttc),
    numeric: true,
  },
]

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The regulated tariff's past grids up to the reference's date, at the reference power, one row per date. */
export function RegulatedHistoryTable({ reference, caption }: { reference: RegulatedReference; caption: string }) {
  return <DataTable caption={caption} columns={historyColumns} rows={historyRows(reference)} rowKey={(row) => row.from} />
}

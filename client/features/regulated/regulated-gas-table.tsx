import type { GasReferenceMonth, GasUse, GasUsePrice } from '#contract/regulated-tariffs'
import { GAS_USES } from '#contract/regulated-dates'
import { amountCell, kwhCell } from '../../lib/format.ts'
import { sourceLine } from './regulated-tariff-copy.ts'
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx'

const GAS_USE_LABELS: Record<GasUse, string> = { cooking: 'Cuisson', cookingAndHotWater: 'Cuisson et eau chaude', heating: 'Chauffage' }
type GasRow = { use: GasUse; price: GasUsePrice | null }
const gasColumns: DataTableColumn<GasRow>[] = [
  { key: 'usage', header: 'Usage', cell: (row) => GAS_USE_LABELS[row.use], rowHeader: true },
  { key: 'price', header: 'Prix du kWh (€ TTC)', cell: (row) => kwhCell(row.price?.pricePerKwh.ttc), numeric: true },
  { key: 'subscription', header: 'Abonnement (€ TTC/an)', cell: (row) => amountCell(row.price?.subscriptionPerYear.ttc), numeric: true },
]

/** The gas prix repère of a month, one row per use, with its source under it. */
export function GasPriceTable({ gasMonth, caption }: { gasMonth: GasReferenceMonth; caption: string }) {
  const rows: GasRow[] = GAS_USES.map((use) => ({ use, price: gasMonth.uses[use] ?? null }))
  return <DataTable caption={caption} columns={gasColumns} rows={rows} rowKey={(row) => row.use} note={sourceLine(gasMonth.source)} />
}

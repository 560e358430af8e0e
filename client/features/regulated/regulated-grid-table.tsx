import type { BaseGrid, HpHcGrid, RegulatedGrid, TempoGrid } from '#contract/regulated-tariffs'
import { amountCell, kwhCell } from '../../lib/format.ts'
import { sourceLine } from './regulated-tariff-copy.ts'
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx'
import * as page from '../../ui/editorial-page.css.ts'

type Row<G extends RegulatedGrid> = G['powers'][number]

function powerColumn<G extends RegulatedGrid>(): DataTableColumn<Row<G>> {
  return { key: 'kva', header: 'Puissance (kVA)', cell: (row) => row.kva, rowHeader: true, numeric: true }
}
function subscriptionColumn<G extends RegulatedGrid>(): DataTableColumn<Row<G>> {
  return { key: 'subscription', header: 'Abonnement (€ TTC/mois)', cell: (row) => amountCell(row.subscriptionPerMonthTtc), numeric: true }
}

export const baseColumns: DataTableColumn<Row<BaseGrid>>[] = [
  powerColumn(),
  subscriptionColumn(),
  { key: 'price', header: 'Prix du kWh (€ TTC)', cell: (row) => kwhCell(row.pricesPerKwh.base.ttc), numeric: true },
]

export const hpHcColumns: DataTableColumn<Row<HpHcGrid>>[] = [
  powerColumn(),
  subscriptionColumn(),
  { key: 'hp', header: 'Heures pleines (€/kWh)', cell: (row) => kwhCell(row.pricesPerKwh.peak.ttc), numeric: true },
  { key: 'hc', header: 'Heures creuses (€/kWh)', cell: (row) => kwhCell(row.pricesPerKwh.offPeak.ttc), numeric: true },
]

const TEMPO_PERIODS = [
  ['bluePeak', 'Bleu HP'],
  ['blueOffPeak', 'Bleu HC'],
  ['whitePeak', 'Blanc HP'],
  ['whiteOffPeak', 'Blanc HC'],
  ['redPeak', 'Rouge HP'],
  ['redOffPeak', 'Rouge HC'],
] as const

export const tempoColumns: DataTableColumn<Row<TempoGrid>>[] = [
  powerColumn(),
  subscriptionColumn(),
  ...TEMPO_PERIODS.map(
    ([period, label]): DataTableColumn<Row<TempoGrid>> => ({
      key: period,
      header: `${label} (€/kWh)`,
      cell: (row) => kwhCell(row.pricesPerKwh[period].ttc),
      numeric: true,
    }),
  ),
]

const powerKey = (row: { kva: number }) => String(row.kva)

/** A grid's table with its source under it, or a line saying no grid of that option is known. */
export function GridTable<G extends RegulatedGrid>({
  grid,
  caption,
  columns,
}: {
  grid: G | null
  caption: string
  columns: DataTableColumn<Row<G>>[]
}) {
  if (!grid) return <p className={page.text}>Grille non communiquée.</p>
  return <DataTable caption={caption} columns={columns} rows={grid.powers as Row<G>[]} rowKey={powerKey} note={sourceLine(grid.source)} />
}

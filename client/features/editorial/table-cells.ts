import { formatNumber } from '../../lib/format.ts'

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/**
 * A price per kWh in a tariff table: 4 decimals with a comma ("0,1234"), the unit being in the column
 * header; "N/A" when the figure is missing.
 */
export function formatKwhCell(value: unknown): string {
  return isNumber(value) ? formatNumber(value, 4) : 'N/A'
}

/** A monthly or yearly amount in a tariff table: 2 decimals ("13,72"), or "N/A". */
export function formatAmountCell(value: unknown): string {
  return isNumber(value) ? formatNumber(value, 2) : 'N/A'
}

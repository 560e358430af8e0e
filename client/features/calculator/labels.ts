import { formatNumber } from '../../lib/format.ts'

/** « 1 occupant », « 2 occupants » (singular for 1, plural above). */
export function occupantsLabel(occupants: number): string {
  return `${formatNumber(occupants)} occupant${occupants > 1 ? 's' : ''}`
}

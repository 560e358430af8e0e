/**
 * Reading the commune → price level table for one day, without zod (the gas page reads its answer in
 * the browser). Nothing here reads a clock.
 */

/** Five digits, as every French postal code (Corsica included: 20000–20620). */
export const POSTAL_CODE_PATTERN = /^[0-9]{5}$/

export interface CommuneLevel {
  inseeCode: string
  commune: string
  postalCode: string
  level: number
  from: string
  source: string
}

/** Each commune of the rows at the level in force on `day`: its newest row that has started. */
export function communesInForce<T extends CommuneLevel>(rows: readonly T[], day: string): T[] {
  const newest = new Map<string, T>()
  for (const row of rows) {
    if (row.from > day) continue
    const key = `${row.inseeCode}|${row.postalCode}`
    const kept = newest.get(key)
    if (!kept || kept.from < row.from) newest.set(key, row)
  }
  return [...newest.values()].sort((a, b) => a.commune.localeCompare(b.commune, 'fr') || a.inseeCode.localeCompare(b.inseeCode))
}

/** What a postal code tells about the household's price level. */
export type HouseholdLevel =
  | { kind: 'no-table' }
  | { kind: 'unknown-postal-code' }
  | { kind: 'one'; level: number; communes: string[] }
  | { kind: 'several'; levels: { level: number; communes: string[] }[] }

export function householdLevel(answer: { tableImported: boolean; communes: readonly CommuneLevel[] }): HouseholdLevel {
  if (!answer.tableImported) return { kind: 'no-table' }
  if (answer.communes.length === 0) return { kind: 'unknown-postal-code' }
  const byLevel = new Map<number, string[]>()
  for (const c of answer.communes) byLevel.set(c.level, [...(byLevel.get(c.level) ?? []), c.commune])
  const levels = [...byLevel].sort(([a], [b]) => a - b).map(([level, communes]) => ({ level, communes }))
  const [only] = levels
  return levels.length === 1 && only ? { kind: 'one', ...only } : { kind: 'several', levels }
}

/** A path id is a positive integer written plainly: "19", not "019", "1.0", "-1" or "1e3". */
export function parsePositiveId(raw: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : null
}

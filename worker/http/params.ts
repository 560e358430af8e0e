import { POSITIVE_ID_PATTERN } from '#contract/common'

/** A path id is a positive integer written plainly: "19", not "019", "1.0", "-1" or "1e3". */
export function parsePositiveId(raw: string): number | null {
  if (!POSITIVE_ID_PATTERN.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : null
}

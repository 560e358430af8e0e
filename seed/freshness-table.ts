import type { Offer } from '#contract/offers'
import { isCurrentOffer } from '#contract/offer-dates'
import { checkedAtOn, offerStaleness, regulatedGridStart, STALE_AFTER_MONTHS } from '#contract/offer-freshness'
import type { RegulatedGrid } from '#contract/regulated-tariffs'
import type { SupplierProfile } from '#contract/supplier'

/**
 * The freshness table `npm run seed` prints, per supplier: its current offers, how many are stale on the
 * seed day (docs/decisions/0055), the newest day a source showed one of its grids as current, and that
 * day's age. `npm run seed -- --strict` fails when any current offer is stale.
 */
export interface FreshnessRow {
  supplier: string
  offers: number
  stale: number
  newestCheck: string
  ageDays: number
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

export function freshnessRows(
  profiles: readonly SupplierProfile[],
  offers: readonly Offer[],
  grids: readonly RegulatedGrid[],
  date: string,
): FreshnessRow[] {
  const regulatedFrom = regulatedGridStart(grids, date)
  return profiles.flatMap((profile) => {
    const current = offers.filter((o) => o.supplierId === profile.id && isCurrentOffer(o, date))
    if (current.length === 0) return []
    const newestCheck = current
      .map((o) => checkedAtOn(o, date))
      .sort()
      .at(-1) as string
    return [
      {
        supplier: profile.name,
        offers: current.length,
        stale: current.filter((o) => offerStaleness(o, date, regulatedFrom).stale).length,
        newestCheck,
        ageDays: daysBetween(newestCheck, date),
      },
    ]
  })
}

/** The table as printed, aligned for a terminal. */
export function formatFreshnessTable(rows: readonly FreshnessRow[], date: string): string[] {
  const header = ['supplier', 'offers', 'stale', 'newest check', 'age']
  const cells = rows.map((r) => [r.supplier, String(r.offers), String(r.stale), r.newestCheck, `${r.ageDays} d`])
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)))
  const line = (c: readonly string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0))).join('  ')
  const stale = rows.reduce((n, r) => n + r.stale, 0)
  const total = rows.reduce((n, r) => n + r.offers, 0)
  return [
    `Offer freshness on ${date} (stale: checked more than ${STALE_AFTER_MONTHS} months before, or indexed on a replaced regulated grid):`,
    line(header),
    ...cells.map(line),
    `${stale} of ${total} current offer(s) stale.`,
  ]
}

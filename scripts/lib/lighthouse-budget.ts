/**
 * The site's Lighthouse thresholds (mobile preset, median of 3 runs): near-perfect performance and full
 * marks elsewhere, because most visitors come on a phone and a comparator that stutters loses them.
 */
export const THRESHOLDS = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
  maxCls: 0.02,
} as const

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

/** The part of a Lighthouse result (LHR) this project reads. */
export interface RunSummary {
  scores: Record<Category, number | null>
  audits: Record<string, { title: string; score: number | null; numericValue?: number; scoreDisplayMode?: string }>
}

const numeric = (run: RunSummary, audit: string) => run.audits[audit]?.numericValue ?? Number.NaN

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/**
 * Lighthouse's own rule (core/lib/median-run.js): among the valid runs, the one closest to the median
 * first contentful paint and the median time to interactive, by Euclidean distance.
 */
export function medianRun<T extends RunSummary>(allRuns: readonly T[]): T {
  if (allRuns.length === 0) throw new Error('No Lighthouse run to choose from')
  // Like Lighthouse's filterToValidRuns: a run that could not measure its paint or interactivity (a
  // runtime error, NO_LCP) is left out, unless no run could.
  const valid = allRuns.filter(
    (run) => Number.isFinite(numeric(run, 'first-contentful-paint')) && Number.isFinite(numeric(run, 'interactive')),
  )
  const runs = valid.length > 0 ? valid : allRuns
  const fcp = median(runs.map((run) => numeric(run, 'first-contentful-paint')))
  const tti = median(runs.map((run) => numeric(run, 'interactive')))
  const distance = (run: T) => (fcp - numeric(run, 'first-contentful-paint')) ** 2 + (tti - numeric(run, 'interactive')) ** 2
  return [...runs].sort((a, b) => distance(a) - distance(b))[0] as T
}

/** What misses a threshold in one (median) run, in words; empty when everything holds. */
export function missedThresholds(run: RunSummary): string[] {
  const missed: string[] = []
  for (const category of CATEGORIES) {
    const score = run.scores[category]
    if (score === null || score < THRESHOLDS[category]) missed.push(`${category} ${score ?? 'n/a'} < ${THRESHOLDS[category]}`)
  }
  const cls = numeric(run, 'cumulative-layout-shift')
  if (!(cls < THRESHOLDS.maxCls)) missed.push(`CLS ${cls} ≥ ${THRESHOLDS.maxCls}`)
  return missed
}

/** Audits that lost points in a run (binary and numeric audits with a score under 1). */
export function failingAudits(run: RunSummary): { id: string; title: string; score: number }[] {
  return Object.entries(run.audits)
    .filter(
      ([, audit]) =>
        audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual',
    )
    .map(([id, audit]) => ({ id, title: audit.title, score: audit.score as number }))
}

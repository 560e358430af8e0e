/**
 * What a visit costs in JavaScript: everything a page fetches in the first ten seconds after it loads,
 * with nobody touching it (the start script, the app, the route's code, what loads at idle or on a timer),
 * gzip level 9 of each file as built. The route budget (js-budget.ts) counts only what a page needs
 * before it is interactive, so code moved to « after » stayed free; this counts it.
 *
 * Each limit is the page's measure when the limit was set plus 1 KB: a change that makes a visit heavier
 * has to move the limit in the same commit, in plain sight (docs/decisions/0099-a-visit-has-a-budget.md).
 */
export interface VisitPage {
  /** The kind of page, as the table prints it. */
  kind: string
  /** One page of that kind, as the seeded site serves it. */
  path: string
  /** Most JavaScript (KB = 1 000 bytes, gzip) a visit may fetch within the window, on either viewport. */
  limitKb: number
}

/** How long after the page's load event the visit is watched. */
export const VISIT_WINDOW_MS = 10_000

export const VISIT_PAGES: readonly VisitPage[] = [
  // Every limit 1.5–3 KB lower since lazy chunks no longer carry the list of their imports (decision 0107);
  // the home's was 187.7 until its lower sections' code waited for them to come near (decision 0105).
  { kind: 'accueil', path: '/', limitKb: 182.3 },
  // The supplier pages' two 1.3–1.5 KB higher since their cards, offer lists and side panel wait until they
  // come near (decision 0104): the code that makes them wait, 1.1 KB, now comes with them.
  { kind: 'fournisseurs', path: '/fournisseurs', limitKb: 157.7 },
  { kind: 'fournisseur', path: '/fournisseurs/19', limitKb: 161.7 },
  { kind: 'comparateur', path: '/electricite', limitKb: 190.9 },
  { kind: 'calculateur', path: '/calculateur', limitKb: 166.0 },
  { kind: 'article', path: '/conseils/guide-tarif-réglementé', limitKb: 147.1 },
  { kind: 'tarif réglementé', path: '/tarif-reglemente', limitKb: 192.2 },
  { kind: 'ma consommation', path: '/ma-consommation', limitKb: 215.7 },
  { kind: 'QR code', path: '/qrcode', limitKb: 162.5 },
  { kind: 'rappel', path: '/rappel', limitKb: 160.2 },
]

export interface VisitMeasure {
  page: VisitPage
  /** KB fetched on each viewport. */
  byViewport: Record<string, number>
}

/** The heavier viewport's KB, and whether it is past the page's limit. */
export function judgeVisit(measure: VisitMeasure): { kb: number; over: boolean } {
  const kb = Math.max(...Object.values(measure.byViewport))
  return { kb, over: kb > measure.page.limitKb }
}

/**
 * The built file a script address names, or undefined for one that is not a built script (an API answer,
 * a page, another origin). Only /assets/…js files are the build's scripts.
 */
export function builtScriptFile(url: string, origin: string): string | undefined {
  const parsed = new URL(url)
  if (parsed.origin !== origin) return undefined
  const path = decodeURIComponent(parsed.pathname)
  return /^\/assets\/[^?#]+\.js$/.test(path) ? path.slice(1) : undefined
}

/**
 * npm run lighthouse — Lighthouse (mobile preset: simulated slow 4G and 4× CPU slowdown) on the seven
 * key pages (KEY_PAGES), three runs each, the median run judged against the thresholds. Uses the built site
 * (`npm run build` first) on its own local Worker and Debian's Chromium; only localhost is reached.
 * Prints the table and, for a page under a threshold, the audits that lost points; exits 1 on a miss.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { RunSummary } from './lib/lighthouse-budget.ts'
import { CATEGORIES, failingAudits, medianRun, missedThresholds } from './lib/lighthouse-budget.ts'
import { printTable } from './lib/text-table.ts'
import { startLocalWorker } from './lib/local-worker.ts'
import { waitForHealth } from './lib/wait-for-health.ts'

const KEY_PAGES = [
  '/',
  '/fournisseurs',
  '/fournisseurs/19',
  '/electricite',
  '/calculateur',
  '/conseils/guide-tarif-réglementé',
  '/tarif-reglemente',
]
// LIGHTHOUSE_PAGES="/,/calculateur" measures some pages only; LIGHTHOUSE_REPORTS=dir keeps each run's report.
const PAGES = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : KEY_PAGES
const REPORTS = process.env.LIGHTHOUSE_REPORTS
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const PORT = process.env.LIGHTHOUSE_PORT ?? '8791'
const ORIGIN = `http://localhost:${PORT}`
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function summarise(lhr: { categories: Record<string, { score: number | null }>; audits: RunSummary['audits'] }): RunSummary {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])) as RunSummary['scores']
  return { scores, audits: lhr.audits }
}

async function main(): Promise<number> {
  const { stop } = startLocalWorker(PORT)
  process.on('SIGINT', () => {
    stop()
    process.exit(130)
  })
  let chrome: chromeLauncher.LaunchedChrome | undefined
  try {
    await waitForHealth(ORIGIN, Date.now() + 120_000)
    // Warm-up: the local Worker's first answers include its cold start, which is not the site's speed.
    for (const path of PAGES) await fetch(`${ORIGIN}${encodeURI(path)}`)
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
    const rows: string[][] = []
    let failed = false
    for (const path of PAGES) {
      const runs: RunSummary[] = []
      for (let i = 0; i < RUNS; i++) {
        let result = await lighthouse(`${ORIGIN}${encodeURI(path)}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        }).catch(() => undefined)
        // One retry: a run can throw when Chromium is briefly starved of CPU.
        result ??= await lighthouse(`${ORIGIN}${encodeURI(path)}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        })
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
        if (REPORTS) {
          await mkdir(REPORTS, { recursive: true })
          await writeFile(join(REPORTS, `${path.replace(/\W+/g, '_')}-${i + 1}.json`), JSON.stringify(result.lhr))
        }
        runs.push(summarise(result.lhr))
      }
      const run = medianRun(runs)
      const missed = missedThresholds(run)
      const ms = (audit: string) => `${Math.round(run.audits[audit]?.numericValue ?? Number.NaN)} ms`
      rows.push([
        path,
        ...CATEGORIES.map((c) => (run.scores[c] ?? Number.NaN).toFixed(2)),
        (run.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3),
        ms('largest-contentful-paint'),
        ms('total-blocking-time'),
        missed.length === 0 ? 'ok' : 'MISS',
      ])
      if (missed.length > 0) {
        failed = true
        console.log(`\n${path}: ${missed.join('; ')}`)
        for (const audit of failingAudits(run)) console.log(`  ${audit.id} (${audit.score.toFixed(2)}): ${audit.title}`)
      }
    }
    const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'CLS', 'LCP', 'TBT', '']
    printTable(`Lighthouse, mobile preset, median of ${RUNS} run(s)`, header, rows)
    return failed ? 1 : 0
  } finally {
    await chrome?.kill()
    stop()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)

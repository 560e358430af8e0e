/**
 * The visit budget (part of `npm run budget`, after `npm run build`): serves the built site on its own
 * local Worker, opens one page of each kind in Chromium at desktop and phone sizes, and adds up the
 * built scripts each fetches within VISIT_WINDOW_MS of its load event without any interaction (gzip
 * level 9). Prints the table; exits 1 when a page is past its limit (scripts/lib/visit-budget.ts).
 * `--detail` also lists each page's files. Only localhost is reached.
 */
import { type Browser, chromium } from 'playwright'
import { builtGzipBytes } from './lib/built-gzip-size.ts'
import { startLocalWorker } from './lib/local-worker.ts'
import { printTable } from './lib/text-table.ts'
import { builtScriptFile, judgeVisit, VISIT_PAGES, VISIT_WINDOW_MS, type VisitMeasure, type VisitPage } from './lib/visit-budget.ts'
import { waitForHealth } from './lib/wait-for-health.ts'

const PORT = process.env.VISIT_BUDGET_PORT ?? '8795'
const ORIGIN = `http://localhost:${PORT}`
const CHROMIUM = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
const VIEWPORTS = { bureau: { width: 1280, height: 800 }, téléphone: { width: 390, height: 844 } } as const
const DETAIL = process.argv.includes('--detail')
const PARALLEL_PAGES = 4

/** The built scripts one visit fetches, watched from navigation to VISIT_WINDOW_MS after its load event. */
async function scriptsOfVisit(browser: Browser, path: string, viewport: { width: number; height: number }): Promise<string[]> {
  const context = await browser.newContext({ viewport, locale: 'fr-FR', timezoneId: 'Europe/Paris' })
  try {
    const page = await context.newPage()
    const files = new Set<string>()
    page.on('requestfinished', (request) => {
      const file = builtScriptFile(request.url(), ORIGIN)
      if (file) files.add(file)
    })
    const response = await page.goto(`${ORIGIN}${encodeURI(path)}`, { waitUntil: 'load' })
    // A page the build lacks (a client build without the prerender) would measure its 404 page instead.
    if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}: run \`npm run build\` first`)
    // A state cannot stand in for this wait: the budget is what ten seconds of an untouched page cost.
    await page.waitForTimeout(VISIT_WINDOW_MS)
    return [...files].sort()
  } finally {
    await context.close()
  }
}

async function measure(browser: Browser, page: VisitPage): Promise<VisitMeasure & { files: Record<string, string[]> }> {
  const byViewport: Record<string, number> = {}
  const files: Record<string, string[]> = {}
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    files[name] = await scriptsOfVisit(browser, page.path, viewport)
    byViewport[name] = files[name].reduce((sum, file) => sum + builtGzipBytes(file), 0) / 1000
  }
  return { page, byViewport, files }
}

async function main(): Promise<number> {
  const { stop } = startLocalWorker(PORT)
  let browser: Browser | undefined
  try {
    await waitForHealth(ORIGIN, Date.now() + 120_000)
    browser = await chromium.launch({ executablePath: CHROMIUM })
    const open = browser
    // A few pages at a time: most of the window is waiting, not work, and nothing in it is timed finer
    // than whole seconds.
    const measures: Awaited<ReturnType<typeof measure>>[] = []
    for (let i = 0; i < VISIT_PAGES.length; i += PARALLEL_PAGES) {
      measures.push(...(await Promise.all(VISIT_PAGES.slice(i, i + PARALLEL_PAGES).map((page) => measure(open, page)))))
    }
    const rows = measures.map((m) => ({ m, ...judgeVisit(m) }))
    printTable(
      `JavaScript a visit fetches within ${VISIT_WINDOW_MS / 1000} s of load, untouched (gzip)`,
      ['page', 'path', ...Object.keys(VIEWPORTS), 'limit', 'status'],
      rows.map(({ m, over }) => [
        m.page.kind,
        m.page.path,
        ...Object.keys(VIEWPORTS).map((name) => `${(m.byViewport[name] ?? 0).toFixed(1)} KB`),
        `${m.page.limitKb.toFixed(1)} KB`,
        over ? 'OVER' : 'ok',
      ]),
    )
    if (DETAIL) {
      for (const { m } of rows) {
        for (const [name, list] of Object.entries(m.files)) {
          console.log(`\n${m.page.path} (${name})`)
          for (const file of list) console.log(`  ${(builtGzipBytes(file) / 1000).toFixed(1).padStart(6)} KB  ${file}`)
        }
      }
    }
    const over = rows.filter((row) => row.over)
    if (over.length === 0) {
      console.log('Visit budgets: all within.')
      return 0
    }
    console.error(`Visit budget exceeded on: ${over.map(({ m, kb }) => `${m.page.path} (${kb.toFixed(1)} KB)`).join(', ')}`)
    return 1
  } finally {
    await browser?.close()
    stop()
  }
}

process.exitCode = await main()

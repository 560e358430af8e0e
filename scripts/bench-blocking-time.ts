/**
 * npm run bench:tbt -- --against <git ref> [--samples N] [--save <folder>]
 *
 * Total blocking time and JavaScript transferred (Lighthouse, mobile preset) on `/`, `/electricite` and
 * `/fournisseurs/19`, for this checkout's build and for the build of another commit, alternated in one
 * run on one machine, and the ratio of their medians. An absolute blocking time says more about how busy
 * the machine was than about the site; two builds measured turn by turn share the same noise, so their
 * ratio stays meaningful.
 *
 * This checkout must be built first (`npm run build`). The other commit is checked out as a detached git
 * worktree in the system's temporary folder, sharing this checkout's node_modules, and built there once.
 * Only localhost is reached.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { PROJECT_ROOT, QUIET_ENV } from '../seed/wrangler.ts'
import { startLocalWorker } from './lib/local-worker.ts'
import { printTable } from './lib/text-table.ts'
import { waitForHealth } from './lib/wait-for-health.ts'

const PAGES = ['/', '/electricite', '/fournisseurs/19']
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const { values } = parseArgs({
  options: { against: { type: 'string' }, samples: { type: 'string', default: '3' }, save: { type: 'string' } },
})
if (!values.against) {
  console.error('Usage: npm run bench:tbt -- --against <git ref> [--samples N] [--save <folder>]')
  process.exit(2)
}
const SAMPLES = Number(values.samples)

const git = (...args: string[]) => execFileSync('git', args, { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim()

/** The other commit's checkout, built: created on the first run, reused after. */
function baselineCheckout(ref: string): { root: string; commit: string } {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`)
  const root = join(tmpdir(), `wattmalin-bench-${commit.slice(0, 12)}`)
  if (!existsSync(root)) git('worktree', 'add', '--detach', root, commit)
  if (!existsSync(join(root, 'node_modules'))) symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir')
  if (!existsSync(join(root, 'dist'))) {
    console.log(`Building ${commit.slice(0, 7)} in ${root}…`)
    const path = `${join(PROJECT_ROOT, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`
    execFileSync('npm', ['run', 'build'], { cwd: root, env: { ...QUIET_ENV, PATH: path }, stdio: ['ignore', 'ignore', 'inherit'] })
  }
  return { root, commit }
}

interface Sample {
  tbt: number
  scriptKb: number
  performance: number
}

type Lhr = {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>
}

function sampleOf(lhr: Lhr): Sample {
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')
  return {
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    scriptKb: (scripts?.transferSize ?? Number.NaN) / 1000,
    performance: lhr.categories.performance?.score ?? Number.NaN,
  }
}

/**
 * The median of the samples that have a figure: on a busy machine Lighthouse sometimes gives a run no
 * blocking time or score (NaN), and one NaN in a sort would make the median meaningless.
 */
function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

async function main(): Promise<number> {
  const baseline = baselineCheckout(values.against as string)
  const builds = [
    { name: `${baseline.commit.slice(0, 7)} (before)`, root: baseline.root, port: '8793' },
    { name: `${git('rev-parse', '--short', 'HEAD')} (this checkout)`, root: PROJECT_ROOT, port: '8794' },
  ]
  const workers = builds.map((b) => startLocalWorker(b.port, b.root))
  const stopAll = () => {
    for (const w of workers) w.stop()
  }
  process.on('SIGINT', () => {
    stopAll()
    process.exit(130)
  })
  let chrome: chromeLauncher.LaunchedChrome | undefined
  try {
    for (const b of builds) {
      const origin = `http://localhost:${b.port}`
      await waitForHealth(origin, Date.now() + 180_000)
      // Warm-up: a local Worker's first answers include its cold start, which is not the site's speed.
      for (const path of PAGES) await fetch(`${origin}${encodeURI(path)}`)
    }
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    })
    const samples = new Map<string, Sample[]>()
    for (let i = 0; i < SAMPLES; i++) {
      for (const path of PAGES) {
        // Turn by turn, each build first every other time, so neither always runs on a warmer machine.
        const order = i % 2 === 0 ? builds : [...builds].reverse()
        for (const b of order) {
          const url = `http://localhost:${b.port}${encodeURI(path)}`
          const run = async () =>
            lighthouse(url, { port: chrome?.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }).catch(
              () => undefined,
            )
          // One retry: a run can throw when Chromium is briefly starved of CPU.
          const result = (await run()) ?? (await run())
          if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
          const key = `${b.name} ${path}`
          // `--save <folder>` keeps each report, to see which requests a page's weight is made of.
          if (values.save) {
            mkdirSync(values.save, { recursive: true })
            const file = `${b.port}${path.replaceAll('/', '_')}-${i + 1}.json`
            writeFileSync(join(values.save, file), JSON.stringify(result.lhr))
          }
          samples.set(key, [...(samples.get(key) ?? []), sampleOf(result.lhr as unknown as Lhr)])
          console.log(`sample ${i + 1}/${SAMPLES} ${key}: TBT ${Math.round(sampleOf(result.lhr as unknown as Lhr).tbt)} ms`)
        }
      }
    }
    const [before, after] = builds as [(typeof builds)[0], (typeof builds)[0]]
    const med = (b: typeof before, path: string, pick: (s: Sample) => number) => median((samples.get(`${b.name} ${path}`) ?? []).map(pick))
    const rows = PAGES.map((path) => {
      const tbt = [med(before, path, (s) => s.tbt), med(after, path, (s) => s.tbt)] as const
      const js = [med(before, path, (s) => s.scriptKb), med(after, path, (s) => s.scriptKb)] as const
      const perf = [med(before, path, (s) => s.performance), med(after, path, (s) => s.performance)] as const
      return [
        path,
        `${Math.round(tbt[0])} → ${Math.round(tbt[1])} ms`,
        (tbt[1] / tbt[0]).toFixed(2),
        `${js[0].toFixed(1)} → ${js[1].toFixed(1)} KB`,
        (js[1] / js[0]).toFixed(2),
        `${perf[0].toFixed(2)} → ${perf[1].toFixed(2)}`,
      ]
    })
    const header = ['page', 'TBT median', 'ratio', 'JS transferred', 'ratio', 'performance']
    printTable(`Lighthouse mobile preset, ${before.name} → ${after.name}, median of ${SAMPLES} alternated sample(s)`, header, rows)
    const missing = [...samples.values()].flat().filter((sample) => !Number.isFinite(sample.tbt)).length
    if (missing > 0) console.log(`${missing} run(s) gave no blocking time and are left out of the medians.`)
    return 0
  } finally {
    await chrome?.kill()
    stopAll()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)

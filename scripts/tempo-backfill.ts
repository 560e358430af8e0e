/**
 * npm run tempo:backfill -- --from YYYY-MM-DD [--to YYYY-MM-DD] [--remote | --persist-to DIR] [--env NAME] [--dry-run]
 *
 * Fills the Tempo days RTE has published since --from (to tomorrow by default) into the catalogue's KV,
 * local by default: the Cron Trigger's own job (worker/jobs/tempo-sync.ts) with a store that goes
 * through wrangler, so the same checks and the same merge apply, and a day already known is never
 * removed. Prints every day it added or changed. Credentials from the environment (RTE_CLIENT_ID,
 * RTE_CLIENT_SECRET); RTE's address from wrangler.toml's vars, or RTE_API_BASE_URL (the fake server).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { unstable_readConfig } from 'wrangler'
import { kvKeys } from '#contract/catalogue'
import { franceDate } from '#contract/regulated-dates'
import { shiftDay } from '#contract/tempo-calendar'
import { TempoDaysData } from '#contract/tempo-days'
import type { TempoLiveSeries } from '#contract/tempo-live-days'
import { liveSeriesVersion, TempoLiveSeries as TempoLiveSeriesSchema } from '#contract/tempo-live-days'
import { RteTokenCache } from '../worker/integrations/rte-tempo.ts'
import type { TempoDaysStore } from '../worker/jobs/tempo-sync.ts'
import { syncTempoDays } from '../worker/jobs/tempo-sync.ts'
import { runWrangler, wranglerOrThrow } from '../seed/wrangler.ts'

const { values: options } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    remote: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
    env: { type: 'string' },
    config: { type: 'string', default: 'wrangler.toml' },
    'dry-run': { type: 'boolean', default: false },
  },
})

const DAY = /^\d{4}-\d{2}-\d{2}$/

const scope = [
  '--binding',
  'CATALOGUE',
  options.remote ? '--remote' : '--local',
  ...(options['persist-to'] ? ['--persist-to', options['persist-to']] : []),
  ...(options.env ? ['--env', options.env] : []),
  '--config',
  options.config,
]
const where = options.remote ? 'the remote (production) KV' : `the local KV${options['persist-to'] ? ` in ${options['persist-to']}` : ''}`

/** A key's text, or null when KV does not have it. */
async function readKey(key: string): Promise<string | null> {
  const result = await runWrangler(['kv', 'key', 'get', key, '--text', ...scope])
  // Wrangler says a key is missing in words, with exit code 0 on local storage; a stored value is JSON.
  if (/^Value not found\s*$/.test(result.stdout) || /not found/i.test(result.stderr)) return null
  if (result.code === 0) return result.stdout
  throw new Error(`wrangler kv key get ${key} failed (${result.code}):\n${result.stderr || result.stdout}`)
}

const store: TempoDaysStore = {
  async catalogueDays() {
    const text = await readKey(kvKeys.tempoDays)
    if (text === null) throw new Error(`${where} has no ${kvKeys.tempoDays} key: seed it first (npm run seed)`)
    return TempoDaysData.parse(JSON.parse(text)).days
  },
  async liveSeries() {
    const text = await readKey(kvKeys.tempoDaysFromRte)
    return text === null ? null : TempoLiveSeriesSchema.parse(JSON.parse(text))
  },
  async writeLiveSeries(series: TempoLiveSeries) {
    const text = JSON.stringify(series)
    const dir = await mkdtemp(join(tmpdir(), 'wattmalin-tempo-'))
    try {
      await writeFile(join(dir, 'series.json'), text)
      const metadata = JSON.stringify({ version: await liveSeriesVersion(text) })
      await wranglerOrThrow([
        'kv',
        'key',
        'put',
        kvKeys.tempoDaysFromRte,
        '--path',
        join(dir, 'series.json'),
        '--metadata',
        metadata,
        ...scope,
      ])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  },
}

async function main(): Promise<number> {
  const now = new Date()
  const from = options.from
  const to = options.to ?? shiftDay(franceDate(now), 1)
  if (!from || !DAY.test(from) || !DAY.test(to) || to < from) {
    console.error('Usage: npm run tempo:backfill -- --from YYYY-MM-DD [--to YYYY-MM-DD] [--remote] [--dry-run]')
    return 2
  }
  const { RTE_CLIENT_ID: clientId, RTE_CLIENT_SECRET: clientSecret } = process.env
  const config = unstable_readConfig({ config: options.config, ...(options.env ? { env: options.env } : {}) })
  const baseUrl = process.env.RTE_API_BASE_URL ?? String(config.vars.RTE_API_BASE_URL ?? '')
  const seconds = Number(config.vars.RTE_TIMEOUT_SECONDS ?? 10)
  console.log(`Tempo days from ${from} to ${to}, from ${baseUrl}, into ${where}${options['dry-run'] ? ' (dry run: nothing written)' : ''}.`)

  const outcome = await syncTempoDays({
    rte: clientId && clientSecret ? { baseUrl, clientId, clientSecret, timeoutMs: seconds * 1000 } : null,
    tokens: new RteTokenCache(),
    store,
    now,
    range: { from, to },
    dryRun: options['dry-run'],
    // The job's summary lists every day on one line; the lines below list them one by one.
    log: { info: () => undefined, warn: (line) => console.warn(line), error: (line) => console.error(line) },
  })
  if (outcome.status !== 'done') return 1
  const verb = options['dry-run'] ? 'Would add' : 'Added'
  console.log(`${verb} ${outcome.added.length} day(s)${outcome.added.length > 0 ? ':' : '.'}`)
  for (const day of outcome.added) console.log(`  ${day.date} ${day.colour}`)
  if (outcome.changed.length > 0) {
    console.log(
      `${options['dry-run'] ? 'Would change' : 'Changed'} ${outcome.changed.length} day(s) (the former colour is kept in the series):`,
    )
    for (const change of outcome.changed) console.log(`  ${change.date} ${change.from} → ${change.to} (RTE, ${change.updatedAt})`)
  }
  if (outcome.unpublished.length > 0) console.log(`Not published yet: ${outcome.unpublished.join(', ')}.`)
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)

import { franceDate } from '#contract/regulated-dates'
import { shiftDay } from '#contract/tempo-calendar'
import type { TempoColourChange, TempoDayFromRte, TempoLiveSeries } from '#contract/tempo-live-days'
import { mergeRteDays, servedTempoDays, tempoRuleProblems } from '#contract/tempo-live-days'
import type { TempoColour } from '#contract/tempo-dates'
import type { RteFaultKind, RteTempoConfig, RteTokenCache } from '../integrations/rte-tempo.ts'
import { fetchTempoCalendar, RteTempoError } from '../integrations/rte-tempo.ts'

/**
 * The Tempo job: asks RTE for a range of days (by default yesterday to tomorrow, in France) and merges
 * the answer into the stored series of RTE's days. Run by the Cron Trigger (./tempo-sync-cron.ts wires the Worker's bindings)
 * and by the ops backfill (scripts/tempo-backfill.ts), each with its own store. A failed or doubtful
 * answer writes nothing: the next run asks again. See docs/decisions/0053-tempo-colours-from-rte.md.
 */

/** Where the days live: the catalogue's (read only) and the job's own series. */
export interface TempoDaysStore {
  catalogueDays(): Promise<readonly { date: string; colour: TempoColour }[]>
  liveSeries(): Promise<TempoLiveSeries | null>
  writeLiveSeries(series: TempoLiveSeries): Promise<void>
}

export interface TempoSyncLog {
  info(line: string): void
  warn(line: string): void
  error(line: string): void
}

export interface TempoSyncInput {
  /** Null when the credentials are not set: the job says so and does nothing. */
  rte: RteTempoConfig | null
  tokens: RteTokenCache
  store: TempoDaysStore
  now: Date
  log: TempoSyncLog
  /** Days to ask, both included; yesterday to tomorrow by default. */
  range?: { from: string; to: string }
  /** Only say what would be stored (the backfill's --dry-run). */
  dryRun?: boolean
}

export type TempoSyncOutcome =
  | { status: 'not-configured' }
  | { status: 'failed'; kind: RteFaultKind | 'rules'; message: string }
  | {
      status: 'done'
      added: { date: string; colour: TempoColour }[]
      changed: TempoColourChange[]
      /** Days of the range RTE has not published yet (tomorrow before about 11 am). */
      unpublished: string[]
      written: boolean
    }

/**
 * A backfill asks RTE in runs of this many days: RTE refuses a period longer than a year, and a short
 * run keeps each answer small and a failure cheap to repeat.
 */
export const RTE_DAYS_PER_REQUEST = 62

/**
 * When the Tempo job runs (UTC; wrangler.toml [triggers] lists the same, tests/unit/wrangler-config.test.ts
 * checks it). RTE publishes tomorrow's colour around 10:30–11:00 in France, 8:30–10:00 UTC over the
 * year: four runs from 8:35 to 11:35 UTC catch it, the later ones retrying a failed or early run. The
 * run at 23:05 UTC, just after midnight in France, records the day that begins if the day's runs all
 * failed, and a late correction of the day that ended.
 */
export const TEMPO_SYNC_CRONS: readonly string[] = ['35 8-11 * * *', '5 23 * * *']

export function isTempoSyncCron(cron: string): boolean {
  return TEMPO_SYNC_CRONS.includes(cron)
}

const PREFIX = 'tempo-sync:'

export function defaultRange(now: Date): { from: string; to: string } {
  const today = franceDate(now)
  return { from: shiftDay(today, -1), to: shiftDay(today, 1) }
}

function chunks(range: { from: string; to: string }): { from: string; to: string }[] {
  const parts: { from: string; to: string }[] = []
  for (let from = range.from; from <= range.to; from = shiftDay(from, RTE_DAYS_PER_REQUEST)) {
    const last = shiftDay(from, RTE_DAYS_PER_REQUEST - 1)
    // Days are YYYY-MM-DD strings: compared as text, which Math.min cannot do.
    if (last < range.to) parts.push({ from, to: last })
    else parts.push({ from, to: range.to })
  }
  return parts
}

const list = (days: readonly { date: string; colour: TempoColour }[]) => days.map((d) => `${d.date} ${d.colour}`).join(', ')

export async function syncTempoDays(input: TempoSyncInput): Promise<TempoSyncOutcome> {
  const { log, now } = input
  if (!input.rte) {
    log.warn(`${PREFIX} RTE_CLIENT_ID and RTE_CLIENT_SECRET are not set (wrangler secret put); nothing asked, nothing written`)
    return { status: 'not-configured' }
  }
  const range = input.range ?? defaultRange(now)
  let fetched: TempoDayFromRte[] = []
  try {
    for (const part of chunks(range)) fetched = fetched.concat(await fetchTempoCalendar(input.rte, input.tokens, part, now))
  } catch (error) {
    if (!(error instanceof RteTempoError)) throw error
    log.error(`${PREFIX} ${error.message}; nothing written, the next run asks again`)
    return { status: 'failed', kind: error.kind, message: error.message }
  }

  const [catalogue, current] = await Promise.all([input.store.catalogueDays(), input.store.liveSeries()])
  const merge = mergeRteDays(current, catalogue, fetched, now)
  const unpublished: string[] = []
  const got = new Set(fetched.map((day) => day.date))
  for (let date = range.from; date <= range.to; date = shiftDay(date, 1)) if (!got.has(date)) unpublished.push(date)

  if (merge.series) {
    // Only a problem this answer brings stops it: one already in the data would otherwise stop every run.
    const before = new Set(tempoRuleProblems(servedTempoDays(catalogue, current?.days ?? [])))
    const brought = tempoRuleProblems(servedTempoDays(catalogue, merge.series.days)).filter((problem) => !before.has(problem))
    if (brought.length > 0) {
      const message = `RTE's answer breaks Tempo's rules (${brought.join('; ')})`
      log.error(`${PREFIX} ${message}; nothing written, the next run asks again`)
      return { status: 'failed', kind: 'rules', message }
    }
  }
  for (const change of merge.changed) {
    log.warn(
      `${PREFIX} RTE changed ${change.date} from ${change.from} to ${change.to} (updated ${change.updatedAt}); the new colour is kept, the old one too`,
    )
  }
  const written = merge.series !== null && !input.dryRun
  if (merge.series && written) await input.store.writeLiveSeries(merge.series)

  const parts = [
    `asked ${range.from} to ${range.to}`,
    merge.added.length > 0 ? `${input.dryRun ? 'would add' : 'added'} ${list(merge.added)}` : 'no new day',
    ...(merge.changed.length > 0 ? [`${merge.changed.length} changed`] : []),
    ...(unpublished.length > 0 ? [`not published yet: ${unpublished.join(', ')}`] : []),
  ]
  log.info(`${PREFIX} ${parts.join('; ')}`)
  return { status: 'done', added: merge.added, changed: merge.changed, unpublished, written }
}

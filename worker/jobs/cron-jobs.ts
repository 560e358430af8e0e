/**
 * Which job each Cron Trigger of wrangler.toml runs. The scheduled handler looks the cron up here and
 * runs nothing for a cron it does not find: a trigger added to wrangler.toml without its job, or a
 * typo in either, must not run some other job (the purge deletes data). No Workers type here: the
 * configuration test reads this module in Node.
 */
import { DELIVERY_SWEEP_CRON } from './callback-queues.ts'
import { TEMPO_SYNC_CRONS } from './tempo-sync.ts'

/** Daily, at a quiet hour: the purge of callback requests past their retention. */
export const CALLBACK_PURGE_CRON = '17 3 * * *'

export type CronJob = 'callback-purge' | 'delivery-sweep' | 'tempo-sync'

export const CRON_JOBS: ReadonlyMap<string, CronJob> = new Map<string, CronJob>([
  [CALLBACK_PURGE_CRON, 'callback-purge'],
  [DELIVERY_SWEEP_CRON, 'delivery-sweep'],
  ...TEMPO_SYNC_CRONS.map((cron): [string, CronJob] => [cron, 'tempo-sync']),
])

export function cronJobOf(cron: string): CronJob | undefined {
  return CRON_JOBS.get(cron)
}

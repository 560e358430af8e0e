import { purgeCallbackRequestsBefore } from './data/callback-requests-d1.ts'

/** The CNIL's usual retention for prospects' data: three years. */
export const CALLBACK_RETENTION_YEARS = 3

export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CALLBACK_RETENTION_YEARS)
  return cutoff
}

/** Daily Cron Trigger: delete callback requests older than the retention period. */
export async function purgeExpiredCallbackRequests(env: Cloudflare.Env, now: Date): Promise<number> {
  const deleted = await purgeCallbackRequestsBefore(env.DB, retentionCutoff(now))
  console.log(`callback-requests: purged ${deleted} request(s) older than ${CALLBACK_RETENTION_YEARS} years`)
  return deleted
}

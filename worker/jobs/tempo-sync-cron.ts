import { tempoDaysKvStore } from '../data/tempo-days-kv.ts'
import { RteTokenCache } from '../integrations/rte-tempo.ts'
import type { TempoSyncOutcome } from './tempo-sync.ts'
import { syncTempoDays } from './tempo-sync.ts'

// The Worker's side of the Tempo job: its bindings and secrets. The job itself (./tempo-sync.ts) knows
// no Workers type, so the ops backfill runs it in Node.

/** The secrets are set with `wrangler secret put`; absent from the generated Env type on purpose. */
type RteSecrets = { RTE_CLIENT_ID?: string; RTE_CLIENT_SECRET?: string }

/** Isolate memory: scheduled runs that share an isolate reuse the token until it expires. */
const tokens = new RteTokenCache()

/** One scheduled run of the Tempo job with the Worker's bindings, at the trigger's time. */
export function syncTempoDaysOnSchedule(env: Cloudflare.Env & RteSecrets, now: Date): Promise<TempoSyncOutcome> {
  const { RTE_CLIENT_ID: clientId, RTE_CLIENT_SECRET: clientSecret } = env
  const seconds = Number(env.RTE_TIMEOUT_SECONDS)
  return syncTempoDays({
    rte:
      clientId && clientSecret
        ? {
            baseUrl: env.RTE_API_BASE_URL,
            clientId,
            clientSecret,
            timeoutMs: (Number.isFinite(seconds) && seconds > 0 ? seconds : 10) * 1000,
          }
        : null,
    tokens,
    store: tempoDaysKvStore(env.CATALOGUE),
    now,
    log: console,
  })
}

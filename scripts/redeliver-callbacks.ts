/**
 * npm run callbacks:redeliver -- --id UUID | --failed | --pending [--since YYYY-MM-DD] [--remote | --persist-to DIR]
 *
 * Sends callback requests to the call centre again: one request by its id, every request whose
 * delivery failed (the call centre refused it, or the retries ran out), or every pending request
 * already attempted and older than the longest back-off (its message lost, and the sweep has not
 * caught it yet). They become pending and due,
 * and the worker's sweep puts them on the queue within five minutes (docs/decisions/0052). A delivered
 * request is never sent twice. Local database by default, production with --remote.
 */
import { parseArgs } from 'node:util'
import { d1Query, d1TargetFromOptions, describeTarget } from './lib/d1.ts'
import { runDataRequestCommand } from './lib/data-requests.ts'
import { parseRedeliverSelection, redeliverCandidatesSql, redeliverSql } from './lib/redeliver-sql.ts'
import { DELIVERY_SWEEP_CRON } from '../worker/jobs/callback-queues.ts'

const USAGE =
  'Usage: npm run callbacks:redeliver -- (--id UUID | --failed [--since YYYY-MM-DD] | --pending [--since YYYY-MM-DD]) [--remote | --persist-to DIR]'

interface Candidate {
  id: string
  created_at: string
  delivery_status: string
  delivery_attempts: number
  delivered_at: string | null
  last_error: string | null
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      id: { type: 'string' },
      failed: { type: 'boolean', default: false },
      pending: { type: 'boolean', default: false },
      since: { type: 'string' },
      remote: { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
    },
  })
  const selection = parseRedeliverSelection(values)
  const target = d1TargetFromOptions(values)
  const where = describeTarget(target)

  const now = new Date()
  const [candidates = []] = await d1Query<Candidate>(target, redeliverCandidatesSql(selection, now))
  for (const row of candidates) {
    const detail = row.delivery_status === 'delivered' ? `delivered at ${row.delivered_at}` : `last error ${row.last_error ?? 'none'}`
    console.log(`  ${row.id}  ${row.created_at}  ${row.delivery_status}, ${row.delivery_attempts} attempt(s), ${detail}`)
  }
  if (selection.kind === 'id' && candidates.length === 0) throw new Error(`No callback request ${selection.id} in the ${where}.`)

  const [changed = []] = await d1Query<{ id: string }>(target, redeliverSql(selection, now))
  const skipped = candidates.length - changed.length
  console.log(
    `${changed.length} callback request(s) in the ${where} will be put back on the queue by the next sweep (within five minutes)` +
      (skipped > 0 ? `; ${skipped} already delivered, left as they are.` : '.'),
  )
  if (changed.length > 0 && !target.remote) {
    console.log(
      `Locally the sweep runs when asked: with the site running (npm start), ` +
        `curl 'http://localhost:8787/cdn-cgi/local/scheduled?cron=${encodeURIComponent(DELIVERY_SWEEP_CRON)}'`,
    )
  }
}

runDataRequestCommand(main, USAGE)

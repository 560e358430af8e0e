/**
 * npm run fake-rte [-- --port 8798 --tomorrow auto|published|unpublished --fault server-error …]
 *
 * A local stand-in for RTE's API « Tempo Like Supply Contract » (tests/fixtures/fake-rte.ts), on
 * 127.0.0.1 only, for `wrangler dev --test-scheduled` and `npm run tempo:backfill` (README, « The Tempo
 * colours »). Its calendar holds the catalogue's real days (seed/data/regulated/tempo-days.csv) and, for
 * the days the catalogue lacks since --from, plausible colours within Tempo's rules. Tomorrow is
 * published from 10:30 in France (--tomorrow auto) or as told. Each --fault is met by one calendar
 * request, in order. Every request is printed. Credentials: local-client / local-secret.
 */
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { franceDate } from '#contract/regulated-dates'
import { tempoColourByDay } from '#contract/tempo-dates'
import { shiftDay } from '#contract/tempo-calendar'
import { DEFAULT_DATA_DIR } from '../seed/load.ts'
import { readTempoDays } from '../seed/regulated/tempo-days.ts'
import type { FakeRteFault } from '../tests/fixtures/fake-rte.ts'
import { FakeRte, plausibleTempoDays } from '../tests/fixtures/fake-rte.ts'

const FAKE_RTE_CREDENTIALS = { clientId: 'local-client', clientSecret: 'local-secret' }

const FAULTS: readonly FakeRteFault[] = ['revoke-token', 'server-error', 'hang', 'malformed-json', 'partial']

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '8798' },
    from: { type: 'string', default: '2025-09-01' },
    tomorrow: { type: 'string', default: 'auto' },
    fault: { type: 'string', multiple: true, default: [] },
  },
})

const data = await readTempoDays(join(DEFAULT_DATA_DIR, 'regulated'), [], (path) => readFile(path, 'utf8').catch(() => null))
if (!data) throw new Error('seed/data/regulated/tempo-days.csv could not be read')
const known = tempoColourByDay(data.days)

const now = new Date()
const today = franceDate(now)
const parisHour = Number(
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(now).replace(':', ''),
)
const tomorrowPublished = options.tomorrow === 'published' || (options.tomorrow === 'auto' && parisHour >= 1030)
const lastDay = tomorrowPublished ? shiftDay(today, 1) : today

const rte = new FakeRte(FAKE_RTE_CREDENTIALS)
for (const day of data.days) if (day.date <= lastDay) rte.publish(day.date, day.colour)
for (const [date, colour] of plausibleTempoDays(known, options.from, lastDay)) rte.publish(date, colour)
for (const fault of options.fault) {
  if (!FAULTS.includes(fault as FakeRteFault)) throw new Error(`unknown --fault ${fault} (${FAULTS.join(', ')})`)
  rte.faults.push(fault as FakeRteFault)
}

const server = createServer((incoming, outgoing) => {
  const controller = new AbortController()
  // A caller that gives up (its timeout) closes the connection: the pending answer is dropped.
  outgoing.on('close', () => {
    if (!outgoing.writableFinished) controller.abort(new Error('the caller closed the connection'))
  })
  const chunks: Buffer[] = []
  incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
  incoming.on('end', () => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value)
    const request = new Request(`http://127.0.0.1:${options.port}${incoming.url ?? '/'}`, {
      method: incoming.method ?? 'GET',
      headers,
      signal: controller.signal,
      ...(chunks.length > 0 && incoming.method !== 'GET' ? { body: Buffer.concat(chunks) } : {}),
    })
    const pending = rte.faults[0]
    rte.handle(request).then(
      async (response) => {
        console.log(
          `fake-rte: ${rte.requests.at(-1)} → ${response.status}${pending && request.method === 'GET' ? ` (fault: ${pending})` : ''}`,
        )
        outgoing.writeHead(response.status, Object.fromEntries(response.headers))
        outgoing.end(Buffer.from(await response.arrayBuffer()))
      },
      () => console.log(`fake-rte: ${rte.requests.at(-1)} → no answer (fault: hang; the caller gave up)`),
    )
  })
})

server.listen(Number(options.port), '127.0.0.1', () => {
  console.log(
    `fake-rte: RTE's Tempo API on http://127.0.0.1:${options.port} (client ${FAKE_RTE_CREDENTIALS.clientId} / ${FAKE_RTE_CREDENTIALS.clientSecret}); ` +
      `${rte.days.size} days published up to ${lastDay}` +
      `${tomorrowPublished ? '' : ` (tomorrow ${shiftDay(today, 1)} not yet)`}${rte.faults.length > 0 ? `; faults to come: ${rte.faults.join(', ')}` : ''}`,
  )
})

/**
 * npm run callcentre:fake [-- --port 8788] [-- --fail-first N]
 *
 * A fake call-centre receiver on http://127.0.0.1:8788/leads for local runs: it checks each lead's
 * signature with CALLCENTRE_WEBHOOK_SECRET (from the environment, else from .dev.vars, the file
 * `wrangler dev` reads), drops duplicates by Idempotency-Key and prints each lead. With --fail-first N
 * it answers 503 to the first N attempts of each lead, to watch the worker retry. Ctrl+C stops it.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { startFakeCallcentre } from './lib/fake-callcentre.ts'
import { PROJECT_ROOT } from '../seed/wrangler.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8788' },
    'fail-first': { type: 'string', default: '0' },
  },
})

async function main(): Promise<void> {
  const devVars = join(PROJECT_ROOT, '.dev.vars')
  if (process.env.CALLCENTRE_WEBHOOK_SECRET === undefined && existsSync(devVars)) process.loadEnvFile(devVars)
  const secret = process.env.CALLCENTRE_WEBHOOK_SECRET ?? ''
  if (secret.length < 32) {
    throw new Error('CALLCENTRE_WEBHOOK_SECRET (at least 32 characters) is needed, in the environment or in .dev.vars (see README).')
  }
  const failFirst = Number(values['fail-first'])
  const port = Number(values.port)
  if (!Number.isInteger(failFirst) || failFirst < 0 || !Number.isInteger(port) || port < 0) {
    throw new Error('--port and --fail-first take whole numbers.')
  }
  const receiver = await startFakeCallcentre({
    secret,
    port,
    failFirst,
    log: (line) => console.log(`${new Date().toISOString()} ${line}`),
  })
  console.log(`Fake call centre on ${receiver.url} (Ctrl+C to stop)`)
  console.log(`The worker needs CALLCENTRE_WEBHOOK_URL=${receiver.url} and the same CALLCENTRE_WEBHOOK_SECRET in .dev.vars.`)
  const stop = () => {
    const stats = receiver.stats()
    console.log(`${stats.leads} lead(s), ${stats.duplicates} duplicate(s) dropped, ${stats.refused} refused, ${stats.posts} POST(s) in all`)
    void receiver.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

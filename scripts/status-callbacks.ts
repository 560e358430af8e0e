/**
 * npm run callbacks:status [-- --remote | --persist-to DIR]
 *
 * Counts the callback requests by delivery status and age, pending ones by where their due time
 * stands, and prints a warning for each request older than one hour that the call centre does not
 * have, with the command that sends it again. Ids and times only, no personal data. Local database by
 * default, production with --remote.
 */
import { parseArgs } from 'node:util'
import { d1Query, d1TargetFromOptions, describeTarget } from './lib/d1.ts'
import { printCallbackStatus } from './lib/callback-status-report.ts'

const { values } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
  },
})

async function main(): Promise<void> {
  const target = d1TargetFromOptions(values)
  console.log(`Callback requests in the ${describeTarget(target)}, at ${new Date().toISOString()}:`)
  await printCallbackStatus((sql) => d1Query(target, sql))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

/**
 * npm run callbacks:find -- --email ADDRESS | --phone NUMBER | --id UUID [--json] [--remote]
 *
 * Prints one person's callback requests (right of access), and only theirs: the e-mail matches in any
 * case, the phone number by its E.164 form however it is typed. --json writes a copy to send to the
 * person. Local database by default, production with --remote. When the erasure-log secret is set, it
 * also says whether the log holds an erasure for this identifier.
 */
import { parseArgs } from 'node:util'
import { d1TargetFromOptions, describeTarget } from './lib/d1.ts'
import { parseIdentifier } from './lib/data-request-sql.ts'
import { describeIdentifier, findRequests, formatRequests, IDENTIFIER_OPTIONS, runDataRequestCommand } from './lib/data-requests.ts'
import { ERASURE_SECRET_ENV, erasureLogPath, erasureSecret, erasuresOf } from './lib/erasure-log.ts'

const USAGE = 'Usage: npm run callbacks:find -- (--email ADDRESS | --phone NUMBER | --id UUID) [--json] [--remote] [--log FILE]'

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { ...IDENTIFIER_OPTIONS, json: { type: 'boolean', default: false }, log: { type: 'string' } },
  })
  const identifier = parseIdentifier(values)
  const target = d1TargetFromOptions(values)
  const rows = await findRequests(target, identifier)

  if (values.json) {
    console.log(JSON.stringify({ exportedAt: new Date().toISOString(), callbackRequests: rows }, null, 2))
    return
  }
  console.log(`${rows.length} callback request(s) in the ${describeTarget(target)} for ${describeIdentifier(identifier)}.`)
  if (rows.length > 0) console.log(`\n${formatRequests(rows)}`)

  if (process.env[ERASURE_SECRET_ENV] !== undefined) {
    const log = erasureLogPath(values.log)
    const erasures = await erasuresOf(log, identifier, erasureSecret())
    for (const entry of erasures) {
      console.log(`Erasure log: ${entry.count} request(s) erased from the ${entry.database} database on ${entry.erasedAt}.`)
    }
    if (erasures.length === 0) console.log(`Erasure log: no erasure for this ${identifier.kind} in ${log}.`)
  }
}

runDataRequestCommand(main, USAGE)

/**
 * npm run callbacks:erase -- --email ADDRESS | --phone NUMBER | --id UUID [--yes] [--remote] [--log FILE]
 *
 * Erases one person's callback requests (right to erasure): shows them, asks for confirmation (or
 * --yes), deletes exactly the rows shown in one statement, prints how many went, and appends a line
 * without personal data to the erasure log. Local database by default, production with --remote.
 * Needs the erasure-log secret in CALLBACKS_ERASURE_SECRET; without it nothing is read or deleted.
 */
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { d1TargetFromOptions, describeTarget } from './lib/d1.ts'
import { parseIdentifier } from './lib/data-request-sql.ts'
import {
  describeIdentifier,
  eraseShownRequests,
  findRequests,
  formatRequests,
  IDENTIFIER_OPTIONS,
  runDataRequestCommand,
} from './lib/data-requests.ts'
import { appendErasure, erasureEntry, erasureLogPath, erasureSecret } from './lib/erasure-log.ts'

const USAGE = 'Usage: npm run callbacks:erase -- (--email ADDRESS | --phone NUMBER | --id UUID) [--yes] [--remote] [--log FILE]'

/** Reads one answer from the terminal (or from a pipe); anything but "yes" keeps the rows. */
async function confirm(question: string): Promise<boolean> {
  const reader = createInterface({ input: process.stdin, output: process.stdout })
  // A closed stdin (no terminal, nothing piped) is a refusal, not a hang.
  const closed = new Promise<string>((resolve) => reader.once('close', () => resolve('')))
  const answer = await Promise.race([reader.question(question), closed])
  reader.close()
  return /^(y|yes)$/i.test(answer.trim())
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { ...IDENTIFIER_OPTIONS, yes: { type: 'boolean', default: false }, log: { type: 'string' } },
  })
  const identifier = parseIdentifier(values)
  const target = d1TargetFromOptions(values)
  const secret = erasureSecret()
  const log = erasureLogPath(values.log)
  const where = describeTarget(target)

  const shown = await findRequests(target, identifier)
  console.log(`${shown.length} callback request(s) in the ${where} for ${describeIdentifier(identifier)}.`)
  if (shown.length > 0) {
    console.log(`\n${formatRequests(shown)}\n`)
    const confirmed = values.yes || (await confirm(`Erase these ${shown.length} request(s)? Type "yes" to confirm: `))
    if (!confirmed) {
      console.error('Not confirmed; nothing was erased.')
      process.exit(1)
    }
  }

  const erased = await eraseShownRequests(target, identifier, shown)
  const delivered = erased.filter((row) => row.delivery_status === 'delivered').length
  // A request with nothing stored is answered too: the line with count 0 shows it was looked for.
  const entry = erasureEntry(identifier, { count: erased.length, delivered }, { secret, remote: target.remote })
  try {
    await appendErasure(log, entry)
  } catch (error) {
    console.error(`The erasure is done but could not be logged; add this line to ${log} by hand:\n${JSON.stringify(entry)}`)
    throw error
  }
  console.log(`Erased ${erased.length} callback request(s) from the ${where}; logged in ${log}.`)
  if (delivered > 0) {
    // The call centre is a processor: an erasure reaches it only if someone asks (GDPR art. 17 and 19).
    console.log(
      `${delivered} of them had been delivered to the call centre: ask it to erase the lead(s) with these id(s) too: ` +
        erased
          .filter((row) => row.delivery_status === 'delivered')
          .map((row) => row.id)
          .join(', '),
    )
  }
}

runDataRequestCommand(main, USAGE)

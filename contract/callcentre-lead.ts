import { z } from './zod.ts'
import { isPlausibleName } from './callback-fields.ts'
import { CallbackSource } from './callback-request.ts'

/**
 * A name as it leaves for the call centre: the rules of the form (no hidden, control or markup
 * character, at least two letters, at most 50 code points), checked again on what is read back from
 * D1, so a row stored before a rule existed never reaches another tool. Such a row's name that starts
 * like a formula is sent defused, with a leading apostrophe, which the length leaves room for.
 */
const PlainName = z.string().refine((name) => [...name.replace(/^'/, '')].length <= 50 && isPlausibleName(name))

/**
 * The lead the call centre receives: the minimum it needs to call the person back and to tell leads
 * apart. `id` is the request's own id, also sent as the Idempotency-Key of every attempt, so the
 * receiver drops a lead it already has. No notice version, no phone as typed, no technical column.
 */
export const CallcentreLead = z.strictObject({
  id: z.uuid(),
  firstName: PlainName,
  lastName: PlainName,
  /** E.164, a French number: +33 and nine digits. */
  phone: z.string().regex(/^\+33[1-9]\d{8}$/),
  email: z.email(),
  /** When the visitor asked, ISO 8601 in UTC. */
  requestedAt: z.iso.datetime(),
  /** Which form the visitor used (`widget`, `home`, `page`) or `api`. */
  source: CallbackSource,
})
export type CallcentreLead = z.infer<typeof CallcentreLead>

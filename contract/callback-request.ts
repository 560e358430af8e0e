import { z } from './zod.ts'
import { CallbackFields } from './callback-fields.ts'
import { HONEYPOT_FIELD, PRIVACY_NOTICE_VERSIONS } from './constants.ts'

/** Where the request was sent from: one of the site's three forms, or another client of the API. */
export const CallbackSource = z.enum(['widget', 'home', 'page', 'api'], {
  error: 'Origine de la demande inconnue',
})
export type CallbackSource = z.infer<typeof CallbackSource>

/** What the worker records when a request names no source. */
export const DEFAULT_CALLBACK_SOURCE: CallbackSource = 'api'

export const PrivacyNoticeVersion = z.enum(PRIVACY_NOTICE_VERSIONS, {
  error: 'Version de la politique de confidentialité invalide',
})

/**
 * The body of POST /api/callback-requests: the four fields a visitor types (first name, last name, phone, e-mail), and optionally the
 * source, the privacy notice the visitor was shown (one that was published; the one in force when
 * absent) and the bot trap. Unknown keys are refused.
 */
export const CallbackRequest = z.strictObject(
  {
    ...CallbackFields.shape,
    source: CallbackSource.optional(),
    privacyNoticeVersion: PrivacyNoticeVersion.optional(),
    [HONEYPOT_FIELD]: z.string({ error: 'Champ invalide' }).optional(),
  },
  {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return 'Champ non prévu dans la demande'
      if (issue.code === 'invalid_type') return 'La demande doit être un objet JSON'
      return undefined
    },
  },
)
export type CallbackRequest = z.infer<typeof CallbackRequest>

/**
 * The Idempotency-Key header: a random (version 4) or time-ordered (version 7) UUID. The nil and max
 * UUIDs, and every other version, are refused: a constant key would turn every submission into a replay.
 */
export const IdempotencyKey = z
  .string()
  // Both letter cases spelled out, no `i` flag: the published contract carries the pattern, and a flag is
  // not part of a JSON Schema pattern, so the document would have said lower case only.
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[47][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$/)

export const CallbackCreated = z.object({ id: z.uuid() })
export type CallbackCreated = z.infer<typeof CallbackCreated>

/** The number as typed, in E.164 (+33…). Call it only on a number that matched FRENCH_PHONE. */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  const national = digits.startsWith('0033')
    ? digits.slice(4)
    : digits.startsWith('33') && phone.trim().startsWith('+')
      ? digits.slice(2)
      : digits.slice(1)
  return `+33${national}`
}

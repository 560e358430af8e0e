import { z } from './zod.ts'
import { HONEYPOT_FIELD, PRIVACY_NOTICE_VERSIONS } from './constants.ts'

/**
 * A French phone number as the site accepts it: +33, 0033 or 0, a digit 1–9, then four pairs. Between the
 * parts only a space, a dot or a hyphen: no tab, line break or non-breaking space.
 */
export const FRENCH_PHONE = /^(?:(?:\+|00)33|0) *[1-9](?:[ .-]*\d{2}){4}$/

/** The longest phone number accepted, separators included: ten digits leave room for one each. */
export const MAX_PHONE_LENGTH = 30

const MESSAGES = {
  firstName: 'Veuillez entrer votre prénom',
  firstNameTooLong: 'Le prénom ne doit pas dépasser 50 caractères',
  lastName: 'Veuillez entrer votre nom',
  lastNameTooLong: 'Le nom ne doit pas dépasser 50 caractères',
  phoneTooShort: 'Le numéro de téléphone doit contenir au moins 10 chiffres',
  phoneFormat: 'Veuillez entrer un numéro de téléphone français valide',
  email: 'Veuillez entrer une adresse email valide',
} as const

/**
 * Characters a name never holds: controls (Cc: NUL, CR, LF, ESC of ANSI sequences), format characters
 * (Cf: zero-width spaces, bidirectional overrides, soft hyphen), lone surrogates (Cs), private use
 * (Co) and the line and paragraph separators (Zl, Zp).
 */
const NOT_IN_A_NAME = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u
/** More than two combining marks on one letter is stacking ("Zalgo" text), not a language's accents. */
const STACKED_MARKS = /\p{M}{3,}/u
const LETTER = /\p{L}/gu

/**
 * zod runs a length check even on an input of the wrong type when it has a length (an array): the
 * checks here run on strings only, so a list gets one message, the field's own.
 */
function onString(message: string) {
  return { message, when: (payload: { value: unknown }) => typeof payload.value === 'string' }
}

/** A name as typed and NFC-normalised: no hidden or control character, at least two letters. */
export function isPlausibleName(name: string): boolean {
  if (NOT_IN_A_NAME.test(name) || STACKED_MARKS.test(name)) return false
  return (name.match(LETTER)?.length ?? 0) >= 2
}

/**
 * A name field: trimmed, NFC, 2 to 50 characters, and plausible. One message per problem: a value of
 * the right length that is not a name gets the "please enter" message, like an empty one.
 */
function personName(required: string, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .normalize('NFC')
    .min(2, onString(required))
    .max(50, onString(tooLong))
    // Lengths in code points, as zod's own min and max count them: only a name of the right length is
    // checked here, so a value breaks one rule and gets one message.
    .refine((name) => {
      const length = [...name].length
      return length < 2 || length > 50 || isPlausibleName(name)
    }, required)
}

/**
 * The fields a visitor types. One schema, the strict reading, for every form (widget, home block,
 * /rappel) and for the worker; values are trimmed before they are checked.
 */
export const CallbackFields = z.object({
  firstName: personName(MESSAGES.firstName, MESSAGES.firstNameTooLong),
  lastName: personName(MESSAGES.lastName, MESSAGES.lastNameTooLong),
  phoneNumber: z
    .string({
      // Missing (an empty form field) reads as too short; a number or a list is not a phone number.
      error: (issue) => (issue.input === undefined ? MESSAGES.phoneTooShort : MESSAGES.phoneFormat),
    })
    .trim()
    .min(10, onString(MESSAGES.phoneTooShort))
    .max(MAX_PHONE_LENGTH, onString(MESSAGES.phoneFormat))
    .regex(FRENCH_PHONE, MESSAGES.phoneFormat),
  email: z
    .string({ error: MESSAGES.email })
    .trim()
    .max(254, onString(MESSAGES.email))
    .pipe(z.email(MESSAGES.email)),
})
export type CallbackFields = z.infer<typeof CallbackFields>

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
 * The body of POST /api/callback-requests: the four fields of the specification, and optionally the
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
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[47][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i)

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

import { z } from './zod-mini.ts'

/**
 * The fields a visitor types in a callback request, written with zod's functional API: the callback
 * form loads this schema, so it must not bring all of zod with it. The worker reads the same schema
 * inside the request body's (./callback-request.ts): one set of rules and messages for both.
 */

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
/**
 * Syntax of the markup, template and spreadsheet languages a name may meet once it leaves the site (the
 * call centre's CRM or dialler, a mail merge): no name holds one, and a tool that does not escape it
 * would run `<img src=x onerror=…>` or `{{…}}`. Checked on the NFKC form too, so the full-width and
 * small look-alikes (`＜`, `﹤`) that a tool may fold into `<` are refused as well.
 */
const MARKUP = /[<>&"`={}[\]\\|%]/
const LETTER = /\p{L}/gu

/**
 * zod runs a length check even on an input of the wrong type when it has a length (an array): the
 * checks here run on strings only, so a list gets one message, the field's own.
 */
function onString(message: string) {
  return { message, when: (payload: { value: unknown }) => typeof payload.value === 'string' }
}

/** A name as typed and NFC-normalised: no hidden, control or markup character, at least two letters. */
export function isPlausibleName(name: string): boolean {
  if (NOT_IN_A_NAME.test(name) || STACKED_MARKS.test(name)) return false
  if (MARKUP.test(name) || MARKUP.test(name.normalize('NFKC'))) return false
  return (name.match(LETTER)?.length ?? 0) >= 2
}

/**
 * A name field: trimmed, NFC, 2 to 50 characters, and plausible. One message per problem: a value of
 * the right length that is not a name gets the "please enter" message, like an empty one.
 */
function personName(required: string, tooLong: string) {
  return z.string({ error: required }).check(
    z.trim(),
    z.normalize('NFC'),
    z.minLength(2, onString(required)),
    z.maxLength(50, onString(tooLong)),
    // Lengths in code points, as zod's own min and max count them: only a name of the right length is
    // checked here, so a value breaks one rule and gets one message.
    z.refine((name: string) => {
      const length = [...name].length
      return length < 2 || length > 50 || isPlausibleName(name)
    }, required),
  )
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
    .check(
      z.trim(),
      z.minLength(10, onString(MESSAGES.phoneTooShort)),
      z.maxLength(MAX_PHONE_LENGTH, onString(MESSAGES.phoneFormat)),
      z.regex(FRENCH_PHONE, MESSAGES.phoneFormat),
    ),
  email: z.pipe(z.string({ error: MESSAGES.email }).check(z.trim(), z.maxLength(254, onString(MESSAGES.email))), z.email(MESSAGES.email)),
})
export type CallbackFields = z.infer<typeof CallbackFields>

import { startsAFormula } from './formula-text.ts'
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
  firstNameCharacters: "Le prénom s'écrit avec des lettres, des espaces, des apostrophes et des traits d'union",
  firstNameFormula: 'Le prénom ne peut pas commencer par =, +, - ou @',
  lastName: 'Veuillez entrer votre nom',
  lastNameTooLong: 'Le nom ne doit pas dépasser 50 caractères',
  lastNameCharacters: "Le nom s'écrit avec des lettres, des espaces, des apostrophes et des traits d'union",
  lastNameFormula: 'Le nom ne peut pas commencer par =, +, - ou @',
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

/** Characters no name holds: hidden, control or markup ones, or accents stacked on one letter. */
function hasForeignCharacters(name: string): boolean {
  return NOT_IN_A_NAME.test(name) || STACKED_MARKS.test(name) || MARKUP.test(name) || MARKUP.test(name.normalize('NFKC'))
}

/** A name as typed and NFC-normalised: no hidden, control or markup character, at least two letters. */
export function isPlausibleName(name: string): boolean {
  if (hasForeignCharacters(name)) return false
  return (name.match(LETTER)?.length ?? 0) >= 2
}

interface NameMessages {
  required: string
  tooLong: string
  characters: string
  formula: string
}

/**
 * What is wrong with a name of the right length, as the message the visitor reads, or null. A start a
 * spreadsheet would run (`=`, `+`, `-`, `@`) is named first; then a character no name holds, with the
 * characters a name is written with; then too few letters, which reads as no name at all.
 */
function nameProblem(name: string, messages: NameMessages): string | null {
  if (startsAFormula(name)) return messages.formula
  if (hasForeignCharacters(name)) return messages.characters
  if ((name.match(LETTER)?.length ?? 0) < 2) return messages.required
  return null
}

/**
 * A name field: trimmed, NFC, 2 to 50 characters, and plausible. One message per problem, naming the
 * rule broken: a start that runs as a formula, a character no name holds, or too few letters (the
 * "please enter" message, like an empty value).
 */
function personName(messages: NameMessages) {
  return z.string({ error: messages.required }).check(
    z.trim(),
    z.normalize('NFC'),
    z.minLength(2, onString(messages.required)),
    z.maxLength(50, onString(messages.tooLong)),
    // Lengths in code points, as zod's own min and max count them: only a name of the right length is
    // checked here, so a value breaks one rule and gets one message.
    z.superRefine((name: string, ctx) => {
      const length = [...name].length
      if (length < 2 || length > 50) return
      const message = nameProblem(name, messages)
      if (message !== null) ctx.addIssue({ code: 'custom', message, input: name })
    }),
  )
}

/**
 * The fields a visitor types. One schema, the strict reading, for every form (widget, home block,
 * /rappel) and for the worker; values are trimmed before they are checked.
 */
export const CallbackFields = z.object({
  firstName: personName({
    required: MESSAGES.firstName,
    tooLong: MESSAGES.firstNameTooLong,
    characters: MESSAGES.firstNameCharacters,
    formula: MESSAGES.firstNameFormula,
  }),
  lastName: personName({
    required: MESSAGES.lastName,
    tooLong: MESSAGES.lastNameTooLong,
    characters: MESSAGES.lastNameCharacters,
    formula: MESSAGES.lastNameFormula,
  }),
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

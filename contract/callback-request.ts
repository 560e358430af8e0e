import { z } from './zod.ts'

/** The French phone format of DECISIONS.md: +33, 0033 or 0, a digit 1–9, then four pairs. */
export const FRENCH_PHONE = /^(?:(?:\+|00)33|0)\s*[1-9](?:[\s.-]*\d{2}){4}$/

/**
 * The fields a visitor types. One schema, the strict reading, for every form (widget, home block,
 * /rappel) and for the worker; values are trimmed before they are checked.
 */
export const CallbackFields = z.object({
  firstName: z
    .string({ error: 'Veuillez entrer votre prénom' })
    .trim()
    .min(2, 'Veuillez entrer votre prénom')
    .max(50, 'Le prénom ne doit pas dépasser 50 caractères'),
  lastName: z
    .string({ error: 'Veuillez entrer votre nom' })
    .trim()
    .min(2, 'Veuillez entrer votre nom')
    .max(50, 'Le nom ne doit pas dépasser 50 caractères'),
  phoneNumber: z
    .string({ error: 'Le numéro de téléphone doit contenir au moins 10 chiffres' })
    .trim()
    .min(10, 'Le numéro de téléphone doit contenir au moins 10 chiffres')
    .regex(FRENCH_PHONE, 'Veuillez entrer un numéro de téléphone français valide'),
  email: z
    .string({ error: 'Veuillez entrer une adresse email valide' })
    .trim()
    .max(254, 'Veuillez entrer une adresse email valide')
    .pipe(z.email('Veuillez entrer une adresse email valide')),
})
export type CallbackFields = z.infer<typeof CallbackFields>

/** Where the form was sent from. */
export const CallbackSource = z.enum(['widget', 'home', 'page'], {
  error: 'Origine de la demande inconnue',
})
export type CallbackSource = z.infer<typeof CallbackSource>

/** The body of POST /api/callback-requests. Unknown keys are refused. */
export const CallbackRequest = z.strictObject(
  {
    ...CallbackFields.shape,
    source: CallbackSource,
    privacyNoticeVersion: z.iso.date({ error: 'Version de la politique de confidentialité invalide' }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Champ non prévu dans la demande' : undefined) },
)
export type CallbackRequest = z.infer<typeof CallbackRequest>

export const CallbackCreated = z.object({ id: z.string().uuid() })
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

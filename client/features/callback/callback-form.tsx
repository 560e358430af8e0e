import type { SubmissionResult } from '@conform-to/react'
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { Link } from '@tanstack/react-router'
import { CircleAlert, CircleCheck } from 'lucide'
import { useId, useRef, useState } from 'react'
import type { CallbackFields } from '#contract/callback-fields'
import { CallbackFields as CallbackSchema } from '#contract/callback-fields'
import type { CallbackSource } from '#contract/callback-request'
import { CALLBACK_FORM_ACTION, SOURCE_FIELD } from '#contract/callback-form-post'
import { HONEYPOT_FIELD } from '#contract/constants'
import { ApiRequestError } from '../../lib/api-client.ts'
import { parseForm } from '../../lib/parse-form.ts'
import { Button } from '../../ui/button.tsx'
import { Field } from '../../ui/field.tsx'
import { TextInput } from '../../ui/text-input.tsx'
import { useSendCallbackRequest } from './api.ts'
import { Icon } from '../../ui/icon.tsx'
import * as styles from './callback-form.css.ts'

export const CALLBACK_FAILURE_MESSAGE = 'Une erreur est survenue lors de l’envoi de votre demande. Veuillez réessayer.'

/** What every callback form says once a request is sent: in its own confirmation, or the page's. */
export const CALLBACK_SENT = {
  title: 'Demande envoyée avec succès !',
  description: 'Nous vous contacterons très prochainement au numéro que vous avez indiqué.',
} as const

export interface CallbackFormProps {
  source: CallbackSource
  /** Shown as a secondary button (the home block's "Annuler"). */
  onCancel?: () => void
  /** "Fermer" on the confirmation; without it the confirmation has no button. */
  onClose?: () => void
  onSuccess?: () => void
  onFailure?: () => void
  /** Hides the built-in confirmation: the page shows its own. */
  hideConfirmation?: boolean
}

/**
 * The browser's own constraints: a field the contract does not mark optional is `required`, which is
 * all Conform's zod helper derived from this schema (its other checks, such as lengths, are zod's). Read
 * from the schema here so the helper, with the zod walking code it brings, stays off the form's page.
 */
const REQUIRED_FIELDS = Object.fromEntries(
  Object.entries(CallbackSchema.shape).map(([name, schema]) => [name, { required: schema._zod.optin !== 'optional' }]),
)

/**
 * The one callback form (widget, home block, /rappel): the contract's schema and messages, validated
 * on submit then on every change; values stay when sending fails; one Idempotency-Key per submission.
 */
export function CallbackForm({ source, onCancel, onClose, onSuccess, onFailure, hideConfirmation }: CallbackFormProps) {
  const mutation = useSendCallbackRequest()
  const trapId = useId()
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>()
  const [failed, setFailed] = useState(false)
  const [sent, setSent] = useState(false)
  // The same values sent again (a retry) reuse their key, so a request that did reach D1 is not doubled.
  const attempt = useRef<{ values: string; key: string } | null>(null)

  const [form, fields] = useForm<CallbackFields>({
    lastResult,
    constraint: REQUIRED_FIELDS,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, CallbackSchema),
    onSubmit: (event, { formData, submission }) => {
      event.preventDefault()
      if (submission?.status !== 'success' || mutation.isPending) return
      const values = JSON.stringify(submission.value)
      if (attempt.current?.values !== values) attempt.current = { values, key: crypto.randomUUID() }
      setFailed(false)
      const trap = formData.get(HONEYPOT_FIELD)
      mutation.mutate(
        {
          fields: submission.value,
          source,
          idempotencyKey: attempt.current.key,
          ...(typeof trap === 'string' && trap !== '' ? { trap } : {}),
        },
        {
          onSuccess: () => {
            attempt.current = null
            setSent(true)
            onSuccess?.()
          },
          onError: (error) => {
            console.warn('Callback request failed:', error.message)
            const fieldErrors = error instanceof ApiRequestError ? error.fieldErrors() : undefined
            if (fieldErrors) setLastResult(submission.reply({ fieldErrors }))
            setFailed(true)
            onFailure?.()
          },
        },
      )
    },
  })

  if (sent && !hideConfirmation) {
    return (
      <div className={styles.confirmation} role="status">
        <Icon icon={CircleCheck} className={styles.confirmationIcon} />
        <p className={styles.confirmationTitle}>{CALLBACK_SENT.title}</p>
        <p>{CALLBACK_SENT.description}</p>
        {onClose && (
          <Button tone="secondary" onClick={onClose}>
            Fermer
          </Button>
        )}
      </div>
    )
  }

  const pending = mutation.isPending
  // One message at a time: the first rule the value breaks.
  const errorsOf = (name: keyof CallbackFields) => fields[name].errors?.[0]

  return (
    // With JavaScript the submit handler sends the request; without it (or before the app has started)
    // the browser posts the body to the worker, so nothing typed ever goes into an address.
    <form {...getFormProps(form)} method="post" action={CALLBACK_FORM_ACTION} className={styles.form} noValidate aria-busy={pending}>
      <input type="hidden" name={SOURCE_FIELD} value={source} />
      <div className={styles.row}>
        <Field label="Prénom" required error={errorsOf('firstName')} id={fields.firstName.id}>
          {(control) => (
            <TextInput
              {...getInputProps(fields.firstName, { type: 'text' })}
              {...control}
              key={fields.firstName.key}
              autoComplete="given-name"
            />
          )}
        </Field>
        <Field label="Nom" required error={errorsOf('lastName')} id={fields.lastName.id}>
          {(control) => (
            <TextInput
              {...getInputProps(fields.lastName, { type: 'text' })}
              {...control}
              key={fields.lastName.key}
              autoComplete="family-name"
            />
          )}
        </Field>
      </div>
      <Field
        label="Téléphone"
        required
        description="Un numéro français, par exemple 06 12 34 56 78."
        error={errorsOf('phoneNumber')}
        id={fields.phoneNumber.id}
      >
        {(control) => (
          <TextInput
            {...getInputProps(fields.phoneNumber, { type: 'tel' })}
            {...control}
            key={fields.phoneNumber.key}
            autoComplete="tel"
            inputMode="tel"
          />
        )}
      </Field>
      <Field label="Adresse e-mail" required error={errorsOf('email')} id={fields.email.id}>
        {(control) => (
          <TextInput {...getInputProps(fields.email, { type: 'email' })} {...control} key={fields.email.key} autoComplete="email" />
        )}
      </Field>

      {/* The bot trap: no person sees, reaches or hears it; a bot that fills it is answered as if sent. */}
      <div className={styles.trap} aria-hidden="true" inert>
        <label htmlFor={trapId}>Site web (ne pas remplir)</label>
        <input id={trapId} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {failed && <CallbackFailure message={CALLBACK_FAILURE_MESSAGE} />}

      <p className={styles.privacy}>
        Vos coordonnées servent uniquement à vous rappeler, puis sont supprimées au bout de trois ans.{' '}
        <Link to="/politique-de-confidentialite">Politique de confidentialité</Link>
      </p>

      <div className={styles.actions}>
        <Button type="submit" tone="primary" disabled={pending}>
          {pending ? 'Envoi...' : 'Être rappelé gratuitement'}
        </Button>
        {onCancel && (
          <Button type="button" tone="ghost" onClick={onCancel} disabled={pending}>
            Annuler
          </Button>
        )}
      </div>
    </form>
  )
}

/** Why a request was not sent; also drawn alone for the form the worker sends back (routes/rappel.tsx). */
export function CallbackFailure({ message }: { message: string }) {
  return (
    <p className={styles.failure} role="alert">
      <Icon icon={CircleAlert} size="lg" className={styles.failureIcon} />
      {message}
    </p>
  )
}

import { useId, type ReactNode } from 'react'
import { CircleAlert } from 'lucide'
import { cx } from './cx.ts'
import { Icon } from './icon.tsx'
import * as styles from './field.css.ts'

/** Props that Field wires onto its single control. */
export type FieldControlProps = {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': boolean
  'aria-errormessage'?: string | undefined
}

/** Ids of Field's parts, for controls that need them (a radio group is labelled with `labelId`). */
export type FieldIds = {
  labelId: string
  descriptionId: string | undefined
  errorId: string | undefined
}

export type FieldProps = {
  label: ReactNode
  /** Help text shown under the label, read after the label by screen readers. */
  description?: ReactNode
  /** Error message(s); Conform's `field.errors` (string[]) can be passed as is. */
  error?: ReactNode | readonly string[]
  /** Shows the required marker; pass `required` to the control yourself. */
  required?: boolean
  /** Id of the control; generated when omitted. */
  id?: string
  className?: string
  children: (controlProps: FieldControlProps, ids: FieldIds) => ReactNode
}

function errorList(error: FieldProps['error']): ReactNode[] {
  if (error === undefined || error === null || error === false || error === true || error === '') return []
  if (Array.isArray(error)) return (error as ReactNode[]).filter((item) => item !== '' && item != null)
  return [error as ReactNode]
}

/**
 * A labelled form field:
 * `<Field label="Prénom" error={fields.firstName.errors}>{(props) => <TextInput {...props} />}</Field>`.
 */
export function Field({ label, description, error, required = false, id, className, children }: FieldProps) {
  const generatedId = useId()
  const controlId = id ?? generatedId
  const labelId = `${controlId}-label`
  const descriptionId = description ? `${controlId}-description` : undefined
  const errors = errorList(error)
  const errorId = errors.length > 0 ? `${controlId}-error` : undefined

  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined
  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': errorId !== undefined,
    ...(errorId ? { 'aria-errormessage': errorId } : {}),
  }

  return (
    <div className={cx(styles.field, className)}>
      <label id={labelId} htmlFor={controlId} className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.requiredMark}>
            {'\u00a0*'}
          </span>
        ) : null}
      </label>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {children(controlProps, { labelId, descriptionId, errorId })}
      {errorId ? <FieldError id={errorId} errors={errors} /> : null}
    </div>
  )
}

/** A field's error paragraph; also drawn alone for the form the worker sends back (routes/rappel.tsx). */
export function FieldError({ id, errors }: { id: string; errors: readonly ReactNode[] }) {
  return (
    <p id={id} className={styles.error}>
      <Icon icon={CircleAlert} className={styles.errorIcon} />
      <span className={styles.errorMessages}>
        {errors.map((message, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two rules may give the same message; the list is replaced whole on each check.
          <span key={index}>{message}</span>
        ))}
      </span>
    </p>
  )
}

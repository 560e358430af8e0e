import { useEffect, useRef, useState } from 'react'
import { formatNumber, numberFormat } from '../../lib/format.ts'
import { Field } from '../../ui/field.tsx'
import { TextInput } from '../../ui/text-input.tsx'

export type ProfileNumberFieldProps = {
  label: string
  description?: string
  /** Undefined: the field starts empty (a figure only the visitor knows, such as a bill's price). */
  value: number | undefined
  min: number
  max: number
  /** Decimals accepted; 0 for a whole number. */
  decimals?: number
  /** An empty field is no error (a figure the page asks for elsewhere), only a wrong one. */
  allowEmpty?: boolean
  /** Called with each valid value as the visitor types; an invalid text is shown with its message and not sent. */
  onCommit: (value: number) => void
}

/** A comma or a point: a French visitor types « 0,2016 ». */
const parse = (text: string) => Number(text.trim().replace(',', '.'))

/** Decimals shown with the French comma, as the visitor types them. */
const shown = (n: number | undefined) => (n === undefined ? '' : String(n).replace('.', ','))

/**
 * One number of the household profile. The text typed stays as typed (an empty or half-typed field is
 * not replaced under the visitor's fingers); only a valid value reaches the address, so the ranking keeps
 * the last valid profile while the message says what is expected.
 */
export function ProfileNumberField({
  label,
  description,
  value,
  min,
  max,
  decimals = 0,
  allowEmpty = false,
  onCommit,
}: ProfileNumberFieldProps) {
  const [text, setText] = useState(shown(value))
  const lastSent = useRef(value)
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value
      setText(shown(value))
    }
  }, [value])

  const valid = (raw: string) => {
    const number = parse(raw)
    return (
      raw.trim() !== '' &&
      Number.isFinite(number) &&
      number >= min &&
      number <= max &&
      Math.round(number * 10 ** decimals) === number * 10 ** decimals
    )
  }
  const expected =
    decimals === 0
      ? `Indiquez un nombre entier entre ${formatNumber(min)} et ${formatNumber(max)}.`
      : `Indiquez un nombre entre ${numberFormat({ maximumFractionDigits: decimals }).format(min)} et ${formatNumber(max)}, avec au plus ${decimals}\u00a0décimales.`

  return (
    <Field label={label} description={description} error={valid(text) || (allowEmpty && text.trim() === '') ? undefined : expected}>
      {(props) => (
        <TextInput
          {...props}
          // Whole numbers as a number field (steppers, numeric keypad); decimals as text, where the comma
          // a French visitor types is accepted whatever the browser's language.
          type={decimals === 0 ? 'number' : 'text'}
          inputMode={decimals === 0 ? 'numeric' : 'decimal'}
          {...(decimals === 0 ? { min, max, step: 1 } : {})}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            const next = event.target.value
            setText(next)
            if (valid(next)) {
              const number = parse(next)
              lastSent.current = number
              onCommit(number)
            }
          }}
        />
      )}
    </Field>
  )
}

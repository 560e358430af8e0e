import { Slider as SliderPrimitive } from 'radix-ui'
import { cx } from './cx.ts'
import * as styles from './slider.css.ts'

type SliderName = { 'aria-label': string; 'aria-labelledby'?: undefined } | { 'aria-labelledby': string; 'aria-label'?: undefined }

export type SliderProps = SliderName & {
  value: number
  onValueChange: (value: number) => void
  /** Called when the user stops dragging or after a key press. */
  onValueCommit?: (value: number) => void
  min?: number
  max?: number
  step?: number
  /** Human wording of a value for screen readers (`aria-valuetext`), e.g. `(v) => `${v} kWh par an``. */
  getValueText?: (value: number) => string
  'aria-describedby'?: string
  /** Id of the thumb, the focusable element with role="slider" (a <label for> cannot name it: use aria-labelledby). */
  id?: string
  name?: string
  disabled?: boolean
  className?: string
}

/** A single-thumb slider (Radix). The accessible name goes on the thumb, which has role="slider". */
export function Slider({
  value,
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  step = 1,
  getValueText,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  id,
  name,
  disabled,
  className,
}: SliderProps) {
  return (
    <SliderPrimitive.Root
      className={cx(styles.root, className)}
      value={[value]}
      min={min}
      max={max}
      step={step}
      name={name}
      disabled={disabled}
      onValueChange={(values) => {
        const [next] = values
        if (next !== undefined) onValueChange(next)
      }}
      onValueCommit={(values) => {
        const [next] = values
        if (next !== undefined) onValueCommit?.(next)
      }}
    >
      <SliderPrimitive.Track className={styles.track}>
        <SliderPrimitive.Range className={styles.range} />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        id={id}
        className={styles.thumb}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-describedby={ariaDescribedBy}
        aria-valuetext={getValueText?.(value)}
        // Radix learns the thumb's index after mount, so a prerendered thumb would lack its value.
        aria-valuenow={value}
      />
    </SliderPrimitive.Root>
  )
}

import type { ComponentProps } from 'react'
import { VisuallyHidden as VisuallyHiddenPrimitive } from 'radix-ui'

export type VisuallyHiddenProps = ComponentProps<typeof VisuallyHiddenPrimitive.Root>

/** Text for assistive technology only (Radix VisuallyHidden). For a plain class, use `srOnly`. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <VisuallyHiddenPrimitive.Root {...props} />
}

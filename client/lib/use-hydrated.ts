import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False in the prerendered HTML and during hydration, true once React owns the element. Controls whose
 * code loads after the page (a lazily hydrated part) are disabled until then: a tap or a typed letter on
 * HTML that React does not yet own would be lost without a sign, while a disabled control says « wait ».
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}

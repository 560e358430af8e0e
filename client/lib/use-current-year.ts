import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * The current year, hydration-safe: the prerendered HTML holds the build's year, the browser's first
 * render reuses it, then the visitor's clock takes over (a page built in December still says the new
 * year in January, without a hydration mismatch).
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  )
}

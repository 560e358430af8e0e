import { useCallback, useSyncExternalStore } from 'react'
import { media } from '../ui/media.ts'

/**
 * Whether a media query matches, kept in sync with the browser. Render code stays SSR-safe: the server
 * (and the first client render, for hydration) sees `serverValue`, then the real value follows.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}

/** True under 768 px, the site's mobile cut (feature lists, accordions, skeleton counts). */
export function useIsMobile(): boolean {
  return useMediaQuery(media.mobileOnly)
}

/** True when the visitor asked for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(media.reducedMotion)
}

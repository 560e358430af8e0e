import type { DehydratedState } from '@tanstack/react-query'

/**
 * What a prerendered page carries besides its HTML: the path it was rendered for, the catalogue version
 * its data belongs to, and that data (TanStack Query's dehydrated cache), so the browser hydrates the
 * exact tree the build rendered and then checks the version against the API (docs/decisions/0016).
 */
export interface PrerenderPayload {
  path: string
  catalogueVersion: string | null
  queries: DehydratedState
}

export const PRERENDER_PAYLOAD_ID = 'wm-prerender'

/** JSON inside a script element: `<`, `>` and `&` escaped, so no string in the data can close it. */
export function serializePayload(payload: PrerenderPayload): string {
  return JSON.stringify(payload).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}

/** The payload of the current document, or null when it has none (the dev server, a stripped page). */
export function readPrerenderPayload(doc: Document): PrerenderPayload | null {
  const text = doc.getElementById(PRERENDER_PAYLOAD_ID)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text) as PrerenderPayload
  } catch {
    return null
  }
}

/** Path equality as the browser shows it: `/conseils/guide-tarif-r%C3%A9glement%C3%A9` is the accented slug. */
export function samePath(a: string, b: string): boolean {
  const normalise = (path: string) => {
    let decoded = path
    try {
      decoded = decodeURIComponent(path)
    } catch {
      // A malformed escape is compared as written.
    }
    return decoded.normalize('NFC').replace(/\/+$/, '') || '/'
  }
  return normalise(a) === normalise(b)
}

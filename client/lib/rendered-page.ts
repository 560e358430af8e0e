/**
 * What the build records in a prerendered page beside the router's and Query's own state: the path the
 * page was rendered for (404 pages stand for many paths) and the catalogue version its data belongs to
 * (null when the page shows no catalogue data). The browser hydrates the page only when both still hold.
 */
export interface RenderedPage {
  path: string
  catalogueVersion: string | null
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

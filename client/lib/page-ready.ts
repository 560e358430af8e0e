/**
 * Set on <html> once the app has rendered its first page (hydrated it, or rendered it in the browser):
 * the app is live. Tests and progressive-enhancement styles can tell; the connection watcher counts the
 * page as loaded once the document has finished loading (docs/decisions/0088), whether or not this is set.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready'

/**
 * Called once the first page has rendered (later calls change nothing). Browser only: call it from an
 * effect. Returns nothing, so `useEffect(() => markPageReady(), [])` stays a valid effect.
 */
export function markPageReady(): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '')
}

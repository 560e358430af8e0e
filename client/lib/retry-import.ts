/**
 * Every dynamic import of the app goes through here (the build wraps each `import()`, see
 * scripts/lib/retry-dynamic-imports.ts): a chunk that failed is asked for again, as soon as the
 * connection comes back while the browser says it is gone, or after 1, 2, 4 and 8 s while it says it is
 * there. Only then does the failure reach the caller (a lazy part's « Réessayer », the router's reload
 * for a chunk a newer deploy removed). A drop in the page's first seconds would otherwise fail a route's
 * chunk, and the router would reload the page while offline, onto the browser's error page.
 * The browser keeps no failed module: the next import of the address fetches it anew.
 */
export function retryImport<T>(load: () => Promise<T>, delay = 1_000): Promise<T> {
  return load().catch(
    (error: unknown) =>
      new Promise<T>((resolve, reject) => {
        if (navigator.onLine && delay > 8_000) return reject(error)
        const again = () => {
          clearTimeout(timer)
          removeEventListener('online', again)
          resolve(retryImport(load, navigator.onLine ? delay * 2 : delay))
        }
        const timer = navigator.onLine ? setTimeout(again, delay) : undefined
        addEventListener('online', again)
      }),
  )
}

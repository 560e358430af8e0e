/**
 * Every dynamic import of the app goes through here (the build wraps each `import()`, see
 * scripts/lib/retry-dynamic-imports.ts): a chunk that failed is asked for again as soon as the
 * connection comes back, or after 1, 2, 4 and 8 s. Only a failure after that, while the browser says it
 * is online, reaches the caller (a lazy part's « Réessayer », the router's reload for a chunk a newer
 * deploy removed); offline, it keeps waiting. A drop in the page's first seconds would otherwise fail a
 * route's chunk, and the router would reload the page while offline, onto the browser's error page.
 * The browser keeps no failed module: the next import of the address fetches it anew.
 */
export const retryImport = <T>(load: () => Promise<T>, delay = 1_000): Promise<T> =>
  load().catch((error: unknown) =>
    navigator.onLine && delay > 8_000
      ? Promise.reject(error)
      : // Whichever comes first; the other then resolves a settled promise, which does nothing.
        new Promise<void>((back) => {
          setTimeout(back, delay)
          addEventListener('online', () => back(), { once: true })
        }).then(() => retryImport(load, delay * 2)),
  )

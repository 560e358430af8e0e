/**
 * Loads a chunk; one that failed because the connection went is asked for again when it comes back
 * (the browser keeps no failed module: the same address is fetched anew), up to six times. A failure
 * while online is the caller's at once (its « Réessayer »).
 */
export function withRetries<T>(load: () => Promise<T>, attempt = 1): Promise<T> {
  return load().catch((error: unknown) =>
    navigator.onLine || attempt > 5
      ? Promise.reject(error)
      : new Promise((resolve) => addEventListener('online', resolve, { once: true })).then(() => withRetries(load, attempt + 1)),
  )
}

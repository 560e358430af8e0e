/** How many times a chunk is asked for before its failure is shown (the part's « Réessayer » then). */
const ATTEMPTS = 6

/**
 * Loads a chunk, and after a failure asks for it again: at once when the connection comes back, else
 * after 1 s, 2 s, 4 s…; the failure is the caller's only once every attempt has failed. A connection
 * lost for a moment then costs the visitor nothing (the browser keeps no failed module: the same
 * address is fetched anew).
 */
export function withRetries<T>(load: () => Promise<T>, attempt = 1): Promise<T> {
  return load().catch(
    (error: unknown) =>
      new Promise<T>((resolve, reject) => {
        if (attempt >= ATTEMPTS) return reject(error)
        const again = () => {
          clearTimeout(timer)
          removeEventListener('online', again)
          withRetries(load, attempt + 1).then(resolve, reject)
        }
        const timer = setTimeout(again, 1_000 * 2 ** (attempt - 1))
        addEventListener('online', again)
      }),
  )
}

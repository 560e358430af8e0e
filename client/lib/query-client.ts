import { QueryClient } from '@tanstack/react-query'

/**
 * How the site reads the catalogue, which changes only at a reseed: data never goes stale, so Query
 * fetches it again neither on mount nor on focus (both only refetch stale data), nor on reconnect. An
 * answer that says no (an HTTP error, a body the contract refuses) shows its error state at once, and
 * the visitor retries. A request that got no answer at all (the connection dropped under it: fetch's
 * TypeError) is asked again, up to three times after 1, 2 and 4 s, so a drop of a few seconds does not
 * turn a block into « Réessayer ». Query also holds a retry while it knows the browser is offline, but
 * it only knows from an `offline` event heard after the app mounted, and a drop in the page's first
 * second comes before that: hence the retries on a clock. A mutation is never retried (Query's default
 * for mutations): a callback request must not be sent twice by the app.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnReconnect: false,
        retry: (failures, error) => error instanceof TypeError && failures < 3,
      },
      dehydrate: { serializeData: answerToText },
      hydrate: { deserializeData: answerFromText },
    },
  })
}

/**
 * A prerendered page carries its queries' answers to the browser in its state script. Written as the
 * router's serializer writes objects (a JavaScript literal, each object and array numbered so it can be
 * shared), the comparison's catalogue took 80 % more bytes after gzip than the same answer as JSON, and
 * a phone parses a large literal more slowly than `JSON.parse` reads the same text. So each answer
 * travels as its JSON text. Every answer came from JSON (the API's) through the contract's schemas, which
 * build plain objects, arrays, strings, numbers, booleans and null: the text gives back the same data.
 */
export function answerToText(data: unknown): unknown {
  return data === undefined ? undefined : JSON.stringify(data)
}

/** The answer `answerToText` wrote; anything else (no data) as it came. */
export function answerFromText(data: unknown): unknown {
  return typeof data === 'string' ? JSON.parse(data) : data
}

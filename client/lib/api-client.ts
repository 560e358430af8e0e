/** An error from the API: the message is "status: body text" (or the status text), so a log line names both. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }

  /** The per-field messages of a 400 from the worker, when there are some. */
  fieldErrors(): Record<string, string[]> | undefined {
    try {
      const parsed = JSON.parse(this.body) as { error?: { fields?: Record<string, string[]> } }
      return parsed.error?.fields
    } catch {
      return undefined
    }
  }
}

/**
 * Every call of the site: JSON in and out, credentials included. Any non-2xx answer throws an
 * ApiRequestError; a 204 or an empty body resolves to undefined.
 */
export async function apiRequest<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init
  const response = await fetch(path, {
    credentials: 'include',
    ...rest,
    headers: {
      Accept: 'application/json',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? rest.body : JSON.stringify(json),
  })
  const text = await response.text()
  if (!response.ok) {
    throw new ApiRequestError(response.status, `${response.status}: ${text || response.statusText}`, text)
  }
  return (text ? JSON.parse(text) : undefined) as T
}

/** What `apiGet` checks an answer with: a contract schema (zod), or anything with the same `parse`. */
export interface ResponseSchema<T> {
  parse: (data: unknown) => T
}

/**
 * GET an API resource and check the answer against the contract. The schema is loaded with the
 * request, in a chunk of its own: a prerendered page starts from its embedded data and never needs
 * zod, while a page built in the browser gets both in parallel (docs/decisions/0017).
 */
export async function apiGet<T>(path: string, loadSchema: () => Promise<ResponseSchema<T>>): Promise<T> {
  const [data, schema] = await Promise.all([apiRequest<unknown>(path), loadSchema()])
  return schema.parse(data)
}

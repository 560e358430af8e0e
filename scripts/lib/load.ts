import { performance } from 'node:perf_hooks'
import type { Dispatcher } from 'undici'
import { Pool } from 'undici'

export interface LoadOptions {
  origin: string
  path: string
  method: Dispatcher.HttpMethod
  connections: number
  seconds: number
  headers?: () => Record<string, string>
  /** One body for every request, or a function called once per request. */
  body?: string | (() => string)
}

export interface LoadResult {
  requests: number
  requestsPerSecond: number
  p50: number
  p99: number
  byStatus: Map<number, number>
  errors: number
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/**
 * Keeps `connections` requests in flight for `seconds`, then lets each one finish: every request sent
 * is answered and counted (autocannon cuts the last ones off, and cannot read HEAD answers).
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const pool = new Pool(options.origin, { connections: options.connections, pipelining: 1 })
  const latencies: number[] = []
  const byStatus = new Map<number, number>()
  let errors = 0
  const started = performance.now()
  const deadline = started + options.seconds * 1000

  async function connection(): Promise<void> {
    while (performance.now() < deadline) {
      const sent = performance.now()
      try {
        const response = await pool.request({
          origin: options.origin,
          path: options.path,
          method: options.method,
          headers: options.headers?.(),
          body: typeof options.body === 'function' ? options.body() : options.body,
        })
        await response.body.dump()
        latencies.push(performance.now() - sent)
        byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1)
      } catch {
        errors += 1
      }
    }
  }

  await Promise.all(Array.from({ length: options.connections }, connection))
  const elapsed = (performance.now() - started) / 1000
  await pool.close()
  const sorted = Float64Array.from(latencies).sort()
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    byStatus,
    errors,
  }
}

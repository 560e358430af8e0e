/**
 * The built Worker (`vite build` writes it to dist/wattmalin) run by Miniflare's own API, one workerd
 * with no `wrangler dev` proxy in front: the benchmarks' way to measure the Worker itself. Its bindings
 * are those wrangler.toml gives an environment, its state a folder that wrangler's migrate and seed
 * steps wrote with `--persist-to`.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { V4MiniflareOptions } from 'miniflare'
import { Log, LogLevel } from 'miniflare'
import { unstable_readConfig } from 'wrangler'
import { PROJECT_ROOT } from '../../seed/wrangler.ts'

/** `vite build` writes the Worker here (the Cloudflare Vite plugin's output): its entry and chunks. */
const BUILT_WORKER_DIR = 'dist/wattmalin'
const BUILT_WORKER_ENTRY = 'index.js'

/**
 * Every ES module of the build, the entry first. The entry only re-exports a chunk (and hono-openapi
 * loads others on demand), and Miniflare follows no import by itself: each module is listed.
 */
function builtModules(): { type: 'ESModule'; path: string }[] {
  const root = join(PROJECT_ROOT, BUILT_WORKER_DIR)
  const chunks = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.m?js$/.test(file) && file !== BUILT_WORKER_ENTRY,
  )
  return [BUILT_WORKER_ENTRY, ...chunks.sort()].map((file) => ({ type: 'ESModule', path: join(root, file) }))
}

interface QueueProducerConfig {
  binding: string
  queue: string
  delivery_delay?: number
}

interface QueueConsumerConfig {
  queue: string
  max_batch_size?: number
  max_batch_timeout?: number
  max_retries?: number
  dead_letter_queue?: string
  retry_delay?: number
}

/**
 * Miniflare options for the built Worker with the bindings of wrangler.toml's `environment`: vars
 * (plus `extraBindings`, the secrets a run gives it), KV, D1, rate limits and the queues with their
 * consumers, reading `statePath` (a wrangler `--persist-to` folder: its KV, D1 and queues live under v3/).
 */
export function builtWorkerOptions(options: {
  environment: string
  statePath: string
  extraBindings?: Record<string, string>
  logLevel?: LogLevel
}): V4MiniflareOptions {
  const config = unstable_readConfig({ config: join(PROJECT_ROOT, 'wrangler.toml'), env: options.environment })
  const producers: QueueProducerConfig[] = config.queues.producers ?? []
  const consumers: QueueConsumerConfig[] = config.queues.consumers ?? []
  return {
    name: config.name,
    modulesRoot: join(PROJECT_ROOT, BUILT_WORKER_DIR),
    modules: builtModules(),
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    bindings: { ...(config.vars as Record<string, string>), ...options.extraBindings },
    kvNamespaces: Object.fromEntries(config.kv_namespaces.map((kv: { binding: string; id?: string }) => [kv.binding, kv.id ?? kv.binding])),
    d1Databases: Object.fromEntries(
      config.d1_databases.map((db: { binding: string; database_id?: string }) => [db.binding, db.database_id ?? db.binding]),
    ),
    ratelimits: Object.fromEntries(
      config.ratelimits.map((limit: { name: string; namespace_id: string; simple: { limit: number; period: 10 | 60 } }) => [
        limit.name,
        { namespace_id: limit.namespace_id, simple: limit.simple },
      ]),
    ),
    queueProducers: Object.fromEntries(
      producers.map((producer) => [producer.binding, { queueName: producer.queue, deliveryDelay: producer.delivery_delay }]),
    ),
    queueConsumers: Object.fromEntries(
      consumers.map((consumer) => [
        consumer.queue,
        {
          maxBatchSize: consumer.max_batch_size,
          maxBatchTimeout: consumer.max_batch_timeout,
          maxRetries: consumer.max_retries,
          deadLetterQueue: consumer.dead_letter_queue,
          retryDelay: consumer.retry_delay,
        },
      ]),
    ),
    resourcePersistencePath: join(PROJECT_ROOT, options.statePath, 'v3'),
    host: '127.0.0.1',
    port: 0,
    // No request leaves the machine: Miniflare would otherwise fetch a sample Request.cf object.
    cf: false,
    log: new Log(options.logLevel ?? LogLevel.WARN),
  }
}

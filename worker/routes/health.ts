import { Hono } from 'hono'
import type { Health } from '#contract/health'
import { methodNotAllowed } from '../http/errors.ts'

/** Mounted at /api: the connection watcher's ping. Touches neither KV nor D1, never cached. */
export const health = new Hono<{ Bindings: Cloudflare.Env }>()

health.get('/health', (c) => {
  c.header('Cache-Control', 'no-store')
  const body: Health = { status: 'ok' }
  return c.json(body)
})
health.all('/health', methodNotAllowed('GET, HEAD'))

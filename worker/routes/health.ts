import { Hono } from 'hono'
import { Health } from '#contract/health'
import type { AppEnv } from '../http/app-env.ts'
import { describeOperation } from '../openapi/describe-operation.ts'
import { answer } from '../openapi/responses.ts'

/** Mounted at /api/health: the connection watcher's ping. Touches neither KV nor D1, never cached. */
export const health = new Hono<AppEnv>()

health.get(
  '/',
  describeOperation({
    tags: ['Service'],
    summary: 'Disponibilité du service',
    description: 'Répond sans lire le catalogue ni la base ; jamais mis en cache. HEAD est accepté aussi.',
    responses: { 200: answer('Le service répond.', { body: Health, headers: ['Cache-Control'] }) },
  }),
  (c) => {
    c.header('Cache-Control', 'no-store')
    const body: Health = { status: 'ok' }
    return c.json(body)
  },
)
// Hono answers every HEAD request with the GET route, body dropped, before it routes anything: this entry
// never runs. It is here to document HEAD, the connection watcher's probe, as an operation of its own.
health.on(
  'HEAD',
  '/',
  describeOperation({
    tags: ['Service'],
    summary: 'Disponibilité du service, sans corps',
    description: 'Le sondage de l’indicateur de connexion du site.',
    responses: { 200: answer('Le service répond.', { headers: ['Cache-Control'] }) },
  }),
)

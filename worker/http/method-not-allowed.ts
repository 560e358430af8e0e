import type { Hono } from 'hono'
import type { AppEnv } from './app-env.ts'
import { apiError } from './errors.ts'

/** The order Allow lists methods in, whatever order the routes were written in. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']

/**
 * Gives each path of a resource a 405 (with Allow) for the methods it does not serve, read from the
 * resource's own routes: a route added or removed changes its Allow, and no route writes a 405 by hand.
 * Hono answers HEAD with the GET route, so a path served by GET allows HEAD too.
 */
export function withMethodNotAllowed(resource: Hono<AppEnv>): Hono<AppEnv> {
  const methodsByPath = new Map<string, Set<string>>()
  for (const { method, path } of resource.routes) {
    if (method === 'ALL') continue
    const methods = methodsByPath.get(path) ?? new Set<string>()
    methods.add(method)
    if (method === 'GET') methods.add('HEAD')
    methodsByPath.set(path, methods)
  }
  for (const [path, methods] of methodsByPath) {
    const allow = METHOD_ORDER.filter((m) => methods.has(m)).join(', ')
    resource.all(path, (c) => {
      c.header('Allow', allow)
      return apiError(c, 405, 'method_not_allowed', 'Méthode non autorisée pour cette adresse.')
    })
  }
  return resource
}

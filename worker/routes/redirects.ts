import { Hono } from 'hono'
import type { AppEnv } from '../http/app-env.ts'
import { REDIRECT_PATHS } from '../http/redirect-paths.ts'

/**
 * Pages that are redirects: a direct visit gets a real HTTP redirect here; the client router does the
 * same for navigation inside the app. The legal notice lives in the privacy policy (a permanent move);
 * the simulation form may move, so a temporary redirect keeps browsers from caching its address.
 */
export const redirects = new Hono<AppEnv>()

for (const path of [REDIRECT_PATHS[0], `${REDIRECT_PATHS[0]}/`]) {
  redirects.get(path, (c) => c.redirect('/politique-de-confidentialite', 301))
}
for (const path of [REDIRECT_PATHS[1], `${REDIRECT_PATHS[1]}/`]) {
  redirects.get(path, (c) => c.redirect(c.env.SIMULATION_URL, 302))
}

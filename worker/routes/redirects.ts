import { Hono } from 'hono'

/**
 * Pages that are redirects (DECISIONS.md): a direct visit gets a real HTTP redirect here; the client
 * router does the same for navigation inside the app.
 */
export const redirects = new Hono<{ Bindings: Cloudflare.Env }>()

redirects.get('/mentions-legales', (c) => c.redirect('/politique-de-confidentialite', 301))
redirects.get('/mentions-legales/', (c) => c.redirect('/politique-de-confidentialite', 301))
// The simulation form may move: a temporary redirect keeps browsers from caching its address.
redirects.get('/simulateureconomies', (c) => c.redirect(c.env.SIMULATION_URL, 302))
redirects.get('/simulateureconomies/', (c) => c.redirect(c.env.SIMULATION_URL, 302))

import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { apiError } from './http/errors.ts'
import { SECURITY_HEADERS } from './http/security-headers.ts'
import type { AppEnv } from './http/app-env.ts'
import { withMethodNotAllowed } from './http/method-not-allowed.ts'
import { articles, featuredArticles } from './routes/articles.ts'
import { catalogueVersion } from './routes/catalogue-version.ts'
import { callbackFormPost } from './routes/callback-form-post.ts'
import { callbackRequests } from './routes/callback-requests.ts'
import { benefits, savingsClaims, testimonials } from './routes/content.ts'
import { cookieChoice } from './routes/cookie-choice.ts'
import { health } from './routes/health.ts'
import { offers } from './routes/offers.ts'
import { openapiRoutes } from './routes/openapi.ts'
import { redirects } from './routes/redirects.ts'
import { gasPriceLevels } from './routes/gas-price-levels.ts'
import { gasReferencePrices, regulatedTariffs } from './routes/regulated-tariffs.ts'
import { cheapestElectricityOffers, electricitySuppliers, featuredSuppliers, gasSuppliers, suppliers } from './routes/suppliers.ts'
import { tempoDays } from './routes/tempo-days.ts'
import { purgeExpiredCallbackRequests } from './scheduled.ts'
import { handleCallbackQueue, sweepDueDeliveries } from './jobs/callback-delivery.ts'
import { cronJobOf } from './jobs/cron-jobs.ts'
import { syncTempoDaysOnSchedule } from './jobs/tempo-sync-cron.ts'

export const app = new Hono<AppEnv>()

app.use(async (c, next) => {
  await next()
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value)
})

/** Each resource of the API at its own address; a method it does not serve gets a 405 naming those it does. */
const resources: [path: string, resource: Hono<AppEnv>][] = [
  ['/api/health', health],
  ['/api/suppliers', suppliers],
  ['/api/featured-suppliers', featuredSuppliers],
  ['/api/electricity-suppliers', electricitySuppliers],
  ['/api/gas-suppliers', gasSuppliers],
  ['/api/cheapest-electricity-offers', cheapestElectricityOffers],
  ['/api/articles', articles],
  ['/api/featured-articles', featuredArticles],
  ['/api/benefits', benefits],
  ['/api/testimonials', testimonials],
  ['/api/savings-claims', savingsClaims],
  ['/api/regulated-tariffs', regulatedTariffs],
  ['/api/gas-reference-prices', gasReferencePrices],
  ['/api/gas-price-levels', gasPriceLevels],
  ['/api/tempo-days', tempoDays],
  ['/api/offers', offers],
  ['/api/catalogue/version', catalogueVersion],
  ['/api/callback-requests', callbackRequests],
  // The document of the whole app, itself included.
  ['/api/openapi.json', openapiRoutes(app)],
]
for (const [path, resource] of resources) app.route(path, withMethodNotAllowed(resource))
app.route('/', redirects)
app.route('/', callbackFormPost)
app.route('/', cookieChoice)

app.notFound((c) => apiError(c, 404, 'not_found', "Cette adresse n'existe pas."))

app.onError((error, c) => {
  if (error instanceof HTTPException && error.status < 500) {
    // Hono raises these for requests it cannot read (malformed JSON, for one).
    return apiError(c, 400, 'bad_request', 'La requête est mal formée.')
  }
  console.error('Unhandled error', error)
  return apiError(c, 500, 'internal_error', 'Une erreur interne est survenue.')
})

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    const now = new Date(controller.scheduledTime)
    const job = cronJobOf(controller.cron)
    switch (job) {
      case 'delivery-sweep':
        ctx.waitUntil(sweepDueDeliveries(env, now))
        return
      case 'tempo-sync':
        ctx.waitUntil(syncTempoDaysOnSchedule(env, now))
        return
      case 'callback-purge':
        ctx.waitUntil(purgeExpiredCallbackRequests(env, now))
        return
      case undefined:
        console.error(`scheduled: no job for the cron "${controller.cron}"; nothing run (worker/jobs/cron-jobs.ts)`)
        return
    }
  },
  async queue(batch, env) {
    await handleCallbackQueue(batch, env, () => new Date())
  },
} satisfies ExportedHandler<Cloudflare.Env>

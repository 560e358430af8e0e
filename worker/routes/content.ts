import { Hono } from 'hono'
import { z } from 'zod'
import { kvKeys } from '#contract/catalogue'
import { Benefit, Testimonial } from '#contract/content'
import { OFFERS_QUERY_MESSAGES, OfferCatalogue, OffersQuery } from '#contract/offers'
import { franceDate } from '#contract/regulated-dates'
import { computeSavingsClaims, SavingsClaims } from '#contract/savings-claims'
import { serveCatalogueAnswer, serveCatalogueKey } from '../http/catalogue-response.ts'
import { apiError, methodNotAllowed } from '../http/errors.ts'
import { describeCatalogueRead, invalidDate } from '../openapi/catalogue-read.ts'
import { dayParameter } from '../openapi/parameters.ts'

const readOnly = methodNotAllowed('GET, HEAD')

/** Mounted at /api: the home page's benefits, testimonials and savings figures. */
export const content = new Hono<{ Bindings: Cloudflare.Env }>()

content.get('/benefits', describeCatalogueRead({ summary: 'Avantages présentés sur l’accueil', body: z.array(Benefit) }), (c) =>
  serveCatalogueKey(c, kvKeys.benefits, { kind: 'fixed' }),
)
content.all('/benefits', readOnly)

content.get('/testimonials', describeCatalogueRead({ summary: 'Témoignages', body: z.array(Testimonial) }), (c) =>
  serveCatalogueKey(c, kvKeys.testimonials, { kind: 'fixed' }),
)
content.all('/testimonials', readOnly)

content.get(
  '/savings-claims',
  describeCatalogueRead({
    summary: 'Chiffres d’économies affichés par le site, un jour donné',
    description: [
      'Calculés à la demande pour le jour demandé, à partir des offres et des grilles du catalogue, pour le foyer de',
      '`basis` : l’économie de l’offre de marché la moins chère et la moyenne des offres de marché de l’option, en € par an',
      'et en % du tarif réglementé de la même option et puissance (grille en vigueur ce jour-là). Ne sont comptées que',
      'les offres en cours ce jour-là, avec un prix à cette puissance, dont les prix sont confirmés comme actuels (relevés',
      'moins de 6 mois avant, et pas indexés sur une grille du tarif réglementé remplacée depuis) : sans aucune,',
      '`offersCounted` vaut 0, `best` et `average` null. `null` quand la grille en vigueur ne donne pas de prix complet pour',
      'ce foyer.',
    ].join(' '),
    body: z.nullable(SavingsClaims),
    parameters: [
      // A day the seeded catalogue has confirmed prices for: its claims count offers.
      dayParameter(OffersQuery.shape.date.def.innerType, '2026-09-01'),
    ],
    responses: { 400: invalidDate(OFFERS_QUERY_MESSAGES.date) },
  }),
  (c) => {
    // The day is read as /api/offers reads its own: the claims are a reading of the same offers.
    const parsed = OffersQuery.shape.date.safeParse(c.req.query('date'))
    if (!parsed.success) {
      const message = OFFERS_QUERY_MESSAGES.date
      return apiError(c, 400, 'validation_failed', message, { date: [message] })
    }
    const date = parsed.data ?? franceDate(new Date())
    // Computed on each request rather than stored at seed time: offers whose prices age past six months
    // leave the claims on that day, without a reseed (docs/decisions/0060).
    return serveCatalogueAnswer(c, kvKeys.offers, date, (stored) => {
      const { offers, grids } = OfferCatalogue.parse(stored)
      return computeSavingsClaims(offers, grids, date)
    })
  },
)
content.all('/savings-claims', readOnly)

import { Hono } from 'hono'
import { validator } from 'hono-openapi'
import { kvKeys } from '#contract/catalogue'
import { Benefit, Testimonial } from '#contract/content'
import { OFFERS_QUERY_MESSAGES, OfferCatalogue, OffersQuery } from '#contract/offers'
import { franceDate } from '#contract/regulated-dates'
import { computeSavingsClaims, SavingsClaims } from '#contract/savings-claims'
import { z } from '#contract/zod'
import type { AppEnv } from '../http/app-env.ts'
import { serveCatalogueAnswer, serveCatalogueKey } from '../http/catalogue-response.ts'
import { apiError } from '../http/errors.ts'
import { describeCatalogueRead, invalidDate } from '../openapi/catalogue-read.ts'
import { DAY_TEXT, parameterDocs, refuseWith } from '../openapi/parameters.ts'

/** Mounted at /api/benefits: the home page's benefits. */
export const benefits = new Hono<AppEnv>()

benefits.get('/', describeCatalogueRead({ summary: 'Avantages présentés sur l’accueil', body: z.array(Benefit) }), (c) =>
  serveCatalogueKey(c, kvKeys.benefits, { kind: 'fixed' }),
)

/** Mounted at /api/testimonials. */
export const testimonials = new Hono<AppEnv>()

testimonials.get('/', describeCatalogueRead({ summary: 'Témoignages', body: z.array(Testimonial) }), (c) =>
  serveCatalogueKey(c, kvKeys.testimonials, { kind: 'fixed' }),
)

/** The day is read as /api/offers reads its own: the claims are a reading of the same offers. */
const SavingsClaimsQuery = z.object({ date: OffersQuery.shape.date })

/** Mounted at /api/savings-claims: the home page's savings figures. */
export const savingsClaims = new Hono<AppEnv>()

savingsClaims.get(
  '/',
  validator(
    'query',
    SavingsClaimsQuery,
    refuseWith((_issues, c) => apiError(c, 400, 'validation_failed', OFFERS_QUERY_MESSAGES.date, { date: [OFFERS_QUERY_MESSAGES.date] })),
    // A day the seeded catalogue has confirmed prices for: its claims count offers.
    parameterDocs(SavingsClaimsQuery, { date: { description: DAY_TEXT, example: '2026-09-01' } }),
  ),
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
    responses: { 400: invalidDate(OFFERS_QUERY_MESSAGES.date) },
  }),
  (c) => {
    const date = c.req.valid('query').date ?? franceDate(new Date())
    // Computed on each request rather than stored at seed time: offers whose prices age past six months
    // leave the claims on that day, without a reseed (docs/decisions/0060).
    return serveCatalogueAnswer(c, kvKeys.offers, date, (stored) => {
      const { offers, grids } = OfferCatalogue.parse(stored)
      return computeSavingsClaims(offers, grids, date)
    })
  },
)

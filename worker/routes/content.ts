import { Hono } from 'hono'
import { z } from 'zod'
import { kvKeys } from '#contract/catalogue'
import { Benefit, Testimonial } from '#contract/content'
import { SavingsClaims } from '#contract/savings-claims'
import { serveCatalogueKey } from '../http/catalogue-response.ts'
import { methodNotAllowed } from '../http/errors.ts'
import { describeCatalogueRead } from '../openapi/catalogue-read.ts'

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
    summary: 'Chiffres d’économies affichés par le site',
    description: [
      'Calculés au jour du chargement du catalogue, pour le foyer de `basis` : l’économie de l’offre de marché la',
      'moins chère et la moyenne des offres de marché de l’option, en € par an et en % du tarif réglementé de la',
      'même option et puissance (grille en vigueur ce jour-là). Les offres sans prix à cette puissance ne sont pas',
      'comptées. `null` quand la grille en vigueur ne donne pas de prix complet pour ce foyer.',
    ].join(' '),
    body: z.nullable(SavingsClaims),
  }),
  (c) => serveCatalogueKey(c, kvKeys.savingsClaims, { kind: 'fixed' }),
)
content.all('/savings-claims', readOnly)

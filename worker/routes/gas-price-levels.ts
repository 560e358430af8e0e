import { Hono } from 'hono'
import { validator } from 'hono-openapi'
import { kvKeys } from '#contract/catalogue'
import { communesInForce } from '#contract/gas-price-level-pick'
import {
  GasPriceLevelsAnswer,
  GasPriceLevelsOfArea,
  GasPriceLevelsPath,
  GasPriceLevelsTable,
  POSTAL_CODE_MESSAGE,
  postalArea,
} from '#contract/gas-price-levels'
import { franceDate } from '#contract/regulated-dates'
import { REGULATED_DATE_MESSAGE, RegulatedDateQuery } from '#contract/regulated-tariffs'
import type { AppEnv } from '../http/app-env.ts'
import { serveCatalogueAnswer } from '../http/catalogue-response.ts'
import { apiError } from '../http/errors.ts'
import { describeCatalogueRead } from '../openapi/catalogue-read.ts'
import { DAY_TEXT, parameterDocs, refuseWith } from '../openapi/parameters.ts'
import { errors } from '../openapi/responses.ts'

const postalCode = validator(
  'param',
  GasPriceLevelsPath,
  refuseWith((_issues, c) => apiError(c, 400, 'validation_failed', POSTAL_CODE_MESSAGE, { postalCode: [POSTAL_CODE_MESSAGE] })),
  parameterDocs(GasPriceLevelsPath, { postalCode: { description: 'Le code postal, 5 chiffres.', example: '69003' } }),
)

const askedDay = validator(
  'query',
  RegulatedDateQuery,
  refuseWith((_issues, c) => apiError(c, 400, 'validation_failed', REGULATED_DATE_MESSAGE, { date: [REGULATED_DATE_MESSAGE] })),
  parameterDocs(RegulatedDateQuery, { date: { description: DAY_TEXT, example: '2026-11-02' } }),
)

/**
 * The communes of a postal code and their gas price level on a day, from the imported commune → level
 * table (decision 0090). Until a table is imported every answer says so (`tableImported: false`) rather
 * than 404, so a page can tell « no table » from « a postal code the table does not know ».
 * Mounted at /api/gas-price-levels.
 */
export const gasPriceLevels = new Hono<AppEnv>()

gasPriceLevels.get(
  '/:postalCode',
  postalCode,
  askedDay,
  describeCatalogueRead({
    summary: 'Niveau de prix du gaz des communes d’un code postal',
    description:
      'Les communes du code postal et leur niveau de prix (1 à 6) du prix repère du gaz, en vigueur le jour demandé. Sans table des niveaux importée, `tableImported` vaut false et la liste est vide ; un code postal que la table ne connaît pas donne une liste vide.',
    body: GasPriceLevelsAnswer,
    responses: {
      400: errors.badRequest(
        `Code postal invalide (\`validation_failed\`) : « ${POSTAL_CODE_MESSAGE} », ou date invalide : « ${REGULATED_DATE_MESSAGE} »`,
      ),
    },
  }),
  (c) => {
    const code = c.req.valid('param').postalCode
    const date = c.req.valid('query').date ?? franceDate(new Date())
    return serveCatalogueAnswer(
      c,
      kvKeys.gasPriceLevels,
      date,
      (stored, area) => {
        const table = GasPriceLevelsTable.parse(stored)
        const rows = area === null ? [] : GasPriceLevelsOfArea.parse(area).rows.filter((r) => r.postalCode === code)
        const answer: GasPriceLevelsAnswer = {
          date,
          postalCode: code,
          tableImported: table.rows > 0,
          communes: communesInForce(rows, date),
        }
        return answer
      },
      kvKeys.gasPriceLevelsOf(postalArea(code)),
    )
  },
)

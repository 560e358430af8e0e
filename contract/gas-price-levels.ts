import { IsoDate } from './common.ts'
import { POSTAL_CODE_PATTERN } from './gas-price-level-pick.ts'
import { z } from './zod-mini.ts'

/**
 * The commune → price level table of the gas prix repère: the regulator sets each commune's level (1 to 6)
 * and the prix repère of a level applies to its households. One row per commune, postal code and first
 * day; the pages ask by postal code, which may cover communes of different levels.
 * See docs/decisions/0090-gas-price-level-by-commune.md.
 */

/** The INSEE code of a commune: two digits (2A or 2B in Corsica), then three. */
export const INSEE_CODE_PATTERN = /^([0-9]{2}|2A|2B)[0-9]{3}$/
export const POSTAL_CODE_MESSAGE = 'Le code postal s’écrit avec 5 chiffres, par exemple 69003.'

export const PostalCode = z.string().check(z.regex(POSTAL_CODE_PATTERN, POSTAL_CODE_MESSAGE))

export const GasPriceLevelRow = z.object({
  inseeCode: z.string().check(z.regex(INSEE_CODE_PATTERN)),
  commune: z.string().check(z.minLength(1), z.maxLength(100)),
  postalCode: PostalCode,
  level: z.number().check(z.int(), z.gte(1), z.lte(6)),
  /** First day the level applies, YYYY-MM-DD. */
  from: IsoDate,
  /** Where the row was read: the file and its publisher, as the import recorded them. */
  source: z.string().check(z.minLength(1), z.maxLength(500)),
})
export type GasPriceLevelRow = z.infer<typeof GasPriceLevelRow>

/** The table's fixed key: how many rows it holds (0 while no table was imported). */
export const GasPriceLevelsTable = z.object({ rows: z.number().check(z.int(), z.gte(0)) })
export type GasPriceLevelsTable = z.infer<typeof GasPriceLevelsTable>

/** One key per postal code's first two digits: its rows, history included. */
export const GasPriceLevelsOfArea = z.object({ rows: z.array(GasPriceLevelRow) })
export type GasPriceLevelsOfArea = z.infer<typeof GasPriceLevelsOfArea>

/** The first two digits of a postal code name the key its communes are stored under. */
export const postalArea = (postalCode: string) => postalCode.slice(0, 2)

export const GasPriceLevelsPath = z.object({ postalCode: PostalCode })

/** GET /api/gas-price-levels/{postalCode}: the communes of that postal code and their level on `date`. */
export const GasPriceLevelsAnswer = z.object({
  date: IsoDate,
  postalCode: PostalCode,
  /** False while no commune → level table has been imported: the pages then use the national figure. */
  tableImported: z.boolean(),
  communes: z.array(GasPriceLevelRow),
})
export type GasPriceLevelsAnswer = z.infer<typeof GasPriceLevelsAnswer>

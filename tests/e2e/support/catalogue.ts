import { franceDate } from '#contract/regulated-dates'
import { loadSeed } from '../../../seed/load.ts'

/**
 * The catalogue an e2e test expects, derived from the seed data files for today in France (the day the
 * server's seed was derived for) with the seed's own rules: the suppliers from their current offers, the
 * tariff plans still current. Never read from the page.
 */
export const seedCatalogue = await loadSeed(undefined, franceDate(new Date()))

/** The suppliers as the API serves them: derived from the offers current today. */
export const seedSuppliers = seedCatalogue.suppliers

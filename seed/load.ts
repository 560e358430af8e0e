import { createHash } from 'node:crypto'
import { access, readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { z } from 'zod'
import type { Article } from '#contract/article'
import { readingMinutes } from '#contract/article'
import type { Benefit, Testimonial } from '#contract/content'
import type { GasPriceLevelRow } from '#contract/gas-price-levels'
import type { GasReferenceMonth, RegulatedGrid } from '#contract/regulated-tariffs'
import { Benefit as BenefitSchema, Testimonial as TestimonialSchema } from '#contract/content'
import type { Offer } from '#contract/offers'
import { Offer as OfferSchema } from '#contract/offers'
import { franceDate } from '#contract/regulated-dates'
import type { Supplier, SupplierProfile } from '#contract/supplier'
import { SupplierProfile as SupplierProfileSchema } from '#contract/supplier'
import type { TariffPlan } from '#contract/tariff-plan'
import type { TempoDaysData } from '#contract/tempo-days'
import { TariffPlan as TariffPlanSchema } from '#contract/tariff-plan'
import { deriveSupplier } from './derive.ts'
import { extractArticleFaq } from './faq.ts'
import { offerWarnings } from './offers.ts'
import { readRegulatedFolder } from './regulated/folder.ts'
import type { CsvProblem } from './regulated/csv.ts'
import { readTempoDays } from './regulated/tempo-days.ts'
import { htmlToText, sanitizeArticleHtml } from './sanitize.ts'
import { readUtf8File } from './text-file.ts'
import type { EditorialFile } from './schema.ts'
import { gasReferenceGrids } from '#contract/gas-reference-offer'
import { ArticleFrontMatter, EditorialFile as EditorialSchema, GasReferenceOfferEntry, GridOfferDetails } from './schema.ts'
import { OFFER_GRIDS_FILE, closeGrids, offerGridsOf, parseOfferGrids } from './offer-grids/grids.ts'
import type { OfferGrid } from '#contract/offers'

/** Everything in seed/data, validated and cross-checked. */
export interface SeedCatalogue {
  /** The day the catalogue is derived for (today in France unless asked): offers current that day. */
  date: string
  /** Who each supplier is (seed/data/suppliers.json). */
  supplierProfiles: SupplierProfile[]
  /** Every offer (seed/data/offers.json and the grids of seed/data/offer-grids.csv), past ones included. */
  offers: Offer[]
  /** The API's suppliers, derived from the offers current on `date`; a supplier with none is absent. */
  suppliers: Supplier[]
  tariffPlans: TariffPlan[]
  benefits: Benefit[]
  testimonials: Testimonial[]
  editorial: EditorialFile
  articles: Article[]
  /** The regulated electricity grids (seed/data/regulated/Option_*.csv), oldest first per option. */
  regulatedGrids: RegulatedGrid[]
  /** The gas prix repère months (seed/data/regulated/Prix_repere_gaz.csv), oldest first. */
  gasReferenceMonths: GasReferenceMonth[]
  /** The commune → gas price level table (seed/data/regulated/Niveaux_prix_gaz_communes.csv), empty until imported. */
  gasPriceLevels: GasPriceLevelRow[]
  /** Past Tempo day colours (seed/data/regulated/tempo-days.csv), oldest first, with their source. */
  tempoDays: TempoDaysData
  /** Content hash of every data file: the catalogue version. */
  version: string
  /** What ops should know but does not stop a seed: expired offers, old checks, a table entry left out. */
  warnings: string[]
}

/** One problem in one file, at one path inside it. */
export interface SeedIssue {
  file: string
  path: string
  message: string
}

export class SeedValidationError extends Error {
  constructor(readonly issues: SeedIssue[]) {
    super(issues.map((i) => `${i.file}: ${i.path || '(root)'}: ${i.message}`).join('\n'))
    this.name = 'SeedValidationError'
  }
}

export const DEFAULT_DATA_DIR = new URL('./data/', import.meta.url).pathname

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '')
}

function check<T>(
  schema: z.core.$ZodType<T>,
  value: unknown,
  file: string,
  issues: SeedIssue[],
  at: readonly PropertyKey[] = [],
): T | null {
  const result = z.safeParse(schema, value)
  if (result.success) return result.data
  for (const issue of result.error.issues) {
    issues.push({ file, path: formatPath([...at, ...issue.path]), message: issue.message })
  }
  return null
}

function parseJson(text: string, file: string, issues: SeedIssue[]): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    issues.push({ file, path: '', message: `invalid JSON: ${(error as Error).message}` })
    return undefined
  }
}

const FRONT_MATTER = /^\s*<!--\s*(\{[\s\S]*?\})\s*-->/

/**
 * Reads and validates seed/data (or another folder with the same layout). Throws SeedValidationError.
 * `replaced` gives the text a file would have after an import, by its name in the folder: the import runs
 * the seed's own checks on its result before writing it.
 */
export async function loadSeed(
  dataDir: string = DEFAULT_DATA_DIR,
  date: string = franceDate(new Date()),
  replaced: ReadonlyMap<string, string> = new Map(),
): Promise<SeedCatalogue> {
  const issues: SeedIssue[] = []
  const hash = createHash('sha256')
  const display = (path: string) => join('seed/data', relative(dataDir, path))

  async function readText(path: string): Promise<string | null> {
    try {
      const text = replaced.get(relative(dataDir, path)) ?? (await readUtf8File(path))
      hash.update(relative(dataDir, path)).update('\0').update(text).update('\0')
      return text
    } catch (error) {
      issues.push({ file: display(path), path: '', message: `cannot read: ${(error as Error).message}` })
      return null
    }
  }

  async function jsonFile<T>(name: string, schema: z.ZodType<T>): Promise<T | null> {
    const path = join(dataDir, name)
    const text = await readText(path)
    if (text === null) return null
    const value = parseJson(text, display(path), issues)
    return value === undefined ? null : check(schema, value, display(path), issues)
  }

  const suppliers = await jsonFile('suppliers.json', z.array(SupplierProfileSchema))
  const offerEntries = await jsonFile('offers.json', z.array(z.unknown()))
  const tariffPlans = await jsonFile('tariff-plans.json', z.array(TariffPlanSchema))
  const benefits = await jsonFile('benefits.json', z.array(BenefitSchema))
  const testimonials = await jsonFile('testimonials.json', z.array(TestimonialSchema))
  const editorial = await jsonFile('editorial.json', EditorialSchema)

  const articles: Article[] = []
  const articleDir = join(dataDir, 'articles')
  const articleFiles = (await readdir(articleDir).catch(() => [] as string[])).filter((name) => name.endsWith('.html')).sort()
  if (articleFiles.length === 0) {
    issues.push({ file: display(articleDir), path: '', message: 'no article (.html) found' })
  }
  for (const name of articleFiles) {
    const path = join(articleDir, name)
    const text = await readText(path)
    if (text === null) continue
    const match = FRONT_MATTER.exec(text)
    if (!match?.[1]) {
      issues.push({ file: display(path), path: '', message: 'must start with a <!-- { JSON front matter } --> comment' })
      continue
    }
    const value = parseJson(match[1], display(path), issues)
    const front = value === undefined ? null : check(ArticleFrontMatter, value, display(path), issues)
    const content = sanitizeArticleHtml(text.slice(match[0].length))
    if (content.length === 0) issues.push({ file: display(path), path: 'content', message: 'the body is empty' })
    if (front && content) {
      // The reading time counts the whole text, questions and answers included.
      const { content: body, faq } = extractArticleFaq(content)
      if (body.length === 0) issues.push({ file: display(path), path: 'content', message: 'the body is only a FAQ block' })
      else articles.push({ ...front, content: body, ...(faq ? { faq } : {}), readingMinutes: readingMinutes(htmlToText(content)) })
    }
  }

  const regulatedProblems: CsvProblem[] = []
  const regulatedDir = join(dataDir, 'regulated')
  const regulated = await readRegulatedFolder(
    regulatedDir,
    regulatedProblems,
    readText,
    (name) => display(join(regulatedDir, name)),
    async (path) =>
      replaced.has(relative(dataDir, path)) ||
      (await access(path).then(
        () => true,
        () => false,
      )),
  )
  const tempoDays = await readTempoDays(regulatedDir, regulatedProblems, readText, (name) => display(join(regulatedDir, name)))
  for (const p of regulatedProblems) issues.push({ file: p.file, path: `line ${p.line}, column ${p.column}`, message: p.message })

  if (suppliers && tariffPlans && editorial) {
    crossCheck({ suppliers, tariffPlans, editorial, articles }, issues)
  }
  const gridsPath = join(dataDir, OFFER_GRIDS_FILE)
  const gridsText = await readText(gridsPath)
  const gridProblems: CsvProblem[] = []
  const gridRows =
    gridsText === null || !suppliers
      ? []
      : closeGrids(
          parseOfferGrids(gridsText, display(gridsPath), { suppliers: new Set(suppliers.map((p) => p.id)), today: date }, gridProblems),
          gridProblems,
        )
  for (const p of gridProblems) issues.push({ file: p.file, path: `line ${p.line}, column ${p.column}`, message: p.message })
  const offers =
    offerEntries && gridsText !== null ? buildOffers(offerEntries, offerGridsOf(gridRows), regulated?.gasMonths ?? [], issues) : null
  if (suppliers && offers) checkOffers(suppliers, offers, issues)
  uniqueBy(benefits ?? [], (b) => b.id, 'seed/data/benefits.json', 'id', issues)
  uniqueBy(testimonials ?? [], (t) => t.id, 'seed/data/testimonials.json', 'id', issues)
  uniqueBy(articles, (a) => a.id, 'seed/data/articles', 'id', issues)
  uniqueBy(articles, (a) => a.slug, 'seed/data/articles', 'slug', issues)

  if (issues.length > 0 || !suppliers || !offers || !tariffPlans || !benefits || !testimonials || !editorial || !regulated || !tempoDays) {
    throw new SeedValidationError(issues)
  }
  articles.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id - b.id)
  const profiles = [...suppliers].sort((a, b) => a.id - b.id)
  const derived = profiles.flatMap((p) => deriveSupplier(p, offers, regulated.grids, date) ?? [])
  return {
    date,
    supplierProfiles: profiles,
    offers,
    suppliers: derived,
    tariffPlans,
    benefits,
    testimonials,
    editorial,
    articles,
    regulatedGrids: regulated.grids,
    gasReferenceMonths: regulated.gasMonths,
    gasPriceLevels: regulated.gasLevelRows.map((r) => r.row),
    tempoDays,
    version: hash.digest('hex').slice(0, 16),
    warnings: offerWarnings({ profiles, offers, derived, editorial, tariffPlans, date }),
  }
}

const OFFERS_FILE = 'seed/data/offers.json'

/** How a grid's price type reads as an offer's (the regulated tariff is one index among others). */
function offerPriceType(type: OfferGrid['priceType']): Offer['priceType'] {
  return type === 'regulated' ? 'indexed' : type
}

/**
 * Every offer: those offers.json prices itself (a regulated discount, or unpriced) as written there, and
 * those priced by their grids in offer-grids.csv, in offers.json's order then the grids' file order.
 */
function buildOffers(
  entries: readonly unknown[],
  grids: ReturnType<typeof offerGridsOf>,
  gasMonths: readonly GasReferenceMonth[],
  issues: SeedIssue[],
): Offer[] {
  const offers: Offer[] = []
  /** An offer indexed on the prix repère: its grids are the prix repère's months, less its discount. */
  const fromGasReference = (entry: GasReferenceOfferEntry, path: string): Offer | null => {
    const { pricing, validUntil, ...details } = entry
    const monthly = gasReferenceGrids(gasMonths, pricing.use, pricing.kwhDiscountPercent)
    const newest = monthly.at(-1)
    if (!newest) {
      issues.push({
        file: OFFERS_FILE,
        path: `${path}.pricing`,
        message: `no prix repère month gives both the kWh price and the subscription of ${pricing.use}`,
      })
      return null
    }
    const offer = {
      ...details,
      priceType: 'indexed' as const,
      priceDescription: details.priceDescription ?? newest.rule,
      pricing: { kind: 'datedGrids' as const, grids: monthly },
      greenPercentage: details.greenPercentage ?? null,
      commitmentMonths: details.commitmentMonths ?? null,
      validUntil: validUntil ?? null,
      pricesCheckedAt: newest.checkedAt,
    }
    return check(OfferSchema, offer, OFFERS_FILE, issues, [path])
  }
  const used = new Set<string>()
  const fromGrids = (id: string, details: Partial<GridOfferDetails> & { main: boolean }, path: string): Offer | null => {
    const found = grids.get(id)
    if (!found) {
      issues.push({ file: OFFERS_FILE, path, message: `no grid of ${id} in seed/data/${OFFER_GRIDS_FILE}` })
      return null
    }
    used.add(id)
    const { first } = found
    const newest = found.grids.at(-1) as OfferGrid
    const offer = {
      id,
      supplierId: first.supplierId,
      name: first.offerName,
      energy: first.energy,
      ...(first.option ? { option: first.option } : {}),
      main: details.main,
      priceType: details.priceType ?? offerPriceType(newest.priceType),
      ...(details.priceDescription || newest.rule ? { priceDescription: details.priceDescription ?? newest.rule } : {}),
      pricing: { kind: 'datedGrids' as const, grids: found.grids },
      greenPercentage: details.greenPercentage ?? null,
      ...(details.greenLabel ? { greenLabel: details.greenLabel } : {}),
      commitmentMonths: details.commitmentMonths ?? null,
      ...(details.fees ? { fees: details.fees } : {}),
      validFrom: (found.grids[0] as OfferGrid).validFrom,
      validUntil: details.validUntil ?? newest.validUntil,
      pricesCheckedAt: newest.checkedAt,
      source: newest.source,
    }
    return check(OfferSchema, offer, `seed/data/${OFFER_GRIDS_FILE}`, issues, [id])
  }
  entries.forEach((entry, i) => {
    const kind = (entry as { pricing?: { kind?: unknown } } | null)?.pricing?.kind
    if (kind === 'grids') {
      const details = check(GridOfferDetails, entry, OFFERS_FILE, issues, [i])
      const offer = details && fromGrids(details.id, details, `[${i}]`)
      if (offer) offers.push(offer)
    } else if (kind === 'gasReference') {
      const entryChecked = check(GasReferenceOfferEntry, entry, OFFERS_FILE, issues, [i])
      const offer = entryChecked && fromGasReference(entryChecked, `[${i}]`)
      if (offer) offers.push(offer)
    } else if (kind === 'fixedGrid' || kind === 'datedGrids') {
      issues.push({
        file: OFFERS_FILE,
        path: `[${i}].pricing`,
        message: `an offer's grids live in seed/data/${OFFER_GRIDS_FILE} (pricing { "kind": "grids" } here)`,
      })
    } else {
      const offer = check(OfferSchema, entry, OFFERS_FILE, issues, [i])
      if (offer) {
        if (grids.has(offer.id))
          issues.push({
            file: OFFERS_FILE,
            path: `[${i}].pricing`,
            message: `${offer.id} has grids in seed/data/${OFFER_GRIDS_FILE}: its pricing here must be { "kind": "grids" }`,
          })
        offers.push(offer)
      }
    }
  })
  const listed = new Set(offers.map((o) => o.id))
  for (const id of grids.keys()) {
    if (used.has(id) || listed.has(id)) continue
    const offer = fromGrids(id, { main: false }, '')
    if (offer) offers.push(offer)
  }
  return offers
}

/**
 * Offers that would mislead: an unknown supplier, two main offers for one supplier and energy, a
 * supplier with no main offer at all. Per-offer rules (option, dates, grid periods) are the schema's.
 */
function checkOffers(suppliers: readonly SupplierProfile[], offers: readonly Offer[], issues: SeedIssue[]): void {
  const file = 'seed/data/offers.json'
  uniqueBy([...offers], (o) => o.id, file, 'id', issues)
  const known = new Set(suppliers.map((s) => s.id))
  const mains = new Map<string, number>()
  offers.forEach((offer, i) => {
    if (!known.has(offer.supplierId)) issues.push({ file, path: `[${i}].supplierId`, message: `unknown supplier ${offer.supplierId}` })
    if (!offer.main) return
    // A main offer gives its supplier's card every figure: none may be left unstated.
    for (const field of ['priceType', 'greenPercentage', 'commitmentMonths'] as const)
      if (offer[field] === null) issues.push({ file, path: `[${i}].${field}`, message: 'a main offer must state it' })
    const key = `${offer.supplierId}/${offer.energy}`
    const first = mains.get(key)
    if (first !== undefined)
      issues.push({
        file,
        path: `[${i}].main`,
        message: `supplier ${offer.supplierId} already has a main ${offer.energy} offer ([${first}])`,
      })
    else mains.set(key, i)
  })
  for (const supplier of suppliers) {
    if (!offers.some((o) => o.supplierId === supplier.id && o.main)) {
      issues.push({ file, path: '', message: `supplier ${supplier.id} (${supplier.name}) has no main offer` })
    }
  }
}

function uniqueBy<T>(items: T[], keyOf: (item: T) => unknown, file: string, field: string, issues: SeedIssue[]): void {
  const seen = new Set<unknown>()
  items.forEach((item, index) => {
    const key = keyOf(item)
    if (seen.has(key)) issues.push({ file, path: `[${index}].${field}`, message: `duplicate ${field} ${String(key)}` })
    seen.add(key)
  })
}

function crossCheck(
  seed: Pick<SeedCatalogue, 'tariffPlans' | 'editorial' | 'articles'> & { suppliers: readonly SupplierProfile[] },
  issues: SeedIssue[],
): void {
  const { suppliers, tariffPlans, editorial, articles } = seed
  uniqueBy([...suppliers], (s) => s.id, 'seed/data/suppliers.json', 'id', issues)
  uniqueBy(tariffPlans, (p) => p.id, 'seed/data/tariff-plans.json', 'id', issues)
  const byId = new Map(suppliers.map((s) => [s.id, s]))
  tariffPlans.forEach((plan, i) => {
    if (!byId.has(plan.supplierId)) {
      issues.push({ file: 'seed/data/tariff-plans.json', path: `[${i}].supplierId`, message: `unknown supplier ${plan.supplierId}` })
    }
  })
  const file = 'seed/data/editorial.json'
  editorial.featuredSupplierIds.forEach((id, i) => {
    if (!byId.has(id)) issues.push({ file, path: `featuredSupplierIds[${i}]`, message: `unknown supplier ${id}` })
  })
  // Whether each one has a priced offer depends on the day: build.ts leaves out those without one, with a warning.
  editorial.cheapestElectricityOfferIds.forEach((id, i) => {
    if (!byId.has(id)) issues.push({ file, path: `cheapestElectricityOfferIds[${i}]`, message: `unknown supplier ${id}` })
  })
  const slugs = new Set(articles.map((a) => a.slug))
  editorial.featuredArticleSlugs.forEach((slug, i) => {
    if (!slugs.has(slug.normalize('NFC'))) issues.push({ file, path: `featuredArticleSlugs[${i}]`, message: `unknown article ${slug}` })
  })
}

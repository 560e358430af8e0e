import { z } from './zod-mini.ts'
import { IsoDate, PositiveId } from './common.ts'

/**
 * The characters of a slug's words, spelled out: digits, lower-case ASCII letters and the lower-case
 * letters of French (guide-tarif-réglementé). Spelled out rather than `\p{Ll}`, because the published
 * contract carries this pattern and a `\p{…}` class is read by no tester without the `u` flag.
 */
const SLUG_WORD = '[0-9a-zàâäçéèêëîïôöùûüÿæœ]+'
/** Lower-case words joined by hyphens. */
export const ARTICLE_SLUG_PATTERN = new RegExp(`^${SLUG_WORD}(?:-${SLUG_WORD})*$`)
/**
 * A slug's size in UTF-8 bytes: KV keys are limited to 512 bytes, and a slug is stored under
 * `articles/<slug>`. 200 bytes is 100 accented letters, far beyond any real title.
 */
export const MAX_ARTICLE_SLUG_BYTES = 200

const utf8 = new TextEncoder()

/** True for a slug the catalogue could hold: NFC, the pattern, at most 200 bytes. */
export function isArticleSlug(slug: string): boolean {
  // The byte count first: a cheap bound before the pattern runs on a long input.
  if (slug.length > MAX_ARTICLE_SLUG_BYTES || utf8.encode(slug).length > MAX_ARTICLE_SLUG_BYTES) return false
  return ARTICLE_SLUG_PATTERN.test(slug) && slug === slug.normalize('NFC')
}

export const ArticleSlug = z.string().check(
  z.regex(ARTICLE_SLUG_PATTERN, 'lower-case words separated by hyphens'),
  z.refine((slug) => slug === slug.normalize('NFC'), 'must be NFC-normalised'),
  z.refine((slug) => utf8.encode(slug).length <= MAX_ARTICLE_SLUG_BYTES, `at most ${MAX_ARTICLE_SLUG_BYTES} bytes in UTF-8`),
)

export const ArticleImage = z.object({
  /** A path on this site: no request leaves the site. */
  src: z.string().check(z.regex(/^\/[\w./-]+$/, 'a path on this site, starting with /')),
  alt: z.string().check(z.minLength(1)),
})

/** Every field of an article except its body, as listed on /conseils. */
export const ArticleSummary = z.object({
  id: PositiveId,
  slug: ArticleSlug,
  title: z.string().check(z.minLength(1)),
  category: z.string().check(z.minLength(1)),
  excerpt: z.string().check(z.minLength(1)),
  tags: z.array(z.string().check(z.minLength(1))),
  publishedAt: IsoDate,
  /**
   * Last time the text was revised in substance (figures brought up to date, a rule corrected); absent
   * when it never was. The article page shows it as « Mis à jour le … ».
   */
  updatedAt: z.optional(IsoDate),
  authorName: z.string().check(z.minLength(1)),
  image: z.optional(ArticleImage),
  /** Word count of the text / 200, rounded up, at least 1 (computed by the seed from the body). */
  readingMinutes: z.number().check(z.int(), z.gte(1)),
})
export type ArticleSummary = z.infer<typeof ArticleSummary>

/**
 * A question block cut out of an article body at seed time (the section `faq-tarif-bleu`), so the page
 * shows it as an accordion without parsing HTML in the browser. `answerHtml` is sanitised like the body.
 */
export const ArticleFaq = z.object({
  /** The block's own heading, as plain text. */
  title: z.string().check(z.minLength(1)),
  items: z
    .array(
      z.object({
        /** Plain text. */
        question: z.string().check(z.minLength(1)),
        answerHtml: z.string().check(z.minLength(1)),
      }),
    )
    .check(z.minLength(1)),
})
export type ArticleFaq = z.infer<typeof ArticleFaq>

export const Article = z.extend(ArticleSummary, {
  /** Sanitised HTML body, without the FAQ block when there is one. */
  content: z.string().check(z.minLength(1)),
  faq: z.optional(ArticleFaq),
})
export type Article = z.infer<typeof Article>

/** The home page's featured articles: the card fields, in display order. */
export const FeaturedArticle = z.pick(ArticleSummary, {
  id: true,
  slug: true,
  title: true,
  excerpt: true,
  category: true,
  image: true,
  publishedAt: true,
  readingMinutes: true,
})
export type FeaturedArticle = z.infer<typeof FeaturedArticle>

/** Reading time: words / 200 (a common silent-reading pace), rounded up, at least one minute. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
  return Math.max(1, Math.ceil(words / 200))
}

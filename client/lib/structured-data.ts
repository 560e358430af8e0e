import type { Article } from '#contract/article'
import type { Energy } from '#contract/offers'
import type { SupplierSummary } from '#contract/supplier'
import { site } from '../config/site.ts'
import { SCHEMA_ORG, type JsonLdDocument } from './json-ld.ts'
import { canonicalUrl } from './seo.ts'

/**
 * schema.org JSON-LD for search engines: pure builders, one per type, fed by the same data
 * the page shows. Each returns a complete document (with @context) for one <script> of the page.
 * The breadcrumb trail and the serialisation are in ./json-ld.ts.
 */

/** A file of this site (logo, article image) or a link as an absolute URL; pages go through canonicalUrl. */
function absoluteUrl(path: string): string {
  return new URL(path, site.url).href
}

const ORGANIZATION_ID = `${site.url}/#organization`
const WEBSITE_ID = `${site.url}/#website`

function logo() {
  return { '@type': 'ImageObject', url: absoluteUrl(site.logoPath) }
}

/** "tel:+33199001234" → "+33199001234": the international form search engines expect. */
function internationalPhone(): string {
  return site.phone.href.replace(/^tel:/, '')
}

/** The site's publisher, as the home page presents it. */
export function organization(): JsonLdDocument {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: site.name,
    url: canonicalUrl('/'),
    logo: logo(),
    email: site.email,
    telephone: internationalPhone(),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: 'FR',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: internationalPhone(),
      email: site.email,
      contactType: 'customer service',
      areaServed: 'FR',
      availableLanguage: 'French',
    },
    ...(site.social.length > 0 ? { sameAs: site.social.map((profile) => profile.href) } : {}),
  }
}

export function webSite(): JsonLdDocument {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: site.name,
    url: canonicalUrl('/'),
    description: site.tagline,
    inLanguage: 'fr-FR',
    publisher: { '@id': ORGANIZATION_ID },
  }
}

type OfferSupplier = Pick<SupplierSummary, 'id' | 'name' | 'offerName' | 'electricityPriceKwh' | 'gasPriceKwh'>

function unitPrice(price: number, energyName: string) {
  return { '@type': 'UnitPriceSpecification', name: energyName, price, priceCurrency: 'EUR', unitText: 'kWh' }
}

/** The kWh prices an offer card shows: one energy on the energy pages, every priced energy otherwise. */
function priceSpecifications(supplier: OfferSupplier, energy: Energy | undefined) {
  const prices = [
    energy !== 'gas' && supplier.electricityPriceKwh !== undefined ? unitPrice(supplier.electricityPriceKwh, 'Électricité') : null,
    energy !== 'electricity' && supplier.gasPriceKwh !== undefined ? unitPrice(supplier.gasPriceKwh, 'Gaz naturel') : null,
  ].filter((price) => price !== null)
  if (prices.length === 0) return {}
  return { priceSpecification: prices.length === 1 ? prices[0] : prices }
}

/** The offers a list page shows, in its order; `energy` keeps one energy's price (the energy pages). */
export function offerItemList(suppliers: readonly OfferSupplier[], energy?: Energy): JsonLdDocument {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'ItemList',
    numberOfItems: suppliers.length,
    itemListElement: suppliers.map((supplier, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Offer',
        name: supplier.offerName,
        url: canonicalUrl(`/fournisseurs/${supplier.id}`),
        seller: { '@type': 'Organization', name: supplier.name },
        ...priceSpecifications(supplier, energy),
      },
    })),
  }
}

type ArticleFields = Pick<Article, 'slug' | 'title' | 'excerpt' | 'publishedAt' | 'updatedAt' | 'authorName' | 'image'>

export function article(entry: ArticleFields): JsonLdDocument {
  const url = canonicalUrl(`/conseils/${entry.slug}`)
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Article',
    headline: entry.title,
    description: entry.excerpt,
    ...(entry.image ? { image: absoluteUrl(entry.image.src) } : {}),
    datePublished: entry.publishedAt,
    ...(entry.updatedAt ? { dateModified: entry.updatedAt } : {}),
    inLanguage: 'fr-FR',
    author: { '@type': 'Person', name: entry.authorName },
    publisher: { '@type': 'Organization', '@id': ORGANIZATION_ID, name: site.name, logo: logo() },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  }
}

/** Tags Google reads in an FAQ answer; any other tag is dropped, its text kept. */
const ANSWER_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'ol', 'ul', 'li', 'a', 'p', 'div', 'b', 'strong', 'i', 'em'])

/**
 * An answer as plain text or the HTML search engines allow: allowed tags lose their attributes (but a
 * link keeps an http(s) or site-relative href, made absolute), other tags go, and script or style
 * elements go with their content. Plain text passes through unchanged.
 */
export function answerText(answer: string): string {
  return answer
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g, (_tag, slash: string, rawName: string, attributes: string) => {
      const name = rawName.toLowerCase()
      if (!ANSWER_TAGS.has(name)) return ''
      if (name !== 'a' || slash) return `<${slash}${name}>`
      const href = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(attributes)
      const target = href?.[1] ?? href?.[2]
      if (!target || !/^(https?:\/\/|\/(?!\/))/i.test(target)) return '<a>'
      try {
        // The URL serialiser percent-encodes quotes: the attribute cannot be broken out of.
        return `<a href="${absoluteUrl(target)}">`
      } catch {
        return '<a>'
      }
    })
}

export type FaqEntry = { question: string; answer: string }

export function faqPage(items: readonly FaqEntry[]): JsonLdDocument {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: answerText(item.answer) },
    })),
  }
}

import { describe, expect, it } from 'vitest'
import { site } from '../config/site.ts'
import { answerText, article, faqPage, offerItemList, organization, webSite } from './structured-data.ts'
import { breadcrumbList, serializeJsonLd } from './json-ld.ts'

const origin = site.url

describe('structured data builders', () => {
  it('describes the organisation from the site identity', () => {
    const org = organization()
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.name,
      url: `${origin}/`,
      email: site.email,
      telephone: '+33199001234',
      logo: { '@type': 'ImageObject', url: `${origin}${site.logoPath}` },
      address: { '@type': 'PostalAddress', postalCode: site.address.postalCode, addressLocality: site.address.city },
    })
    expect(org).not.toHaveProperty('sameAs')
    expect(webSite()).toMatchObject({ '@type': 'WebSite', name: site.name, url: `${origin}/`, publisher: { '@id': org['@id'] } })
  })

  it('starts every trail at the home page and writes canonical, encoded URLs', () => {
    const trail = breadcrumbList([
      { name: 'Conseils et guides', path: '/conseils' },
      { name: 'Tarif bleu', path: '/actualite/guide-tarif-réglementé' },
    ])
    expect(trail['@type']).toBe('BreadcrumbList')
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Conseils et guides', item: `${origin}/conseils` },
      { '@type': 'ListItem', position: 3, name: 'Tarif bleu', item: `${origin}/conseils/guide-tarif-r%C3%A9glement%C3%A9` },
    ])
    expect(breadcrumbList([{ name: 'Électricité verte', path: '/comparateur/electricite-verte' }]).itemListElement).toMatchObject([
      {},
      { item: `${origin}/electricite` },
    ])
  })

  it('lists offers in the given order with the price of the page’s energy', () => {
    const suppliers = [
      { id: 19, name: 'Volt & Co', offerName: 'Essentielle', electricityPriceKwh: 0.19, gasPriceKwh: 0.11 },
      { id: 4, name: 'Gazelec', offerName: 'Gaz Fixe', gasPriceKwh: 0.1 },
    ]
    const electricity = offerItemList(suppliers, 'electricity')
    expect(electricity).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 })
    expect(electricity.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        item: {
          '@type': 'Offer',
          name: 'Essentielle',
          url: `${origin}/fournisseurs/19`,
          seller: { '@type': 'Organization', name: 'Volt & Co' },
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            name: 'Électricité',
            price: 0.19,
            priceCurrency: 'EUR',
            unitText: 'kWh',
          },
        },
      },
      // No electricity price: no price rather than another energy's.
      {
        '@type': 'ListItem',
        position: 2,
        item: { '@type': 'Offer', name: 'Gaz Fixe', url: `${origin}/fournisseurs/4`, seller: { '@type': 'Organization', name: 'Gazelec' } },
      },
    ])
    const both = offerItemList(suppliers)
    expect(both.itemListElement).toMatchObject([
      {
        item: {
          priceSpecification: [
            { price: 0.19, name: 'Électricité' },
            { price: 0.11, name: 'Gaz naturel' },
          ],
        },
      },
      { item: { priceSpecification: { price: 0.1 } } },
    ])
  })

  it('describes an article with absolute image and page URLs', () => {
    const entry = {
      slug: 'guide-tarif-réglementé',
      title: 'Tarif bleu',
      excerpt: 'Tout comprendre.',
      publishedAt: '2025-05-12',
      authorName: 'Claire Dumont',
      image: { src: '/images/articles/guide.svg', alt: 'Une facture' },
    }
    const doc = article(entry)
    expect(doc).toMatchObject({
      '@type': 'Article',
      headline: 'Tarif bleu',
      description: 'Tout comprendre.',
      image: `${origin}/images/articles/guide.svg`,
      datePublished: '2025-05-12',
      author: { '@type': 'Person', name: 'Claire Dumont' },
      publisher: { '@type': 'Organization', name: site.name, logo: { url: `${origin}${site.logoPath}` } },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}/conseils/guide-tarif-r%C3%A9glement%C3%A9` },
    })
    expect(doc).not.toHaveProperty('dateModified')
    expect(article({ ...entry, image: undefined, updatedAt: '2025-06-01' })).toMatchObject({ dateModified: '2025-06-01' })
    expect(article({ ...entry, image: undefined })).not.toHaveProperty('image')
  })

  it('turns questions into an FAQPage with the answers’ text', () => {
    const doc = faqPage([
      { question: 'Gratuit\u00a0?', answer: 'Oui, toujours.' },
      { question: 'Et le tarif\u00a0?', answer: '<p>Voir <a href="/tarif-reglemente" class="x">la page</a>.</p>' },
    ])
    expect(doc['@type']).toBe('FAQPage')
    expect(doc.mainEntity).toEqual([
      { '@type': 'Question', name: 'Gratuit\u00a0?', acceptedAnswer: { '@type': 'Answer', text: 'Oui, toujours.' } },
      {
        '@type': 'Question',
        name: 'Et le tarif\u00a0?',
        acceptedAnswer: { '@type': 'Answer', text: `<p>Voir <a href="${origin}/tarif-reglemente">la page</a>.</p>` },
      },
    ])
  })

  it('keeps only the HTML search engines allow in an answer', () => {
    expect(answerText('<p onclick="x()">Le <abbr title="t">TRVE</abbr> <strong>baisse</strong>.<br/></p>')).toBe(
      '<p>Le TRVE <strong>baisse</strong>.<br></p>',
    )
    expect(answerText('Avant<script>alert(1)</script><style>p{}</style><!-- note -->après')).toBe('Avantaprès')
    expect(answerText('<a href="javascript:alert(1)">x</a> <a href="//evil.example">y</a>')).toBe('<a>x</a> <a>y</a>')
    expect(answerText('<a href=\'https://www.cre.fr/?a=1&b="2"\'>CRE</a>')).toBe('<a href="https://www.cre.fr/?a=1&b=%222%22">CRE</a>')
    expect(answerText('3 < 4 et 5 > 2')).toBe('3 < 4 et 5 > 2')
  })
})

describe('serializeJsonLd', () => {
  it('escapes what could close the script, and round-trips', () => {
    const data = faqPage([{ question: '</script><script>alert(1)</script>', answer: 'A & B <!-- c -->' }])
    const text = serializeJsonLd(data)
    expect(text).not.toMatch(/[<>&]/)
    expect(text).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(text)).toEqual(data)
  })

  it('is deterministic and keeps line separators escaped', () => {
    const data = webSite()
    expect(serializeJsonLd(data)).toBe(serializeJsonLd(webSite()))
    const withSeparator = breadcrumbList([{ name: 'a\u2028b', path: '/x' }])
    expect(serializeJsonLd(withSeparator)).toContain('a\\u2028b')
    expect(JSON.parse(serializeJsonLd(withSeparator))).toEqual(withSeparator)
  })
})

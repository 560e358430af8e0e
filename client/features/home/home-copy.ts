/**
 * The home page's copy above its lower sections: anchor menu, hero, offer cards, savings, regulated
 * prices, market and green energy. The lower sections' copy is in lower-sections-copy.ts, which loads
 * with them. Figures come from the editorial modules (never typed here), counts of suppliers from the catalogue.
 */
import { linkOptions } from '@tanstack/react-router'
import { formatEuros, formatLongDate, formatMonthYear, formatNumber, NOT_COMMUNICATED } from '../../lib/format.ts'
import { marketFacts } from '../../content/market-facts.ts'
import { baseAt, gasHeating, previousBasePrice, REFERENCE_KVA, type RegulatedReference } from '../../lib/regulated-reference.ts'
import { service } from '../../content/service.ts'

/** French writes the first day of a month as an ordinal: « 1er février 2025 ». */
function dateInText(isoDate: string): string {
  return formatLongDate(isoDate).replace(/^1 /, '1er ')
}

/** Ids of the home sections that links elsewhere point to (anchor targets), plus the offers section's own. */
export const homeSectionIds = {
  offers: 'comparateur',
  regulated: 'tarifs',
  tempo: 'couleur-tempo',
  market: 'offres-marche',
  green: 'energie-verte',
  benefits: 'avantages',
  partners: 'fournisseurs',
  howItWorks: 'fonctionnement',
  testimonials: 'temoignages',
} as const

/**
 * The sticky menu: each entry links to its first section and is marked current while any of its
 * sections is in view ("Comparateur" covers the offers, tariffs, market and green sections).
 */
export const anchorMenu = [
  {
    label: 'Comparateur',
    target: homeSectionIds.offers,
    sections: [
      homeSectionIds.offers,
      'economies',
      homeSectionIds.regulated,
      homeSectionIds.tempo,
      homeSectionIds.market,
      homeSectionIds.green,
    ],
  },
  { label: 'Avantages', target: homeSectionIds.benefits, sections: [homeSectionIds.benefits] },
  { label: 'Fournisseurs', target: homeSectionIds.partners, sections: [homeSectionIds.partners] },
  { label: 'Comment ça marche', target: homeSectionIds.howItWorks, sections: [homeSectionIds.howItWorks] },
  { label: 'Témoignages', target: homeSectionIds.testimonials, sections: [homeSectionIds.testimonials] },
] as const

/** The label of the buttons that open the simulation, on the hero and three more sections of the home page. */
export const simulateLabel = `Simuler mes économies en ${service.simulationMinutes} min`

export const hero = {
  title: 'Payez le juste prix pour votre électricité et votre gaz',
  intro: 'Comparez les offres des fournisseurs, estimez votre facture et faites-vous conseiller gratuitement, sans engagement.',
  counterBefore: 'Jusqu’à',
  counterAfter: 'd’économies par an',
  steps: [
    { title: 'Questionnaire', text: `Quelques questions sur votre logement, en moins de ${service.simulationMinutes} minutes.` },
    { title: 'Analyse', text: 'Nous comparons votre contrat aux offres du marché.' },
    { title: 'Économies', text: `Un conseiller vous rappelle sous ${service.callbackWithinHours} h avec la meilleure offre.` },
  ],
} as const

const perKwh = (value: number | null) => (value === null ? NOT_COMMUNICATED : `${formatNumber(value, 4)} €/kWh`)

/** The three offer cards, with typed links to the site's routes. */
export const offerCards = [
  {
    title: 'Électricité',
    text: 'Offres à prix fixe ou indexé, électricité verte : comparez-les au tarif réglementé.',
    links: [
      { label: 'Comparer les offres d’électricité', link: linkOptions({ to: '/electricite' }) },
      { label: 'Électricité verte', link: linkOptions({ to: '/comparateur/electricite-verte' }) },
      { label: 'Le tarif réglementé', link: linkOptions({ to: '/tarif-reglemente' }) },
      {
        label: 'Baisse du tarif au 1er février 2025',
        link: linkOptions({ to: '/actualite/$slug', params: { slug: 'baisse-tarif-reglemente-fevrier-2025' } }),
      },
    ],
  },
  {
    title: 'Gaz naturel',
    text: `Depuis la fin des tarifs réglementés du gaz le ${dateInText(marketFacts.regulatedGasEnded)}, le prix repère sert de point de comparaison.`,
    links: [
      { label: 'Comparer les offres de gaz', link: linkOptions({ to: '/gaz' }) },
      { label: 'Électricité et gaz chez le même fournisseur', link: linkOptions({ to: '/comparateur/electricite-gaz' }) },
      {
        label: 'Guide du tarif réglementé',
        link: linkOptions({ to: '/conseils/$slug', params: { slug: 'guide-tarif-réglementé' } }),
      },
    ],
  },
  {
    title: 'Conseil gratuit',
    text: 'Un doute sur votre puissance, votre option ou votre contrat ? Un conseiller vous rappelle, gratuitement et sans engagement.',
    links: [{ label: 'Demander un rappel gratuit', link: linkOptions({ to: '/rappel' }) }],
  },
]

/** The savings section's title; its figures are computed from the catalogue (savings-claims.ts). */
export const savings = {
  title: 'Combien pouvez-vous économiser ?',
} as const

/**
 * The « point de repère » section, from the regulated data of the visitor's day: every figure with the
 * date it applies from, « non communiqué » where the grid does not give it.
 */
export function regulatedSection(reference: RegulatedReference) {
  const base = baseAt(reference)
  const previous = previousBasePrice(reference)
  const gas = gasHeating(reference)
  return {
    title: 'Le tarif réglementé, point de repère',
    electricity: {
      label: `Tarif Bleu, option Base, ${REFERENCE_KVA} kVA (TTC)`,
      price: perKwh(base?.pricePerKwh ?? null),
      since: base
        ? `en vigueur depuis le ${dateInText(base.since)}${previous === null ? '' : `, contre ${perKwh(previous)} auparavant`}`
        : 'aucune grille en vigueur connue',
      subscription: `Abonnement ${REFERENCE_KVA} kVA : ${base?.monthly == null ? NOT_COMMUNICATED : `${formatEuros(base.monthly)} par mois`}`,
    },
    gas: {
      label: 'Prix repère du gaz, chauffage (TTC)',
      price: perKwh(gas?.pricePerKwh ?? null),
      since: gas ? `prix repère de ${formatMonthYear(gas.month)}${gas.current ? '' : ', dernier mois publié'}` : 'aucun mois publié connu',
      subscription: `Abonnement : ${gas?.subscriptionPerYear == null ? NOT_COMMUNICATED : `${formatEuros(gas.subscriptionPerYear)} par an`}`,
    },
    note: `Les tarifs réglementés du gaz ont disparu le ${dateInText(marketFacts.regulatedGasEnded)}. Ceux de l’électricité ont pris fin au-delà de 36 kVA le ${dateInText(marketFacts.regulatedElectricityOver36KvaEnded)}, et jusqu’à 36 kVA pour les entreprises qui ne sont pas des microentreprises le ${dateInText(marketFacts.regulatedElectricityNonMicroBusinessesEnded)}.`,
  }
}

export const market = {
  title: 'Les offres de marché',
  facts: [
    `Prix fixe le plus souvent sur ${marketFacts.fixedPriceYears.min} à ${marketFacts.fixedPriceYears.max} ans, jusqu’à ${marketFacts.gasFixedPriceMaxYears} ans pour le gaz.`,
    `Changement de fournisseur gratuit, sans coupure ni technicien, effectif en ${marketFacts.switchWeeks.min} à ${marketFacts.switchWeeks.max} semaines.`,
    `Aucun frais de résiliation pour un particulier, et ${marketFacts.withdrawalDays} jours pour changer d’avis après une souscription à distance.`,
    `Un fournisseur doit prévenir ${marketFacts.priceChangeNoticeDays} jours avant de modifier un prix.`,
  ],
} as const

export const green = {
  title: 'L’énergie verte',
  facts: [
    'Une offre d’électricité verte garantit, par des garanties d’origine, qu’autant d’électricité renouvelable que vous en consommez est injectée sur le réseau.',
    `Une offre de gaz vert contient de ${marketFacts.greenGasShare.min} à ${marketFacts.greenGasShare.max} % de biométhane.`,
    `Le biométhane représente environ ${marketFacts.biomethane.share2025} % du gaz consommé en 2025, pour un objectif de ${marketFacts.biomethane.target2030} % en 2030.`,
  ],
} as const

/**
 * Editorial copy of the supplier pages (/fournisseurs, /electricite, /gaz). Figures come from the
 * other content modules so that no page states another value for the same thing.
 */
import type { FaqItem } from '../ui/accordion.tsx'
import { marketFacts } from './market-facts.ts'

const { switchWeeks, withdrawalDays, priceChangeNoticeDays, fixedPriceYears } = marketFacts

export const customerServiceCopy = {
  title: 'Le top 3 du service client',
  intro:
    'Les trois fournisseurs les mieux notés par leurs clients dans notre catalogue. Classement calculé sur la note moyenne des avis, puis, à note égale, sur le nombre d’avis\u00a0: une note tirée de milliers d’avis pèse plus qu’une note tirée de quelques-uns.',
} as const

export const cheapestOffersCopy = {
  title: 'Les offres d’électricité les moins chères',
  intro:
    'Pour chaque fournisseur, son offre Base la moins chère du jour\u00a0: prix du kWh, abonnement mensuel et coût annuel TTC pour 3\u00a0500\u00a0kWh, compteur de 6\u00a0kVA. Le montant annuel réel dépend de votre consommation\u00a0: utilisez « Mon estimation » sur la page électricité pour classer les offres selon votre profil.',
} as const

export const marketExplanation = {
  title: 'Comprendre le marché de l’énergie',
  paragraphs: [
    'Depuis l’ouverture complète du marché en 2007, chaque foyer peut choisir librement son fournisseur d’électricité et de gaz. Le réseau, lui, ne change pas\u00a0: Enedis et GRDF continuent d’acheminer l’énergie et d’intervenir en cas de panne, quel que soit le fournisseur.',
    'Pour l’électricité, le tarif réglementé (Tarif Bleu) reste fixé par les pouvoirs publics sur proposition de la Commission de régulation de l’énergie. Les offres de marché se situent au-dessus ou en dessous\u00a0: prix indexé sur le tarif réglementé, prix fixe pendant une durée donnée, ou prix variable.',
    `Pour le gaz, les tarifs réglementés ont disparu en juin 2023\u00a0: toutes les offres sont des offres de marché, que l’on compare au prix repère publié chaque mois par la CRE. Un contrat à prix fixe dure en général de ${fixedPriceYears.min} à ${fixedPriceYears.max} ans.`,
  ],
} as const

export const selectionTips = {
  title: 'Nos conseils pour bien choisir',
  items: [
    {
      title: 'Comparez le coût annuel, pas seulement le kWh',
      text: 'Un kWh bon marché peut cacher un abonnement élevé. Multipliez votre consommation par le prix du kWh et ajoutez douze mois d’abonnement.',
    },
    {
      title: 'Vérifiez la puissance de votre compteur',
      text: 'L’abonnement dépend des kVA souscrits (indiqués sur votre facture). Une puissance trop élevée coûte chaque mois sans servir.',
    },
    {
      title: 'Regardez le type de prix',
      text: `Un prix fixe vous protège des hausses pendant la durée du contrat\u00a0; un prix variable peut évoluer avec un préavis de ${priceChangeNoticeDays}\u00a0jours.`,
    },
    {
      title: 'Lisez les conditions d’engagement',
      text: 'Pour un particulier, la résiliation est toujours possible sans frais, mais une remise de fidélité peut être perdue. Privilégiez les offres sans engagement si vous hésitez.',
    },
    {
      title: 'Ne négligez pas le service client',
      text: 'Joignabilité, clarté des factures et espace en ligne comptent autant que quelques euros par an. Les avis clients donnent une bonne indication.',
    },
    {
      title: 'Énergie verte\u00a0: vérifiez les garanties',
      text: 'Une offre verte s’appuie sur des garanties d’origine. Certaines vont plus loin en achetant directement auprès de producteurs renouvelables français.',
    },
  ],
} as const

/** Text answers: the page's FAQPage structured data reads the same items. */
export const suppliersFaq: readonly (FaqItem & { answer: string })[] = [
  {
    id: 'changer-coupure',
    question: 'Changer de fournisseur entraîne-t-il une coupure\u00a0?',
    answer:
      'Non. Le changement se fait sans coupure, sans intervention technique et sans frais. Le nouveau fournisseur s’occupe de la résiliation de l’ancien contrat.',
  },
  {
    id: 'changer-delai',
    question: 'Combien de temps prend un changement de fournisseur\u00a0?',
    answer: `Comptez de ${switchWeeks.min} à ${switchWeeks.max}\u00a0semaines entre la souscription et la mise en service du nouveau contrat. Vous disposez d’un délai de rétractation de ${withdrawalDays}\u00a0jours après une souscription à distance.`,
  },
  {
    id: 'classement',
    question: 'Comment les fournisseurs sont-ils classés sur WattMalin\u00a0?',
    answer:
      'Tous les fournisseurs de notre catalogue sont listés, sans placement payant. Sur les pages électricité et gaz, les offres sont classées selon leur coût annuel estimé pour votre consommation, comparé au tarif réglementé ou au prix repère.',
  },
  {
    id: 'compteur',
    question: 'Dois-je changer de compteur\u00a0?',
    answer:
      'Non. Votre compteur (Linky ou ancien modèle) reste en place\u00a0: il appartient au gestionnaire de réseau, pas au fournisseur.',
  },
  {
    id: 'pdl',
    question: 'De quoi ai-je besoin pour souscrire\u00a0?',
    answer:
      'De votre adresse, de votre numéro de point de livraison (PDL pour l’électricité, PCE pour le gaz) indiqué sur votre facture, et d’un relevé de compteur récent.',
  },
  {
    id: 'prix-releves',
    question: 'Les prix affichés sont-ils à jour\u00a0?',
    answer:
      'Chaque fiche indique la date à laquelle les prix ont été relevés. Les fournisseurs peuvent les modifier\u00a0: vérifiez toujours la grille tarifaire au moment de souscrire.',
  },
]

export const callbackCta = {
  title: 'Besoin d’un avis\u00a0?',
  text: 'Un conseiller compare les offres avec vous et vous aide à choisir, gratuitement et sans engagement.',
  link: 'Être rappelé gratuitement',
} as const

/** "How to choose" blocks of the electricity and gas pages. */
export const howToChoose = {
  electricity: {
    title: 'Comment choisir son offre d’électricité\u00a0?',
    items: [
      'Repérez sur votre facture votre consommation annuelle (en kWh) et la puissance de votre compteur (en kVA).',
      'Comparez le coût annuel estimé des offres\u00a0: prix du kWh × consommation + 12 mois d’abonnement.',
      'Choisissez entre prix fixe (stabilité) et prix indexé sur le tarif réglementé (suit les baisses comme les hausses).',
      'Vérifiez l’engagement, la part d’énergie verte et la qualité du service client.',
    ],
  },
  gas: {
    title: 'Comment choisir son offre de gaz\u00a0?',
    items: [
      'Repérez votre consommation annuelle de gaz (en kWh) sur votre facture\u00a0: elle dépend surtout du chauffage.',
      'Comparez le coût annuel estimé à celui du prix repère publié par la CRE.',
      'Un prix fixe protège des hausses de l’hiver\u00a0; un prix indexé suit le marché.',
      'Pour du gaz vert, regardez la part de biométhane garantie par l’offre.',
    ],
  },
} as const

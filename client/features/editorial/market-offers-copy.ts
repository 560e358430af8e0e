import { formatNumber } from '../../lib/format.ts'
import { marketFacts } from '../../content/market-facts.ts'
import { baseAt, REFERENCE_KVA, type RegulatedReference } from '../../lib/regulated-reference.ts'
import { formatLongDate } from '../../lib/format.ts'

const years = `${marketFacts.fixedPriceYears.min} à ${marketFacts.fixedPriceYears.max}\u00a0ans`
const weeks = `${marketFacts.switchWeeks.min} à ${marketFacts.switchWeeks.max}\u00a0semaines`

/** The intro's paragraph on the regulated reference, from the grid of the visitor's day with its date. */
export function regulatedComparisonText(reference: RegulatedReference): string {
  const base = baseAt(reference)
  const figure =
    base?.pricePerKwh == null
      ? 'option Base'
      : `${formatNumber(base.pricePerKwh, 4)}\u00a0€/kWh en option Base à ${REFERENCE_KVA}\u00a0kVA, en vigueur depuis le ${formatLongDate(base.since)}`
  return `Le prix du kWh hors taxes change d’une offre à l’autre\u00a0; les taxes et le coût d’acheminement sont les mêmes pour tous. Le tarif réglementé (${figure}) reste le point de comparaison.`
}

/** Copy of /offres-de-marche; the market facts come from market-facts.ts, the offers from the catalogue. */
export const marketOffersPage = {
  intro: [
    'Une offre de marché est un contrat d’électricité ou de gaz dont le fournisseur fixe librement le prix, à la différence du tarif réglementé. EDF comme les fournisseurs alternatifs en proposent.',
  ],
  facts: [
    `Offres à prix fixe\u00a0: prix bloqué pendant ${years} en général`,
    `Offres à prix variable\u00a0: toute hausse est annoncée ${marketFacts.priceChangeNoticeDays}\u00a0jours à l’avance`,
    `${marketFacts.withdrawalDays}\u00a0jours de rétractation après une souscription à distance`,
    `Changement effectif en ${weeks}, gratuit et sans coupure`,
    `Aucun frais de résiliation pour un particulier (${formatNumber(marketFacts.householdTerminationFee)}\u00a0€)`,
  ],
  tablesBasis: 'Option Base, compteur de 6\u00a0kVA, prix TTC relevés chez chaque fournisseur.',
  evolutionLabels: {
    fixed: 'Prix fixe',
    indexed: 'Indexé sur le tarif réglementé',
    variable: 'Variable (fixé par le fournisseur)',
    dynamic: 'Dynamique (prix de marché)',
  },
  sections: {
    fixed: {
      id: 'prix-fixe',
      title: 'Les offres à prix fixe',
      text: [
        `Le prix du kWh hors taxes est garanti pendant toute la durée de l’offre, ${years} en général. Seules les taxes et le tarif d’acheminement peuvent encore évoluer.`,
        'C’est la formule la plus rassurante pour tenir un budget, surtout quand les prix de gros augmentent. Elle fait perdre en revanche les baisses du tarif réglementé.',
      ],
      pros: [
        'Un budget prévisible pendant toute la durée de l’offre',
        'Une protection contre les hausses des prix de gros',
        'Sans engagement\u00a0: vous pouvez partir sans frais',
      ],
      cons: ['Vous ne profitez pas des baisses du tarif réglementé', 'Le prix proposé au renouvellement peut être plus élevé'],
      caption: 'Offres à prix fixe du comparateur (Base, 6\u00a0kVA)',
      empty: 'Le comparateur ne référence aucune offre à prix fixe pour le moment.',
    },
    variable: {
      id: 'prix-variable',
      title: 'Les offres à prix variable ou indexé',
      text: [
        'Une offre indexée suit le tarif réglementé, avec une remise garantie sur le prix du kWh hors taxes\u00a0: quand le tarif bleu baisse ou monte, votre prix suit.',
        `Une offre à prix variable évolue selon une formule du fournisseur. Il doit vous prévenir au moins ${marketFacts.priceChangeNoticeDays}\u00a0jours avant toute hausse\u00a0; vous pouvez alors partir sans frais.`,
      ],
      pros: [
        'Souvent moins chères que le tarif réglementé à la souscription',
        'Vous profitez des baisses de prix',
        'Résiliables à tout moment, sans frais',
      ],
      cons: ['Le prix peut monter en cours de contrat', 'Un budget plus difficile à prévoir'],
      caption: 'Offres à prix indexé ou variable du comparateur (Base, 6\u00a0kVA)',
      empty: 'Le comparateur ne référence aucune offre à prix indexé ou variable pour le moment.',
    },
    dynamic: {
      id: 'prix-dynamique',
      title: 'Les offres à prix dynamique',
      text: [
        'Le prix du kWh suit le marché de gros, parfois heure par heure. Il faut un compteur communicant (Linky) et la possibilité de décaler sa consommation vers les heures les moins chères.',
        'Ces offres peuvent être très avantageuses pour un foyer équipé et attentif, mais risquées lors des pics de prix, en hiver notamment.',
      ],
      pros: ['Des heures très bon marché, parfois à prix négatif', 'Idéal avec une voiture électrique ou une batterie pilotées'],
      cons: ['De fortes hausses possibles lors des pics de prix', 'Demande de suivre sa consommation de près'],
      caption: 'Offres à prix dynamique du comparateur (Base, 6\u00a0kVA)',
      empty: 'Le comparateur ne référence aucune offre à prix dynamique pour le moment.',
    },
  },
  switching: {
    title: 'Changer de fournisseur, étape par étape',
    steps: [
      {
        id: 'facture',
        title: 'Munissez-vous d’une facture',
        text: 'Notez votre consommation annuelle, la puissance de votre compteur et votre numéro de point de livraison (PDL ou PCE pour le gaz).',
      },
      {
        id: 'comparer',
        title: 'Comparez les offres',
        text: 'Regardez le prix du kWh, l’abonnement, le type de prix et la durée de garantie du prix.',
      },
      {
        id: 'souscrire',
        title: 'Souscrivez la nouvelle offre',
        text: `En ligne ou par téléphone. Vous disposez de ${marketFacts.withdrawalDays}\u00a0jours pour vous rétracter.`,
      },
      {
        id: 'resiliation',
        title: 'Laissez le nouveau fournisseur résilier l’ancien contrat',
        text: 'Vous n’avez aucune démarche à faire auprès de l’ancien fournisseur\u00a0; il vous envoie une facture de clôture.',
      },
      {
        id: 'bascule',
        title: 'Le changement prend effet',
        text: `En ${weeks}, sans coupure ni intervention technique. Relevez votre compteur le jour du changement si vous n’avez pas de Linky.`,
      },
    ],
  },
  faq: [
    {
      id: 'difference',
      question: 'Quelle différence entre une offre de marché et le tarif réglementé\u00a0?',
      answer:
        'Le tarif réglementé est fixé par les pouvoirs publics\u00a0; une offre de marché est fixée librement par le fournisseur. Le réseau, la qualité de l’électricité et le dépannage sont identiques dans les deux cas.',
    },
    {
      id: 'engagement',
      question: 'Suis-je engagé pour la durée du prix fixe\u00a0?',
      answer: `Non. Un particulier peut résilier à tout moment, sans frais (${formatNumber(marketFacts.householdTerminationFee)}\u00a0€ de frais de résiliation), même si le prix est garanti pendant ${years}.`,
    },
    {
      id: 'hausse',
      question: 'Que se passe-t-il si mon fournisseur augmente ses prix\u00a0?',
      answer: `Il doit vous prévenir au moins ${marketFacts.priceChangeNoticeDays}\u00a0jours à l’avance. Vous pouvez alors changer d’offre ou de fournisseur sans frais.`,
    },
    {
      id: 'retractation',
      question: 'Puis-je changer d’avis après avoir souscrit\u00a0?',
      answer: `Oui\u00a0: vous avez ${marketFacts.withdrawalDays}\u00a0jours de rétractation après une souscription à distance ou à domicile.`,
    },
    {
      id: 'retour',
      question: 'Puis-je revenir au tarif réglementé\u00a0?',
      answer:
        'Pour l’électricité, oui, à tout moment et sans frais. Pour le gaz, les tarifs réglementés ont disparu\u00a0: seules des offres de marché existent.',
    },
  ],
  cta: {
    title: 'Trouvez l’offre qui vous correspond',
    text: 'Un conseiller compare les offres avec vous, gratuitement et sans engagement.',
  },
} as const

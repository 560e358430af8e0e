/**
 * The copy of the home's lower sections (how it works, FAQ, the assistant's chat script, the closing
 * call): it loads with those sections, when they come near (lower-sections.tsx), not with the page.
 */
import { marketFacts } from '../../content/market-facts.ts'
import { service } from '../../content/service.ts'

export const howItWorks = {
  title: 'Comment ça marche ?',
  steps: [
    {
      title: 'Vous répondez',
      text: `Un questionnaire en ligne de ${service.simulationMinutes} minutes sur votre logement et votre consommation.`,
    },
    { title: 'Nous comparons', text: 'Votre contrat actuel est comparé aux offres des fournisseurs, sans classement payé.' },
    {
      title: 'Un conseiller vous rappelle',
      text: `Sous ${service.callbackWithinHours} h, pour vous présenter les offres les plus intéressantes.`,
    },
    {
      title: 'Vous changez si vous le voulez',
      text: 'Le nouveau fournisseur s’occupe de tout : pas de coupure, pas de frais de résiliation.',
    },
  ],
} as const

export const faq = [
  {
    id: 'gratuit',
    question: 'Le comparateur est-il vraiment gratuit ?',
    answer: 'Oui. Comparer les offres, faire une simulation ou être rappelé par un conseiller ne vous coûte rien et ne vous engage à rien.',
  },
  {
    id: 'coupure',
    question: 'Y a-t-il une coupure quand on change de fournisseur ?',
    answer:
      'Non. Le réseau, le compteur et la qualité de l’énergie restent les mêmes : seul le contrat change, sans intervention technique.',
  },
  {
    id: 'resiliation',
    question: 'Dois-je résilier mon ancien contrat ?',
    answer: 'Non. Le nouveau fournisseur s’en charge. Un particulier ne paie pas de frais de résiliation, même en cours de contrat.',
  },
  {
    id: 'delai',
    question: 'Combien de temps prend un changement de fournisseur ?',
    answer: `Comptez ${marketFacts.switchWeeks.min} à ${marketFacts.switchWeeks.max} semaines. Vous disposez de ${marketFacts.withdrawalDays} jours pour vous rétracter après une souscription à distance.`,
  },
  {
    id: 'tarif-reglemente',
    question: 'Une offre de marché est-elle toujours moins chère que le tarif réglementé ?',
    answer:
      'Pas toujours. Certaines offres indexées suivent le tarif réglementé, d’autres fixent le prix du kWh. Comparez le prix du kWh et l’abonnement pour votre consommation.',
  },
  {
    id: 'verte',
    question: 'Qu’est-ce qu’une offre d’électricité verte ?',
    answer:
      'Le fournisseur achète des garanties d’origine prouvant qu’autant d’électricité renouvelable que vous en consommez a été produite. Certaines offres vont plus loin en achetant directement à des producteurs.',
  },
  {
    id: 'puissance',
    question: 'Quelle puissance de compteur choisir ?',
    answer:
      'La plupart des logements chauffés sans électricité se contentent de 6 kVA. Un logement chauffé à l’électricité demande souvent 9 kVA ou plus. Un conseiller peut vous aider à vérifier.',
  },
] as const

export type HousingType = 'appartement' | 'maison'

export type ChatMessage = { from: 'assistant' | 'visitor'; text: string }

/** The assistant's simulated conversation, by housing type: decorative, nothing is sent anywhere. */
export const chatScripts: Record<HousingType, readonly ChatMessage[]> = {
  appartement: [
    { from: 'assistant', text: 'Bonjour ! Vous vivez en appartement ou en maison ?' },
    { from: 'visitor', text: 'En appartement, 45 m², avec le chauffage collectif.' },
    {
      from: 'assistant',
      text: `Votre consommation se limite sans doute à l’éclairage, la cuisine et l’eau chaude : une puissance de 6 kVA suffit souvent. Je compare le prix du kWh au tarif réglementé en vigueur.`,
    },
    { from: 'assistant', text: 'Souhaitez-vous une offre à prix fixe, ou une offre verte ?' },
  ],
  maison: [
    { from: 'assistant', text: 'Bonjour ! Vous vivez en appartement ou en maison ?' },
    { from: 'visitor', text: 'En maison, 110 m², chauffée au gaz.' },
    {
      from: 'assistant',
      text: 'Le chauffage pèse lourd : je compare les offres de gaz au prix repère du mois et l’électricité au tarif réglementé.',
    },
    { from: 'assistant', text: 'Un contrat électricité et gaz chez le même fournisseur vous intéresse-t-il ?' },
  ],
}

export const closingCta = {
  title: 'Prêt à payer moins cher ?',
  text: `Simulation gratuite en ${service.simulationMinutes} minutes, sans engagement. Un conseiller vous rappelle sous ${service.callbackWithinHours} h.`,
} as const

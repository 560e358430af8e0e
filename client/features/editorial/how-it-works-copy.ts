import { formatNumber } from '../../lib/format.ts'
import { marketFacts } from '../../content/market-facts.ts'
import { service } from '../../content/service.ts'

/** Copy of /comment-ca-marche; figures come from the other editorial modules, the savings basis from the data. */
/**
 * The second intro paragraph, with the catalogue's best saving when an offer saves anything (the
 * asterisk points to the basis line under the list).
 */
export function marketIntro(upToPercent: string | null): string {
  const start =
    'Depuis l’ouverture du marché, des dizaines de fournisseurs proposent des offres différentes du tarif réglementé. Leurs prix, leurs options et leurs services varient'
  return upToPercent
    ? `${start}\u00a0: une comparaison de quelques minutes peut faire baisser votre facture ${upToPercent}*.`
    : `${start}\u00a0: une comparaison de quelques minutes vous dit ce que chacune vous coûterait.`
}

export const howItWorks = {
  intro: [
    'WattMalin compare les offres d’électricité et de gaz des fournisseurs présents en France pour vous aider à payer le juste prix. Le service est gratuit, indépendant et sans engagement\u00a0: vous gardez le choix de votre fournisseur.',
  ],
  benefits: [
    `Une comparaison en moins de ${service.simulationMinutes}\u00a0minutes, gratuite et sans engagement`,
    'Des prix du kWh et des abonnements relevés chez chaque fournisseur, avec leur date',
    `Un conseiller qui vous rappelle sous ${service.callbackWithinHours}\u00a0h après votre simulation`,
    'Un changement de fournisseur sans coupure, sans frais et sans intervention technique',
  ],
  expert: {
    title: 'Parlez à un expert',
    text: 'Un conseiller en énergie répond à vos questions et compare les offres avec vous, gratuitement.',
  },
  steps: [
    {
      id: 'besoins',
      title: 'Indiquez vos besoins et votre code postal',
      text: 'Électricité, gaz ou les deux, type de logement, mode de chauffage\u00a0: ces informations et votre code postal suffisent à cibler les offres disponibles chez vous.',
    },
    {
      id: 'consommation',
      title: 'Estimez votre consommation',
      text: 'Reprenez la consommation annuelle (en kWh) indiquée sur votre facture, ou estimez-la selon la taille de votre logement et le nombre d’occupants avec notre calculateur.',
    },
    {
      id: 'comparer',
      title: 'Comparez les offres',
      text: 'Prix du kWh, abonnement, type de prix, part d’énergie verte, service client\u00a0: les offres sont classées selon votre coût annuel estimé.',
    },
    {
      id: 'economiser',
      title: 'Économisez',
      text: `Souscrivez en ligne ou avec un conseiller. Le nouveau fournisseur s’occupe de la résiliation de l’ancien contrat\u00a0; le changement prend effet en ${marketFacts.switchWeeks.min} à ${marketFacts.switchWeeks.max}\u00a0semaines.`,
    },
  ],
  criteria: [
    {
      id: 'prix',
      title: 'Le prix',
      text: `Comparez le prix du kWh et l’abonnement mensuel, à puissance égale. Le tarif réglementé (option Base) sert de repère\u00a0: le comparateur le rappelle, avec la date de sa grille, à côté de chaque offre.`,
    },
    {
      id: 'options',
      title: 'Les options tarifaires',
      text: 'Base, heures pleines / heures creuses ou Tempo\u00a0: la bonne option dépend de vos horaires de consommation et de votre chauffage.',
    },
    {
      id: 'service',
      title: 'Le service client',
      text: 'Joignable par téléphone\u00a0? Avis des clients, espace en ligne, délais de réponse\u00a0: un bon prix ne suffit pas si le suivi laisse à désirer.',
    },
    {
      id: 'extras',
      title: 'Les services en plus',
      text: 'Électricité verte, suivi de consommation, application, assistance dépannage ou offres groupées électricité et gaz.',
    },
  ],
  offerTypes: [
    {
      id: 'reglemente',
      title: 'Le tarif réglementé',
      text: 'Le tarif bleu fixé par les pouvoirs publics sur proposition de la CRE, révisé en général deux fois par an. Il est vendu par EDF et les entreprises locales de distribution.',
      link: { to: '/tarif-reglemente', hash: undefined, label: 'Voir les grilles du tarif réglementé' },
    },
    {
      id: 'indexe',
      title: 'L’offre indexée sur le tarif réglementé',
      text: 'Le prix suit les évolutions du tarif réglementé, avec une remise fixe\u00a0: vous profitez des baisses comme des hausses.',
      link: { to: '/offres-de-marche', hash: 'prix-variable', label: 'Voir les offres indexées' },
    },
    {
      id: 'fixe',
      title: 'L’offre à prix fixe',
      text: `Le prix du kWh hors taxes est bloqué pendant ${marketFacts.fixedPriceYears.min} à ${marketFacts.fixedPriceYears.max}\u00a0ans en général\u00a0: votre budget est prévisible, même si les prix montent.`,
      link: { to: '/offres-de-marche', hash: 'prix-fixe', label: 'Voir les offres à prix fixe' },
    },
    {
      id: 'variable',
      title: 'L’offre à prix variable',
      text: `Le fournisseur fixe lui-même l’évolution de ses prix et doit vous prévenir ${marketFacts.priceChangeNoticeDays}\u00a0jours avant tout changement.`,
      link: { to: '/offres-de-marche', hash: 'prix-variable', label: 'Voir les offres à prix variable' },
    },
  ],
  faq: [
    {
      id: 'gratuit',
      question: 'Le comparateur est-il vraiment gratuit\u00a0?',
      answer:
        'Oui. La comparaison, la simulation et le rappel par un conseiller sont gratuits et sans engagement. Vous ne payez que votre énergie, au fournisseur que vous choisissez.',
    },
    {
      id: 'coupure',
      question: 'Y a-t-il un risque de coupure quand je change de fournisseur\u00a0?',
      answer:
        'Non. Le réseau et le compteur restent les mêmes\u00a0: seul le fournisseur qui vous facture change. Il n’y a ni coupure ni intervention technique.',
    },
    {
      id: 'frais',
      question: 'Combien coûte un changement de fournisseur\u00a0?',
      answer: `Rien. Le changement est gratuit et, pour un particulier, la résiliation de l’ancien contrat se fait sans frais (${formatNumber(marketFacts.householdTerminationFee)}\u00a0€ de frais de résiliation), même en cours d’offre.`,
    },
    {
      id: 'delai',
      question: 'Combien de temps prend le changement\u00a0?',
      answer: `Comptez ${marketFacts.switchWeeks.min} à ${marketFacts.switchWeeks.max}\u00a0semaines. Vous disposez d’un délai de rétractation de ${marketFacts.withdrawalDays}\u00a0jours après la souscription.`,
    },
    {
      id: 'informations',
      question: 'De quelles informations ai-je besoin pour comparer\u00a0?',
      answer:
        'Votre code postal, votre consommation annuelle en kWh (sur votre facture) et la puissance de votre compteur en kVA. Pour souscrire, il faudra aussi votre numéro de point de livraison (PDL), indiqué sur votre facture.',
    },
  ],
  finalCta: {
    title: 'Prêt à payer moins cher\u00a0?',
    text: `Faites une simulation gratuite en moins de ${service.simulationMinutes}\u00a0minutes\u00a0: un conseiller vous rappelle sous ${service.callbackWithinHours}\u00a0h pour vous présenter les meilleures offres.`,
    button: 'Lancer ma simulation gratuite',
  },
} as const

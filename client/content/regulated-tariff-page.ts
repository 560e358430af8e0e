import { formatLongDate, formatMonthYear, formatNumber } from '../lib/format.ts'
import { marketFacts } from './market-facts.ts'
import {
  ejpOption,
  gasReferencePrice,
  hpHcOption,
  meterPowerRangeKva,
  professionalsEligibility,
  regulatedElectricity,
  regulatedGridMonth,
  tempoOption,
} from './regulated-tariffs.ts'
import { savingsClaims } from './savings-claims.ts'

const kwh = (value: number) => `${formatNumber(value, 4)}\u00a0€/kWh`
const month = formatMonthYear(`${regulatedGridMonth}-01`)

/** Copy of /tarif-reglemente; every price comes from regulated-tariffs.ts. */
export const regulatedTariffPage = {
  month,
  intro: [
    `Le tarif réglementé de vente de l’électricité (TRVE), ou «\u00a0tarif bleu\u00a0», est fixé par les pouvoirs publics sur proposition de la Commission de régulation de l’énergie (CRE). Voici les grilles en vigueur en ${month}, toutes taxes comprises.`,
    `Depuis le ${formatLongDate(regulatedElectricity.since)}, le kWh en option Base coûte ${kwh(regulatedElectricity.basePricePerKwh)} TTC, contre ${kwh(regulatedElectricity.previousBasePricePerKwh)} auparavant.`,
  ],
  meterPowers: `La puissance du compteur va de ${meterPowerRangeKva.min} à ${meterPowerRangeKva.max}\u00a0kVA. Plus elle est élevée, plus l’abonnement est cher\u00a0: choisissez-la selon les appareils qui fonctionnent en même temps chez vous.`,
  options: {
    base: {
      title: 'Option Base',
      text: `Un seul prix du kWh à toute heure\u00a0: ${kwh(regulatedElectricity.basePricePerKwh)} TTC. C’est l’option la plus simple, adaptée aux petits logements et à ceux qui consomment surtout en journée.`,
      caption: `Tarif bleu option Base, ${month} (abonnement en € TTC par mois, prix du kWh en € TTC)`,
    },
    hpHc: {
      title: 'Option Heures pleines / Heures creuses',
      text: `Le kWh coûte ${kwh(hpHcOption.offPeakPricePerKwh)} pendant les ${hpHcOption.offPeakHoursPerDay}\u00a0heures creuses de la journée, fixées par le gestionnaire de réseau (souvent la nuit), et ${kwh(hpHcOption.peakPricePerKwh)} le reste du temps. Elle devient intéressante si vous consommez une bonne part de votre électricité en heures creuses\u00a0: ballon d’eau chaude, lave-linge, recharge d’un véhicule.`,
      caption: `Tarif bleu option Heures pleines / Heures creuses, ${month} (€ TTC)`,
    },
    tempo: {
      title: 'Option Tempo',
      text: `Le prix dépend de la couleur du jour, annoncée la veille\u00a0: ${tempoOption.daysPerYear.blue}\u00a0jours bleus (les moins chers), ${tempoOption.daysPerYear.white}\u00a0jours blancs et ${tempoOption.daysPerYear.red}\u00a0jours rouges par an, où le kWh en heures pleines atteint ${kwh(tempoOption.pricesPerKwh.red.peak)}. Chaque jour a ses heures pleines et ses heures creuses.`,
      advice: `L’option Tempo convient aux foyers capables de réduire fortement leur consommation les ${tempoOption.daysPerYear.red}\u00a0jours rouges, placés en semaine entre novembre et mars.`,
      caption: `Tarif bleu option Tempo, ${month} (€ TTC\u00a0; HP = heures pleines, HC = heures creuses)`,
    },
    ejp: {
      title: 'Option EJP (Effacement jours de pointe)',
      text: `Un prix bas toute l’année (${kwh(ejpOption.normalPricePerKwh)}), sauf pendant ${ejpOption.peakDaysPerYear}\u00a0jours de pointe mobiles entre le 1er\u00a0novembre et le 31\u00a0mars, ${ejpOption.peakHoursPerDay}\u00a0heures par jour, où le kWh coûte ${kwh(ejpOption.peakPricePerKwh)}.`,
      closedNote: `L’option EJP est fermée aux nouveaux abonnés depuis ${ejpOption.closedSinceYear}. Seuls les clients qui l’avaient déjà peuvent la conserver\u00a0; si vous la quittez, vous ne pourrez plus y revenir.`,
      caption: `Tarif bleu option EJP, ${month} (€ TTC)`,
    },
  },
  gas: {
    title: 'Et le gaz\u00a0?',
    text: `Les tarifs réglementés du gaz ont pris fin le ${formatLongDate(marketFacts.regulatedGasEnded)}. La CRE publie à la place un prix repère, qui sert de référence pour comparer les offres. En ${formatMonthYear(`${gasReferencePrice.month}-01`)}, il dépend de votre usage\u00a0:`,
    caption: `Prix repère du gaz, ${formatMonthYear(`${gasReferencePrice.month}-01`)} (€ TTC)`,
  },
  pros: [
    'Des prix encadrés par les pouvoirs publics, révisés en général deux fois par an',
    'Aucun engagement\u00a0: vous pouvez le quitter et y revenir à tout moment, sans frais',
    'Une référence claire pour juger les autres offres',
    'Plusieurs options (Base, Heures creuses, Tempo) selon votre façon de consommer',
  ],
  cons: [
    'Le prix peut augmenter à chaque révision, sans que vous puissiez le bloquer',
    `Ce n’est pas l’offre la moins chère\u00a0: certaines offres de marché sont jusqu’à ${savingsClaims.upToPercentVsRegulated}\u00a0% moins chères sur le prix du kWh`,
    'Pas d’offre d’électricité 100\u00a0% verte garantie',
    'Proposé uniquement par EDF et les entreprises locales de distribution',
  ],
  professionals: {
    title: 'Le tarif réglementé pour les professionnels',
    text: 'Un professionnel peut souscrire ou garder le tarif bleu seulement s’il remplit ces trois conditions\u00a0:',
    conditions: [
      `une puissance souscrite inférieure ou égale à ${professionalsEligibility.maxKva}\u00a0kVA`,
      `moins de ${professionalsEligibility.employeesBelow}\u00a0salariés`,
      `un chiffre d’affaires (ou un total de bilan) annuel inférieur à ${formatNumber(professionalsEligibility.turnoverBelowEuros / 1_000_000)}\u00a0millions d’euros`,
    ],
    after: `Au-delà de ${professionalsEligibility.maxKva}\u00a0kVA, le tarif réglementé a pris fin le ${formatLongDate(marketFacts.regulatedElectricityOver36KvaEnded)}\u00a0: les entreprises concernées souscrivent une offre de marché.`,
  },
  faq: [
    {
      id: 'qui-fixe',
      question: 'Qui fixe le tarif réglementé\u00a0?',
      answer: 'La CRE calcule chaque année le tarif à partir des coûts de production, d’acheminement et de commercialisation\u00a0; les ministres de l’Énergie et de l’Économie peuvent s’y opposer. Les révisions ont lieu en général le 1er\u00a0février et le 1er\u00a0août.',
    },
    {
      id: 'trouver-option',
      question: 'Comment savoir quelle option j’ai\u00a0?',
      answer: 'Votre option (Base, Heures pleines / Heures creuses, Tempo ou EJP) et la puissance de votre compteur figurent sur votre facture, en général en première ou deuxième page, ainsi que dans votre espace client.',
    },
    {
      id: 'puissance',
      question: 'Quelle puissance de compteur choisir\u00a0?',
      answer: `Entre ${meterPowerRangeKva.min} et ${meterPowerRangeKva.max}\u00a0kVA, la bonne puissance dépend des appareils utilisés en même temps. Un logement sans chauffage électrique se contente souvent de 6\u00a0kVA\u00a0; avec un chauffage électrique, 9 à 12\u00a0kVA sont courants.`,
    },
    {
      id: 'revenir',
      question: 'Puis-je revenir au tarif réglementé après une offre de marché\u00a0?',
      answer: 'Oui, pour l’électricité, un particulier peut revenir au tarif bleu à tout moment, sans frais. Seule l’option EJP, fermée aux nouveaux abonnés, n’est plus accessible.',
    },
    {
      id: 'hp-hc-rentable',
      question: 'L’option Heures creuses est-elle rentable\u00a0?',
      answer: `Elle l’est si vous consommez une part importante de votre électricité pendant les ${hpHcOption.offPeakHoursPerDay}\u00a0heures creuses\u00a0: l’abonnement est plus cher qu’en option Base et le kWh des heures pleines aussi (${kwh(hpHcOption.peakPricePerKwh)} contre ${kwh(regulatedElectricity.basePricePerKwh)}).`,
    },
  ],
  callback: {
    title: 'Le tarif réglementé est-il le meilleur choix pour vous\u00a0?',
    text: 'Un conseiller compare gratuitement votre contrat actuel avec les offres du marché et vous rappelle quand vous le souhaitez.',
  },
} as const

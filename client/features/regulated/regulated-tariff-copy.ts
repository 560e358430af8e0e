import type { RegulatedSource } from '#contract/regulated-tariffs'
import { formatLongDate, formatMonthYear, formatNumber, formatKwh, NOT_COMMUNICATED } from '../../lib/format.ts'
import {
  baseAt,
  gasCostReference,
  previousBasePrice,
  REFERENCE_KVA,
  rowAt,
  type RegulatedReference,
} from '../../lib/regulated-reference.ts'
import { marketFacts } from '../../content/market-facts.ts'

/**
 * Copy of /tarif-reglemente. Prices are never typed here: they come from the regulated data of the
 * visitor's day (`RegulatedReference`), each with the date its grid applies from; what the data does not
 * give reads « non communiqué ». The rules below (powers, Tempo days, EJP) are not prices.
 */

/** Meter powers a household can subscribe to: from 3 up to and including 36 kVA. */
export const meterPowerRangeKva = { min: 3, max: 36 } as const

/** Option Heures pleines / Heures creuses: off-peak hours a day, set by the network operator. */
export const offPeakHoursPerDay = 8

/** Option Tempo: days of each colour in a year (red days fall on winter weekdays). */
export const tempoDaysPerYear = { blue: 300, white: 43, red: 22 } as const

/** Option EJP: still billed to existing subscribers, closed to new ones; the site holds no EJP prices. */
export const ejpRules = { closedSinceYear: 1998, peakDaysPerYear: 22, peakHoursPerDay: 18 } as const

/** Who may keep or take the regulated electricity tariff as a professional. */
export const professionalsEligibility = {
  maxKva: meterPowerRangeKva.max,
  employeesBelow: 10,
  turnoverBelowEuros: 2_000_000,
} as const

/** « en vigueur depuis le 1er août 2026 »: the date every figure of a grid carries. */
export const inForceSince = (isoDate: string) => `en vigueur depuis le ${formatLongDate(isoDate)}`

/** « Source : … », with the source's own caveat when it has one. */
export function sourceLine(source: RegulatedSource): string {
  return `Source\u00a0: ${source.publisher}. ${source.reference}${source.note ? ` ${source.note}` : ''}`
}

export function regulatedTariffPage(reference: RegulatedReference) {
  const base = baseAt(reference)
  const previous = previousBasePrice(reference)
  const hphc = rowAt(reference.hphc, REFERENCE_KVA)?.pricesPerKwh
  const tempo = rowAt(reference.tempo, REFERENCE_KVA)?.pricesPerKwh
  const since = (grid: { effectiveFrom: string } | null) => (grid ? inForceSince(grid.effectiveFrom) : 'aucune grille en vigueur connue')
  const gas = reference.gasMonth
  const gasCost = gasCostReference(reference)
  return {
    heading: base ? `Le tarif bleu ${inForceSince(base.since)}` : 'Le tarif bleu',
    intro: [
      'Le tarif réglementé de vente de l’électricité (TRVE), ou «\u00a0tarif bleu\u00a0», est fixé par les pouvoirs publics sur proposition de la Commission de régulation de l’énergie (CRE). Voici les grilles en vigueur, toutes taxes comprises, avec la date à laquelle chacune s’applique et sa source.',
      base
        ? `Depuis le ${formatLongDate(base.since)}, le kWh en option Base (compteur de ${REFERENCE_KVA}\u00a0kVA) coûte ${formatKwh(base.pricePerKwh)} TTC${previous === null ? '' : `, contre ${formatKwh(previous)} avec la grille précédente`}.`
        : 'Aucune grille de l’option Base n’est connue pour aujourd’hui.',
    ],
    meterPowers: `La puissance du compteur va de ${meterPowerRangeKva.min} à ${meterPowerRangeKva.max}\u00a0kVA inclus. Plus elle est élevée, plus l’abonnement est cher\u00a0: choisissez-la selon les appareils qui fonctionnent en même temps chez vous.`,
    missingNote: `Une case «\u00a0${NOT_COMMUNICATED}\u00a0» est un prix que la source de la grille ne donne pas\u00a0: nous ne le devinons pas à partir d’une autre puissance ou d’une autre date.`,
    options: {
      base: {
        title: 'Option Base',
        text: `Un seul prix du kWh à toute heure\u00a0: ${formatKwh(base?.pricePerKwh)} TTC à ${REFERENCE_KVA}\u00a0kVA. C’est l’option la plus simple, adaptée aux petits logements et à ceux qui consomment surtout en journée.`,
        caption: `Tarif bleu option Base, ${since(reference.base)} (abonnement en € TTC par mois, prix du kWh en € TTC)`,
      },
      hpHc: {
        title: 'Option Heures pleines / Heures creuses',
        text: `Le kWh coûte ${formatKwh(hphc?.offPeak.ttc)} pendant les ${offPeakHoursPerDay}\u00a0heures creuses de la journée, fixées par le gestionnaire de réseau (souvent la nuit), et ${formatKwh(hphc?.peak.ttc)} le reste du temps (${REFERENCE_KVA}\u00a0kVA). Elle devient intéressante si vous consommez une bonne part de votre électricité en heures creuses\u00a0: ballon d’eau chaude, lave-linge, recharge d’un véhicule.`,
        caption: `Tarif bleu option Heures pleines / Heures creuses, ${since(reference.hphc)} (€ TTC)`,
      },
      tempo: {
        title: 'Option Tempo',
        text: `Le prix dépend de la couleur du jour, annoncée la veille\u00a0: ${tempoDaysPerYear.blue}\u00a0jours bleus (les moins chers), ${tempoDaysPerYear.white}\u00a0jours blancs et ${tempoDaysPerYear.red}\u00a0jours rouges par an, où le kWh en heures pleines atteint ${formatKwh(tempo?.redPeak.ttc)} (${REFERENCE_KVA}\u00a0kVA). Chaque jour a ses heures pleines et ses heures creuses.`,
        advice: `L’option Tempo convient aux foyers capables de réduire fortement leur consommation les ${tempoDaysPerYear.red}\u00a0jours rouges, placés en semaine entre novembre et mars.`,
        caption: `Tarif bleu option Tempo, ${since(reference.tempo)} (€ TTC\u00a0; HP = heures pleines, HC = heures creuses)`,
      },
      ejp: {
        title: 'Option EJP (Effacement jours de pointe)',
        text: `Un prix bas toute l’année, sauf pendant ${ejpRules.peakDaysPerYear}\u00a0jours de pointe mobiles entre le 1er\u00a0novembre et le 31\u00a0mars, ${ejpRules.peakHoursPerDay}\u00a0heures par jour, où le kWh coûte bien plus cher. Ses prix ne figurent pas ici\u00a0: ils sont sur la facture des abonnés qui l’ont gardée.`,
        closedNote: `L’option EJP est fermée aux nouveaux abonnés depuis ${ejpRules.closedSinceYear}. Seuls les clients qui l’avaient déjà peuvent la conserver\u00a0; si vous la quittez, vous ne pourrez plus y revenir.`,
      },
    },
    gas: {
      title: 'Et le gaz\u00a0?',
      text: gas
        ? `Les tarifs réglementés du gaz ont pris fin le ${formatLongDate(marketFacts.regulatedGasEnded)}. La CRE publie à la place chaque mois un prix repère, qui sert de référence pour comparer les offres. ${reference.gasMonthIsCurrent ? `En ${formatMonthYear(gas.month)}` : `Le dernier mois publié que nous connaissons est ${formatMonthYear(gas.month)}\u00a0; en ${formatMonthYear(gas.month)}`}, il dépend de votre usage\u00a0:`
        : `Les tarifs réglementés du gaz ont pris fin le ${formatLongDate(marketFacts.regulatedGasEnded)}. La CRE publie à la place chaque mois un prix repère\u00a0; aucun mois n’est connu pour l’instant.`,
      caption: gas ? `Prix repère du gaz, ${formatMonthYear(gas.month)} (€ TTC)` : 'Prix repère du gaz (€ TTC)',
      // When the month shown lacks the heating subscription, say which month our gas costs use instead.
      costNote:
        gas && gasCost && gasCost.month !== gas.month
          ? `L’abonnement «\u00a0chauffage\u00a0» de ${formatMonthYear(gas.month)} n’est pas communiqué. Nos comparaisons calculent donc le coût annuel avec le dernier mois qui donne à la fois le prix du kWh et l’abonnement\u00a0: ${formatMonthYear(gasCost.month)}, soit ${formatKwh(gasCost.pricePerKwh)} et ${formatNumber(gasCost.subscriptionPerYear, 2)}\u00a0€ par an (chauffage).`
          : null,
    },
    historyTitle: 'Historique des grilles',
    historyText:
      'Les prix du kWh TTC à 6\u00a0kVA et l’abonnement de l’option Base de chaque grille connue, de la plus récente à la plus ancienne. Une grille s’applique jusqu’à la veille de la suivante.',
    pros: [
      'Des prix encadrés par les pouvoirs publics, révisés en général deux fois par an (1er\u00a0février et 1er\u00a0août)',
      'Aucun engagement\u00a0: vous pouvez le quitter et y revenir à tout moment, sans frais',
      'Une référence claire pour juger les autres offres',
      'Plusieurs options (Base, Heures creuses, Tempo) selon votre façon de consommer',
    ],
    cons: [
      'Le prix peut augmenter à chaque révision, sans que vous puissiez le bloquer',
      'Ce n’est pas forcément l’offre la moins chère\u00a0: comparez le prix du kWh et l’abonnement des offres de marché pour votre consommation',
      'Pas d’offre d’électricité 100\u00a0% verte garantie',
      'Proposé uniquement par EDF et les entreprises locales de distribution',
    ],
    professionals: {
      title: 'Le tarif réglementé pour les professionnels',
      text: 'Un professionnel peut souscrire ou garder le tarif bleu seulement s’il remplit ces trois conditions\u00a0:',
      conditions: [
        `une puissance souscrite de ${professionalsEligibility.maxKva}\u00a0kVA au plus`,
        `moins de ${professionalsEligibility.employeesBelow}\u00a0salariés`,
        `un chiffre d’affaires (ou un total de bilan) annuel inférieur à ${formatNumber(professionalsEligibility.turnoverBelowEuros / 1_000_000)}\u00a0millions d’euros`,
      ],
      after: `Au-delà de ${professionalsEligibility.maxKva}\u00a0kVA, le tarif réglementé a pris fin le ${formatLongDate(marketFacts.regulatedElectricityOver36KvaEnded)}. Jusqu’à ${professionalsEligibility.maxKva}\u00a0kVA, les entreprises qui ne sont pas des microentreprises l’ont perdu le ${formatLongDate(marketFacts.regulatedElectricityNonMicroBusinessesEnded)}\u00a0: elles souscrivent une offre de marché.`,
    },
    faq: [
      {
        id: 'qui-fixe',
        question: 'Qui fixe le tarif réglementé\u00a0?',
        answer:
          'La CRE calcule chaque année le tarif à partir des coûts de production, d’acheminement et de commercialisation\u00a0; les ministres de l’Énergie et de l’Économie peuvent s’y opposer. Les révisions ont lieu en général le 1er\u00a0février et le 1er\u00a0août.',
      },
      {
        id: 'trouver-option',
        question: 'Comment savoir quelle option j’ai\u00a0?',
        answer:
          'Votre option (Base, Heures pleines / Heures creuses, Tempo ou EJP) et la puissance de votre compteur figurent sur votre facture, en général en première ou deuxième page, ainsi que dans votre espace client.',
      },
      {
        id: 'puissance',
        question: 'Quelle puissance de compteur choisir\u00a0?',
        answer: `De ${meterPowerRangeKva.min} à ${meterPowerRangeKva.max}\u00a0kVA inclus, la bonne puissance dépend des appareils utilisés en même temps. Un logement sans chauffage électrique se contente souvent de 6\u00a0kVA\u00a0; avec un chauffage électrique, 9 à 12\u00a0kVA sont courants.`,
      },
      {
        id: 'revenir',
        question: 'Puis-je revenir au tarif réglementé après une offre de marché\u00a0?',
        answer:
          'Oui, pour l’électricité, un particulier peut revenir au tarif bleu à tout moment, sans frais. Seule l’option EJP, fermée aux nouveaux abonnés, n’est plus accessible.',
      },
      {
        id: 'hp-hc-rentable',
        question: 'L’option Heures creuses est-elle rentable\u00a0?',
        answer: `Elle l’est si vous consommez une part importante de votre électricité pendant les ${offPeakHoursPerDay}\u00a0heures creuses\u00a0: l’abonnement est plus cher qu’en option Base et le kWh des heures pleines aussi (${formatKwh(hphc?.peak.ttc)} contre ${formatKwh(base?.pricePerKwh)} à ${REFERENCE_KVA}\u00a0kVA, grilles ${reference.base ? inForceSince(reference.base.effectiveFrom) : 'non communiquées'}).`,
      },
    ],
    callback: {
      title: 'Le tarif réglementé est-il le meilleur choix pour vous\u00a0?',
      text: 'Un conseiller compare gratuitement votre contrat actuel avec les offres du marché et vous rappelle quand vous le souhaitez.',
    },
  }
}

/** Dated events of the regulated tariffs that are not grids (the grids' history is a table built from the data). */
export const regulatedTariffEvents: readonly { date: string; title: string; text: string }[] = [
  {
    date: '2024-02-01',
    title: 'Fin du bouclier tarifaire',
    text: 'L’accise sur l’électricité remonte en partie vers son niveau d’avant-crise, et le tarif réglementé avec elle.',
  },
  {
    date: marketFacts.regulatedGasEnded,
    title: 'Fin des tarifs réglementés du gaz',
    text: 'Les tarifs réglementés de vente du gaz disparaissent\u00a0; le prix repère publié chaque mois par la CRE sert désormais de référence.',
  },
  {
    date: '2022-02-01',
    title: 'Bouclier tarifaire',
    text: 'L’État plafonne la hausse du tarif réglementé à 4\u00a0% en février 2022, puis à 15\u00a0% en février 2023.',
  },
  {
    date: marketFacts.regulatedElectricityNonMicroBusinessesEnded,
    title: 'Tarif réglementé réservé aux microentreprises',
    text: `Jusqu’à ${meterPowerRangeKva.max}\u00a0kVA, les entreprises qui ne sont pas des microentreprises (${professionalsEligibility.employeesBelow}\u00a0salariés ou plus, ou plus de 2\u00a0millions d’euros de chiffre d’affaires) passent en offre de marché.`,
  },
  {
    date: marketFacts.regulatedElectricityOver36KvaEnded,
    title: 'Fin du tarif réglementé au-delà de 36 kVA',
    text: `Les sites dont la puissance dépasse ${meterPowerRangeKva.max}\u00a0kVA (tarifs jaune et vert) passent en offre de marché.`,
  },
  {
    date: '2007-07-01',
    title: 'Ouverture du marché aux particuliers',
    text: 'Les ménages peuvent choisir un fournisseur alternatif\u00a0; le tarif réglementé reste proposé par EDF et les entreprises locales de distribution.',
  },
]

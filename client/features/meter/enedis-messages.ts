import type { ParseOutcome } from './meter-data.ts'

const NBSP = '\u00a0'
const quoted = (text: string) => `«${NBSP}${text}${NBSP}»`
const minutes = (n: number) => `${String(n).replace('.', ',')}${NBSP}minutes`
/** A step as a person says it: « 30 minutes », « 1 jour » for the daily export. */
const duration = (n: number) => (n > 0 && n % 1440 === 0 ? `${n / 1440}${NBSP}jour${n > 1440 ? 's' : ''}` : minutes(n))

/** Every refusal, in one place so that the page and the tests say exactly the same thing. */
export const ENEDIS_MESSAGES = {
  empty: `Le fichier est vide${NBSP}: choisissez le fichier CSV téléchargé depuis votre espace client Enedis, sans l’ouvrir ni le modifier.`,
  noData: `Ce fichier ne contient aucun relevé${NBSP}: après l’en-tête, chaque ligne d’un export Enedis donne une date et une valeur, par exemple ${quoted('2025-01-01T00:30:00+01:00;540')}.`,
  unreadableRow: (line: number, excerpt: string, example: string) =>
    `Ce fichier ne ressemble pas à un export Enedis${NBSP}: la ligne ${line} (${quoted(excerpt)}) devrait contenir une date et une valeur, par exemple ${quoted(example)}.`,
  negativeValue: (line: number, excerpt: string) =>
    `La ligne ${line} (${quoted(excerpt)}) donne une valeur négative${NBSP}: un export de consommation Enedis ne contient que des valeurs positives ou nulles.`,
  missingOffset: (line: number, excerpt: string) =>
    `La ligne ${line} (${quoted(excerpt)}) donne une heure sans décalage horaire${NBSP}: une courbe de charge Enedis écrit chaque horodatage avec le sien, par exemple ${quoted('2025-01-01T00:30:00+01:00')}.`,
  mixedRows: (line: number, excerpt: string) =>
    `Ce fichier mélange des dates seules et des dates avec une heure${NBSP}: la ligne ${line} (${quoted(excerpt)}) ne ressemble pas aux précédentes. Un export Enedis est soit une courbe de charge (une date et une heure par ligne), soit une consommation quotidienne (une date par ligne).`,
  curveRowWithoutTime: (line: number, excerpt: string) =>
    `Ce fichier se présente comme une courbe de charge, mais la ligne ${line} (${quoted(excerpt)}) ne donne qu’une date${NBSP}: chaque ligne devrait donner une date et une heure, par exemple ${quoted('2025-01-01T00:30:00+01:00;540')}.`,
  dailyRowWithTime: (line: number, excerpt: string) =>
    `Ce fichier se présente comme une consommation quotidienne, mais la ligne ${line} (${quoted(excerpt)}) donne une heure autre que minuit${NBSP}: chaque ligne devrait donner un jour, par exemple ${quoted('2025-01-01;12345')}.`,
  unsupportedStep: (step: number) =>
    `Ce fichier donne un relevé toutes les ${minutes(step)}${NBSP}: seuls les pas de 5, 10, 15, 30 et 60${NBSP}minutes d’une courbe de charge Enedis sont pris en charge.`,
  irregularStep: (line: number, excerpt: string, step: number) =>
    `La ligne ${line} (${quoted(excerpt)}) n’est pas espacée de la précédente d’un multiple de ${minutes(step)}, le pas de ce fichier${NBSP}: les relevés d’une courbe de charge Enedis se suivent à intervalle régulier.`,
  unsupportedUnit: (unit: string) =>
    `L’unité ${quoted(unit)} ne convient pas à ce fichier${NBSP}: un export Enedis donne une courbe de charge en puissance (W ou kW), une consommation par jour ou par pas de 5 à 60${NBSP}minutes en énergie (Wh ou kWh).`,
  mixedUnits: (line: number, excerpt: string, first: string, other: string) =>
    `La ligne ${line} (${quoted(excerpt)}) donne sa valeur en ${quoted(other)}, les précédentes en ${quoted(first)}${NBSP}: une puissance et une énergie ne s’additionnent pas, et un export Enedis garde la même grandeur d’un bout à l’autre.`,
  unreadableStep: (step: string) =>
    `Le pas ${quoted(step)} de ce fichier ne se lit pas${NBSP}: «${NBSP}Pas en minutes${NBSP}» donne un nombre de minutes (${quoted('30')}), «${NBSP}Pas${NBSP}» une durée ISO${NBSP}8601 (${quoted('PT30M')}, ${quoted('PT1H')}, ${quoted('P1D')} pour un jour).`,
  stepContradicted: (declared: number, found: number) =>
    `Ce fichier annonce un pas de ${duration(declared)}, mais ses relevés sont espacés de ${duration(found)}${NBSP}: le pas annoncé et les horodatages ne s’accordent pas, et lire l’un ou l’autre pourrait donner une consommation fausse.`,
  mixedSteps: (step: number, other: number, line: number, excerpt: string) =>
    `Ce fichier change de pas${NBSP}: ses relevés sont espacés de ${duration(step)}, mais de ${duration(other)} à la ligne ${line} (${quoted(excerpt)}). Une courbe de charge se lit à un seul pas${NBSP}: téléchargez à part la période de chaque pas.`,
  decimalCommaWithComma: (line: number, excerpt: string) =>
    `La ligne ${line} (${quoted(excerpt)}) a plus de deux colonnes${NBSP}: avec la virgule comme séparateur, une valeur décimale devrait s’écrire avec un point, par exemple ${quoted('2025-01-01T00:30:00+01:00,540.5')}.`,
} as const

const EXCERPT_LENGTH = 40
export const excerptOf = (line: string) => {
  const text = line.trim()
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1)}…`
}

export const fail = (message: string): Extract<ParseOutcome, { ok: false }> => ({ ok: false, message })

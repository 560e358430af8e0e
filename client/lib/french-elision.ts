/**
 * French elides « de » before a name that starts with a vowel sound: « d’EDF », « d’Engie »,
 * « d’ekWateur », but « de TotalEnergies ». Written with the typographic apostrophe the site's text
 * uses. An initial h is left alone: a brand's h (« Happ-e ») is read aspirated, and « de » stays whole.
 */
const VOWEL = /^[aeiouàâäéèêëîïôöùûü]/i

/** « d’EDF », « de TotalEnergies »: the preposition « de » joined to `name`. */
export function ofName(name: string): string {
  return VOWEL.test(name) ? `d’${name}` : `de ${name}`
}

/**
 * The savings figures the site states (core-areas §1, content-and-tools §9), each with the one-line basis
 * shown as a footnote wherever the figure appears (DECISIONS.md: claims stay true to their basis).
 * Counts of suppliers are never typed here: pages compute them from the catalogue.
 */
export const savingsClaims = {
  /** "Jusqu'à 140 € par an", the hero counter's target. */
  upTo140: 140,
  upTo200: 200,
  upTo230: 230,
  /** "Jusqu'à 15 % d'économies". */
  upToPercent: 15,
  /** "Jusqu'à −29 % par rapport au tarif réglementé" (best offer against the regulated kWh price). */
  upToPercentVsRegulated: 29,
  averagePercent: 12,
  averageEurosPerYear: 90,
  /** Minutes the external simulation takes. */
  simulationMinutes: 2,
  /** Hours within which an advisor calls back after a simulation. */
  callbackWithinHours: 24,
  basis:
    'Estimations par rapport au tarif réglementé (Tarif Bleu, option Base), pour un foyer de 4 personnes consommant environ 5 000 kWh par an, selon l’offre choisie et les prix relevés en 2025.',
} as const

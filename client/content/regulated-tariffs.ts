/**
 * The one source of truth for the regulated reference prices (DECISIONS.md): every page, the
 * calculator and the cost ranking read them from here; no page states another figure for the same thing.
 */
export const regulatedElectricity = {
  /** Tarif Bleu, option Base, TTC, since 1 February 2025. */
  basePricePerKwh: 0.2016,
  /** Before 1 February 2025. */
  previousBasePricePerKwh: 0.2516,
  since: '2025-02-01',
  /** Monthly subscription, option Base, TTC, by meter power (kVA). */
  baseSubscriptionByKva: { 3: 10.41, 6: 13.72, 9: 17.27, 12: 20.86, 15: 24.2, 18: 27.39, 24: 34.68, 30: 41.99, 36: 48.39 },
} as const

export type MeterKva = keyof typeof regulatedElectricity.baseSubscriptionByKva

/** Gas reference price ("prix repère", heating), TTC, May 2025. */
export const gasReferencePrice = {
  pricePerKwh: 0.1103,
  subscriptionPerYear: 292.56,
  month: '2025-05',
} as const

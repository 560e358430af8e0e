/**
 * Whether an offer is current or past on a day, without zod: the supplier pages judge their offers by the
 * visitor's day in the browser, and need these two rules without the schemas.
 */

/** Whether an offer is current on `date`: from validFrom up to and including validUntil. */
export function isCurrentOffer(offer: { validFrom: string; validUntil: string | null }, date: string): boolean {
  return offer.validFrom <= date && (offer.validUntil === null || date <= offer.validUntil)
}

/** Whether an offer's end date has passed on `date`. */
export function isPastOffer(offer: { validUntil: string | null }, date: string): boolean {
  return offer.validUntil !== null && offer.validUntil < date
}

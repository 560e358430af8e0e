/**
 * The cookie choice made without JavaScript: /cookies posts it here, and the worker keeps it in a
 * cookie of the same name as the browser's stored choice, which the banner reads when nothing is
 * stored (client/first-load/cookie-consent.ts), for the same 13 months.
 */
export const COOKIE_CHOICE_ACTION = '/cookies/choix'
export const CONSENT_COOKIE = 'cookie-consent'
export const COOKIE_CHOICES = ['accepted', 'refused'] as const
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 13 * 31 * 24 * 60 * 60
export const COOKIE_PAGE = '/cookies'
/** The form's place on the page, where the visitor comes back. */
export const COOKIE_CHOICE_ANCHOR = 'modifier-votre-choix'

/**
 * The contract's plain values. Kept apart from the schemas so the site's first-load code can use them
 * without loading zod: importing a schema module builds its schemas (docs/decisions/0017).
 */

/** The wording the filters and cards rely on for an offer without commitment. */
export const NO_COMMITMENT = 'Sans engagement'

/** Version (date) of the privacy notice the callback form links to; bump it when the notice changes. */
export const PRIVACY_NOTICE_VERSION = '2026-11-23'

/** The header that makes a callback submission safe to retry: one UUID per submission. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

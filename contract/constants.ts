/**
 * The contract's plain values. Kept apart from the schemas so the site's first-load code can use them
 * without loading zod: importing a schema module builds its schemas (docs/decisions/0017).
 */

/** The wording the filters and cards rely on for an offer without commitment. */
export const NO_COMMITMENT = 'Sans engagement'

/**
 * Every privacy notice ever published, oldest first, by the date of its text. A new text is appended
 * here in the release that publishes it; none is ever removed, since stored requests name them.
 * The worker records the last one (the notice in force) with a request that names none, and refuses a
 * name that is not in this list (docs/decisions/0021).
 */
export const PRIVACY_NOTICE_VERSIONS = ['2025-05-15', '2026-11-23', '2026-11-24', '2026-11-26'] as const
export type PrivacyNoticeVersion = (typeof PRIVACY_NOTICE_VERSIONS)[number]

/** The privacy notice in force: the one the callback form links to and the worker records by default. */
export const PRIVACY_NOTICE_VERSION = PRIVACY_NOTICE_VERSIONS[PRIVACY_NOTICE_VERSIONS.length - 1] as PrivacyNoticeVersion

/** The header that makes a callback submission safe to retry: one UUID per submission. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/**
 * The bot trap of the callback forms: a field no person sees or fills. A request that fills it is
 * answered 201 and stored nowhere (docs/decisions/0020).
 */
export const HONEYPOT_FIELD = 'website'

/**
 * The page addresses the worker answers with a redirect (worker/routes/redirects.ts). Kept apart from the
 * routes, with no Workers types, so the build and the development server can read the list too.
 */
export const REDIRECT_PATHS = ['/mentions-legales', '/simulateureconomies'] as const

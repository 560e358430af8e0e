/**
 * Title and description of the not-found page, given by the root route's head(). Apart from the page:
 * the root's head() runs on every page, the page's code loads only when an address is unknown.
 */
export const notFoundHead = {
  title: 'Page introuvable',
  description: 'La page que vous cherchez n’existe pas ou a été déplacée.',
} as const

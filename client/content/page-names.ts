/**
 * The visible names of the list pages that other pages' breadcrumb trails pass through (structured
 * data): the page's own heading reads the same value, so a trail never names a page differently.
 */
export const listPages = {
  suppliers: { name: 'Tous les fournisseurs', path: '/fournisseurs' },
  electricity: { name: 'Comparatif des fournisseurs d’électricité', path: '/electricite' },
  gas: { name: 'Comparatif des fournisseurs de gaz', path: '/gaz' },
  advice: { name: 'Conseils et guides', path: '/conseils' },
} as const

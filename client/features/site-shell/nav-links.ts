/** Paths under which "Fournisseurs" is the active menu item. */
export const SUPPLIER_SECTIONS = ['/fournisseurs', '/electricite', '/gaz', '/comparateur', '/ma-consommation'] as const

export function isInSupplierSection(pathname: string): boolean {
  return SUPPLIER_SECTIONS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

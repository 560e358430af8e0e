/** Counts the home page states about the catalogue: computed, never typed, so a reseed cannot leave a false number. */
export type CountableSupplier = { hasElectricity: boolean; hasGas: boolean; isGreen: boolean }

export function catalogueCounts(suppliers: readonly CountableSupplier[]) {
  return {
    total: suppliers.length,
    electricity: suppliers.filter((s) => s.hasElectricity).length,
    gas: suppliers.filter((s) => s.hasGas).length,
    green: suppliers.filter((s) => s.isGreen).length,
  }
}

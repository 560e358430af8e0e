import { describe, expect, it } from 'vitest'
import { isInSupplierSection } from './nav-links.ts'

describe('supplier section', () => {
  it.each(['/fournisseurs', '/fournisseurs/19', '/electricite', '/gaz', '/comparateur/electricite-verte', '/comparateur/electricite-gaz'])(
    '%s is under Fournisseurs',
    (path) => expect(isInSupplierSection(path)).toBe(true),
  )
  it.each(['/', '/conseils', '/gazette', '/fournisseursx', '/rappel'])('%s is not', (path) => expect(isInSupplierSection(path)).toBe(false))
})

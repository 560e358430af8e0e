import { describe, expect, it } from 'vitest'
import { clientFileName, sharedClientFileNames } from '../../scripts/lib/client-file-names.ts'

describe('client file names', () => {
  it('reads a name without its extensions', () => {
    expect(clientFileName('client/lib/format.test.ts')).toBe('format')
    expect(clientFileName('client/features/x/offer-grid.css.ts')).toBe('offer-grid')
    expect(clientFileName('client/ui/json-ld-script.tsx')).toBe('json-ld-script')
  })

  it('names a name used in two folders, not a component beside its styles and test, nor api.ts', () => {
    const clashes = sharedClientFileNames([
      'client/lib/format.ts',
      'client/lib/format.test.ts',
      'client/features/editorial/format.ts',
      'client/features/home/card.tsx',
      'client/features/home/card.css.ts',
      'client/features/home/api.ts',
      'client/features/suppliers/api.ts',
      'client/ui/README.md',
      'client/lib/README.md',
    ])
    expect(clashes).toEqual([
      { name: 'format', files: ['client/features/editorial/format.ts', 'client/lib/format.test.ts', 'client/lib/format.ts'] },
    ])
  })
})

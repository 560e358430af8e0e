import { describe, expect, it } from 'vitest'
import { placeCard, type PlacementInput } from './card-placement.ts'

// A 390 × 844 phone: the round button's top at 708, the card's corner 12 px above it, the header 64 px.
const phone: Omit<PlacementInput, 'obstacles'> = {
  anchor: { right: 378, bottom: 696 },
  ceiling: 76,
  gap: 12,
  full: { width: 352, height: 420 },
  compact: { width: 352, height: 290 },
}
const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom })

describe('the advisor card’s place', () => {
  it('stays above its button when nothing is in the way', () => {
    expect(placeCard({ ...phone, obstacles: [] })).toEqual({ compact: false, lift: 0 })
    // A field on the other side of the screen is not in the way.
    expect(placeCard({ ...phone, obstacles: [box(0, 600, 20, 640)] })).toEqual({ compact: false, lift: 0 })
  })

  it('docks above the cookie banner’s buttons, compact when the whole card would not fit', () => {
    const close = box(334, 466, 378, 510)
    const accept = box(33, 640, 196, 688)
    const refuse = box(208, 640, 370, 688)
    // Above the close cross the whole card would pass under the header: compact, 12 px above the cross.
    expect(placeCard({ ...phone, obstacles: [close, accept, refuse] })).toEqual({ compact: true, lift: 696 - (466 - 12) })
    // On a taller screen the whole card fits above the banner.
    expect(placeCard({ ...phone, ceiling: 20, obstacles: [close, accept, refuse] })).toEqual({ compact: false, lift: 696 - 454 })
  })

  it('waits when every place would cover the form on screen, or when it may not be compact', () => {
    const form = box(16, 345, 374, 1_400)
    expect(placeCard({ ...phone, obstacles: [form] })).toBeNull()
    expect(placeCard({ ...phone, ceiling: 20, compact: null, obstacles: [box(16, 400, 374, 1_400)] })).toBeNull()
  })

  it('opens compact above a form lower on the screen', () => {
    const form = box(16, 500, 374, 1_400)
    expect(placeCard({ ...phone, obstacles: [form] })).toEqual({ compact: true, lift: 696 - 488 })
  })
})

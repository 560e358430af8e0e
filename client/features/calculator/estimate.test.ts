import { describe, expect, it } from 'vitest'
import { estimateConsumption } from './estimate.ts'

// Expected values computed by hand from the formulas stated in estimate.ts.
describe('estimateConsumption', () => {
  it('electric heating, apartment: 900 × occupants + 12 × size, no gas', () => {
    expect(estimateConsumption({ housingType: 'apartment', heatingType: 'electricity', housingSize: 80, occupants: 2 })).toEqual({
      electricityKwh: 2760, // 1800 + 960
      gasKwh: 0,
    })
  })

  it('electric heating, house: the size term is multiplied by 1.3', () => {
    expect(estimateConsumption({ housingType: 'house', heatingType: 'electricity', housingSize: 80, occupants: 2 })).toEqual({
      electricityKwh: 3048, // 1800 + 1248
      gasKwh: 0,
    })
  })

  it('gas heating, apartment: electricity uses 12 × 0.3 × size, gas 1000 × occupants + 80 × size', () => {
    expect(estimateConsumption({ housingType: 'apartment', heatingType: 'gas', housingSize: 80, occupants: 2 })).toEqual({
      electricityKwh: 2088, // 1800 + 288
      gasKwh: 8400, // 2000 + 6400
    })
  })

  it('gas heating, house: the factor applies to gas but not to electricity', () => {
    expect(estimateConsumption({ housingType: 'house', heatingType: 'gas', housingSize: 120, occupants: 4 })).toEqual({
      electricityKwh: 4032, // 3600 + 432
      gasKwh: 16480, // 4000 + 12480
    })
  })

  it('mixed heating, house: both formulas with the factor', () => {
    expect(estimateConsumption({ housingType: 'house', heatingType: 'both', housingSize: 100, occupants: 3 })).toEqual({
      electricityKwh: 4260, // 2700 + 1560
      gasKwh: 13400, // 3000 + 10400
    })
  })

  it('mixed heating, apartment', () => {
    expect(estimateConsumption({ housingType: 'apartment', heatingType: 'both', housingSize: 45, occupants: 1 })).toEqual({
      electricityKwh: 1440, // 900 + 540
      gasKwh: 4600, // 1000 + 3600
    })
  })

  it('one and six occupants', () => {
    expect(estimateConsumption({ housingType: 'apartment', heatingType: 'electricity', housingSize: 20, occupants: 1 })).toEqual({
      electricityKwh: 1140, // 900 + 240
      gasKwh: 0,
    })
    expect(estimateConsumption({ housingType: 'house', heatingType: 'both', housingSize: 300, occupants: 6 })).toEqual({
      electricityKwh: 10080, // 5400 + 4680
      gasKwh: 37200, // 6000 + 31200
    })
  })

  it('rounds to the kWh', () => {
    // 900 + 12 × 0.3 × 33 = 1018.8; 900 + 12 × 33 × 1.3 = 1414.8
    expect(estimateConsumption({ housingType: 'apartment', heatingType: 'gas', housingSize: 33, occupants: 1 }).electricityKwh).toBe(1019)
    expect(estimateConsumption({ housingType: 'house', heatingType: 'electricity', housingSize: 33, occupants: 1 }).electricityKwh).toBe(
      1415,
    )
  })
})

import { describe, expect, it } from 'vitest'
import type { ElectricityOption } from './regulated-tariffs.ts'
import { franceDate, gasMonthInForce, gridsInForce, isInForce, latestGasMonth } from './regulated-dates.ts'

const grid = (option: ElectricityOption, effectiveFrom: string, effectiveTo: string | null) => ({ option, effectiveFrom, effectiveTo })

describe('picking regulated references by date', () => {
  const grids = [
    grid('base', '2025-02-01', '2025-08-01'),
    grid('base', '2025-08-01', null),
    grid('tempo', '2025-02-01', '2025-08-01'),
    grid('tempo', '2025-08-01', '2026-02-01'),
  ]

  it('applies a grid from its first day up to, not including, its end', () => {
    expect(isInForce(grids[0]!, '2025-01-31')).toBe(false)
    expect(isInForce(grids[0]!, '2025-02-01')).toBe(true)
    expect(isInForce(grids[0]!, '2025-07-31')).toBe(true)
    expect(isInForce(grids[0]!, '2025-08-01')).toBe(false)
    expect(isInForce(grids[1]!, '2099-01-01')).toBe(true)
  })

  it('gives one grid per option, in option order, and none for an option whose grids have all ended', () => {
    expect(gridsInForce(grids, '2025-07-31')).toEqual([grids[0], grids[2]])
    expect(gridsInForce(grids, '2026-03-01')).toEqual([grids[1]])
    expect(gridsInForce(grids, '2024-12-31')).toEqual([])
  })

  it('prefers the latest start should two grids ever overlap', () => {
    const overlapping = [grid('hphc', '2025-02-01', null), grid('hphc', '2025-08-01', null)]
    expect(gridsInForce(overlapping, '2025-09-01')).toEqual([overlapping[1]])
  })

  it('finds the prix repère month of a day, or the newest month known by then', () => {
    const months = [{ month: '2026-01' }, { month: '2026-03' }]
    expect(gasMonthInForce(months, '2026-03-31')).toEqual({ month: '2026-03' })
    expect(gasMonthInForce(months, '2026-02-10')).toBeNull()
    expect(latestGasMonth(months, '2026-02-10')).toEqual({ month: '2026-01' })
    expect(latestGasMonth(months, '2025-12-31')).toBeNull()
  })

  it('reads the day in France, where the tariffs change at midnight', () => {
    expect(franceDate(new Date('2027-01-31T22:30:00Z'))).toBe('2027-01-31')
    expect(franceDate(new Date('2027-01-31T23:30:00Z'))).toBe('2027-02-01')
  })
})

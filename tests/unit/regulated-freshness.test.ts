import { describe, expect, it } from 'vitest'
import { freshnessWarnings, GRID_GRACE_DAYS, lastScheduledChange } from '../../seed/regulated/freshness.ts'

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

describe('regulated data freshness', () => {
  it('finds the last 1 February or 1 August on or before a day', () => {
    expect(lastScheduledChange('2027-01-31')).toBe('2026-08-01')
    expect(lastScheduledChange('2027-02-01')).toBe('2027-02-01')
    expect(lastScheduledChange('2026-12-25')).toBe('2026-08-01')
    expect(lastScheduledChange('2026-07-31')).toBe('2026-02-01')
  })

  it('warns only once the grace period after a scheduled change has passed without a newer grid', () => {
    const change = '2027-02-01'
    const at = (today: string) => freshnessWarnings({ newestGridStart: '2026-08-01', newestGasMonth: today.slice(0, 7), today })
    expect(at(addDays(change, GRID_GRACE_DAYS))).toEqual([])
    expect(at(addDays(change, GRID_GRACE_DAYS + 1))).toHaveLength(1)
    expect(at(addDays(change, GRID_GRACE_DAYS + 1))[0]).toContain('2026-08-01')
    expect(freshnessWarnings({ newestGridStart: change, newestGasMonth: '2027-03', today: '2027-03-20' })).toEqual([])
  })

  it('warns when the newest prix repère month has passed', () => {
    const base = { newestGridStart: '2026-08-01' }
    expect(freshnessWarnings({ ...base, newestGasMonth: '2026-09', today: '2026-09-30' })).toEqual([])
    const warnings = freshnessWarnings({ ...base, newestGasMonth: '2026-09', today: '2026-10-01' })
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('2026-09')
  })
})

import { describe, expect, it } from 'vitest'
import type { TempoColour } from '#contract/tempo-dates'
import { shiftDay } from '#contract/tempo-calendar'
import { tempoSeason } from './tempo-season.ts'

/** Every day from `from` to `to`, blue unless listed. */
function season(from: string, to: string, colours: Record<string, TempoColour> = {}): { date: string; colour: TempoColour }[] {
  const days: { date: string; colour: TempoColour }[] = []
  for (let date = from; date <= to; date = shiftDay(date, 1)) days.push({ date, colour: colours[date] ?? 'blue' })
  return days
}

describe('tempoSeason', () => {
  it('reads today and tomorrow, and counts the season from 1 September with tomorrow once published', () => {
    const days = season('2026-09-01', '2026-12-16', {
      '2026-11-20': 'white',
      '2026-12-14': 'red',
      '2026-12-15': 'white',
      '2026-12-16': 'red',
    })
    const summary = tempoSeason(days, '2026-12-15')
    expect(summary).toMatchObject({
      todayColour: 'white',
      tomorrowColour: 'red',
      seasonStart: '2026-09-01',
      used: { red: 2, white: 2 },
      remaining: { red: 20, white: 41 },
      unknownDays: 0,
    })
  })

  it('leaves tomorrow unknown before it is published, and counts the days the data lacks', () => {
    const days = season('2026-09-01', '2026-12-15').filter((day) => day.date !== '2026-10-02' && day.date !== '2026-10-03')
    const summary = tempoSeason(days, '2026-12-15')
    expect(summary.tomorrowColour).toBeNull()
    expect(summary.unknownDays).toBe(2)
    expect(summary.remaining).toEqual({ red: 22, white: 43 })
  })

  it('starts a new season on 1 September, and keeps tomorrow out of the season that ends', () => {
    const summary = tempoSeason(season('2026-08-30', '2026-09-01', { '2026-09-01': 'white' }), '2026-08-31')
    expect(summary.seasonStart).toBe('2025-09-01')
    expect(summary.used.white).toBe(0)
    expect(tempoSeason(season('2026-09-01', '2026-09-01'), '2026-09-01').unknownDays).toBe(0)
  })
})

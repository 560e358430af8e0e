import { describe, expect, it } from 'vitest'
import { RteTempoCalendarAnswer, RteTempoValue } from '#contract/rte-tempo'
import { parisMidnight } from '#contract/paris-time'
import { tempoYearStart } from '#contract/tempo-calendar'
import type { TempoLiveSeries } from '#contract/tempo-live-days'
import { mergeRteDays, servedTempoDays, tempoRuleProblems } from '#contract/tempo-live-days'

const value = (start: string, end: string, colour = 'BLUE') => ({
  start_date: start,
  end_date: end,
  value: colour,
  updated_date: '2026-11-25T10:20:00+01:00',
})

describe('the days of RTE’s answer', () => {
  it('writes midnight in France with the offset of that moment', () => {
    expect(parisMidnight('2026-01-15')).toBe('2026-01-15T00:00:00+01:00')
    expect(parisMidnight('2026-07-14')).toBe('2026-07-14T00:00:00+02:00')
    // The clock changes at 2 or 3 am: the changing day's own midnight has the offset of the day before.
    expect(parisMidnight('2026-03-29')).toBe('2026-03-29T00:00:00+01:00')
    expect(parisMidnight('2026-03-30')).toBe('2026-03-30T00:00:00+02:00')
    expect(parisMidnight('2026-10-25')).toBe('2026-10-25T00:00:00+02:00')
    expect(parisMidnight('2026-10-26')).toBe('2026-10-26T00:00:00+01:00')
  })

  it.each([
    ['a winter day', '2026-11-26T00:00:00+01:00', '2026-11-27T00:00:00+01:00'],
    ['the 23-hour day of March', '2026-03-29T00:00:00+01:00', '2026-03-30T00:00:00+02:00'],
    ['the 25-hour day of October', '2026-10-25T00:00:00+02:00', '2026-10-26T00:00:00+01:00'],
  ])('accepts %s', (_name, start, end) => {
    expect(RteTempoValue.safeParse(value(start, end)).success).toBe(true)
  })

  it.each([
    ['a start with the wrong offset', '2026-11-26T00:00:00+02:00', '2026-11-27T00:00:00+01:00'],
    ['a start in UTC', '2026-11-26T00:00:00Z', '2026-11-27T00:00:00+01:00'],
    ['a start at another hour', '2026-11-26T06:00:00+01:00', '2026-11-27T06:00:00+01:00'],
    ['an end one offset short of the clock change', '2026-10-25T00:00:00+02:00', '2026-10-26T00:00:00+02:00'],
    ['a day of two days', '2026-11-26T00:00:00+01:00', '2026-11-28T00:00:00+01:00'],
    ['a date without offset', '2026-11-26T00:00:00', '2026-11-27T00:00:00'],
  ])('refuses %s', (_name, start, end) => {
    expect(RteTempoValue.safeParse(value(start, end)).success).toBe(false)
  })

  it('refuses a colour RTE does not use, and an answer without its calendar', () => {
    expect(RteTempoValue.safeParse(value('2026-11-26T00:00:00+01:00', '2026-11-27T00:00:00+01:00', 'BLEU')).success).toBe(false)
    expect(RteTempoCalendarAnswer.safeParse({ values: [] }).success).toBe(false)
  })
})

const NOW = new Date('2026-11-26T09:35:00Z')
const series = (days: TempoLiveSeries['days']): TempoLiveSeries => ({ days, updatedAt: '2026-11-25T09:35:00.000Z' })
const stored = (date: string, colour: 'blue' | 'white' | 'red') => ({
  date,
  colour,
  updatedAt: '2026-11-24T10:20:00+01:00',
  storedAt: '2026-11-25T09:35:00.000Z',
})

describe('merging RTE’s days into the stored series', () => {
  it('adds the new days and never removes one RTE no longer lists', () => {
    const merge = mergeRteDays(series([stored('2026-11-24', 'white')]), [], [{ date: '2026-11-26', colour: 'red', updatedAt: 'u' }], NOW)
    expect(merge.added).toEqual([{ date: '2026-11-26', colour: 'red' }])
    expect(merge.series?.days.map((d) => d.date)).toEqual(['2026-11-24', '2026-11-26'])
    expect(merge.series?.updatedAt).toBe(NOW.toISOString())
  })

  it('writes nothing for days already known in the same colour, in the series or the catalogue', () => {
    const merge = mergeRteDays(
      series([stored('2026-11-24', 'white')]),
      [{ date: '2026-11-25', colour: 'blue' }],
      [
        { date: '2026-11-24', colour: 'white', updatedAt: 'later' },
        { date: '2026-11-25', colour: 'blue', updatedAt: 'u' },
      ],
      NOW,
    )
    expect(merge).toEqual({ series: null, added: [], changed: [] })
  })

  it('keeps a changed day’s former colours, oldest first', () => {
    let current = series([stored('2026-11-24', 'white')])
    const first = mergeRteDays(current, [], [{ date: '2026-11-24', colour: 'red', updatedAt: 'second' }], NOW)
    current = first.series ?? current
    const second = mergeRteDays(current, [], [{ date: '2026-11-24', colour: 'blue', updatedAt: 'third' }], new Date('2026-11-27T09:35:00Z'))
    expect(second.changed).toEqual([{ date: '2026-11-24', from: 'red', to: 'blue', updatedAt: 'third' }])
    expect(second.series?.days[0]?.replaced).toEqual([
      { colour: 'white', updatedAt: '2026-11-24T10:20:00+01:00', replacedAt: NOW.toISOString() },
      { colour: 'red', updatedAt: 'second', replacedAt: '2026-11-27T09:35:00.000Z' },
    ])
  })

  it('serves RTE’s colour over the catalogue’s, and every other day of both', () => {
    expect(
      servedTempoDays(
        [
          { date: '2026-08-20', colour: 'blue' },
          { date: '2026-08-21', colour: 'blue' },
        ],
        [stored('2026-08-21', 'white'), stored('2026-11-24', 'red')],
      ),
    ).toEqual([
      { date: '2026-08-20', colour: 'blue' },
      { date: '2026-08-21', colour: 'white' },
      { date: '2026-11-24', colour: 'red' },
    ])
  })

  it('finds a red weekend day and a quota overrun', () => {
    expect(tempoRuleProblems([{ date: '2026-11-28', colour: 'red' }])).toEqual([
      '2026-11-28 cannot be red (weekend, or outside November to March)',
    ])
    // Duplicate dates are enough here: the rule counts colours per Tempo year.
    const whites = Array.from({ length: 44 }, () => ({ date: '2026-10-05', colour: 'white' as const }))
    expect(tempoRuleProblems(whites)).toEqual(["44 white days in Tempo year 2026-2027, more than RTE's 43"])
    expect(tempoYearStart('2027-02-10')).toBe('2026-09-01')
  })
})

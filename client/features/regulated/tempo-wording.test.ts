import { describe, expect, it } from 'vitest'
import type { TempoColour } from '#contract/tempo-dates'
import { shiftDay } from '#contract/tempo-calendar'
import { formatLongDate } from '../../lib/format.ts'
import { tempoSeason } from './tempo-season.ts'
import { franceHour, seasonSentence, unknownColourText, whyUnknown } from './tempo-wording.ts'

/** Every day from `from` to `to`, blue unless listed. */
function season(from: string, to: string, colours: Record<string, TempoColour> = {}): { date: string; colour: TempoColour }[] {
  const days: { date: string; colour: TempoColour }[] = []
  for (let date = from; date <= to; date = shiftDay(date, 1)) days.push({ date, colour: colours[date] ?? 'blue' })
  return days
}

const bounds = (days: readonly { date: string }[]) => ({ firstDay: days[0]?.date ?? null, lastDay: days[days.length - 1]?.date ?? null })

describe('franceHour', () => {
  it('reads the hour in France, winter and summer time alike', () => {
    expect(franceHour(new Date('2026-12-15T09:59:00Z'))).toBe(10)
    expect(franceHour(new Date('2026-12-15T10:00:00Z'))).toBe(11)
    expect(franceHour(new Date('2026-07-15T08:59:00Z'))).toBe(10)
    expect(franceHour(new Date('2026-07-15T09:00:00Z'))).toBe(11)
    expect(franceHour(new Date('2026-12-15T23:30:00Z'))).toBe(0)
  })
})

describe('whyUnknown and its words', () => {
  const days = season('2024-09-01', '2026-12-15')
  const today = '2026-12-15'
  const tomorrow = '2026-12-16'

  it('promises tomorrow « vers 11 h » only before 11 am in France', () => {
    const before = whyUnknown(tomorrow, today, 10, bounds(days))
    expect(unknownColourText(before)).toBe('Couleur publiée vers 11\u00a0h')
    const after = whyUnknown(tomorrow, today, 11, bounds(days))
    expect(after.reason).toBe('notPublishedYet')
    expect(unknownColourText(after)).not.toContain('11')
    expect(unknownColourText(whyUnknown(tomorrow, today, 18, bounds(days)))).toBe('Pas encore publiée par RTE')
  })

  it('names the last day the site holds when its data stops before today', () => {
    const old = season('2024-09-01', '2026-10-07')
    for (const hour of [9, 12]) {
      for (const date of [today, tomorrow]) {
        const unknown = whyUnknown(date, today, hour, bounds(old))
        expect(unknown).toEqual({ reason: 'noDataSince', lastDay: '2026-10-07' })
        expect(unknownColourText(unknown)).toBe(`Couleur inconnue\u00a0: pas de données depuis le ${formatLongDate('2026-10-07')}`)
      }
    }
    // Data up to yesterday: today is late, not « to be published ».
    expect(whyUnknown(today, today, 9, bounds(season('2024-09-01', '2026-12-14'))).reason).toBe('noDataSince')
    expect(whyUnknown(tomorrow, today, 9, bounds(season('2024-09-01', '2026-12-14'))).reason).toBe('noDataSince')
  })

  it('says a day is outside the data before its first day, or when the site holds none', () => {
    const outside = whyUnknown('2024-08-20', '2024-08-20', 12, bounds(days))
    expect(outside).toEqual({ reason: 'outsideData', firstDay: '2024-09-01' })
    expect(unknownColourText(outside)).toBe(`Couleur inconnue\u00a0: le site n’a pas de données avant le ${formatLongDate('2024-09-01')}`)
    const none = whyUnknown(today, today, 12, { firstDay: null, lastDay: null })
    expect(unknownColourText(none)).toBe('Couleur inconnue\u00a0: le site n’a aucune donnée Tempo')
  })

  it('says a day inside the data that its sources left out is missing', () => {
    const unknown = whyUnknown('2026-10-02', '2026-10-02', 12, bounds(days))
    expect(unknown.reason).toBe('missing')
    // Tomorrow too, when later days are known: RTE published it, the site lacks it.
    expect(whyUnknown('2026-10-03', '2026-10-02', 9, bounds(days)).reason).toBe('missing')
    expect(unknownColourText(unknown)).toBe('Couleur inconnue\u00a0: ce jour manque aux données du site')
  })

  it('never says a bare « Couleur inconnue »', () => {
    const cases = [
      whyUnknown(tomorrow, today, 9, bounds(days)),
      whyUnknown(tomorrow, today, 12, bounds(days)),
      whyUnknown(today, today, 12, bounds(season('2024-09-01', '2026-10-07'))),
      whyUnknown('2024-08-01', '2024-08-01', 12, bounds(days)),
      whyUnknown(today, today, 12, { firstDay: null, lastDay: null }),
      whyUnknown('2026-10-02', '2026-10-02', 12, bounds(days)),
    ]
    for (const unknown of cases) expect(unknownColourText(unknown)).not.toMatch(/^Couleur inconnue$/)
  })
})

describe('seasonSentence', () => {
  it('gives the days left when every day of the season so far is known', () => {
    const summary = tempoSeason(season('2026-09-01', '2026-12-15', { '2026-12-14': 'red', '2026-12-15': 'white' }), '2026-12-15')
    expect(seasonSentence(summary)).toBe(
      `Saison 2026-2027 (depuis le ${formatLongDate('2026-09-01')})\u00a0: il reste 21\u00a0jours rouges sur 22 et 42\u00a0jours blancs sur 43.`,
    )
  })

  it('counts the days it knows and names the ones it lacks, the days left being an upper bound', () => {
    const summary = tempoSeason(season('2026-09-01', '2026-10-07'), '2026-11-28')
    const sentence = seasonSentence(summary)
    expect(sentence).toContain(`sur ses 89\u00a0jours jusqu’à aujourd’hui, le site connaît la couleur de 37\u00a0;`)
    expect(sentence).toContain(`il n’a pas celle des 52 autres, du ${formatLongDate('2026-10-08')} au ${formatLongDate('2026-11-28')}.`)
    expect(sentence).toContain('Il reste donc au plus 22\u00a0jours rouges sur 22 et 43\u00a0jours blancs sur 43.')
    expect(sentence).not.toContain('ne sont pas connus du site')
  })

  it('names a single missing day, and several gaps each', () => {
    const one = tempoSeason(
      season('2026-09-01', '2026-12-15').filter((d) => d.date !== '2026-10-02'),
      '2026-12-15',
    )
    expect(seasonSentence(one)).toContain(`il n’a pas celle du ${formatLongDate('2026-10-02')}.`)
    const gaps = new Set(['2026-10-02', '2026-10-03', '2026-11-05'])
    const two = tempoSeason(
      season('2026-09-01', '2026-12-15').filter((d) => !gaps.has(d.date)),
      '2026-12-15',
    )
    expect(seasonSentence(two)).toContain(
      `il n’a pas celle des 3 autres, du ${formatLongDate('2026-10-02')} au ${formatLongDate('2026-10-03')} et le ${formatLongDate('2026-11-05')}.`,
    )
    const many = new Set(['2026-10-02', '2026-10-04', '2026-10-06', '2026-10-08', '2026-10-10'])
    const five = tempoSeason(
      season('2026-09-01', '2026-12-15').filter((d) => !many.has(d.date)),
      '2026-12-15',
    )
    expect(seasonSentence(five)).toContain(
      `il n’a pas celle des 5 autres, en 5\u00a0périodes, la dernière le ${formatLongDate('2026-10-10')}.`,
    )
  })

  it('says plainly it cannot count when it knows no day of the season', () => {
    const summary = tempoSeason(season('2024-09-01', '2026-10-07'), '2027-11-28')
    expect(seasonSentence(summary)).toBe(
      `Saison 2027-2028 (depuis le ${formatLongDate('2027-09-01')})\u00a0: le site ne connaît la couleur d’aucun de ses 89\u00a0jours jusqu’à aujourd’hui, il ne peut donc pas dire combien de jours rouges et blancs il reste.`,
    )
    expect(seasonSentence(tempoSeason([], '2027-09-01'))).toContain('ne connaît pas encore la couleur de son premier jour')
  })
})

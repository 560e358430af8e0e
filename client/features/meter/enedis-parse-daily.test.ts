import { describe, expect, it } from 'vitest'
import { dailyFile } from '../../../tests/fixtures/enedis-files.ts'
import { parseEnedisFile } from './enedis-parse.ts'
import { DAILY_HEADER, file, days, notes } from './enedis-parse.test-support.ts'

describe('parseEnedisFile: daily consumption', () => {
  it('reads the export as Enedis writes it', () => {
    const outcome = parseEnedisFile(file(...DAILY_HEADER, '2025-01-01T00:00:00+01:00;12345', '2025-01-02T00:00:00+01:00;9876'))
    expect(days(outcome)).toEqual([
      { day: '2025-01-01', kwh: 12.345 },
      { day: '2025-01-02', kwh: 9.876 },
    ])
    expect(notes(outcome)).toEqual({ duplicates: 0, missing: 0 })
  })

  it('reads dates as YYYY-MM-DD, DD/MM/YYYY or midnight timestamps, with or without metadata', () => {
    for (const dateFormat of ['timestamp', 'iso', 'french'] as const) {
      for (const metadata of [true, false]) {
        const generated = dailyFile({ dateFormat, header: { metadata }, days: 10 })
        expect(
          days(parseEnedisFile(generated.text)).map((d) => d.day),
          `${dateFormat} ${metadata}`,
        ).toEqual(generated.rows.map((r) => r.day))
      }
    }
  })

  it('names a midnight timestamp by its date across the clock changes', () => {
    for (const firstDay of ['2025-03-28', '2025-10-24']) {
      const generated = dailyFile({ firstDay, days: 5, header: { metadata: false } })
      expect(days(parseEnedisFile(generated.text)).map((d) => d.day)).toEqual(generated.rows.map((r) => r.day))
    }
  })

  it('reads kWh, and decimal commas', () => {
    const generated = dailyFile({ unit: 'kWh', decimalComma: true, days: 3 })
    expect(generated.text).toMatch(/;\d+,\d{3}\n/)
    const list = days(parseEnedisFile(generated.text))
    list.forEach((d, i) => {
      expect(d.kwh).toBeCloseTo((generated.rows[i]?.wh ?? Number.NaN) / 1000, 9)
    })
  })

  it('drops a second row for the same day and counts missing days', () => {
    const outcome = parseEnedisFile(file(...DAILY_HEADER, '2025-01-05;500', '2025-01-01;1000', '2025-01-02;2000', '02/01/2025;9999'))
    expect(days(outcome)).toEqual([
      { day: '2025-01-01', kwh: 1 },
      { day: '2025-01-02', kwh: 2 },
      { day: '2025-01-05', kwh: 0.5 },
    ])
    expect(notes(outcome)).toEqual({ duplicates: 1, missing: 2 })
  })

  it('takes the kind from « Type de donnees » in any spelling', () => {
    for (const type of ['Consommation quotidienne', 'CONSOMMATION JOURNALIÈRE', 'Énergie consommée']) {
      const text = file(DAILY_HEADER[0] ?? '', DAILY_HEADER[1]?.replace('Consommation quotidienne', type) ?? '', '2025-01-01;1000')
      expect(days(parseEnedisFile(text))).toHaveLength(1)
    }
  })
})

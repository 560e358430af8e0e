import { describe, expect, it } from 'vitest'
import { loadCurveFile } from '../../../tests/fixtures/enedis-files.ts'
import { ENEDIS_MESSAGES } from './enedis-messages.ts'
import { parseEnedisFile } from './enedis-parse.ts'
import { CURVE_HEADER, DAILY_HEADER, file, refusal, expectFrenchTypography } from './enedis-parse.test-support.ts'

describe('parseEnedisFile: refusals', () => {
  it('refuses an empty file', () => {
    for (const text of ['', '\ufeff', '\n\r\n  \n']) expect(refusal(parseEnedisFile(text))).toBe(ENEDIS_MESSAGES.empty)
  })

  it('refuses a file without data rows', () => {
    expect(refusal(parseEnedisFile(file(...CURVE_HEADER)))).toBe(ENEDIS_MESSAGES.noData)
    expect(refusal(parseEnedisFile('Bonjour,\nceci est une lettre.\n'))).toBe(ENEDIS_MESSAGES.noData)
    expect(refusal(parseEnedisFile(file(...CURVE_HEADER, '2025-01-01T00:30:00+01:00;')))).toBe(ENEDIS_MESSAGES.noData)
  })

  it('refuses a row whose timestamp cannot be read, citing its line and an excerpt of at most 40 characters', () => {
    const line = '2025-13-01T00:30:00+01:00;540;une colonne de commentaire bien trop longue'
    const message = refusal(parseEnedisFile(file(...CURVE_HEADER, '2025-01-01T00:30:00+01:00;540', line)))
    expect(message).toBe(ENEDIS_MESSAGES.unreadableRow(5, `${line.slice(0, 39)}…`, '2025-01-01T00:30:00+01:00;540'))
    expect(message).toContain('la ligne 5 (')
  })

  it('refuses a line that is not a data row after the column header', () => {
    expect(refusal(parseEnedisFile(file(...CURVE_HEADER, 'Total;12345')))).toBe(
      ENEDIS_MESSAGES.unreadableRow(4, 'Total;12345', '2025-01-01T00:30:00+01:00;540'),
    )
  })

  it('refuses a line before the data that looks like a row with an unreadable date, rather than skip it', () => {
    expect(refusal(parseEnedisFile(file('01.01.2025 00:30;540', '2025-01-01T01:00:00+01:00;480')))).toBe(
      ENEDIS_MESSAGES.unreadableRow(1, '01.01.2025 00:30;540', '2025-01-01T00:30:00+01:00;540'),
    )
  })

  it('refuses a row whose value cannot be read, with an example of the right kind', () => {
    expect(refusal(parseEnedisFile(file(...CURVE_HEADER, '2025-01-01T00:30:00+01:00;abc')))).toBe(
      ENEDIS_MESSAGES.unreadableRow(4, '2025-01-01T00:30:00+01:00;abc', '2025-01-01T00:30:00+01:00;540'),
    )
    expect(refusal(parseEnedisFile(file(...DAILY_HEADER, '2025-01-01;12 345')))).toBe(
      ENEDIS_MESSAGES.unreadableRow(4, '2025-01-01;12 345', '2025-01-01;12345'),
    )
    expect(refusal(parseEnedisFile(file('2025-01-01T00:30:00+01:00')))).toBe(
      ENEDIS_MESSAGES.unreadableRow(1, '2025-01-01T00:30:00+01:00', '2025-01-01T00:30:00+01:00;540'),
    )
  })

  it('refuses an impossible date', () => {
    expect(refusal(parseEnedisFile(file(...DAILY_HEADER, '2025-02-29;100')))).toBe(
      ENEDIS_MESSAGES.unreadableRow(4, '2025-02-29;100', '2025-01-01;12345'),
    )
  })

  it('refuses a negative value', () => {
    expect(refusal(parseEnedisFile(file(...CURVE_HEADER, '2025-01-01T00:30:00+01:00;-540')))).toBe(
      ENEDIS_MESSAGES.negativeValue(4, '2025-01-01T00:30:00+01:00;-540'),
    )
  })

  it('refuses a load-curve timestamp without offset, declared or not', () => {
    expect(refusal(parseEnedisFile(file(...CURVE_HEADER, '2025-01-01T00:30:00;540')))).toBe(
      ENEDIS_MESSAGES.missingOffset(4, '2025-01-01T00:30:00;540'),
    )
    expect(refusal(parseEnedisFile(file('Horodate;Valeur', '2025-01-01T00:30:00+01:00;540', '2025-01-01 01:00:00;540')))).toBe(
      ENEDIS_MESSAGES.missingOffset(3, '2025-01-01 01:00:00;540'),
    )
  })

  it('refuses timestamps and dates mixed', () => {
    expect(refusal(parseEnedisFile(file('Horodate;Valeur', '2025-01-01T00:30:00+01:00;540', '2025-01-02;12345')))).toBe(
      ENEDIS_MESSAGES.mixedRows(3, '2025-01-02;12345'),
    )
    expect(refusal(parseEnedisFile(file(...CURVE_HEADER, '2025-01-02;12345')))).toBe(
      ENEDIS_MESSAGES.curveRowWithoutTime(4, '2025-01-02;12345'),
    )
    expect(refusal(parseEnedisFile(file(...DAILY_HEADER, '2025-01-02T00:30:00+01:00;540')))).toBe(
      ENEDIS_MESSAGES.dailyRowWithTime(4, '2025-01-02T00:30:00+01:00;540'),
    )
  })

  it('refuses an unsupported step, declared or found in the data', () => {
    const declared20 = file(CURVE_HEADER[0] ?? '', CURVE_HEADER[1]?.replace(/30$/, '20') ?? '', '2025-01-01T00:20:00+01:00;540')
    expect(refusal(parseEnedisFile(declared20))).toBe(ENEDIS_MESSAGES.unsupportedStep(20))
    const found20 = loadCurveFile({ stepMinutes: 20, days: 1, header: { declareStep: false } })
    expect(refusal(parseEnedisFile(found20.text))).toBe(ENEDIS_MESSAGES.unsupportedStep(20))
  })

  it('refuses rows that do not follow the step', () => {
    expect(refusal(parseEnedisFile(file(...CURVE_HEADER, '2025-01-01T00:30:00+01:00;540', '2025-01-01T00:45:00+01:00;540')))).toBe(
      ENEDIS_MESSAGES.irregularStep(5, '2025-01-01T00:45:00+01:00;540', 30),
    )
  })

  it('refuses a unit that does not fit the kind of export', () => {
    const withUnit = (unit: string) =>
      file(CURVE_HEADER[0] ?? '', CURVE_HEADER[1]?.replace(';W;', `;${unit};`) ?? '', '2025-01-01T00:30:00+01:00;540')
    expect(refusal(parseEnedisFile(withUnit('kWh')))).toBe(ENEDIS_MESSAGES.unsupportedUnit('kWh'))
    expect(refusal(parseEnedisFile(withUnit('VAR')))).toBe(ENEDIS_MESSAGES.unsupportedUnit('VAR'))
  })

  it('refuses an unquoted decimal comma in a comma-separated file rather than guess', () => {
    expect(refusal(parseEnedisFile(file('Horodate,Valeur', '2025-01-01T00:30:00+01:00,540,5')))).toBe(
      ENEDIS_MESSAGES.decimalCommaWithComma(2, '2025-01-01T00:30:00+01:00,540,5'),
    )
  })

  it('writes every message in French typography', () => {
    const samples = [
      ENEDIS_MESSAGES.empty,
      ENEDIS_MESSAGES.noData,
      ENEDIS_MESSAGES.unreadableRow(7, 'x', '2025-01-01;1'),
      ENEDIS_MESSAGES.negativeValue(7, 'x'),
      ENEDIS_MESSAGES.missingOffset(7, 'x'),
      ENEDIS_MESSAGES.mixedRows(7, 'x'),
      ENEDIS_MESSAGES.curveRowWithoutTime(7, 'x'),
      ENEDIS_MESSAGES.dailyRowWithTime(7, 'x'),
      ENEDIS_MESSAGES.unsupportedStep(7.5),
      ENEDIS_MESSAGES.irregularStep(7, 'x', 30),
      ENEDIS_MESSAGES.unsupportedUnit('VA'),
      ENEDIS_MESSAGES.decimalCommaWithComma(7, 'x'),
    ]
    for (const message of samples) expectFrenchTypography(message)
    expect(ENEDIS_MESSAGES.unsupportedStep(7.5)).toContain('7,5\u00a0minutes')
  })
})

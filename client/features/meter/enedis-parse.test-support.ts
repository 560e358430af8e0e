import { expect } from 'vitest'
import type { DailyReading, IntervalReading, ParseOutcome } from './meter-data.ts'

// What the parser's tests share: the metadata and column headers Enedis writes, a file from its lines,
// the outcome's readings, days or refusal, and the French typography every message must follow.

export const CURVE_HEADER = [
  'Identifiant PRM;Type de donnees;Date de debut;Date de fin;Grandeur physique;Grandeur metier;Etape metier;Unite;Pas en minutes',
  '09123456789012;Courbe de charge;01/01/2025;31/12/2025;Energie active;Consommation;Comptage Brut;W;30',
  'Horodate;Valeur',
]
export const DAILY_HEADER = [
  'Identifiant PRM;Type de donnees;Date de debut;Date de fin;Grandeur physique;Grandeur metier;Etape metier;Unite',
  '09123456789012;Consommation quotidienne;01/01/2025;31/12/2025;Energie active;Consommation;Comptage Brut;Wh',
  'Horodate;Valeur',
]
export const file = (...lines: string[]) => `${lines.join('\n')}\n`

export function readings(outcome: ParseOutcome): IntervalReading[] {
  if (!outcome.ok) throw new Error(outcome.message)
  if (outcome.data.kind !== 'loadCurve') throw new Error(`read as ${outcome.data.kind}`)
  return outcome.data.readings
}
export function days(outcome: ParseOutcome): DailyReading[] {
  if (!outcome.ok) throw new Error(outcome.message)
  if (outcome.data.kind !== 'daily') throw new Error(`read as ${outcome.data.kind}`)
  return outcome.data.days
}
export function refusal(outcome: ParseOutcome): string {
  if (outcome.ok) throw new Error('the file was accepted')
  return outcome.message
}
export const notes = (outcome: ParseOutcome) =>
  outcome.ok ? { duplicates: outcome.data.duplicates, missing: outcome.data.missing } : outcome.message
export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
export const perDay = (list: { day: string }[]) => list.reduce((m, r) => m.set(r.day, (m.get(r.day) ?? 0) + 1), new Map<string, number>())

/**
 * French typography of every message: a non-breaking space (never a plain one, never none) before
 * « : ; ! ? », and inside the guillemets.
 */
export function expectFrenchTypography(full: string) {
  // What the file said, quoted back, is the visitor's text, not ours.
  const message = full.replace(/«\u00a0.*?\u00a0»/g, '«\u00a0x\u00a0»')
  expect(message).not.toMatch(/ [:;!?]/)
  expect(message).not.toMatch(/[^\u00a0][:;!?](?:\s|$)/)
  expect(message).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»/)
  expect(message).not.toMatch(/'/)
}

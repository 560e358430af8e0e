import type { TempoColour } from './meter-data.ts'
import type { MeterSummary } from './meter-analysis.ts'

/**
 * What the page sends the worker: the file's bytes, moved (not copied) to the worker, and the Tempo
 * colours the catalogue knows, by day.
 */
export interface ParseRequest {
  id: number
  bytes: ArrayBuffer
  tempoDays: ReadonlyMap<string, TempoColour>
}

/**
 * What the worker answers: progress as it goes (0 to 1), then the summary or a French refusal. Only the
 * summary crosses back, never the readings: 52 000 objects would take the page's thread longer to
 * receive than the worker took to parse them.
 */
export type ReadOutcome = { ok: true; summary: MeterSummary } | { ok: false; message: string }

export type ParseMessage =
  | { id: number; kind: 'progress'; fraction: number }
  | { id: number; kind: 'done'; outcome: ReadOutcome }
  /** Sent once, when the worker's code has loaded: only then can the page trust it with a file. */
  | { kind: 'ready' }

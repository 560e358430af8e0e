/** What the hero tells the worker that draws its particle field (particles.worker.ts). */
export type ParticleMessage =
  /** The canvas, handed over once; the worker draws on it from then on. */
  | { kind: 'start'; canvas: OffscreenCanvas; colour: string }
  /** The canvas's size in CSS pixels and the screen's pixel ratio, at the start and on every resize. */
  | { kind: 'size'; width: number; height: number; ratio: number }
  /** Whether the field should move: not while the tab is hidden or the hero is off-screen. */
  | { kind: 'run'; running: boolean }

/** A quiet zone of 4 modules is what the QR standard asks for around the code. */
export const QUIET_ZONE_MODULES = 4

export type QrLayout = {
  /** Side of the image in px: the size asked for, or more when the code cannot fit at 1 px a module. */
  canvasSize: number
  /** Side of one module in whole px, so every module edge falls on a pixel: a crisp image. */
  moduleSize: number
  /** Left/top position of the first module, centring the code (its quiet zone is at least 4 modules). */
  offset: number
  logo: { x: number; y: number; size: number; padX: number; padY: number; padSize: number } | null
}

/**
 * Places a code of `moduleCount` modules in a square of `size` px, with an optional centred logo of
 * `logoSize` px over a plain pad (one module wide, at least a tenth of the logo) so the dots do not
 * run into it.
 */
export function layoutQr(moduleCount: number, size: number, logoSize: number | null): QrLayout {
  const span = moduleCount + 2 * QUIET_ZONE_MODULES
  const moduleSize = Math.max(1, Math.floor(size / span))
  const canvasSize = Math.max(size, span * moduleSize)
  const offset = Math.floor((canvasSize - moduleCount * moduleSize) / 2)
  if (logoSize === null) return { canvasSize, moduleSize, offset, logo: null }
  const logo = Math.round(logoSize)
  const pad = Math.max(moduleSize, Math.round(logo / 10))
  const x = Math.round((canvasSize - logo) / 2)
  return { canvasSize, moduleSize, offset, logo: { x, y: x, size: logo, padX: x - pad, padY: x - pad, padSize: logo + 2 * pad } }
}

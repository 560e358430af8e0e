import type { QrColors } from './contrast.ts'
import { layoutQr, type QrLayout } from './qr-layout.ts'
import { tryBuildQrMatrix, type QrMatrix } from './qr-matrix.ts'

/** What a QR image shows: everything the preview and the download share. */
export type QrImageSpec = {
  text: string
  /** Side in px. */
  size: number
  colors: QrColors
  /** Side of the centred logo in px, or null for no logo. */
  logoSize: number | null
}

export type QrImage = { spec: QrImageSpec; matrix: QrMatrix; layout: QrLayout }

/**
 * Builds the code for a spec: pure and cheap enough to run during render (SSR-safe). Error correction
 * is always H (30 %), so the logo can cover the centre. Null when the text is too long for a QR code.
 */
export function buildQrImage(spec: QrImageSpec): QrImage | null {
  const matrix = tryBuildQrMatrix(spec.text, 'H')
  if (!matrix) return null
  return { spec, matrix, layout: layoutQr(matrix.moduleCount, spec.size, spec.logoSize) }
}

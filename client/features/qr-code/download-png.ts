import { drawQr } from './draw-qr.ts'
import type { QrImage } from './qr-image.ts'

/**
 * Draws the code at its exact size on a fresh canvas and saves it as a PNG: canvas.toBlob, an object
 * URL and a temporary <a download>. Nothing leaves the browser. Rejects when the browser cannot
 * produce the image. Browser only (call it from an event handler).
 */
export async function downloadQrPng(image: QrImage, fileName: string): Promise<void> {
  const canvas = document.createElement('canvas')
  canvas.width = image.layout.canvasSize
  canvas.height = image.layout.canvasSize
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('Canvas 2D context unavailable')
  drawQr(ctx, image.matrix, image.layout, image.spec.colors)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  if (!blob) throw new Error('canvas.toBlob gave no image')
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started from the click; the URL only needs to outlive it briefly.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

import { useEffect, useRef } from 'react'
import { cx } from '../../ui/cx.ts'
import { drawQr } from './draw-qr.ts'
import type { QrImage } from './qr-image.ts'
import * as styles from './qr-canvas.css.ts'

/** Device pixels per CSS pixel for the preview: whole numbers keep every module on the pixel grid. */
function previewScale(): number {
  return Math.min(3, Math.max(1, Math.ceil(window.devicePixelRatio || 1)))
}

/**
 * The QR code drawn on a <canvas> (in an effect: SSR renders an empty canvas of the right size).
 * Shown at its size in CSS pixels, shrunk to fit narrow screens; drawn at the screen's density.
 */
export function QrCanvas({ image, label, className }: { image: QrImage; label: string; className?: string }) {
  const ref = useRef<HTMLCanvasElement>(null)
  const { canvasSize } = image.layout

  useEffect(() => {
    const canvas = ref.current
    const ctx = canvas?.getContext('2d')
    if (!canvas || !ctx) return
    const scale = previewScale()
    canvas.width = canvasSize * scale
    canvas.height = canvasSize * scale
    drawQr(ctx, image.matrix, image.layout, image.spec.colors, scale)
  }, [image, canvasSize])

  return (
    <canvas
      ref={ref}
      width={canvasSize}
      height={canvasSize}
      role="img"
      aria-label={label}
      className={cx(styles.canvas, className)}
      // The visitor's chosen size (data, not a design value): the canvas buffer is denser than this.
      style={{ width: canvasSize }}
    />
  )
}

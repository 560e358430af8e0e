import { logoMark } from './logo.ts'
import type { QrColors } from './contrast.ts'
import type { QrLayout } from './qr-layout.ts'
import type { QrMatrix } from './qr-matrix.ts'

/** Draws the code (and its logo) at `scale` device pixels per layout pixel. Browser only. */
export function drawQr(ctx: CanvasRenderingContext2D, matrix: QrMatrix, layout: QrLayout, colors: QrColors, scale = 1): void {
  ctx.setTransform(scale, 0, 0, scale, 0, 0)
  ctx.imageSmoothingEnabled = false
  ctx.fillStyle = colors.background
  ctx.fillRect(0, 0, layout.canvasSize, layout.canvasSize)

  ctx.fillStyle = colors.dot
  const { moduleSize, offset } = layout
  matrix.dark.forEach((row, r) => {
    row.forEach((isDark, c) => {
      if (isDark) ctx.fillRect(offset + c * moduleSize, offset + r * moduleSize, moduleSize, moduleSize)
    })
  })

  if (layout.logo) {
    const { x, y, size, padX, padY, padSize } = layout.logo
    ctx.fillStyle = colors.background
    ctx.fillRect(padX, padY, padSize, padSize)
    const unit = size / logoMark.viewBox
    ctx.save()
    ctx.translate(x, y)
    ctx.scale(unit, unit)
    ctx.fillStyle = logoMark.tileColor
    ctx.beginPath()
    ctx.roundRect(0, 0, logoMark.viewBox, logoMark.viewBox, logoMark.tileRadius)
    ctx.fill()
    ctx.fillStyle = logoMark.boltColor
    ctx.fill(new Path2D(logoMark.boltPath))
    ctx.restore()
  }
}

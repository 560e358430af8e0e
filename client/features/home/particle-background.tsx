import { useEffect, useRef } from 'react'
import { media } from '../../ui/media.ts'
import { createParticles, particleCount, stepParticles, type Particle } from './particles.ts'
import * as styles from './particle-background.css.ts'

/** Links between particles closer than this, in CSS pixels. */
const LINK_DISTANCE = 110

/**
 * A decorative particle field on a canvas filling the positioned parent. Drawn only in the browser,
 * never under reduced motion, and paused while the tab is hidden or the hero is off-screen.
 */
export function ParticleBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const canvas = canvasRef.current
    const context = canvas?.getContext('2d')
    if (!canvas || !context || window.matchMedia(media.reducedMotion).matches) return

    let particles: Particle[] = []
    let width = 0
    let height = 0
    let frame = 0
    let onScreen = true
    // The colour comes from the canvas's stylesheet, where the design tokens are, not from the tokens' script.
    const colour = getComputedStyle(canvas).color

    const resize = () => {
      const ratio = window.devicePixelRatio || 1
      width = canvas.clientWidth
      height = canvas.clientHeight
      canvas.width = Math.round(width * ratio)
      canvas.height = Math.round(height * ratio)
      context.setTransform(ratio, 0, 0, ratio, 0, 0)
      particles = createParticles(particleCount(width * height), width, height)
    }

    const draw = () => {
      stepParticles(particles, width, height)
      context.clearRect(0, 0, width, height)
      context.fillStyle = colour
      context.strokeStyle = colour
      for (let i = 0; i < particles.length; i += 1) {
        const a = particles[i]
        if (!a) continue
        context.globalAlpha = 0.35
        context.beginPath()
        context.arc(a.x, a.y, a.radius, 0, Math.PI * 2)
        context.fill()
        for (let j = i + 1; j < particles.length; j += 1) {
          const b = particles[j]
          if (!b) continue
          const distance = Math.hypot(a.x - b.x, a.y - b.y)
          if (distance < LINK_DISTANCE) {
            context.globalAlpha = 0.12 * (1 - distance / LINK_DISTANCE)
            context.beginPath()
            context.moveTo(a.x, a.y)
            context.lineTo(b.x, b.y)
            context.stroke()
          }
        }
      }
      frame = window.requestAnimationFrame(draw)
    }

    const start = () => {
      if (frame === 0 && onScreen && document.visibilityState === 'visible') frame = window.requestAnimationFrame(draw)
    }
    const stop = () => {
      window.cancelAnimationFrame(frame)
      frame = 0
    }
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : stop())

    resize()
    const resizeObserver = new ResizeObserver(resize)
    resizeObserver.observe(canvas)
    const intersection = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? true
      if (onScreen) start()
      else stop()
    })
    intersection.observe(canvas)
    document.addEventListener('visibilitychange', onVisibility)
    start()

    return () => {
      stop()
      resizeObserver.disconnect()
      intersection.disconnect()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [])

  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabindex never takes focus; the drawing is decoration.
  return <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" data-particles="" />
}

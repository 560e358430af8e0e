import { useEffect, useRef } from 'react'
import { media } from '../../ui/media.ts'
import type { ParticleMessage } from './particle-messages.ts'
import * as styles from './particle-background.css.ts'

/** The worker drawing on each canvas: a canvas can be handed to a worker only once. */
const workers = new WeakMap<HTMLCanvasElement, Worker>()

function workerFor(canvas: HTMLCanvasElement): Worker {
  const known = workers.get(canvas)
  if (known) return known
  const worker = new Worker(new URL('./particles.worker.ts', import.meta.url), { type: 'module', name: 'particules' })
  const offscreen = canvas.transferControlToOffscreen()
  // The colour comes from the canvas's stylesheet, where the design tokens are, not from the tokens' script.
  const start: ParticleMessage = { kind: 'start', canvas: offscreen, colour: getComputedStyle(canvas).color }
  worker.postMessage(start, [offscreen])
  workers.set(canvas, worker)
  return worker
}

/**
 * Ends the canvas's worker once the canvas has left the page. In development, React runs an effect's
 * clean-up and the effect again at once: the canvas is still there, and keeps its worker.
 */
function release(canvas: HTMLCanvasElement): void {
  setTimeout(() => {
    if (canvas.isConnected) return
    workers.get(canvas)?.terminate()
    workers.delete(canvas)
  }, 0)
}

/**
 * A decorative particle field on a canvas filling the positioned parent, drawn by a web worker
 * (particles.worker.ts) so that it costs the page's thread nothing. Drawn only in the browser, never
 * under reduced motion, paused while the tab is hidden or the hero is off-screen; a browser that cannot
 * hand a canvas to a worker shows none.
 */
export function ParticleBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas || !('transferControlToOffscreen' in canvas) || window.matchMedia(media.reducedMotion).matches) return
    const worker = workerFor(canvas)
    const post = (message: ParticleMessage) => worker.postMessage(message)
    const resize = () => post({ kind: 'size', width: canvas.clientWidth, height: canvas.clientHeight, ratio: window.devicePixelRatio || 1 })
    let onScreen = true
    const run = () => post({ kind: 'run', running: onScreen && document.visibilityState === 'visible' })
    const resizeObserver = new ResizeObserver(resize)
    resizeObserver.observe(canvas)
    const intersection = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? true
      run()
    })
    intersection.observe(canvas)
    document.addEventListener('visibilitychange', run)
    resize()
    run()

    return () => {
      post({ kind: 'run', running: false })
      release(canvas)
      resizeObserver.disconnect()
      intersection.disconnect()
      document.removeEventListener('visibilitychange', run)
    }
  }, [])

  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabindex never takes focus; the drawing is decoration.
  return <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" data-particles="" />
}

import type { ParticleMessage } from './particle-messages.ts'
import { createParticles, particleCount, stepParticles, type Particle } from './particles.ts'

/**
 * Draws the hero's particle field off the page's thread. Drawn on the main thread, each frame (a few
 * hundred links) kept a phone's main thread busy through the page's first seconds, the very seconds a
 * visitor's first tap waits on it.
 */

/** Links between particles closer than this, in CSS pixels. */
const LINK_DISTANCE = 110
/** How many opacities the links take, more opaque as the particles come closer: a path each. */
const LINK_SHADES = 6
/** The particles move a step per 60th of a second; the field is drawn at most 30 times a second. */
const STEP_MS = 1000 / 60
const FRAME_MS = 1000 / 30 - 2
/** After a pause (a hidden tab, a busy thread), the particles catch up at most this many steps. */
const MAX_STEPS = 4

let context: OffscreenCanvasRenderingContext2D | null = null
let colour = ''
let particles: Particle[] = []
let width = 0
let height = 0
let running = true
let frame: number | undefined
let last = 0

// Dedicated workers have requestAnimationFrame in Chromium and Firefox; a timer stands in elsewhere.
const nextFrame = (draw: (time: number) => void): number =>
  typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(draw)
    : (setTimeout(() => draw(performance.now()), FRAME_MS) as unknown as number)
const cancelFrame = (id: number) => (typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(id) : clearTimeout(id))

function draw(time: number): void {
  frame = nextFrame(draw)
  if (!context || time - last < FRAME_MS) return
  const steps = last === 0 ? 1 : Math.min(Math.round((time - last) / STEP_MS), MAX_STEPS)
  last = time
  for (let step = 0; step < steps; step += 1) stepParticles(particles, width, height)
  const dots = new Path2D()
  const shades = Array.from({ length: LINK_SHADES }, () => new Path2D())
  for (let i = 0; i < particles.length; i += 1) {
    const a = particles[i]
    if (!a) continue
    dots.moveTo(a.x + a.radius, a.y)
    dots.arc(a.x, a.y, a.radius, 0, Math.PI * 2)
    for (let j = i + 1; j < particles.length; j += 1) {
      const b = particles[j]
      if (!b) continue
      const squared = (a.x - b.x) ** 2 + (a.y - b.y) ** 2
      if (squared >= LINK_DISTANCE ** 2) continue
      const shade = Math.min(Math.floor((1 - Math.sqrt(squared) / LINK_DISTANCE) * LINK_SHADES), LINK_SHADES - 1)
      shades[shade]?.moveTo(a.x, a.y)
      shades[shade]?.lineTo(b.x, b.y)
    }
  }
  context.clearRect(0, 0, width, height)
  context.globalAlpha = 0.35
  context.fill(dots)
  shades.forEach((path, shade) => {
    if (!context) return
    // The opacity of the middle of the shade's range of 0.12 × (1 − distance / LINK_DISTANCE).
    context.globalAlpha = (0.12 * (shade + 0.5)) / LINK_SHADES
    context.stroke(path)
  })
}

function schedule(): void {
  if (running && context && width > 0 && frame === undefined) {
    last = 0
    frame = nextFrame(draw)
  } else if ((!running || width === 0) && frame !== undefined) {
    cancelFrame(frame)
    frame = undefined
  }
}

addEventListener('message', (event: MessageEvent<ParticleMessage>) => {
  const message = event.data
  if (message.kind === 'start') {
    context = message.canvas.getContext('2d')
    colour = message.colour
  } else if (message.kind === 'size' && context) {
    width = message.width
    height = message.height
    context.canvas.width = Math.round(width * message.ratio)
    context.canvas.height = Math.round(height * message.ratio)
    // Resizing a canvas resets its drawing state.
    context.setTransform(message.ratio, 0, 0, message.ratio, 0, 0)
    context.fillStyle = colour
    context.strokeStyle = colour
    particles = createParticles(particleCount(width * height), width, height)
  } else if (message.kind === 'run') {
    running = message.running
  }
  schedule()
})

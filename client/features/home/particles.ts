/** One particle per 15 000 px² of the hero, at most 100, so a wide screen does not pay for a denser field. */
export const PARTICLE_AREA_PX = 15_000
export const MAX_PARTICLES = 100

export function particleCount(areaPx: number): number {
  if (!Number.isFinite(areaPx) || areaPx <= 0) return 0
  return Math.min(Math.floor(areaPx / PARTICLE_AREA_PX), MAX_PARTICLES)
}

export type Particle = { x: number; y: number; vx: number; vy: number; radius: number }

/** Particles spread over the area, drifting slowly; `random` is injectable for tests. */
export function createParticles(count: number, width: number, height: number, random: () => number = Math.random): Particle[] {
  return Array.from({ length: count }, () => ({
    x: random() * width,
    y: random() * height,
    vx: (random() - 0.5) * 0.4,
    vy: (random() - 0.5) * 0.4,
    radius: 1 + random() * 2,
  }))
}

/** Moves each particle one frame, bouncing off the edges so none leaves the area. */
export function stepParticles(particles: Particle[], width: number, height: number): void {
  for (const p of particles) {
    p.x += p.vx
    p.y += p.vy
    if (p.x < 0 || p.x > width) {
      p.vx = -p.vx
      p.x = Math.min(Math.max(p.x, 0), width)
    }
    if (p.y < 0 || p.y > height) {
      p.vy = -p.vy
      p.y = Math.min(Math.max(p.y, 0), height)
    }
  }
}

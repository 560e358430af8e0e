import { describe, expect, it } from 'vitest'
import { chatScripts } from './lower-sections-copy.ts'
import { nextIndex, previewIndexes } from './carousel.ts'
import { catalogueCounts } from './catalogue-counts.ts'
import { chatScriptFor } from './chat-script.ts'
import { counterValueAt, easeOutCubic } from './counter.ts'
import { createParticles, particleCount, stepParticles } from './particles.ts'

describe('particleCount', () => {
  it('gives one particle per 15 000 px², rounded down', () => {
    expect(particleCount(390 * 600)).toBe(15)
    expect(particleCount(14_999)).toBe(0)
    expect(particleCount(15_000)).toBe(1)
  })
  it('never exceeds 100', () => {
    expect(particleCount(1280 * 800)).toBe(68)
    expect(particleCount(1920 * 1080)).toBe(100)
    expect(particleCount(10_000_000)).toBe(100)
  })
  it('gives none for an empty or invalid area', () => {
    expect(particleCount(0)).toBe(0)
    expect(particleCount(-5)).toBe(0)
    expect(particleCount(Number.NaN)).toBe(0)
  })
})

describe('particles', () => {
  it('stay inside the area while they move', () => {
    let seed = 1
    const random = () => {
      seed = (seed * 16807) % 2147483647
      return seed / 2147483647
    }
    const particles = createParticles(20, 100, 50, random)
    expect(particles).toHaveLength(20)
    for (let frame = 0; frame < 1000; frame += 1) stepParticles(particles, 100, 50)
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(0)
      expect(p.x).toBeLessThanOrEqual(100)
      expect(p.y).toBeGreaterThanOrEqual(0)
      expect(p.y).toBeLessThanOrEqual(50)
    }
  })
})

describe('counterValueAt', () => {
  it('waits 1 s at 0, then rises to the target over 3 s and stays there', () => {
    expect(counterValueAt(0, 140)).toBe(0)
    expect(counterValueAt(1_000, 140)).toBe(0)
    expect(counterValueAt(2_500, 140)).toBe(Math.round(140 * 0.875))
    expect(counterValueAt(4_000, 140)).toBe(140)
    expect(counterValueAt(60_000, 140)).toBe(140)
  })
  it('never goes down', () => {
    let previous = 0
    for (let t = 0; t <= 4_500; t += 16) {
      const value = counterValueAt(t, 140)
      expect(value).toBeGreaterThanOrEqual(previous)
      previous = value
    }
  })
  it('eases out between 0 and 1', () => {
    expect(easeOutCubic(-1)).toBe(0)
    expect(easeOutCubic(0.5)).toBe(0.875)
    expect(easeOutCubic(2)).toBe(1)
  })
})

describe('testimonial carousel', () => {
  it('loops to the first after the last', () => {
    expect(nextIndex(0, 3)).toBe(1)
    expect(nextIndex(2, 3)).toBe(0)
    expect(nextIndex(0, 0)).toBe(0)
  })
  it('previews up to 4 of the others, in loop order', () => {
    expect(previewIndexes(5, 7)).toEqual([6, 0, 1, 2])
    expect(previewIndexes(0, 3)).toEqual([1, 2])
    expect(previewIndexes(0, 1)).toEqual([])
  })
})

describe('chatScriptFor', () => {
  it('follows the housing choice', () => {
    expect(chatScriptFor('appartement')).toBe(chatScripts.appartement)
    expect(chatScriptFor('maison')).toBe(chatScripts.maison)
    expect(chatScriptFor('maison')).not.toEqual(chatScriptFor('appartement'))
  })
  it('falls back to the flat for an unknown value', () => {
    expect(chatScriptFor('péniche')).toBe(chatScripts.appartement)
  })
})

describe('catalogueCounts', () => {
  it('counts suppliers by energy and green badge', () => {
    const supplier = (hasElectricity: boolean, hasGas: boolean, isGreen: boolean) => ({ hasElectricity, hasGas, isGreen })
    expect(catalogueCounts([supplier(true, true, false), supplier(true, false, true), supplier(false, true, true)])).toEqual({
      total: 3,
      electricity: 2,
      gas: 2,
      green: 2,
    })
    expect(catalogueCounts([])).toEqual({ total: 0, electricity: 0, gas: 0, green: 0 })
  })
})

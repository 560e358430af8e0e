import { describe, expect, it } from 'vitest'
import type { RunSummary } from '../../scripts/lib/lighthouse-budget.ts'
import { failingAudits, medianRun, missedThresholds } from '../../scripts/lib/lighthouse-budget.ts'

function run(fcp: number, tti: number, scores: Partial<RunSummary['scores']> = {}, cls = 0.001): RunSummary & { id: string } {
  return {
    id: `${fcp}/${tti}`,
    scores: { performance: 0.97, accessibility: 1, 'best-practices': 1, seo: 1, ...scores },
    audits: {
      'first-contentful-paint': { title: 'FCP', score: 0.9, numericValue: fcp },
      interactive: { title: 'TTI', score: 0.9, numericValue: tti },
      'cumulative-layout-shift': { title: 'CLS', score: 1, numericValue: cls },
      'unused-javascript': { title: 'Reduce unused JavaScript', score: 0.5, scoreDisplayMode: 'metricSavings' },
      diagnostics: { title: 'Diagnostics', score: null, scoreDisplayMode: 'informative' },
    },
  }
}

describe('medianRun', () => {
  it('picks the run closest to the median FCP and TTI', () => {
    expect(medianRun([run(1000, 3000), run(1500, 3500), run(3000, 6000)]).id).toBe('1500/3500')
  })

  it('leaves out a run that measured nothing', () => {
    expect(medianRun([run(Number.NaN, Number.NaN), run(1200, 3200), run(1300, 3300)]).id).toMatch(/^1[23]00/)
  })

  it('refuses to choose among no run', () => {
    expect(() => medianRun([])).toThrow()
  })
})

describe('thresholds', () => {
  it('passes a run at 0.95 performance, 1.0 elsewhere and CLS under 0.02', () => {
    expect(missedThresholds(run(1000, 2000, { performance: 0.95 }))).toEqual([])
  })

  it('names every miss', () => {
    const missed = missedThresholds(run(1000, 2000, { performance: 0.9, seo: 0.92, accessibility: null }, 0.02))
    expect(missed).toHaveLength(4)
    expect(missed.join(' ')).toMatch(/performance 0.9/)
    expect(missed.join(' ')).toMatch(/CLS 0.02/)
  })

  it('lists the audits that lost points, not the informative ones', () => {
    expect(failingAudits(run(1000, 2000)).map((audit) => audit.id)).toEqual(['first-contentful-paint', 'interactive', 'unused-javascript'])
  })
})

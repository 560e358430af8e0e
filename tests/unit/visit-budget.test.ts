import { describe, expect, it } from 'vitest'
import { builtScriptFile, judgeVisit, VISIT_PAGES } from '../../scripts/lib/visit-budget.ts'

const ORIGIN = 'http://localhost:8795'

describe('the visit budget', () => {
  it('counts the built scripts under /assets/, hashed chunks, page data and web workers alike', () => {
    expect(builtScriptFile(`${ORIGIN}/assets/B5jYnkzc.js`, ORIGIN)).toBe('assets/B5jYnkzc.js')
    expect(builtScriptFile(`${ORIGIN}/assets/ssr/fe3dd71181df6b53.js`, ORIGIN)).toBe('assets/ssr/fe3dd71181df6b53.js')
    expect(builtScriptFile(`${ORIGIN}/assets/worker/parse.worker-CsQ5R-IN.js`, ORIGIN)).toBe('assets/worker/parse.worker-CsQ5R-IN.js')
  })

  it('leaves out what is not a built script: pages, API answers, stylesheets, other origins', () => {
    expect(builtScriptFile(`${ORIGIN}/electricite`, ORIGIN)).toBeUndefined()
    expect(builtScriptFile(`${ORIGIN}/api/offers`, ORIGIN)).toBeUndefined()
    expect(builtScriptFile(`${ORIGIN}/assets/style-BSnlIbW7.css`, ORIGIN)).toBeUndefined()
    expect(builtScriptFile('http://localhost:9999/assets/B5jYnkzc.js', ORIGIN)).toBeUndefined()
  })

  it('judges the heavier viewport against the page limit', () => {
    const page = { kind: 'accueil', path: '/', limitKb: 200 }
    expect(judgeVisit({ page, byViewport: { bureau: 199.9, téléphone: 150 } })).toEqual({ kb: 199.9, over: false })
    expect(judgeVisit({ page, byViewport: { bureau: 150, téléphone: 200.1 } })).toEqual({ kb: 200.1, over: true })
  })

  it('has a limit for each kind of page, and one page per kind', () => {
    expect(new Set(VISIT_PAGES.map((page) => page.path)).size).toBe(VISIT_PAGES.length)
    for (const page of VISIT_PAGES) expect(page.limitKb, page.path).toBeGreaterThan(100)
  })
})

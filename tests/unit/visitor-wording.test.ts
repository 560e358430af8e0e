import { readdirSync, readFileSync } from 'node:fs'
import type { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from '../../worker/openapi/document.ts'

/**
 * Text a visitor or a partner reads comes from the seed's data and the API's own description: it is
 * written in plain French, for them. These phrases once slipped through (the team's own notes, English,
 * shorthand, a missing elision) and must not come back.
 */
const INTERNAL_OR_ENGLISH = [
  /offre non nommée/i,
  /le chiffre que le catalogue affichait/i,
  /que le site affichait/i,
  /seconde main du site/i,
  /Confiance des sources/i,
  /\bkWh also\b/i,
  /\breleases?\b/i,
  /\blastUpdate\b/,
  /\bverif\b/i,
  /\bEUR\/an\b/,
  /\b1 seule source\b/,
  /\bindexee\b/i,
  /\bscraper\b/i,
  /\bde la spécification\b/i,
]

const root = new URL('../../', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, root), 'utf8')
const suppliers = (JSON.parse(read('seed/data/suppliers.json')) as { name: string }[]).map((s) => s.name)
const startsWithVowel = (name: string) => /^[aeiouéèêîô]/i.test(name)
/** The phrase in its context when `text` holds it, null otherwise: a failure shows where, not the whole file. */
function found(text: string, phrase: RegExp | string): string | null {
  const source = typeof phrase === 'string' ? phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : phrase.source
  const flags = typeof phrase === 'string' ? '' : phrase.flags
  return new RegExp(`.{0,60}(?:${source}).{0,60}`, flags).exec(text)?.[0] ?? null
}

/** Every data file the catalogue is built from, by path. */
function seedFiles(): [string, string][] {
  const dirs = ['seed/data/', 'seed/data/regulated/', 'seed/data/articles/']
  return dirs.flatMap((dir) =>
    readdirSync(new URL(dir, root))
      .filter((name) => /\.(json|csv|html)$/.test(name))
      .map((name): [string, string] => [`${dir}${name}`, read(`${dir}${name}`)]),
  )
}

describe('the text visitors read', () => {
  it('holds no internal note, English or shorthand in the seed’s data', () => {
    const files = seedFiles()
    expect(files.map(([path]) => path)).toEqual(
      expect.arrayContaining(['seed/data/offers.json', 'seed/data/offer-grids.csv', 'seed/data/regulated/sources.json']),
    )
    for (const [path, text] of files) for (const phrase of INTERNAL_OR_ENGLISH) expect(found(text, phrase), path).toBeNull()
  })

  it('never writes « de » before a supplier whose name starts with a vowel', () => {
    const names = suppliers.filter(startsWithVowel)
    expect(names).toEqual(expect.arrayContaining(['EDF', 'Engie', 'Alpiq', 'ekWateur']))
    for (const [path, text] of seedFiles()) for (const name of names) expect(found(text, `de ${name}`), path).toBeNull()
  })

  it('the public API description speaks to a partner, not of the team’s specification', async () => {
    const worker = (await import(new URL('../../worker/index.ts', import.meta.url).href)) as { app: Hono }
    const text = JSON.stringify(await buildOpenApiDocument(worker.app))
    expect(found(text, /spécification/i)).toBeNull()
    for (const phrase of INTERNAL_OR_ENGLISH) expect(found(text, phrase)).toBeNull()
    for (const name of suppliers.filter(startsWithVowel)) expect(found(text, `de ${name}`)).toBeNull()
  })
})

import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildKvEntries } from '../../seed/build.ts'
import { DEFAULT_DATA_DIR, loadSeed, SeedValidationError } from '../../seed/load.ts'

const run = promisify(execFile)
// A run of the seed CLI starts Node and tsx and loads the whole seed: 7 to 18 s with the machine at a load
// of 15 to 20 (measured), beside other test files. A limit, not a wait.
const CLI_LIMIT_MS = 90_000
let dir: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'seed-test-'))
  await cp(DEFAULT_DATA_DIR, dir, { recursive: true })
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

type JsonRecord = Record<string, unknown>

async function editJson(name: string, edit: (data: JsonRecord[]) => void): Promise<void> {
  const path = join(dir, name)
  const data = JSON.parse(await readFile(path, 'utf8')) as JsonRecord[]
  edit(data)
  await writeFile(path, JSON.stringify(data, null, 2))
}

async function issuesOf(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SeedValidationError)
  return (error as SeedValidationError).issues.map((i) => `${i.file}: ${i.path}: ${i.message}`)
}

describe('seed validation', () => {
  it('loads the real catalogue and builds a versioned key for every API answer', async () => {
    const seed = await loadSeed()
    expect(seed.suppliers.length).toBeGreaterThanOrEqual(20)
    expect(seed.articles.length).toBeGreaterThanOrEqual(8)
    const entries = buildKvEntries(seed)
    expect(entries.at(-1)?.key).toBe('catalogue:version')
    expect(new Set(entries.map((e) => e.metadata.version))).toEqual(new Set([seed.version]))
    expect(entries.map((e) => e.key)).toEqual(expect.arrayContaining(['suppliers', 'suppliers/19', 'suppliers/19/tariff-plans']))
  })

  it('gives the same version for the same data and another for changed data', async () => {
    const a = await loadSeed(dir)
    expect((await loadSeed(dir)).version).toBe(a.version)
    await editJson('testimonials.json', (t) => (t[0]!.comment = `${String(t[0]!.comment)} !`))
    expect((await loadSeed(dir)).version).not.toBe(a.version)
  })

  it('names the file and the path of each error', async () => {
    await editJson('suppliers.json', (s) => {
      s[2]!.rating = 7
      delete s[4]!.name
    })
    const issues = await issuesOf(loadSeed(dir))
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^seed\/data\/suppliers\.json: \[2\]\.rating: /),
        expect.stringMatching(/^seed\/data\/suppliers\.json: \[4\]\.name: /),
      ]),
    )
  })

  it('checks references between files and duplicate ids', async () => {
    await editJson('tariff-plans.json', (p) => (p[0]!.supplierId = 999))
    await editJson('benefits.json', (b) => (b[1]!.id = b[0]!.id))
    const issues = await issuesOf(loadSeed(dir))
    expect(issues).toEqual(
      expect.arrayContaining([
        'seed/data/tariff-plans.json: [0].supplierId: unknown supplier 999',
        expect.stringMatching(/^seed\/data\/benefits\.json: \[1\]\.id: duplicate id/),
      ]),
    )
  })

  it('reports invalid JSON and a broken article front matter', async () => {
    await writeFile(join(dir, 'testimonials.json'), '[{"id": 1,')
    await writeFile(join(dir, 'articles', '99-broken.html'), '<p>Pas de front matter</p>')
    const issues = await issuesOf(loadSeed(dir))
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^seed\/data\/testimonials\.json: : invalid JSON/),
        expect.stringMatching(/^seed\/data\/articles\/99-broken\.html: : must start with/),
      ]),
    )
  })

  it('sanitises hostile article HTML on the way in', async () => {
    await writeFile(
      join(dir, 'articles', '99-hostile.html'),
      `<!--\n${JSON.stringify({
        id: 999,
        slug: 'article-hostile',
        title: 'Hostile',
        category: 'Test',
        excerpt: 'Un article piégé.',
        tags: [],
        publishedAt: '2025-01-20',
        authorName: 'X',
      })}\n-->\n<p onclick="x()">Texte</p><script>alert(1)</script><a href="javascript:alert(1)">lien</a>`,
    )
    const seed = await loadSeed(dir)
    const article = seed.articles.find((a) => a.slug === 'article-hostile')
    expect(article?.content).toBe('<p>Texte</p><a>lien</a>')
  })

  it(
    'makes the CLI exit non-zero on --dry-run with a broken file, naming file and field',
    async () => {
      // Prices live in the offer grids: a price that is not a number is refused there, at its line and column.
      const path = join(dir, 'offer-grids.csv')
      const lines = (await readFile(path, 'utf8')).split('\n')
      const header = (lines[0] ?? '').split(';')
      const cells = (lines[1] ?? '').split(';')
      cells[header.indexOf('prices_eur_kwh')] = 'base=cher'
      lines[1] = cells.join(';')
      await writeFile(path, lines.join('\n'))
      const result = await run(process.execPath, ['--import', 'tsx', 'seed/cli.ts', '--dry-run', '--data', dir]).then(
        () => ({ code: 0, stderr: '' }),
        (e: { code: number; stderr: string }) => e,
      )
      expect(result.code).not.toBe(0)
      expect(result.stderr).toContain('Seed data is invalid; nothing was written.')
      expect(result.stderr).toContain('seed/data/offer-grids.csv: line 2, column prices_eur_kwh: « cher » (base) is not a price')
    },
    CLI_LIMIT_MS,
  )
})

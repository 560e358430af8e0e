import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { defuseFormula } from '#contract/formula-text'
import { csvCell, toCsv, writePrivateFile } from '../../scripts/lib/callback-export.ts'
import { exportQuery, parseSince } from '../../scripts/lib/export-sql.ts'

let dir: string | undefined
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
  dir = undefined
})

describe('callback export', () => {
  it('writes a file its owner alone can read, even over a world-readable one, whatever the umask', async () => {
    dir = await mkdtemp(join(tmpdir(), 'export-'))
    const path = join(dir, 'out.csv')
    await writeFile(path, 'old', { mode: 0o644 })
    const umask = process.umask(0)
    try {
      await writePrivateFile(path, 'new')
    } finally {
      process.umask(umask)
    }
    expect((await stat(path)).mode & 0o777).toBe(0o600)
    expect(await readFile(path, 'utf8')).toBe('new')
    const fresh = join(dir, 'fresh.csv')
    await writePrivateFile(fresh, 'x')
    expect((await stat(fresh)).mode & 0o777).toBe(0o600)
  })

  it('takes --since as a real calendar day and selects from its midnight UTC', () => {
    expect(exportQuery()).not.toContain('WHERE')
    expect(exportQuery('2026-11-01')).toContain("WHERE created_at >= '2026-11-01T00:00:00.000Z'")
    for (const bad of ['2026-13-01', '2026-02-30', '26-11-01', "2026-11-01' OR 1=1 --", '', 'hier']) {
      expect(() => parseSince(bad), bad).toThrow(/AAAA-MM-JJ/)
    }
  })

  it('writes a BOM, semicolons and CRLF, and defuses formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+33612345678')).toBe('"+33612345678"')
    expect(csvCell(null)).toBe('""')
    const csv = toCsv([])
    expect(csv.startsWith('\uFEFFid;created_at;')).toBe(true)
    expect(csv.endsWith('\r\n')).toBe(true)
  })

  it('defuses every start a spreadsheet runs with the function the webhook uses, and nothing else', () => {
    for (const text of ['=1+1', '+cmd', '-2+3', '@SUM(1+1)', '\tx', '\rx']) {
      expect(defuseFormula(text), text).toBe(`'${text}`)
      expect(csvCell(text), text).toBe(`"${defuseFormula(text)}"`)
    }
    for (const text of ['Camille', 'Jean-Paul', '+33612345678', '']) expect(defuseFormula(text), text).toBe(text)
  })
})

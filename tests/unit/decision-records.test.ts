import { readdir, readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'

/**
 * The decision records tell the truth about themselves (docs/decisions/README.md): each has a status
 * line, and the numbers do not skip, except those the index explains.
 */

const FOLDER = new URL('../../docs/decisions/', import.meta.url)
const RECORD = /^(\d{4})-[a-z0-9-]+\.md$/
const STATUS = /^\*\*Status\.\*\* \S/

/** The numbers listed under one `## heading` of the index, `- NNNN` or `- NNNN: why`. */
function listedNumbers(index: string, heading: string): number[] {
  const section = index.split(/^## /m).find((part) => part.startsWith(`${heading}\n`)) ?? ''
  return [...section.matchAll(/^- (\d{4})\b/gm)].map((match) => Number(match[1]))
}

/** What is wrong with a set of records and their index, one sentence a problem. */
function problems(records: { file: string; text: string }[], index: string): string[] {
  const found: string[] = []
  const numbers = new Map<number, string[]>()
  for (const { file, text } of records) {
    const match = RECORD.exec(file)
    if (!match) {
      found.push(`${file}: not named NNNN-title.md`)
      continue
    }
    const number = Number(match[1])
    numbers.set(number, [...(numbers.get(number) ?? []), file])
    const [title = '', ...rest] = text.split('\n')
    const firstParagraph = rest.find((line) => line.trim() !== '') ?? ''
    if (!title.startsWith('# ')) found.push(`${file}: no title on its first line`)
    if (!STATUS.test(firstParagraph)) found.push(`${file}: no « **Status.** » line after its title`)
  }
  for (const [number, files] of numbers) if (files.length > 1) found.push(`${files.join(' and ')} share the number ${number}`)
  const withoutRecord = new Set(listedNumbers(index, 'Numbers without a record'))
  const inFlight = new Set(listedNumbers(index, 'Numbers in flight'))
  const highest = Math.max(0, ...numbers.keys())
  for (let number = 1; number <= highest; number += 1) {
    const name = String(number).padStart(4, '0')
    const has = numbers.has(number)
    if (!has && !withoutRecord.has(number) && !inFlight.has(number)) found.push(`${name}: no record, and the index does not say why`)
    if (has && withoutRecord.has(number)) found.push(`${name}: a record, yet the index lists it as a number without one`)
    if (has && inFlight.has(number)) found.push(`${name}: its record has arrived; take it off the index's numbers in flight`)
  }
  return found
}

describe('decision records', () => {
  it('each have a status line, and their numbers skip only where the index says why', async () => {
    const files = (await readdir(FOLDER)).filter((file) => file !== 'README.md')
    const records = await Promise.all(files.map(async (file) => ({ file, text: await readFile(new URL(file, FOLDER), 'utf8') })))
    const index = await readFile(new URL('README.md', FOLDER), 'utf8')
    expect(records.length).toBeGreaterThan(60)
    expect(problems(records, index)).toEqual([])
  })

  it('name a record without a status, a skipped number, a number used twice and one that has arrived', () => {
    const record = (file: string, status = '**Status.** Accepted.') => ({ file, text: `# Title\n\n${status}\n\n**Decision.** …\n` })
    const index = '# Decision records\n\n## Numbers without a record\n\n- 0003: never written.\n\n## Numbers in flight\n\n- 0005\n- 0006\n'
    expect(
      problems(
        [
          record('0001-one.md'),
          record('0002-two.md', '**Decision.** no status'),
          record('0004-four.md'),
          record('0004-again.md'),
          record('0006-six.md'),
          record('0008-eight.md'),
          record('notes.md'),
        ],
        index,
      ),
    ).toEqual([
      '0002-two.md: no « **Status.** » line after its title',
      'notes.md: not named NNNN-title.md',
      '0004-four.md and 0004-again.md share the number 4',
      "0006: its record has arrived; take it off the index's numbers in flight",
      '0007: no record, and the index does not say why',
    ])
  })
})

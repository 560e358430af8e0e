import { describe, expect, it } from 'vitest'
import { readingMinutes } from '#contract/article'

const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(' ')

describe('reading time', () => {
  it('is the word count over 200, rounded up, at least one minute', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes(words(1))).toBe(1)
    expect(readingMinutes(words(200))).toBe(1)
    expect(readingMinutes(words(201))).toBe(2)
    expect(readingMinutes(words(650))).toBe(4)
  })

  it('does not count punctuation standing alone as words', () => {
    expect(readingMinutes(`${words(200)} : ; ! ? – « »`)).toBe(1)
  })
})

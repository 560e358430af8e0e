/**
 * The document's `pattern`s in the regular-expression dialect every tester reads: ECMA-262 without
 * flags (ajv 6 in newman and portman compiles them so) and Python's `re` (Schemathesis, jsonschema).
 * zod writes its date and time patterns with `\d`, which Python reads as any Unicode digit and some
 * validators as Unicode too; `\w` likewise. Both are spelled as the ASCII ranges they mean in the
 * worker's own checks. A `\p{…}` class needs the `u` flag, which no pattern carries: the document
 * refuses to build with one, and the contract spells such characters out instead.
 */

const CLASS_ESCAPES: Record<string, string> = { d: '0-9', w: 'A-Za-z0-9_' }

/** One pattern, rewritten: `\d` and `\w` as ASCII ranges, inside a character class or outside one. */
export function portablePattern(pattern: string): string {
  let out = ''
  let inClass = false
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i]
    if (char === '\\') {
      const next = pattern[i + 1] ?? ''
      i += 1
      if (next === 'p' || next === 'P')
        throw new Error(`OpenAPI: the pattern ${pattern} needs the u flag (\\${next}{…}); spell its characters out`)
      const range = CLASS_ESCAPES[next]
      if (range === undefined) out += `\\${next}`
      else out += inClass ? range : `[${range}]`
      continue
    }
    if (char === '[' && !inClass) inClass = true
    else if (char === ']' && inClass) inClass = false
    out += char
  }
  return out
}

/** Every `pattern` of a JSON document rewritten by portablePattern, the rest as it is. */
export function withPortablePatterns<T>(document: T): T {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit)
    if (value === null || typeof value !== 'object') return value
    return Object.fromEntries(
      Object.entries(value).map(([key, member]) => [
        key,
        key === 'pattern' && typeof member === 'string' ? portablePattern(member) : visit(member),
      ]),
    )
  }
  return visit(document) as T
}

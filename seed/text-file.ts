import { readFile } from 'node:fs/promises'
import type { CsvProblem } from './regulated/csv.ts'

/**
 * Data files are UTF-8. A spreadsheet may save UTF-16 (« Unicode text ») or Windows-1252 instead; read as
 * UTF-8, such a file would give one misleading message per column (its header looks empty or garbled), so
 * the encoding is told once, with how to save the file again.
 */

/** Why bytes are not UTF-8 text, or null when they are. */
export function encodingProblem(bytes: Uint8Array): string | null {
  const resave = 'save it again as UTF-8 (« CSV UTF-8 » in a spreadsheet) and import it again'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return `the file is UTF-16 (little-endian, with its byte order mark), not UTF-8: ${resave}`
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return `the file is UTF-16 (big-endian, with its byte order mark), not UTF-8: ${resave}`
  // UTF-16 without a byte order mark: every other byte of ASCII text is zero, which UTF-8 text never holds.
  const head = bytes.subarray(0, 64)
  const zeros = head.filter((b) => b === 0).length
  if (head.length >= 4 && zeros * 4 >= head.length)
    return `the file looks like UTF-16 (zero bytes between its letters), not UTF-8: ${resave}`
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return null
  } catch {
    // The replacement character marks the first byte that is not UTF-8; the text before it re-encodes to the same bytes.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    const before = text.slice(0, text.indexOf('\uFFFD'))
    const at = new TextEncoder().encode(before).length
    const line = before.split('\n').length
    return `the file is not UTF-8 (byte 0x${(bytes[at] ?? 0).toString(16).padStart(2, '0')} on line ${line}; Windows-1252 or Latin-1 are likely): ${resave}`
  }
}

/** Reads a file as UTF-8 text (a byte order mark kept, as `readFile(…, 'utf8')` keeps it); throws on another encoding. */
export async function readUtf8File(path: string): Promise<string> {
  const bytes = await readFile(path)
  const problem = encodingProblem(bytes)
  if (problem) throw new EncodingError(problem)
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
}

export class EncodingError extends Error {
  override name = 'EncodingError'
}

/** An imported file's text; null, with one problem naming the file (and its encoding when that is the fault), when it cannot be read. */
export async function readImportedFile(path: string, problems: CsvProblem[]): Promise<string | null> {
  try {
    return await readUtf8File(path)
  } catch (error) {
    const encoding = error instanceof EncodingError
    problems.push({
      file: path,
      line: encoding ? 1 : 0,
      column: encoding ? '(encoding)' : '-',
      message: encoding ? (error as Error).message : `cannot read: ${(error as Error).message}`,
    })
    return null
  }
}

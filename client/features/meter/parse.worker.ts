import { parseEnedisFile } from './enedis-parse.ts'
import { decodeMeterFile } from './decode-meter-file.ts'
import { summarise } from './meter-analysis.ts'
import type { ParseRequest, ParseMessage } from './parse-messages.ts'

/**
 * Reads and sums up the visitor's file off the page's thread: three years of half-hours are about
 * 52 000 rows, and parsing them on the main thread would freeze the page while it happens. Nothing
 * leaves the browser: the worker only talks to the page that started it.
 */
const post = (message: ParseMessage) => postMessage(message)

addEventListener('message', (event: MessageEvent<ParseRequest>) => {
  const { id, bytes, tempoDays } = event.data
  const text = decodeMeterFile(bytes)
  const outcome = parseEnedisFile(text, { onProgress: (fraction) => post({ id, kind: 'progress', fraction }) })
  post({ id, kind: 'done', outcome: outcome.ok ? { ok: true, summary: summarise(outcome.data, tempoDays) } : outcome })
})

// Last, once the listener is in place: the page sends no file before this.
post({ kind: 'ready' })

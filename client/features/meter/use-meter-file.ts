import { useCallback, useEffect, useRef, useState } from 'react'
import type { TempoColour } from './meter-data.ts'
import type { MeterSummary } from './meter-analysis.ts'
import type { ParseMessage, ParseRequest } from './parse-messages.ts'
import { startParseWorker } from './start-parse-worker.ts'

export type MeterFileState =
  | { status: 'idle' }
  | { status: 'reading'; name: string; fraction: number }
  | { status: 'ready'; name: string; file: File; summary: MeterSummary }
  | { status: 'failed'; name: string; message: string }

/** Three years of half-hours weigh about 2 MB; far beyond that, the file is not a consumption export. */
const MAX_BYTES = 30 * 1024 * 1024

export const READ_FAILED = 'La lecture du fichier a échoué. Réessayez, ou choisissez un autre fichier.'

/**
 * Reads a consumption file in a worker thread and keeps what it found. The worker starts with the page,
 * while the network is there, so a file chosen after the connection dropped is still read; if its code
 * could not be fetched, it is started again (start-parse-worker.ts) and a file chosen meanwhile waits for
 * it instead of being lost. The Tempo colours known to the catalogue go with each file, for the worker to
 * split the consumption by colour.
 */
export function useMeterFile(tempoDays: ReadonlyMap<string, TempoColour>) {
  const [state, setState] = useState<MeterFileState>({ status: 'idle' })
  const worker = useRef<Promise<Worker> | null>(null)
  const pending = useRef<{ id: number; file: File } | null>(null)
  const lastId = useRef(0)
  const colours = useRef(tempoDays)
  colours.current = tempoDays

  const answer = useCallback((event: MessageEvent<ParseMessage>) => {
    const message = event.data
    const current = pending.current
    // An answer about a file the visitor has since replaced is stale.
    if (message.kind === 'ready' || !current || message.id !== current.id) return
    const name = current.file.name
    if (message.kind === 'progress') {
      setState({ status: 'reading', name, fraction: message.fraction })
      return
    }
    pending.current = null
    setState(
      message.outcome.ok
        ? { status: 'ready', name, file: current.file, summary: message.outcome.summary }
        : { status: 'failed', name, message: message.outcome.message },
    )
  }, [])

  const crash = useCallback(() => {
    const current = pending.current
    pending.current = null
    if (current) setState({ status: 'failed', name: current.file.name, message: READ_FAILED })
  }, [])

  /** The running worker, or one being started; a start that gave up is forgotten, so the next file tries again. */
  const ready = useCallback((): Promise<Worker> => {
    const running = worker.current
    if (running) return running
    const starting = startParseWorker().then(
      (started) => {
        started.addEventListener('message', answer)
        started.addEventListener('error', crash)
        return started
      },
      (error: unknown) => {
        if (worker.current === starting) worker.current = null
        throw error
      },
    )
    worker.current = starting
    return starting
  }, [answer, crash])

  useEffect(() => {
    const started = ready()
    started.catch(() => undefined)
    return () => {
      worker.current = null
      void started.then(
        (running) => running.terminate(),
        () => undefined,
      )
    }
  }, [ready])

  const read = useCallback(
    async (file: File) => {
      const id = ++lastId.current
      pending.current = { id, file }
      if (file.size > MAX_BYTES) {
        pending.current = null
        setState({
          status: 'failed',
          name: file.name,
          message: 'Ce fichier dépasse 30\u00a0Mo\u00a0: un export Enedis de trois ans de relevés à la demi-heure en fait environ 2.',
        })
        return
      }
      setState({ status: 'reading', name: file.name, fraction: 0 })
      try {
        const [running, bytes] = await Promise.all([ready(), file.arrayBuffer()])
        if (pending.current?.id !== id) return
        const request: ParseRequest = { id, bytes, tempoDays: colours.current }
        running.postMessage(request, [bytes])
      } catch {
        if (pending.current?.id !== id) return
        pending.current = null
        setState({ status: 'failed', name: file.name, message: READ_FAILED })
      }
    },
    [ready],
  )

  const clear = useCallback(() => {
    pending.current = null
    setState({ status: 'idle' })
  }, [])

  return { state, read, clear }
}

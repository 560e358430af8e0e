import { retryImport } from '../../lib/retry-import.ts'
import type { ParseMessage } from './parse-messages.ts'

/**
 * Starts the worker that reads consumption files, and resolves once its code has loaded. A worker whose
 * script never arrived (the connection dropped as the page started) stays silent forever, and a file
 * sent to it would never be answered; so it is started again, under the rule the app follows for any
 * code it fetches: as soon as the connection comes back, or after 1, 2, 4 and 8 s while online.
 */
export const startParseWorker = (): Promise<Worker> => retryImport(startOnce)

function startOnce(): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), {
      type: 'module',
      name: 'lecture-fichier-enedis',
    })
    const settle = () => {
      worker.removeEventListener('message', onMessage)
      worker.removeEventListener('error', onError)
    }
    const onMessage = (event: MessageEvent<ParseMessage>) => {
      if (event.data.kind !== 'ready') return
      settle()
      resolve(worker)
    }
    // Before `ready`, an error can only be the script failing to load: a parsing error comes later.
    const onError = () => {
      settle()
      worker.terminate()
      reject(new Error('The file reader’s code did not load.'))
    }
    worker.addEventListener('message', onMessage)
    worker.addEventListener('error', onError)
  })
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { retryImport } from './retry-import.ts'

/** A browser's window as retryImport sees it: navigator.onLine and the `online` event. */
function fakeBrowser() {
  const events = new EventTarget()
  const browser = { onLine: true }
  vi.stubGlobal('navigator', browser)
  vi.stubGlobal('addEventListener', events.addEventListener.bind(events))
  vi.stubGlobal('removeEventListener', events.removeEventListener.bind(events))
  return {
    goOffline: () => {
      browser.onLine = false
    },
    comeBack: () => {
      browser.onLine = true
      events.dispatchEvent(new Event('online'))
    },
  }
}

/** A chunk whose first `failures` loads fail, counting every load. */
function chunk(failures: number) {
  const load = vi.fn(() =>
    load.mock.calls.length <= failures
      ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
      : Promise.resolve('module'),
  )
  return load
}

describe('retryImport', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('asks again as soon as the connection comes back, however long it was gone', async () => {
    const browser = fakeBrowser()
    browser.goOffline()
    const load = chunk(1)
    let result: unknown
    void retryImport(load).then((value) => {
      result = value
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(load).toHaveBeenCalledTimes(1)
    browser.comeBack()
    await vi.advanceTimersByTimeAsync(0)
    expect(load).toHaveBeenCalledTimes(2)
    expect(result).toBe('module')
  })

  it('never gives up while offline: the failure would make the router reload the page onto an error page', async () => {
    const browser = fakeBrowser()
    browser.goOffline()
    const load = chunk(Number.POSITIVE_INFINITY)
    let settled = false
    void retryImport(load).then(
      () => {
        settled = true
      },
      () => {
        settled = true
      },
    )
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(settled).toBe(false)
    expect(load.mock.calls.length).toBeGreaterThan(4)
  })

  it('online, asks again after 1, 2, 4 and 8 s, then reports the failure', async () => {
    fakeBrowser()
    const load = chunk(Number.POSITIVE_INFINITY)
    const outcome = retryImport(load).then(
      () => 'loaded',
      (error: Error) => error.message,
    )
    await vi.advanceTimersByTimeAsync(0)
    const attemptsAt: number[] = []
    for (const wait of [1_000, 2_000, 4_000, 8_000]) {
      await vi.advanceTimersByTimeAsync(wait - 1)
      attemptsAt.push(load.mock.calls.length)
      await vi.advanceTimersByTimeAsync(1)
    }
    expect(attemptsAt).toEqual([1, 2, 3, 4])
    expect(load).toHaveBeenCalledTimes(5)
    expect(await outcome).toBe('Failed to fetch dynamically imported module')
  })

  it('a chunk that comes on a later attempt is the import’s result', async () => {
    fakeBrowser()
    const load = chunk(2)
    const outcome = retryImport(load)
    await vi.advanceTimersByTimeAsync(3_000)
    expect(await outcome).toBe('module')
    expect(load).toHaveBeenCalledTimes(3)
  })
})

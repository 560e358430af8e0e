import { unstable_readConfig } from 'wrangler'
import { describe, expect, it } from 'vitest'
import { CALLBACK_DEAD_LETTER_QUEUE_NAME, CALLBACK_QUEUE_NAME, DELIVERY_SWEEP_CRON } from '../../worker/jobs/callback-queues.ts'
import { CRON_JOBS, cronJobOf } from '../../worker/jobs/cron-jobs.ts'
import { TEMPO_SYNC_CRONS } from '../../worker/jobs/tempo-sync.ts'

const config = unstable_readConfig({ config: 'wrangler.toml' })

/** Every spelling of "api" in upper and lower case letters: api, apI, … API. */
function caseVariants(word: string): string[] {
  return [...word].reduce<string[]>(
    (variants, letter) => variants.flatMap((v) => [v + letter.toLowerCase(), v + letter.toUpperCase()]),
    [''],
  )
}

describe('wrangler.toml', () => {
  it('sends /api and /api/… in every letter case to the worker, so none gets the HTML 404 page', () => {
    const patterns = config.assets?.run_worker_first
    expect(Array.isArray(patterns)).toBe(true)
    for (const variant of caseVariants('api')) {
      expect(patterns).toContain(`/${variant}`)
      expect(patterns).toContain(`/${variant}/*`)
    }
  })

  it('serves one public origin: no workers.dev address, no preview URLs', () => {
    expect(config.workers_dev).toBe(false)
    expect(config.preview_urls).toBe(false)
  })

  it('keeps no invocation logs (they hold every request header) and redacts query strings', () => {
    expect(config.observability?.logs?.invocation_logs).toBe(false)
    expect(config.observability?.redact_query_string).toBe(true)
  })

  it('never gives the test environment the site’s domain', () => {
    const test = unstable_readConfig({ config: 'wrangler.toml', env: 'test' })
    expect(test.routes).toEqual([])
    expect(test.ratelimits[0]?.simple.limit).toBeGreaterThan(1000)
  })

  it.each([
    ['production', undefined],
    ['test', 'test'],
  ])('delivers callback requests through the queue, with retries, a dead-letter queue and the sweep (%s)', (_, env) => {
    const config = unstable_readConfig({ config: 'wrangler.toml', env })
    expect(config.queues.producers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ binding: 'CALLBACK_QUEUE', queue: CALLBACK_QUEUE_NAME }),
        expect.objectContaining({ binding: 'CALLBACK_DEAD_LETTERS', queue: CALLBACK_DEAD_LETTER_QUEUE_NAME }),
      ]),
    )
    const consumer = config.queues.consumers?.find((entry: { queue: string }) => entry.queue === CALLBACK_QUEUE_NAME)
    expect(consumer?.dead_letter_queue).toBe(CALLBACK_DEAD_LETTER_QUEUE_NAME)
    expect(consumer?.max_retries).toBeGreaterThanOrEqual(5)
    // The dead-letter queue has a consumer too: it records what ran out of retries as failed.
    expect(config.queues.consumers?.some((entry: { queue: string }) => entry.queue === CALLBACK_DEAD_LETTER_QUEUE_NAME)).toBe(true)
    expect(config.triggers.crons).toContain(DELIVERY_SWEEP_CRON)
  })

  it('triggers the Tempo job at the times its module names, beside the other jobs', () => {
    expect(config.triggers.crons).toEqual(expect.arrayContaining(['17 3 * * *', ...TEMPO_SYNC_CRONS]))
  })

  it('names the job of every cron it triggers, and triggers every named job', () => {
    const crons: string[] = config.triggers.crons ?? []
    expect(crons.length).toBeGreaterThan(0)
    for (const cron of crons) expect(cronJobOf(cron), cron).toBeDefined()
    expect([...CRON_JOBS.keys()].sort()).toEqual([...crons].sort())
  })

  it('points every automated local run at the fake RTE server, never at RTE', () => {
    expect(config.vars.RTE_API_BASE_URL).toBe('https://digital.iservices.rte-france.com')
    const test = unstable_readConfig({ config: 'wrangler.toml', env: 'test' })
    expect(new URL(String(test.vars.RTE_API_BASE_URL)).hostname).toBe('127.0.0.1')
    expect(Object.keys(test.vars).sort()).toEqual(Object.keys(config.vars).sort())
  })
})

import { dehydrate, hydrate } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ApiRequestError } from './api-client.ts'
import { answerFromText, answerToText, createQueryClient } from './query-client.ts'

const retry = createQueryClient().getDefaultOptions().queries?.retry
const retries = (failures: number, error: Error): boolean => {
  if (typeof retry !== 'function') throw new Error('the query client has no retry rule')
  return retry(failures, error) as boolean
}

describe('createQueryClient', () => {
  it('asks again, three times at most, for a request that got no answer', () => {
    const dropped = new TypeError('Failed to fetch')
    expect([0, 1, 2, 3].map((failures) => retries(failures, dropped))).toEqual([true, true, true, false])
  })

  it('shows at once an answer that says no', () => {
    expect(retries(0, new ApiRequestError(500, '500: Internal Server Error', ''))).toBe(false)
    expect(retries(0, new ApiRequestError(404, '404: Not Found', ''))).toBe(false)
    expect(retries(0, new SyntaxError('Unexpected token < in JSON'))).toBe(false)
  })
})

describe('the answers a prerendered page carries', () => {
  it('travel as JSON text and come back as the same data', () => {
    const client = createQueryClient()
    const answer = { items: [{ id: 'a', nested: { share: 0.5, since: '2026-08-01' }, missing: null, tags: ['fixe'] }], total: 1 }
    client.setQueryData(['answer'], answer)
    client.setQueryData(['text'], 'Connexion lente')
    const dehydrated = dehydrate(client)
    for (const query of dehydrated.queries) expect(typeof query.state.data).toBe('string')

    const browser = createQueryClient()
    hydrate(browser, dehydrated)
    expect(browser.getQueryData(['answer'])).toEqual(answer)
    expect(browser.getQueryData(['text'])).toBe('Connexion lente')
  })

  it('leave a query without data as it is', () => {
    expect(answerToText(undefined)).toBeUndefined()
    expect(answerFromText(undefined)).toBeUndefined()
    expect(answerFromText(answerToText(null))).toBeNull()
  })
})

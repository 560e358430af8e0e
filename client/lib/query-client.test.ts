import { describe, expect, it } from 'vitest'
import { ApiRequestError } from './api-client.ts'
import { createQueryClient } from './query-client.ts'

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

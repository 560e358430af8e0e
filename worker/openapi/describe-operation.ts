import type { DescribeRouteOptions } from 'hono-openapi'
import { describeRoute } from 'hono-openapi'
import { errors } from './responses.ts'

/**
 * hono-openapi's describeRoute() with the answer every operation of the API has: 500, an unexpected
 * error. Routes use it in place of describeRoute().
 */
export function describeOperation(operation: DescribeRouteOptions) {
  return describeRoute({ ...operation, responses: { ...operation.responses, 500: errors.internal } })
}

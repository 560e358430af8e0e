import { describe, expect, it } from 'vitest'
import { supplier } from '../../lib/supplier-summary.fixture.ts'
import { topForCustomerService } from './customer-service.ts'

describe('customer service top 3', () => {
  it('ranks by rating, then by number of reviews, then catalogue order', () => {
    const list = [
      supplier({ id: 1, rating: 4.5, reviews: 100 }),
      supplier({ id: 2, rating: 4.6, reviews: 50 }),
      supplier({ id: 3, rating: 4.5, reviews: 2600 }),
      supplier({ id: 4, rating: 4.5, reviews: 100 }),
      supplier({ id: 5, rating: 3, reviews: 99999 }),
    ]
    expect(topForCustomerService(list).map((s) => s.id)).toEqual([2, 3, 1])
    expect(topForCustomerService(list.slice(0, 1))).toHaveLength(1)
  })
})

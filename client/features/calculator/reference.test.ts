import { describe, expect, it } from 'vitest'
import { baseGrid, gasMonth } from '../../lib/regulated-reference.fixture.ts'
import { regulatedReference } from '../../lib/regulated-reference.ts'
import { NOT_COMMUNICATED } from '../../lib/format.ts'
import { electricityLines, gasLines, totalNote } from './cost-lines.ts'
import { computeCosts } from './costs.ts'
import { calculatorReference, electricitySubscription, profileSubscriptions } from './reference.ts'

// A grid in force from August 2026 known at 6 kVA only, after a complete one; gas months of which the
// newest gives no subscription. Round made-up figures, so the expectations read on their own.
const grids = [
  baseGrid('2026-02-01', '2026-07-31', [
    { kva: 6, price: 0.19, monthly: 15 },
    { kva: 9, price: 0.19, monthly: 18 },
  ]),
  baseGrid('2026-08-01', null, [
    { kva: 6, price: 0.2, monthly: 16 },
    { kva: 9, price: null, monthly: null },
  ]),
]
const months = [gasMonth('2026-01', { price: 0.1, perYear: 340 }), gasMonth('2026-03', { price: 0.11, perYear: null })]
const reference = calculatorReference(regulatedReference(grids, months, '2026-11-23'))

describe('calculatorReference', () => {
  it('takes the Base subscription at the visitor’s power from the grid in force, never an older one', () => {
    expect(electricitySubscription(reference, 6)).toEqual({ kva: 6, since: '2026-08-01', perMonth: 16 })
    expect(electricitySubscription(reference, 9)).toEqual({ kva: 9, since: '2026-08-01', perMonth: null })
    expect(electricitySubscription(reference, 36)).toEqual({ kva: 36, since: '2026-08-01', perMonth: null })
    const before = calculatorReference(regulatedReference(grids, months, '2026-05-01'))
    expect(electricitySubscription(before, 9)).toEqual({ kva: 9, since: '2026-02-01', perMonth: 18 })
  })

  it('takes the gas price and subscription of one month, and shows a newer price as information', () => {
    expect(reference.prices.gas).toEqual({ pricePerKwh: 0.1, month: '2026-01' })
    expect(reference.gasSubscription).toEqual({ month: '2026-01', perYear: 340 })
    expect(reference.newerGasPrice).toEqual({ month: '2026-03', pricePerKwh: 0.11 })
  })

  it('without a month that gives both, starts from the newest price and has no gas subscription', () => {
    const partial = calculatorReference(regulatedReference(grids, [gasMonth('2026-03', { price: 0.11, perYear: null })], '2026-11-23'))
    expect(partial.prices.gas).toEqual({ pricePerKwh: 0.11, month: '2026-03' })
    expect(partial.gasSubscription).toBeNull()
  })

  it('before any Base grid: no subscription, and the page reads « non communiqué », never NaN', () => {
    const empty = calculatorReference(regulatedReference([], [], '2026-11-23'))
    const subscription = electricitySubscription(empty, 6)
    expect(subscription).toEqual({ kva: 6, since: null, perMonth: null })
    const profile = { electricityKwh: 3500, electricityPrice: 0.2, gasKwh: 8000, gasPrice: 0.1 }
    const costs = computeCosts(profile, { electricityPerMonth: subscription.perMonth, gasPerYear: empty.gasSubscription?.perYear ?? null })
    const text = [
      ...electricityLines(3500, 0.2, costs.electricity, subscription, null),
      ...gasLines(8000, 0.1, costs.gas, empty.gasSubscription, null),
    ]
      .map((line) => `${line.label} ${line.value}`)
      .concat(totalNote(costs))
      .join('\n')
    expect(text).not.toMatch(/NaN|N\/A|undefined|null/)
    expect(electricityLines(3500, 0.2, costs.electricity, subscription, null)[1]?.value).toBe(NOT_COMMUNICATED)
    expect(totalNote(costs)).toContain('Abonnements d’électricité et de gaz non communiqués')
  })

  it('a subscription typed from a bill replaces the regulated one, per month for both energies', () => {
    const regulated = { kva: 9, electricitySubscription: null, gasSubscription: null } as const
    expect(profileSubscriptions(regulated, reference)).toEqual({ electricityPerMonth: null, gasPerYear: 340 })
    const typed = { kva: 9, electricitySubscription: 17.35, gasSubscription: 24.1 } as const
    expect(profileSubscriptions(typed, reference)).toEqual({ electricityPerMonth: 17.35, gasPerYear: 289.2 })
    const costs = computeCosts(
      { electricityKwh: 3500, electricityPrice: 0.2, gasKwh: 8000, gasPrice: 0.1 },
      profileSubscriptions(typed, reference),
    )
    expect(costs.electricity.subscription).toBe(208.2)
    expect(costs.total.missingSubscriptions).toEqual([])
    expect(electricityLines(3500, 0.2, costs.electricity, electricitySubscription(reference, 9), 17.35)[1]).toEqual({
      label: 'Abonnement (le vôtre\u00a0: 12 × 17,35\u00a0€)',
      value: '208,20\u00a0€',
    })
  })
})

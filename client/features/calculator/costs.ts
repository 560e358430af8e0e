import type { CalculatorProfile } from './profile.ts'

export type Cost = { annual: number; monthly: number }
export type CalculatorCosts = { electricity: Cost; gas: Cost; total: Cost }

function cost(annual: number): Cost {
  return { annual, monthly: annual / 12 }
}

/** Spec §9: annual = consumption × price, monthly = annual / 12, total = electricity + gas. Unrounded. */
export function computeCosts(profile: CalculatorProfile): CalculatorCosts {
  const electricity = profile.electricityConsumption * profile.electricityPrice
  const gas = profile.gasConsumption * profile.gasPrice
  return { electricity: cost(electricity), gas: cost(gas), total: cost(electricity + gas) }
}

// The units an Enedis export writes its values in. A power (W, kW) is the mean power of each interval,
// which becomes energy only with the interval's length; an energy (Wh, kWh) is already what the interval
// consumed. Anything else (VA, var, a misspelling) is refused: reading it as one of these would be a guess.

export type Quantity = 'power' | 'energy'

export interface Unit {
  quantity: Quantity
  /** Watts (power) or watt-hours (energy) per unit written. */
  factor: number
}

const UNITS: Readonly<Record<string, Unit>> = {
  w: { quantity: 'power', factor: 1 },
  kw: { quantity: 'power', factor: 1000 },
  wh: { quantity: 'energy', factor: 1 },
  kwh: { quantity: 'energy', factor: 1000 },
}

/** The unit as written (`W`, `kWh`, in any case); undefined for a unit the parser does not know. */
export function readUnit(written: string): Unit | undefined {
  return Object.hasOwn(UNITS, written.trim().toLowerCase()) ? UNITS[written.trim().toLowerCase()] : undefined
}

/** What a file without any unit holds, as the customer area's export writes it: W for a load curve, Wh for days. */
export const WATTS: Unit = { quantity: 'power', factor: 1 }
export const WATT_HOURS: Unit = { quantity: 'energy', factor: 1 }

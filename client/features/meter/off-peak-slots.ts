import type { OffPeakSlot } from './meter-data.ts'

/**
 * The visitor's off-peak hours as typed on the page: « 22h-6h », or slots split over the day
 * (« 1h30-7h30 ; 12h30-14h30 »), as an electricity bill prints them. Minutes are optional
 * (« 22h », « 22h30 », « 22:30 »); slots are separated by « ; », « , », « et » or a new line.
 */

export const SLOTS_EXAMPLE = '22h-6h ; 12h30-14h30'

export type SlotsOutcome = { ok: true; slots: OffPeakSlot[] } | { ok: false; message: string }

const TIME = String.raw`(\d{1,2})\s*(?:h|:)\s*(\d{2})?`
const SLOT = new RegExp(String.raw`^${TIME}\s*(?:-|–|à|a)\s*${TIME}$`, 'i')

function minutesOf(hours: string | undefined, minutes: string | undefined): number | null {
  const h = Number(hours)
  const m = minutes === undefined ? 0 : Number(minutes)
  // 24 h is midnight at the end of a slot (« 20h-24h »).
  if (!Number.isInteger(h) || h > 24 || m > 59 || (h === 24 && m !== 0)) return null
  return (h * 60 + m) % (24 * 60)
}

export function parseSlots(text: string): SlotsOutcome {
  const parts = text
    .split(/;|,|\n|\bet\b/i)
    .map((part) => part.trim())
    .filter((part) => part !== '')
  const expected = `Écrivez vos heures creuses comme sur votre facture, par exemple «\u00a0${SLOTS_EXAMPLE}\u00a0».`
  if (parts.length === 0) return { ok: false, message: `Aucune plage horaire. ${expected}` }
  const slots: OffPeakSlot[] = []
  for (const part of parts) {
    const match = SLOT.exec(part)
    const from = match ? minutesOf(match[1], match[2]) : null
    const to = match ? minutesOf(match[3], match[4]) : null
    if (from === null || to === null) return { ok: false, message: `«\u00a0${part}\u00a0» n’est pas une plage horaire. ${expected}` }
    if (from === to) return { ok: false, message: `La plage «\u00a0${part}\u00a0» est vide. ${expected}` }
    slots.push({ from, to })
  }
  const total = slots.reduce((sum, slot) => sum + slotLength(slot), 0)
  if (total >= 24 * 60 || overlaps(slots))
    return { ok: false, message: `Les plages se chevauchent ou couvrent toute la journée. ${expected}` }
  return { ok: true, slots }
}

/** Minutes in a slot; one that ends before it starts runs past midnight. */
export function slotLength({ from, to }: OffPeakSlot): number {
  return to > from ? to - from : 24 * 60 - from + to
}

/** Minutes of [start, start + length) inside the slots, on a day's clock (intervals never span midnight twice). */
export function minutesInSlots(start: number, length: number, slots: readonly OffPeakSlot[]): number {
  let inside = 0
  for (const slot of slots) {
    // A slot past midnight is two ranges on the day's clock: [from, 24 h) and [0, to).
    const ranges: [number, number][] =
      slot.to > slot.from
        ? [[slot.from, slot.to]]
        : [
            [slot.from, 24 * 60],
            [0, slot.to],
          ]
    for (const [from, to] of ranges) {
      // The interval may itself end past midnight (23 h 30 – 0 h): compare on an unrolled clock too.
      for (const shift of [0, 24 * 60]) inside += Math.max(0, Math.min(start + length, to + shift) - Math.max(start, from + shift))
    }
  }
  return Math.min(inside, length)
}

function overlaps(slots: readonly OffPeakSlot[]): boolean {
  // Minute by minute over a day: 1 440 checks per slot, nothing to get wrong at midnight.
  const taken = new Uint8Array(24 * 60)
  for (const slot of slots) {
    for (let i = 0; i < slotLength(slot); i++) {
      const minute = (slot.from + i) % (24 * 60)
      if (taken[minute]) return true
      taken[minute] = 1
    }
  }
  return false
}

const clock = (minutes: number) => {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${String(m).padStart(2, '0')}`
}

/** « 22 h – 6 h et 12 h 30 – 14 h 30 », in French typography. */
export function describeSlots(slots: readonly OffPeakSlot[]): string {
  const parts = slots.map((slot) => `${clock(slot.from)}\u00a0–\u00a0${clock(slot.to)}`)
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`
}

import type { PeriodShares, ShareName } from './household.ts'
import { OWN_SHARE_LABELS, ownShareLabel, SHARE_DEFAULT_LABELS, SHARE_DEFAULTS } from './share-defaults.ts'
import {
  inWindow,
  OFFER_OPTION_PERIODS,
  type OfferHours,
  type OfferOptionName,
  parseHourWindow,
  UNKNOWN_HOURS,
  windowHours,
} from './offer-structures.ts'

/**
 * How a household's yearly use splits over the periods of each price structure. Plain code without
 * zod: the comparison pages run it in the browser for every offer.
 *
 * Each structure's periods cross at most three independent cuts of the year: the kind of day (week-end,
 * a chosen weekday, a sobriety day, a Tempo red day), the season (April–October against November–March)
 * and the hours (off-peak, super off-peak). A period's share is the product of the household's shares on
 * each cut: the use is taken to spread the same way over the hours whatever the day or the season. Each
 * share is the visitor's own when the page has it (the meter file gives every one of them exactly);
 * otherwise the calendar's, stated next to every offer that used it (docs/decisions/0056).
 */

function hourText(h: number): string {
  return `${h}\u00a0h`
}

/** « de 0 h à 8 h, de 13 h à 18 h et de 20 h à 24 h ». */
export function windowLabel(spans: readonly (readonly [number, number])[]): string {
  const parts = spans.map(([from, to]) => `de ${hourText(from)} à ${hourText(to)}`)
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}` : (parts[0] ?? '')
}

/** A share a cost used, named for the page: the calendar's default in place of the household's own, or the household's own. */
export interface ShareAssumption {
  share: ShareName
  /** The window, for an hours share. */
  window?: string
  value: number
  label: string
}

/** What the share computation reads of a household. */
export interface ShareInputs {
  offPeakShare: number
  /** Use on Tempo red days, when the household states it. */
  red?: number
  shares?: Partial<PeriodShares>
}

export type UsageShares =
  | {
      ok: true
      shares: Record<string, number>
      /** The calendar defaults taken in place of the household's own shares. */
      assumptions: ShareAssumption[]
      /** The household's own shares used (from its meter file), so the page can say the cost is its own. */
      ownShares: ShareAssumption[]
      /** The profile's off-peak share, when the offer's off-peak hours are the meter's own (its grid states none). */
      profileOffPeakShare?: number
    }
  | { ok: false; reason: string }

/** A window's share of the day's use from the household's 24 hourly shares. */
export function hourlyWindowShare(hourly: readonly number[], spans: readonly (readonly [number, number])[]): number {
  return hourly.reduce((sum, share, hour) => (inWindow(spans, hour) ? sum + share : sum), 0)
}

const isShare = (n: number) => n >= 0 && n <= 1

/**
 * Each period's share of the year's use for a structure other than Base, HP/HC with the meter's hours
 * and Tempo (those keep their own rules in offer-cost.ts). `hours` is the grid's stated windows.
 */
export function structureShares(option: OfferOptionName, hours: OfferHours | undefined, household: ShareInputs): UsageShares {
  const assumptions: ShareAssumption[] = []
  const ownShares: ShareAssumption[] = []
  const given = household.shares ?? {}
  const share = (name: Exclude<ShareName, 'hours' | 'red'>): number => {
    const own = given[name]
    if (own !== undefined) {
      if (!ownShares.some((a) => a.share === name)) ownShares.push({ share: name, value: own, label: OWN_SHARE_LABELS[name](own) })
      return own
    }
    assumptions.push({ share: name, value: SHARE_DEFAULTS[name], label: SHARE_DEFAULT_LABELS[name] })
    return SHARE_DEFAULTS[name]
  }
  let failure: string | null = null
  let usedProfileOffPeak = false
  /** The share of a period's hours: its own window, the grid's `offPeak` window, or the meter's off-peak slots. */
  const hourShare = (period: string, meterSlots: boolean): number => {
    const window = hours?.[period] ?? (period.endsWith('OffPeak') && !period.endsWith('SuperOffPeak') ? hours?.offPeak : undefined)
    if (window === undefined) {
      if (meterSlots) {
        usedProfileOffPeak = true
        return household.offPeakShare
      }
      failure = 'Plages horaires des heures super creuses non relevées.'
      return 0
    }
    if (window === UNKNOWN_HOURS) {
      failure = 'Plages horaires propres à l’offre non relevées\u00a0: sa part de consommation ne peut pas être estimée.'
      return 0
    }
    const spans = parseHourWindow(window)
    if (!spans) {
      failure = `Plages horaires illisibles (${window}).`
      return 0
    }
    const own = given.hours?.[window] ?? (given.hourly?.length === 24 ? hourlyWindowShare(given.hourly, spans) : undefined)
    if (own !== undefined) {
      if (!ownShares.some((a) => a.share === 'hours' && a.window === window))
        ownShares.push({ share: 'hours', window, value: own, label: ownShareLabel(windowLabel(spans), own) })
      return own
    }
    const count = windowHours(spans)
    const value = count / 24
    if (!assumptions.some((a) => a.share === 'hours' && a.window === window))
      assumptions.push({
        share: 'hours',
        window,
        value,
        label: `part ${windowLabel(spans)}\u00a0: ${count}/24 de la journée (par défaut)`,
      })
    return value
  }
  const weekendAllOffPeak = hours?.weekend === 'offPeak'
  const out: Record<string, number> = {}
  switch (option) {
    case 'base':
    case 'tempo':
    case 'spot':
      return { ok: false, reason: 'Structure sans répartition propre.' }
    case 'hphc': {
      // Only for an HP/HC offer whose off-peak hours are its own (the meter's slots take the household's share as it is).
      const h = hourShare('offPeak', true)
      Object.assign(out, { offPeak: h, peak: 1 - h })
      break
    }
    case 'weekend': {
      const w = share('weekend')
      Object.assign(out, { weekend: w, weekday: 1 - w })
      break
    }
    case 'weekendPlusDay': {
      const w = share('weekend') + share('chosenDay')
      Object.assign(out, { weekendAndDay: w, weekday: 1 - w })
      break
    }
    case 'weekendHpHc':
    case 'weekendPlusDayHpHc': {
      const w = option === 'weekendHpHc' ? share('weekend') : share('weekend') + share('chosenDay')
      const h = hourShare('offPeak', true)
      Object.assign(out, { [option === 'weekendHpHc' ? 'weekend' : 'weekendAndDay']: w, offPeak: (1 - w) * h, peak: (1 - w) * (1 - h) })
      break
    }
    case 'flex': {
      const f = share('sobrietyDays')
      const h = hourShare('offPeak', true)
      Object.assign(out, { sobrietyOffPeak: f * h, sobrietyPeak: f * (1 - h), offPeak: (1 - f) * h, peak: (1 - f) * (1 - h) })
      break
    }
    case 'seasonal':
    case 'seasonalSuperOffPeak': {
      const s = share('summer')
      const w = weekendAllOffPeak ? share('weekend') : 0
      for (const [season, weight] of [
        ['winter', 1 - s],
        ['summer', s],
      ] as const) {
        const off = hourShare(`${season}OffPeak`, true)
        const superOff = option === 'seasonalSuperOffPeak' ? hourShare(`${season}SuperOffPeak`, false) : 0
        // Week-ends wholly off-peak: the weekday hours split as stated, every week-end hour off-peak.
        const offShare = w + (1 - w) * off
        const superShare = (1 - w) * superOff
        if (option === 'seasonalSuperOffPeak') out[`${season}SuperOffPeak`] = weight * superShare
        out[`${season}OffPeak`] = weight * offShare
        out[`${season}Peak`] = weight * (1 - offShare - superShare)
      }
      break
    }
    case 'tempoLike': {
      const s = share('summer')
      let r = household.red
      if (r === undefined) {
        r = SHARE_DEFAULTS.red
        assumptions.push({ share: 'red', value: r, label: SHARE_DEFAULT_LABELS.red })
      }
      if (r + s > 1) return { ok: false, reason: 'Les parts des jours rouges et de l’été dépassent 100\u00a0%.' }
      for (const [day, weight] of [
        ['red', r],
        ['winter', 1 - s - r],
        ['summer', s],
      ] as const) {
        const h = hourShare(`${day}OffPeak`, true)
        out[`${day}OffPeak`] = weight * h
        out[`${day}Peak`] = weight * (1 - h)
      }
      break
    }
  }
  if (failure !== null) return { ok: false, reason: failure }
  const periods: readonly string[] = OFFER_OPTION_PERIODS[option]
  if (Object.keys(out).sort().join() !== [...periods].sort().join() || !Object.values(out).every(isShare)) {
    return { ok: false, reason: 'Parts de consommation incohérentes pour cette structure de prix.' }
  }
  return { ok: true, shares: out, assumptions, ownShares, ...(usedProfileOffPeak ? { profileOffPeakShare: household.offPeakShare } : {}) }
}

/** One reading of a meter file as the shares need it: its local day (Europe/Paris) and hour, and its kWh. */
export interface LocalReading {
  /** YYYY-MM-DD, the calendar day in France. */
  day: string
  /** 0–23, the hour in France the reading starts in. */
  hour: number
  kwh: number
}

/**
 * The household's own shares from its meter readings (the load curve's half-hours, in local time): the
 * week-end's, the busiest weekday's (the day a « week-end + 1 jour » customer would choose), April to
 * October's, and each given hour window's. Sobriety days are the supplier's to call and cannot be read
 * from past use: they are left out, so their default applies. Null when the readings hold no kWh.
 * The page passes the windows of the offers it costs (the grids' `hours` values).
 */
export function periodSharesFromReadings(
  readings: readonly LocalReading[],
  windows: readonly string[],
): Omit<PeriodShares, 'sobrietyDays' | 'hourly'> | null {
  let total = 0
  let weekend = 0
  let summer = 0
  const byWeekday = [0, 0, 0, 0, 0, 0, 0]
  const spans = windows.flatMap((w) => {
    const parsed = parseHourWindow(w)
    return parsed ? [[w, parsed] as const] : []
  })
  const inHours = new Map<string, number>(spans.map(([w]) => [w, 0]))
  for (const { day, hour, kwh } of readings) {
    total += kwh
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
    byWeekday[weekday] = (byWeekday[weekday] ?? 0) + kwh
    if (weekday === 0 || weekday === 6) weekend += kwh
    const month = Number(day.slice(5, 7))
    if (month >= 4 && month <= 10) summer += kwh
    for (const [w, s] of spans) if (inWindow(s, hour)) inHours.set(w, (inHours.get(w) ?? 0) + kwh)
  }
  if (!(total > 0)) return null
  const busiestWeekday = Math.max(...byWeekday.slice(1, 6))
  return {
    weekend: weekend / total,
    chosenDay: busiestWeekday / total,
    summer: summer / total,
    hours: Object.fromEntries([...inHours].map(([w, kwh]) => [w, kwh / total])),
  }
}

/**
 * The household's 24 hourly shares from its load curve's readings (each counted in the hour it starts
 * in): what prices any offer's own hours. Null when the readings hold no kWh.
 */
export function hourlySharesFromReadings(readings: readonly LocalReading[]): number[] | null {
  const byHour = Array.from({ length: 24 }, () => 0)
  let total = 0
  for (const { hour, kwh } of readings) {
    byHour[hour] = (byHour[hour] ?? 0) + kwh
    total += kwh
  }
  return total > 0 ? byHour.map((kwh) => kwh / total) : null
}

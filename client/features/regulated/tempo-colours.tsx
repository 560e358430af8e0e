import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { franceDate } from '#contract/regulated-dates'
import type { TempoColour } from '#contract/tempo-dates'
import { shiftDay, tempoYearStart } from '#contract/tempo-calendar'
import { apiGet } from '../../lib/api-client.ts'
import { formatLongDate, formatKwh } from '../../lib/format.ts'
import { REFERENCE_KVA, type RegulatedReference, rowAt } from '../../lib/regulated-reference.ts'
import { cx } from '../../ui/cx.ts'
import { srOnly } from '../../ui/visually-hidden.css.ts'
import { LoadFailure } from '../../ui/load-failure.tsx'
import { QueryBoundary } from '../../ui/query-boundary.tsx'
import { useRegulatedReference } from './use-regulated-reference.ts'
import { tempoSeason } from './tempo-season.ts'
import type { UnknownColour } from './tempo-wording.ts'
import { franceHour, seasonSentence, unknownColourText, whyUnknown } from './tempo-wording.ts'
import * as styles from './tempo-colours.css.ts'

/**
 * The days of the Tempo year up to tomorrow. Asked by the browser only, never in a route loader or the
 * prerender: a colour written into a page's HTML at build time would be stale by the next day. Kept for
 * ten minutes and asked again when the visitor comes back to the tab, so a page opened in the morning
 * shows tomorrow's colour once RTE has published it.
 */
function tempoSeasonQuery(today: string) {
  const from = tempoYearStart(today)
  const to = shiftDay(today, 1)
  return queryOptions({
    queryKey: ['tempo-days', from, to],
    queryFn: () => apiGet(`/api/tempo-days?from=${from}&to=${to}`, async () => (await import('./regulated-responses.ts')).tempoDays),
    staleTime: 10 * 60_000,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
  })
}

const COLOUR_NAMES: Record<TempoColour, string> = { blue: 'Bleu', white: 'Blanc', red: 'Rouge' }
const PERIODS: Record<TempoColour, { peak: 'bluePeak' | 'whitePeak' | 'redPeak'; offPeak: 'blueOffPeak' | 'whiteOffPeak' | 'redOffPeak' }> =
  {
    blue: { peak: 'bluePeak', offPeak: 'blueOffPeak' },
    white: { peak: 'whitePeak', offPeak: 'whiteOffPeak' },
    red: { peak: 'redPeak', offPeak: 'redOffPeak' },
  }

let dayFormat: Intl.DateTimeFormat | undefined
/** « jeudi 26 novembre » */
function dayName(date: string): string {
  dayFormat ??= new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
  return dayFormat.format(new Date(`${date}T00:00:00Z`)).replace(/ 1 /, ' 1er ')
}

/** The visitor's day in France, known once the page runs in the browser (null in the prerender and at hydration). */
function useToday(): string | null {
  const [today, setToday] = useState<string | null>(null)
  useEffect(() => setToday(franceDate(new Date())), [])
  return today
}

type Prices = { peak: number | null; offPeak: number | null } | null

// Text that only holds the place of what the loaded block will say, so the block keeps its height when
// the colours arrive and nothing below it moves: hidden, and kept from screen readers. Each part of a
// day sits on a line of its own, so a longer or shorter date cannot add a line.
const PLACEHOLDER_DATE = 'mercredi 30 septembre'
const PLACEHOLDER_SEASON =
  'Saison 2026-2027 (depuis le 1er\u00a0septembre 2026)\u00a0: il reste 22\u00a0jours rouges sur 22 et 43\u00a0jours blancs sur 43.'

function PriceList({ price }: { price: Prices }) {
  if (!price) {
    return (
      <div className={cx(styles.prices, styles.reserve)} aria-hidden="true">
        <span>Heures pleines</span>
        <span className={styles.priceValue}>{formatKwh(0)}</span>
        <span>Heures creuses</span>
        <span className={styles.priceValue}>{formatKwh(0)}</span>
      </div>
    )
  }
  return (
    <dl className={styles.prices}>
      <dt className={styles.priceLabel}>Heures pleines</dt>
      <dd className={styles.priceValue}>{formatKwh(price.peak)}</dd>
      <dt className={styles.priceLabel}>Heures creuses</dt>
      <dd className={styles.priceValue}>{formatKwh(price.offPeak)}</dd>
    </dl>
  )
}

/**
 * One day: its name and date, its colour in words (or why there is none), and its prices. `date` is null
 * while loading; `unknown` says why a loaded day has no colour.
 */
function Day({
  label,
  date,
  colour,
  unknown,
  prices,
}: {
  label: string
  date: string | null
  colour: TempoColour | null
  unknown?: UnknownColour
  prices: (c: TempoColour) => Prices
}) {
  const state = date === null || unknown === undefined ? 'Chargement…' : unknownColourText(unknown)
  return (
    <li className={styles.day} data-day={date ?? undefined} data-colour={date === null ? undefined : (colour ?? 'unknown')}>
      <span className={styles.swatch[colour ?? 'unknown']} aria-hidden="true" />
      <div>
        <p className={styles.when}>
          {label}
          <span className={srOnly}>, </span>
          {date === null ? (
            <span className={cx(styles.date, styles.reserve)} aria-hidden="true">
              {PLACEHOLDER_DATE}
            </span>
          ) : (
            <span className={styles.date}>{dayName(date)}</span>
          )}
        </p>
        {colour ? <p className={styles.colourName}>Jour {COLOUR_NAMES[colour]}</p> : <p className={styles.pending}>{state}</p>}
        <PriceList price={colour ? prices(colour) : null} />
      </div>
    </li>
  )
}

/**
 * « Couleur Tempo »: today's and tomorrow's colour (or why it is unknown), each with its peak and
 * off-peak price in the regulated Tempo grid in force, and the red and white days left in the season.
 * The page around it gives its heading.
 *
 * Unlike the catalogue's data, the colours are not read in the route's loader: the query starts once
 * the page runs in the browser (the day comes from the browser's clock), so the prerendered HTML holds
 * only the loading line, never a colour that would be stale the next day.
 */
export function TempoColours() {
  const today = useToday()
  const reference = useRegulatedReference()
  const pending = (
    <div className={styles.block} aria-busy="true">
      <ul className={styles.days}>
        <Day label="Aujourd’hui" date={null} colour={null} prices={() => null} />
        <Day label="Demain" date={null} colour={null} prices={() => null} />
      </ul>
      <p className={cx(styles.text, styles.reserve)} aria-hidden="true">
        {PLACEHOLDER_SEASON}
      </p>
    </div>
  )
  return (
    <div className={styles.block}>
      {today === null ? (
        pending
      ) : (
        <QueryBoundary
          pending={pending}
          failure={(retry) => <LoadFailure message="Les couleurs Tempo n’ont pas pu être chargées." onRetry={retry} />}
        >
          <TempoColoursOn today={today} reference={reference} />
        </QueryBoundary>
      )}
      <p className={styles.muted}>
        {reference.tempo
          ? `Prix du kWh TTC de l’option Tempo du tarif bleu en vigueur depuis le ${formatLongDate(reference.tempo.effectiveFrom)}. `
          : 'Aucune grille Tempo du tarif bleu n’est connue pour aujourd’hui. '}
        Couleurs publiées par RTE la veille vers 11&nbsp;h.
      </p>
    </div>
  )
}

function TempoColoursOn({ today, reference }: { today: string; reference: RegulatedReference }) {
  const { data } = useSuspenseQuery(tempoSeasonQuery(today))
  const summary = tempoSeason(data.days, today)
  // Read at each render (each answer of the query): past 11 am the block stops promising tomorrow's colour.
  const hour = franceHour(new Date())
  const why = (date: string) => whyUnknown(date, today, hour, data)
  // Tempo's kWh prices are the same at every power the grid lists; the reference power's row gives them.
  const row = rowAt(reference.tempo, REFERENCE_KVA)
  const prices = (colour: TempoColour): Prices =>
    row ? { peak: row.pricesPerKwh[PERIODS[colour].peak].ttc, offPeak: row.pricesPerKwh[PERIODS[colour].offPeak].ttc } : null
  return (
    <div className={styles.block}>
      <ul className={styles.days}>
        <Day label="Aujourd’hui" date={summary.today} colour={summary.todayColour} unknown={why(summary.today)} prices={prices} />
        <Day label="Demain" date={summary.tomorrow} colour={summary.tomorrowColour} unknown={why(summary.tomorrow)} prices={prices} />
      </ul>
      <p className={styles.text} data-tempo-season>
        {seasonSentence(summary)}
      </p>
    </div>
  )
}

import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide'
import type { RegulatedGrid } from '#contract/regulated-tariffs'
import type { HouseholdKva } from '#contract/household'
import { OPTION_NAMES } from '#contract/option-names'
import type { HouseholdSearch } from '../../lib/household/household-profile.ts'
import { formatEuros, formatLongDate, formatNumber, numberFormat } from '../../lib/format.ts'
import { Field } from '../../ui/field.tsx'
import { TextInput } from '../../ui/text-input.tsx'
import { MeterPowerField } from '../../ui/meter-power-field.tsx'
import { Icon } from '../../ui/icon.tsx'
import { buttonLinkClass } from '../../ui/button.tsx'
import { DEFAULT_OFF_PEAK } from './meter-data.ts'
import { offPeakShare, type MeterSummary } from './meter-analysis.ts'
import { meterCostProfile, meterPowerAdvice, regulatedCosts, type OptionCost, type PowerAdvice } from './meter-costs.ts'
import { describeSlots, parseSlots, SLOTS_EXAMPLE } from './off-peak-slots.ts'
import { MonthlyChart } from './monthly-chart.tsx'
import { CostBreakdownDisclosure } from '../../ui/cost-breakdown-disclosure.tsx'
import { regulatedTariff } from '#contract/offer-pricing'
import type { CostProfile } from '#contract/household'
import * as styles from './meter-results.css.ts'

export interface MeterResultsProps {
  summary: MeterSummary
  fileName: string
  grids: readonly RegulatedGrid[]
  date: string
  initialKva: HouseholdKva | undefined
  /** Move the focus to the results (a file the visitor just chose, not one kept from a past visit). */
  focusOnShow: boolean
}

const percent = (share: number) => numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(share)
const kilowatts = (watts: number) => `${formatNumber(watts / 1000, 1)}\u00a0kW`
const parisInstant = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' })
const sharePercent = (value: number | undefined) => `${formatNumber(value ?? 0, Number.isInteger(value) ? 0 : 1)}\u00a0%`
const plural = (n: number, word: string) => `${formatNumber(n)}\u00a0${word}${n > 1 ? 's' : ''}`

/** The figures a meter file gives, the visitor's off-peak hours and meter power, and the three options' costs. */
export function MeterResults({ summary, fileName, grids, date, initialKva, focusOnShow }: MeterResultsProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  // On a phone the results open below the drop zone, out of sight: bring them to the reader.
  useEffect(() => {
    if (focusOnShow) heading.current?.focus()
  }, [focusOnShow])
  const [slotsText, setSlotsText] = useState('22h-6h')
  const [slots, setSlots] = useState(DEFAULT_OFF_PEAK)
  const [slotsError, setSlotsError] = useState<string | undefined>()
  const [kva, setKva] = useState<HouseholdKva>(initialKva ?? 6)

  const offPeak = useMemo(() => offPeakShare(summary, slots), [summary, slots])
  const inputs = useMemo(
    () => ({ electricityKwh: summary.yearlyKwh, offPeakShare: offPeak.share, tempo: summary.tempo, kva }),
    [summary, offPeak.share, kva],
  )
  const costs = useMemo(() => regulatedCosts(grids, date, inputs), [grids, date, inputs])
  const cheapest = costs.reduce<Extract<OptionCost, { status: 'costed' }> | undefined>(
    (best, cost) => (cost.status === 'costed' && (!best || cost.total < best.total) ? cost : best),
    undefined,
  )

  const onSlotsChange = (text: string) => {
    setSlotsText(text)
    const parsed = parseSlots(text)
    if (parsed.ok) {
      setSlots(parsed.slots)
      setSlotsError(undefined)
    } else setSlotsError(parsed.message)
  }

  const comparisonSearch: HouseholdSearch = {
    conso_elec: Math.max(1, Math.round(summary.yearlyKwh)),
    kva,
    hc: Math.round(offPeak.share * 100),
    ...(cheapest ? { option: cheapest.option } : {}),
    ...(summary.tempo.source === 'actual'
      ? { tempo_blanc: Math.round(summary.tempo.colourShares.white * 100), tempo_rouge: Math.round(summary.tempo.colourShares.red * 100) }
      : {}),
    ...fileShareSearch(summary.periodShares),
    origine: 'fichier',
  }

  return (
    <section className={styles.results} aria-labelledby="resultats">
      <div className={styles.intro}>
        <h2 id="resultats" ref={heading} tabIndex={-1} className={styles.title}>
          Ce que dit votre fichier
        </h2>
        <p className={styles.text}>{periodSentence(fileName, summary)}</p>
        {summary.duplicates > 0 || summary.missing > 0 ? <p className={styles.muted}>{repairSentence(summary)}</p> : null}
      </div>

      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>Consommation sur un an</dt>
          <dd className={styles.figureValue} data-figure="consommation-annuelle">
            {formatNumber(summary.yearlyKwh)}&nbsp;kWh
          </dd>
          <dd className={styles.figureNote}>
            {summary.extrapolated
              ? `Estimée\u00a0: ${formatNumber(summary.measuredKwh)}\u00a0kWh mesurés sur ${plural(summary.windowDays, 'jour')}${summary.coverage < 1 ? ` (${percent(summary.coverage)} des relevés)` : ''}, ramenés à une année complète.`
              : 'Mesurée sur les 365 derniers jours de votre fichier.'}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>En heures creuses</dt>
          <dd className={styles.figureValue} data-figure="part-heures-creuses">
            {percent(offPeak.share)}
          </dd>
          <dd className={styles.figureNote}>
            {offPeak.assumed
              ? `Supposée\u00a0: un relevé par jour ne dit pas l’heure\u00a0; c’est la part de la journée de vos heures creuses (${describeSlots(slots)}).`
              : `De votre consommation, pendant vos heures creuses (${describeSlots(slots)}).`}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>Puissance la plus haute</dt>
          {summary.peak ? (
            <>
              <dd className={styles.figureValue} data-figure="puissance-max">
                {kilowatts(summary.peak.watts)}
              </dd>
              <dd className={styles.figureNote}>
                En moyenne sur {summary.peak.minutes}&nbsp;minutes, jusqu’au {parisInstant.format(summary.peak.end)}.
              </dd>
            </>
          ) : (
            <dd className={styles.figureNote}>
              Un relevé par jour ne dit pas la puissance appelée&nbsp;: déposez la courbe de charge pour la connaître.
            </dd>
          )}
        </div>
      </dl>

      <div className={styles.settings}>
        <Field
          label="Vos heures creuses"
          description={`Comme sur votre facture, par exemple «\u00a0${SLOTS_EXAMPLE}\u00a0». Tempo garde les siennes, de 22\u00a0h à 6\u00a0h.`}
          error={slotsError}
        >
          {(props) => (
            <TextInput
              {...props}
              value={slotsText}
              onChange={(event) => onSlotsChange(event.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        <div className={styles.power}>
          <MeterPowerField value={kva} onValueChange={setKva} />
          {summary.peak ? (
            <p className={styles.verdict} data-verdict={meterPowerAdvice(summary.peak.watts, kva).verdict}>
              {adviceSentence(meterPowerAdvice(summary.peak.watts, kva))}
            </p>
          ) : null}
        </div>
      </div>

      <MonthlyChart months={summary.months} />

      <CostTable
        costs={costs}
        kva={kva}
        date={date}
        summary={summary}
        cheapest={cheapest?.option}
        grids={grids}
        profile={meterCostProfile(inputs)}
      />

      <div className={styles.actions}>
        <Link to="/electricite" search={comparisonSearch} className={buttonLinkClass({ tone: 'primary', size: 'lg' })}>
          Comparer les offres avec ma consommation réelle
          <Icon icon={ArrowRight} size="md" />
        </Link>
        <p className={styles.muted}>
          Le comparateur reçoit seulement ces chiffres arrondis, dans l’adresse de sa page&nbsp;:{' '}
          {formatNumber(comparisonSearch.conso_elec ?? 0)}&nbsp;kWh, {kva}&nbsp;kVA, {comparisonSearch.hc}&nbsp;% en heures creuses
          {summary.tempo.source === 'actual'
            ? `, ${comparisonSearch.tempo_blanc}\u00a0% les jours blancs et ${comparisonSearch.tempo_rouge}\u00a0% les jours rouges`
            : ''}
          {summary.periodShares
            ? `, ${sharePercent(comparisonSearch.part_weekend)} le week-end, ${sharePercent(comparisonSearch.part_jour)} le jour de semaine le plus chargé, ${sharePercent(comparisonSearch.part_ete)} d’avril à octobre${comparisonSearch.part_heures ? ' et la part de chaque heure de la journée' : ''}`
            : ''}
          . Le classement est calculé sur cet appareil&nbsp;; ces chiffres ne partent d’ici que si vous rechargez ou partagez cette adresse.
        </p>
      </div>
    </section>
  )
}

/** The file's own shares as the comparison's address carries them: % to one decimal, the hours per thousand. */
function fileShareSearch(shares: MeterSummary['periodShares']): Partial<HouseholdSearch> {
  if (!shares) return {}
  const percent = (share: number) => Math.round(share * 1000) / 10
  return {
    part_weekend: percent(shares.weekend),
    part_jour: percent(shares.chosenDay),
    part_ete: percent(shares.summer),
    ...(shares.hourly ? { part_heures: shares.hourly.map((share) => Math.round(share * 1000)).join('-') } : {}),
  }
}

function CostTable({
  costs,
  kva,
  date,
  summary,
  cheapest,
  grids,
  profile,
}: {
  costs: OptionCost[]
  kva: HouseholdKva
  date: string
  summary: MeterSummary
  cheapest: string | undefined
  grids: readonly RegulatedGrid[]
  /** The file's household, as the costs were computed for it: each breakdown adds up to its option's total. */
  profile: CostProfile
}) {
  const gridDates = [...new Set(costs.flatMap((c) => (c.gridFrom ? [c.gridFrom] : [])))]
  const costed = costs.filter((cost) => cost.status === 'costed')
  return (
    <div className={styles.costs}>
      <h3 id="cout-options" className={styles.subtitle}>
        Ce que cette année vous coûterait au tarif réglementé
      </h3>
      <p className={styles.muted}>
        Tarif Bleu d’EDF à {kva}&nbsp;kVA, prix TTC en vigueur le {formatLongDate(date)}
        {gridDates.length > 0 ? ` (grille du ${gridDates.map(formatLongDate).join(', du ')})` : ''}, pour {formatNumber(summary.yearlyKwh)}
        &nbsp;kWh par an.
      </p>
      {/* Two columns, so the table fits a phone: the parts of each total sit under it. */}
      <table className={styles.table} aria-labelledby="cout-options">
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Coût sur un an</th>
          </tr>
        </thead>
        <tbody>
          {costs.map((cost) => (
            <tr key={cost.option} data-option={cost.option}>
              <th scope="row">
                {OPTION_NAMES[cost.option]}
                {cost.option === cheapest ? <span className={styles.badge}>la moins chère</span> : null}
              </th>
              {cost.status === 'costed' ? (
                <td>
                  <span className={styles.total} data-total={cost.total.toFixed(2)}>
                    {formatEuros(cost.total)}
                  </span>
                  <span className={styles.parts}>
                    consommation {formatEuros(cost.energy)} + abonnement {formatEuros(cost.subscription)}
                  </span>
                </td>
              ) : (
                <td>
                  <span className={styles.total}>Non communiqué</span>
                  <span className={styles.parts}>{cost.reason}</span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {/* Below the table rather than in its cells: on a phone a bill's lines need the page's width. */}
      {costed.length > 0 ? (
        <ul className={styles.breakdowns} aria-label="Chaque coût ligne par ligne">
          {costed.map(({ option }) => (
            <li key={option} data-breakdown-option={option}>
              <CostBreakdownDisclosure
                offer={regulatedTariff(option)}
                grids={grids}
                date={date}
                profile={profile}
                label={`Tarif Bleu, option ${OPTION_NAMES[option]}, ${kva}\u00a0kVA`}
                summary={`Détail du coût en ${OPTION_NAMES[option]}, ligne par ligne`}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.muted} data-tempo-source={summary.tempo.source}>
        {tempoSentence(summary)}
      </p>
    </div>
  )
}

function periodSentence(fileName: string, s: MeterSummary): string {
  const kind = s.kind === 'loadCurve' ? 'courbe de charge' : 'consommation par jour'
  const period = `du ${formatLongDate(s.firstDay)} au ${formatLongDate(s.lastDay)}`
  return `«\u00a0${fileName}\u00a0» (${kind})\u00a0: ${s.windowDays >= 365 ? 'les 365 derniers jours' : plural(s.windowDays, 'jour')}, ${period}.`
}

function repairSentence(s: MeterSummary): string {
  const parts: string[] = []
  if (s.duplicates > 0) parts.push(`${plural(s.duplicates, 'relevé')} en double, compté${s.duplicates > 1 ? 's' : ''} une seule fois`)
  if (s.missing > 0)
    parts.push(
      `${plural(s.missing, 'relevé')} manquant${s.missing > 1 ? 's' : ''}, compensé${s.missing > 1 ? 's' : ''} dans l’estimation annuelle`,
    )
  return `Dans le fichier entier\u00a0: ${parts.join('\u00a0; ')}.`
}

function adviceSentence(advice: PowerAdvice): string {
  if (advice.verdict === 'undersized') {
    return `Votre puissance de ${advice.kva}\u00a0kVA semble trop juste\u00a0: votre consommation l’a dépassée en moyenne sur une demi-heure, votre disjoncteur a dû couper.`
  }
  if (advice.verdict === 'oversized') {
    return `Votre puissance de ${advice.kva}\u00a0kVA semble surdimensionnée\u00a0: ${advice.suggested}\u00a0kVA suffiraient probablement, avec un abonnement moins cher.`
  }
  return `Votre puissance de ${advice.kva}\u00a0kVA semble juste pour votre consommation.`
}

function tempoSentence(s: MeterSummary): string {
  const partYear =
    s.windowDays < 365
      ? ' Votre fichier couvre moins d’un an\u00a0: le coût Tempo dépend surtout de l’hiver, et de ses jours blancs et rouges, qu’il ne couvre peut-être pas en entier.'
      : ''
  return tempoSource(s) + partYear
}

function tempoSource(s: MeterSummary): string {
  const { tempo } = s
  if (tempo.source === 'actual' && tempo.dayCounts) {
    const { blue, white, red } = tempo.dayCounts
    return `Tempo\u00a0: avec les vraies couleurs des jours de votre période, publiées par RTE (${plural(blue, 'jour')} bleu${blue > 1 ? 's' : ''}, ${plural(white, 'jour')} blanc${white > 1 ? 's' : ''}, ${plural(red, 'jour')} rouge${red > 1 ? 's' : ''})\u00a0: ${percent(tempo.colourShares.white)} de votre consommation les jours blancs, ${percent(tempo.colourShares.red)} les jours rouges.`
  }
  return 'Tempo\u00a0: les couleurs de tous les jours de votre période ne sont pas connues du site\u00a0; le coût suit donc le calendrier réglementé (300 jours bleus, 43 blancs, 22 rouges par an), avec la même consommation chaque jour et vos heures de 22\u00a0h à 6\u00a0h comme heures creuses.'
}

import { useId } from 'react'
import type { Household } from '#contract/household'
import { formatEuros, formatLongDate, formatNumber } from '../../lib/format.ts'
import { HOUSEHOLD_DEFAULTS } from '../../lib/household/household-profile.ts'
import type { RegulatedGrid } from '#contract/regulated-tariffs'
import { type BreakEven, hpHcBreakEven, type TempoAdvice, tempoAdvice } from './option-advice.ts'
import { costProfile } from './offer-ranking.ts'
import * as styles from './offer-ranking-list.css.ts'

export type OptionAdvicePanelProps = {
  household: Household
  breakEven: BreakEven
  tempo: TempoAdvice
}

/**
 * The advice computed from the grids of the day, inside the panel's own chunk: the comparison pages load
 * it after their first offers, with its computation.
 */
export function OptionAdvice({ household, grids, date }: { household: Household; grids: readonly RegulatedGrid[]; date: string }) {
  return (
    <OptionAdvicePanel
      household={household}
      breakEven={hpHcBreakEven(grids, date, household.kva, household.electricityKwh)}
      tempo={tempoAdvice(grids, date, costProfile(household, 'electricity'))}
    />
  )
}

/** The break-even share, rounded up: at the shown share HP/HC is already the cheaper option. */
export function breakEvenPercent(share: number): string {
  return formatNumber(Math.ceil(share * 1000) / 10, 1)
}

/**
 * « Quelle option choisir ? »: HP/HC against Base and Tempo against Base, from the regulated grids in force.
 * A part of the ranking, shown among its offers: its heading is one level under the ranking's.
 */
export function OptionAdvicePanel({ household, breakEven, tempo }: OptionAdvicePanelProps) {
  const titleId = useId()
  const kva = `${household.kva}\u00a0kVA`
  const kwh = `${formatNumber(household.electricityKwh)}\u00a0kWh`
  const yours = `${formatNumber(household.offPeakShare * 100)}\u00a0%`
  return (
    <section className={styles.adviceBox} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subtitle}>
        Quelle option choisir&nbsp;?
      </h3>
      <p className={styles.adviceText} data-break-even={breakEven.kind === 'from' ? breakEven.share.toFixed(6) : breakEven.kind}>
        {breakEven.kind === 'from' ? (
          <>
            HP/HC devient plus avantageux que Base à partir de <strong>{breakEvenPercent(breakEven.share)}&nbsp;%</strong> de votre
            consommation en heures creuses, à {kva} et pour {kwh} par an (tarifs réglementés du {formatLongDate(breakEven.gridFrom)}). Votre
            profil en compte {yours}.
          </>
        ) : breakEven.kind === 'always' ? (
          <>
            À {kva} et pour {kwh} par an, HP/HC coûte moins cher que Base quelle que soit votre part d’heures creuses (tarifs réglementés du{' '}
            {formatLongDate(breakEven.gridFrom)}).
          </>
        ) : breakEven.kind === 'never' ? (
          <>
            À {kva} et pour {kwh} par an, HP/HC ne devient jamais moins cher que Base, même avec toute la consommation en heures creuses
            (tarifs réglementés du {formatLongDate(breakEven.gridFrom)}).
          </>
        ) : (
          <>
            Le seuil à partir duquel HP/HC devient plus avantageux que Base n’est pas calculable à {kva}.{' '}
            {breakEven.kind === 'unknown' ? breakEven.reason : ''}
          </>
        )}
      </p>
      <p className={styles.adviceText} data-tempo-total={tempo.kind === 'costed' ? tempo.tempo.toFixed(2) : ''}>
        {tempo.kind === 'costed' ? (
          <>
            Avec Tempo, ce profil paierait <strong>{formatEuros(tempo.tempo)}</strong> par an contre {formatEuros(tempo.base)} en Base
            (tarifs réglementés du {formatLongDate(tempo.gridFrom)}). Le risque, ce sont les {HOUSEHOLD_DEFAULTS.tempoDays.red}&nbsp;jours
            rouges&nbsp;: le kWh y coûte {formatNumber(tempo.redPeakPrice, 4)}&nbsp;€ en heures pleines,{' '}
            {formatNumber(tempo.redPeakRatio, 1)}&nbsp;fois le prix Base, et ces jours pèsent {formatEuros(tempo.redCost)} pour{' '}
            {formatNumber(tempo.redKwh)}&nbsp;kWh dans cette estimation. Un logement chauffé à l’électricité consomme davantage ces jours
            d’hiver&nbsp;: indiquez votre répartition pour une estimation juste.
          </>
        ) : (
          <>
            L’estimation Tempo n’est pas calculable à {kva}. {tempo.reason}
          </>
        )}
      </p>
    </section>
  )
}

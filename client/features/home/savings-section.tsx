import type { SavingsClaims } from '#contract/savings-claims'
import { site } from '../../config/site.ts'
import { savings, simulateLabel } from './home-copy.ts'
import { savingsBasis, savingsFigures } from '../../content/savings-claims.ts'
import { ExternalLinkButton } from '../../ui/button.tsx'
import { cx } from '../../ui/cx.ts'
import { AnchoredSection } from './anchored-section.tsx'
import * as styles from './home-page.css.ts'

/** The savings figures with their basis; without any figure to state, why, in their place. */
export function SavingsSection({ claims }: { claims: SavingsClaims | null }) {
  const figures = savingsFigures(claims)
  const basis = savingsBasis(claims)
  return (
    <AnchoredSection id="economies" title={savings.title} tone="surface" lead={figures.length > 0 ? undefined : basis}>
      {figures.length > 0 ? (
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd className={styles.figureValue}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className={styles.actions}>
        <ExternalLinkButton href={site.simulationUrl}>{simulateLabel}</ExternalLinkButton>
      </div>
      {figures.length > 0 ? <p className={cx(styles.footnote, styles.actions)}>{basis}</p> : null}
    </AnchoredSection>
  )
}

import type { SavingsClaims } from '#contract/savings-claims'
import { site } from '../../config/site.ts'
import { savings, simulateLabel } from '../../content/home.ts'
import { savingsBasis, savingsFigures } from '../../content/savings-claims.ts'
import { ExternalLinkButton } from '../../ui/button.tsx'
import { cx } from '../../ui/cx.ts'
import { AnchoredSection } from './anchored-section.tsx'
import * as styles from './home-page.css.ts'

export function SavingsSection({ claims }: { claims: SavingsClaims | null }) {
  return (
    <AnchoredSection id="economies" title={savings.title} tone="surface">
      <dl className={styles.figures}>
        {savingsFigures(claims).map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt className={styles.figureLabel}>{figure.label}</dt>
            <dd className={styles.figureValue}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <ExternalLinkButton href={site.simulationUrl}>{simulateLabel}</ExternalLinkButton>
      </div>
      <p className={cx(styles.footnote, styles.actions)}>{savingsBasis(claims)}</p>
    </AnchoredSection>
  )
}

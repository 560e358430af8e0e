import { Link } from '@tanstack/react-router'
import { homeSectionIds, regulatedSection } from './home-copy.ts'
import type { RegulatedReference } from '../../lib/regulated-reference.ts'
import { buttonLinkClass } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { cx } from '../../ui/cx.ts'
import { AnchoredSection } from './anchored-section.tsx'
import * as styles from './home-page.css.ts'

export function RegulatedSection({ reference }: { reference: RegulatedReference }) {
  const regulated = regulatedSection(reference)
  return (
    <AnchoredSection
      id={homeSectionIds.regulated}
      title={regulated.title}
      lead="Les prix fixés par les pouvoirs publics servent de référence pour juger une offre."
    >
      <div className={styles.twoColumns}>
        {[regulated.electricity, regulated.gas].map((tariff) => (
          <Card key={tariff.label}>
            <h3 className={styles.cardTitle}>{tariff.label}</h3>
            <p>
              <span className={styles.price}>{tariff.price}</span> <span className={styles.muted}>{tariff.since}</span>
            </p>
            <p>{tariff.subscription}</p>
          </Card>
        ))}
      </div>
      <p className={cx(styles.muted, styles.actions)}>{regulated.note}</p>
      <div className={styles.actions}>
        <Link to="/tarif-reglemente" className={buttonLinkClass({ tone: 'secondary' })}>
          Tout savoir sur le tarif réglementé
        </Link>
      </div>
    </AnchoredSection>
  )
}

import { Link } from '@tanstack/react-router'
import { homeSectionIds } from './home-copy.ts'
import { howItWorks } from './lower-sections-copy.ts'
import { buttonLinkClass } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { AnchoredSection } from './anchored-section.tsx'
import * as styles from './home-page.css.ts'

export function HowItWorksSection() {
  return (
    <AnchoredSection id={homeSectionIds.howItWorks} title={howItWorks.title}>
      <ol className={styles.howSteps}>
        {howItWorks.steps.map((step) => (
          <Card as="li" key={step.title} className={styles.howStep}>
            <h3 className={styles.cardTitle}>{step.title}</h3>
            <p className={styles.muted}>{step.text}</p>
          </Card>
        ))}
      </ol>
      <div className={styles.actions}>
        <Link to="/comment-ca-marche" className={buttonLinkClass({ tone: 'secondary' })}>
          En savoir plus sur notre fonctionnement
        </Link>
      </div>
    </AnchoredSection>
  )
}

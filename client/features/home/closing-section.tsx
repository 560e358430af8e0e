import { Link } from '@tanstack/react-router'
import { site } from '../../config/site.ts'
import { simulateLabel } from './home-copy.ts'
import { closingCta } from './lower-sections-copy.ts'
import { ExternalLinkButton } from '../../ui/button.tsx'
import { Container, Section } from '../../ui/container.tsx'
import * as styles from './home-page.css.ts'

export function ClosingSection() {
  return (
    <Section aria-labelledby="cta-titre">
      <Container>
        <div className={styles.closing}>
          <h2 id="cta-titre" className={styles.sectionTitle}>
            {closingCta.title}
          </h2>
          <p>{closingCta.text}</p>
          <div className={styles.heroActions}>
            <ExternalLinkButton href={site.simulationUrl} tone="secondary" size="lg">
              {simulateLabel}
            </ExternalLinkButton>
            <Link to="/rappel" className={styles.heroLink}>
              Demander un rappel gratuit
            </Link>
          </div>
        </div>
      </Container>
    </Section>
  )
}

import { Link } from '@tanstack/react-router'
import type { SavingsClaims } from '#contract/savings-claims'
import { site } from '../../config/site.ts'
import { hero, simulateLabel } from './home-copy.ts'
import { savingsBasis } from '../../content/savings-claims.ts'
import { ExternalLinkButton } from '../../ui/button.tsx'
import { Container } from '../../ui/container.tsx'
import { ParticleBackground } from './particle-background.tsx'
import { SavingsCounter } from './savings-counter.tsx'
import * as styles from './home-page.css.ts'

/** The hero: the counter rises to the catalogue's best saving, stated with its basis; no saving, no counter. */
export function HomeHero({ claims }: { claims: SavingsClaims | null }) {
  return (
    <section className={styles.hero} aria-labelledby="accueil-titre">
      <ParticleBackground />
      <Container className={styles.heroInner}>
        <div className={styles.heroText}>
          <h1 id="accueil-titre" className={styles.heroTitle}>
            {hero.title}
          </h1>
          <p className={styles.heroIntro}>{hero.intro}</p>
          <div className={styles.heroActions}>
            <ExternalLinkButton href={site.simulationUrl} tone="secondary" size="lg">
              {simulateLabel}
            </ExternalLinkButton>
            <Link to="/fournisseurs" className={styles.heroLink}>
              Voir les fournisseurs
            </Link>
          </div>
          <p className={styles.footnoteOnBrand}>{savingsBasis(claims)}</p>
        </div>
        <div className={styles.heroPanel}>
          {claims?.best ? (
            <SavingsCounter
              target={claims.best.euros}
              before={hero.counterBefore}
              after={hero.counterAfter}
              className={styles.counter}
              numberClassName={styles.counterNumber}
            />
          ) : null}
          <ol className={styles.steps} aria-label="Trois étapes">
            {hero.steps.map((step) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepTitle}>{step.title}</span>
                <span className={styles.stepText}>{step.text}</span>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </section>
  )
}

import { ReceiptText, SlidersHorizontal, TrendingDown } from 'lucide'
import { site } from '../../config/site.ts'
import { ExternalLinkButton } from '../../ui/button.tsx'
import { Container, Section } from '../../ui/container.tsx'
import { Icon } from '../../ui/icon.tsx'
import * as styles from './how-to-section.css.ts'

const STEPS = [
  {
    icon: SlidersHorizontal,
    title: 'Personnalisez vos informations',
    text: 'Indiquez votre type de logement, votre chauffage, la surface et le nombre d’occupants : le calculateur estime aussitôt vos consommations. Affinez-les ensuite avec les chiffres de vos factures.',
  },
  {
    icon: ReceiptText,
    title: 'Comprenez vos factures',
    text: 'Votre consommation annuelle en kWh figure sur votre facture de régularisation ou dans votre espace client. Le coût calculé ici comprend l’énergie consommée et l’abonnement\u00a0: celui du tarif réglementé à la puissance de votre compteur pour l’électricité, celui du prix repère pour le gaz.',
  },
  {
    icon: TrendingDown,
    title: 'Optimisez votre consommation',
    text: 'Comparez le prix du kWh de votre contrat au tarif réglementé, baissez le chauffage d’un degré et décalez les usages gourmands : chaque kWh évité se voit aussitôt sur votre budget.',
  },
] as const

/** Three blocks on using the calculator, then the call to the external simulation form. */
export function HowToSection() {
  return (
    <Section tone="surface" aria-labelledby="calculateur-mode-emploi">
      <Container>
        <h2 id="calculateur-mode-emploi" className={styles.title}>
          Comment utiliser le calculateur ?
        </h2>
        <ol className={styles.steps}>
          {STEPS.map(({ icon, title, text }) => (
            <li key={title} className={styles.step}>
              <Icon icon={icon} className={styles.icon} />
              <h3 className={styles.stepTitle}>{title}</h3>
              <p className={styles.stepText}>{text}</p>
            </li>
          ))}
        </ol>
        <div className={styles.cta}>
          <div>
            <h3 className={styles.ctaTitle}>Payez-vous votre énergie trop cher ?</h3>
            <p>Comparez les offres adaptées à votre profil en moins de 2 minutes, gratuitement et sans engagement.</p>
          </div>
          <ExternalLinkButton href={site.simulationUrl} tone="primary" size="lg" className={styles.ctaButton}>
            Lancer ma simulation gratuite
          </ExternalLinkButton>
        </div>
      </Container>
    </Section>
  )
}

import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide'
import { homeSectionIds, offerCards } from './home-copy.ts'
import { Card } from '../../ui/card.tsx'
import { Icon } from '../../ui/icon.tsx'
import { AnchoredSection } from './anchored-section.tsx'
import * as styles from './home-page.css.ts'

export function OffersSection() {
  return (
    <AnchoredSection
      id={homeSectionIds.offers}
      title="Électricité, gaz : trouvez la bonne offre"
      lead="Comparez les fournisseurs par énergie, repérez les offres vertes et faites-vous aider si besoin."
    >
      <ul className={styles.threeColumns}>
        {offerCards.map((card) => (
          <Card as="li" key={card.title}>
            <h3 className={styles.cardTitle}>{card.title}</h3>
            <p className={styles.muted}>{card.text}</p>
            <ul className={styles.cardLinks}>
              {card.links.map((link) => (
                <li key={link.label}>
                  <Link {...link.link} className={styles.cardLink}>
                    <Icon icon={ArrowRight} size="sm" className={styles.linkIcon} />
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </ul>
    </AnchoredSection>
  )
}

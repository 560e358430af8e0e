import { site } from '../../config/site.ts'
import { simulateLabel } from './home-copy.ts'
import { service } from '../../content/service.ts'
import { ExternalLinkButton } from '../../ui/button.tsx'
import { Container, Section } from '../../ui/container.tsx'
import { AssistantPromo } from './assistant-promo.tsx'
import * as styles from './home-page.css.ts'

export function AssistantSection() {
  return (
    <Section aria-labelledby="assistant-titre">
      <Container>
        <AssistantPromo
          assistantName={site.advisorFirstName}
          title={`${site.advisorFirstName}, votre assistante énergie`}
          titleId="assistant-titre"
        >
          <p className={styles.lead}>
            Décrivez votre logement, {site.advisorFirstName} vous oriente vers les offres qui lui conviennent. Pour une étude complète,
            lancez la simulation : un conseiller vous rappelle sous {service.callbackWithinHours}
            &nbsp;h.
          </p>
          <div>
            <ExternalLinkButton href={site.simulationUrl}>{simulateLabel}</ExternalLinkButton>
          </div>
        </AssistantPromo>
      </Container>
    </Section>
  )
}

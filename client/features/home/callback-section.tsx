import { Container, Section } from '../../ui/container.tsx'
import { HomeCallbackBlock } from './home-callback-block.tsx'
import type { CallbackFormSlot } from './home-slots.ts'
import * as styles from './home-page.css.ts'

export function CallbackSection({ renderForm }: { renderForm: CallbackFormSlot }) {
  return (
    <Section aria-labelledby="rappel-titre">
      <Container>
        <div className={styles.sectionHead}>
          <h2 id="rappel-titre" className={styles.sectionTitle}>
            Un conseiller vous rappelle gratuitement
          </h2>
        </div>
        <HomeCallbackBlock renderForm={renderForm} />
      </Container>
    </Section>
  )
}

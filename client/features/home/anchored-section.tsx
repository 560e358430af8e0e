import type { ReactNode } from 'react'
import { Container, Section } from '../../ui/container.tsx'
import * as styles from './home-page.css.ts'

/** A section that the anchor menu can jump to: focusable by script, heading clear of sticky bars. */
export function AnchoredSection({
  id,
  title,
  lead,
  tone,
  children,
}: {
  id: string
  title: string
  lead?: string
  tone?: 'default' | 'surface' | 'brandSoft'
  children: ReactNode
}) {
  return (
    <Section id={id} tabIndex={-1} aria-labelledby={`${id}-titre`} tone={tone} className={styles.anchored}>
      <Container>
        <div className={styles.sectionHead}>
          <h2 id={`${id}-titre`} className={styles.sectionTitle}>
            {title}
          </h2>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {children}
      </Container>
    </Section>
  )
}

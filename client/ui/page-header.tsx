import type { ReactNode } from 'react'
import { Container } from './container.tsx'
import * as styles from './page-header.css.ts'

/** The green band at the top of a page: its one h1 and an introduction. */
export function PageHeader({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <header className={styles.band}>
      <Container>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </Container>
    </header>
  )
}

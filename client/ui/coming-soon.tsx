import type { ReactNode } from 'react'
import { Container } from './container.tsx'
import * as styles from './coming-soon.css.ts'

/** Body of a page whose content is still being written: says so plainly and offers a way on. */
export function ComingSoon({ children }: { children?: ReactNode }) {
  return (
    <Container>
      <div className={styles.box}>
        <p>Cette page est en cours de préparation et sera disponible très prochainement.</p>
        {children}
      </div>
    </Container>
  )
}

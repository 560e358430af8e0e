import type { ReactNode } from 'react'
import * as styles from './steps-list.css.ts'

export type Step = { id: string; title: string; text: string; action?: ReactNode }

/** Numbered steps as an ordered list; the numbers are drawn by CSS counters, read as list positions. */
export function StepsList({ steps, headingLevel: Heading = 'h3' }: { steps: readonly Step[]; headingLevel?: 'h3' | 'h4' }) {
  return (
    <ol className={styles.list}>
      {steps.map((step) => (
        <li key={step.id} className={styles.step}>
          <Heading className={styles.title}>{step.title}</Heading>
          <p className={styles.text}>{step.text}</p>
          {step.action ? <div className={styles.action}>{step.action}</div> : null}
        </li>
      ))}
    </ol>
  )
}

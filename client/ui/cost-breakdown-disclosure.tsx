import { steadyLazyPart } from '../lib/steady-lazy-part.tsx'
import type { CostBreakdownInput } from './cost-breakdown.tsx'
import * as styles from './cost-breakdown-disclosure.css.ts'

const TablePart = steadyLazyPart(() => import('./cost-breakdown.tsx').then((module) => module.CostBreakdownTable))

/** Loads the table's code ahead, for a page whose breakdowns may first show after the network is gone. */
export const preloadCostBreakdown = (): Promise<unknown> => TablePart.preload()

/**
 * A yearly cost line by line in a native disclosure: it opens without JavaScript (a prerendered page
 * holds the table), and the table's code loads in its own chunk once the page is up.
 */
export function CostBreakdownDisclosure({
  summary = 'Détail du coût annuel, ligne par ligne',
  ...props
}: CostBreakdownInput & {
  /** The disclosure's name; a page showing several side by side names each one's cost in it. */
  summary?: string
}) {
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>{summary}</summary>
      <TablePart
        {...props}
        fallback={<p>Chargement du détail…</p>}
        failure={(retry) => (
          <p>
            Le détail n’a pas pu être chargé.{' '}
            <button type="button" onClick={retry}>
              Réessayer
            </button>
          </p>
        )}
      />
    </details>
  )
}

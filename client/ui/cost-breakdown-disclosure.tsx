import { lazyPart } from '../lib/lazy-part.tsx'
import type { CostBreakdownInput } from './cost-breakdown.tsx'
import * as styles from './cost-breakdown-disclosure.css.ts'

const TablePart = lazyPart(() => import('./cost-breakdown.tsx').then((module) => module.CostBreakdownTable))

/**
 * A yearly cost line by line in a native disclosure: it opens without JavaScript (a prerendered page
 * holds the table), and the table's code loads in its own chunk once the page is up.
 */
export function CostBreakdownDisclosure(props: CostBreakdownInput) {
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>Détail du coût annuel, ligne par ligne</summary>
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

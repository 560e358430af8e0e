import type { ReactNode } from 'react'
import { useId, useState } from 'react'
import { cx } from '../../ui/cx.ts'
import { MOBILE_FEATURES, moreFeaturesLabel } from '../../lib/supplier-display.ts'
import * as styles from './supplier-detail.css.ts'

/**
 * A list of features: on mobile the first three, then a "{n} autres avantages" button that shows the
 * rest (a short first view on phones, without making the rest unreachable). CSS applies the cut and shows the button
 * under 768 px only, so the prerendered page already has its phone form.
 */
export function FeatureList({
  features,
  className,
  label,
  renderItem = (feature) => feature,
  itemClassName,
}: {
  features: string[]
  className: string
  label?: string
  renderItem?: (feature: string) => ReactNode
  itemClassName?: string
}) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const hiddenOnMobile = features.length - MOBILE_FEATURES

  return (
    <div className={styles.featureBlock}>
      <ul id={listId} className={className} aria-label={label} data-expanded={expanded}>
        {features.map((feature, index) => (
          <li key={feature} className={cx(itemClassName, index >= MOBILE_FEATURES && styles.featureBeyondMobile)}>
            {renderItem(feature)}
          </li>
        ))}
      </ul>
      {hiddenOnMobile > 0 ? (
        <button
          type="button"
          className={styles.moreFeatures}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Afficher moins' : moreFeaturesLabel(hiddenOnMobile)}
        </button>
      ) : null}
    </div>
  )
}

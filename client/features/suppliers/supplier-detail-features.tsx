import type { ReactNode } from 'react'
import { useId, useState } from 'react'
import { useIsMobile } from '../../lib/use-media-query.ts'
import { MOBILE_FEATURES, moreFeaturesLabel } from './display.ts'
import * as styles from './supplier-detail.css.ts'

/**
 * A list of features: on mobile the first three, then a "{n} autres avantages" button that shows the
 * rest (the spec's cut, without making the rest unreachable).
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
  const isMobile = useIsMobile()
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const cut = isMobile && !expanded ? MOBILE_FEATURES : features.length
  const hidden = features.length - Math.min(cut, features.length)
  const canToggle = isMobile && features.length > MOBILE_FEATURES

  return (
    <div className={styles.featureBlock}>
      <ul id={listId} className={className} aria-label={label}>
        {features.slice(0, cut).map((feature) => (
          <li key={feature} className={itemClassName}>
            {renderItem(feature)}
          </li>
        ))}
      </ul>
      {canToggle ? (
        <button
          type="button"
          className={styles.moreFeatures}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Afficher moins' : moreFeaturesLabel(hidden)}
        </button>
      ) : null}
    </div>
  )
}

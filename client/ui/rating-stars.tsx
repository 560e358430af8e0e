import { Star, StarHalf } from 'lucide'
import { ratingLabel, starsOf } from '../lib/supplier-display.ts'
import { Icon } from './icon.tsx'
import * as styles from './rating-stars.css.ts'

/** Five stars (full from the floor, a half at .5 or more) read out as "Note : 4,5 sur 5". */
export function RatingStars({ rating }: { rating: number }) {
  const { full, half, empty } = starsOf(rating)
  return (
    <span role="img" aria-label={ratingLabel(rating)} className={styles.stars}>
      {Array.from({ length: full }, (_, i) => (
        <Icon key={`f${i}`} icon={Star} className={styles.full} data-star="full" />
      ))}
      {half ? (
        <span className={styles.halfWrap} data-star="half">
          <Icon icon={Star} className={styles.empty} />
          <Icon icon={StarHalf} className={styles.halfOverlay} />
        </span>
      ) : null}
      {Array.from({ length: empty }, (_, i) => (
        <Icon key={`e${i}`} icon={Star} className={styles.empty} data-star="empty" />
      ))}
    </span>
  )
}

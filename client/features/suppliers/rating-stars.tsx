import { Star, StarHalf } from 'lucide-react'
import { ratingLabel, starsOf } from './display.ts'
import * as styles from './rating-stars.css.ts'

/** Five stars (full from the floor, a half at .5 or more) read out as "Note : 4,5 sur 5". */
export function RatingStars({ rating }: { rating: number }) {
  const { full, half, empty } = starsOf(rating)
  return (
    <span role="img" aria-label={ratingLabel(rating)} className={styles.stars}>
      {Array.from({ length: full }, (_, i) => (
        <Star key={`f${i}`} aria-hidden="true" focusable="false" className={styles.full} data-star="full" />
      ))}
      {half ? (
        <span className={styles.halfWrap} data-star="half">
          <Star aria-hidden="true" focusable="false" className={styles.empty} />
          <StarHalf aria-hidden="true" focusable="false" className={styles.halfOverlay} />
        </span>
      ) : null}
      {Array.from({ length: empty }, (_, i) => (
        <Star key={`e${i}`} aria-hidden="true" focusable="false" className={styles.empty} data-star="empty" />
      ))}
    </span>
  )
}

import { Star, StarHalf } from 'lucide'
import { ratingLabel, starsOf } from '../lib/supplier-display.ts'
import { Icon } from './icon.tsx'
import * as styles from './rating-stars.css.ts'

/** A rating's five places: each star is known by its place, which never moves. */
const PLACES = [1, 2, 3, 4, 5] as const

/** Five stars (full from the floor, a half at .5 or more) read out as "Note : 4,5 sur 5". */
export function RatingStars({ rating }: { rating: number }) {
  const { full, half } = starsOf(rating)
  return (
    <span role="img" aria-label={ratingLabel(rating)} className={styles.stars}>
      {PLACES.map((place) =>
        place <= full ? (
          <Icon key={place} icon={Star} className={styles.full} data-star="full" />
        ) : half && place === full + 1 ? (
          <span key={place} className={styles.halfWrap} data-star="half">
            <Icon icon={Star} className={styles.empty} />
            <Icon icon={StarHalf} className={styles.halfOverlay} />
          </span>
        ) : (
          <Icon key={place} icon={Star} className={styles.empty} data-star="empty" />
        ),
      )}
    </span>
  )
}

import { CircleCheck, Clock, Euro, Leaf, Lightbulb, ShieldCheck, type IconNode } from 'lucide'
import { useEffect, useRef, useState } from 'react'
import type { Benefit, BenefitIcon } from '#contract/content'
import { Card, Skeleton } from '../../ui/card.tsx'
import { media } from '../../ui/media.ts'
import { Icon } from '../../ui/icon.tsx'
import * as styles from './benefits-grid.css.ts'

const ICONS: Record<BenefitIcon, IconNode> = {
  'euro-sign': Euro,
  leaf: Leaf,
  'check-circle': CircleCheck,
  lightbulb: Lightbulb,
  shield: ShieldCheck,
  clock: Clock,
}

/** The cards enter once the grid is 80 % into the viewport, so the visitor sees them arrive rather than find them there. */
const REVEAL_RATIO = 0.8

type Reveal = 'static' | 'waiting' | 'entering'

/**
 * Cards are visible as rendered (server, no JS, reduced motion). Only when the grid is still below the
 * viewport does the effect hide them until they scroll in; a grid taller than the viewport enters at
 * the largest ratio it can reach, and one already passed is shown without animation.
 */
function useRevealOnScroll() {
  const ref = useRef<HTMLUListElement>(null)
  const [reveal, setReveal] = useState<Reveal>('static')

  useEffect(() => {
    const grid = ref.current
    if (!grid || window.matchMedia(media.reducedMotion).matches) return
    if (grid.getBoundingClientRect().top < window.innerHeight) return
    setReveal('waiting')
    const threshold = Math.min(REVEAL_RATIO, (REVEAL_RATIO * window.innerHeight) / grid.offsetHeight)
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        if (entry.intersectionRatio >= threshold || entry.boundingClientRect.bottom < 0) {
          setReveal(entry.boundingClientRect.bottom < 0 ? 'static' : 'entering')
          observer.disconnect()
        }
      },
      { threshold: [0, threshold, 1] },
    )
    observer.observe(grid)
    return () => observer.disconnect()
  }, [])

  return { ref, reveal }
}

/** The benefits grid's place while it loads: 3 skeleton cards. */
export function BenefitsGridSkeleton() {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label="Chargement des avantages">
      {[0, 1, 2].map((key) => (
        <Card as="li" key={key} aria-hidden="true">
          <Skeleton width="quarter" height="heading" />
          <Skeleton width="half" height="heading" />
          <Skeleton width="full" />
          <Skeleton width="threeQuarters" />
        </Card>
      ))}
    </ul>
  )
}

/** The benefits grid, revealed as it scrolls into view. */
export function BenefitsGrid({ benefits }: { benefits: readonly Benefit[] }) {
  const { ref, reveal } = useRevealOnScroll()

  return (
    <ul ref={ref} className={styles.grid} data-reveal={reveal}>
      {benefits.map((benefit) => {
        return (
          <Card as="li" key={benefit.id} className={styles.card}>
            <span className={styles.icon} aria-hidden="true">
              <Icon icon={ICONS[benefit.icon] ?? CircleCheck} size="xl" />
            </span>
            <h3 className={styles.title}>{benefit.title}</h3>
            <p className={styles.text}>{benefit.description}</p>
          </Card>
        )
      })}
    </ul>
  )
}

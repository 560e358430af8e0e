import { Pause, Play } from 'lucide'
import { useEffect, useState } from 'react'
import type { Testimonial } from '#contract/content'
import { usePrefersReducedMotion } from '../../lib/use-media-query.ts'
import { Button } from '../../ui/button.tsx'
import { Skeleton } from '../../ui/card.tsx'
import { srOnly } from '../../ui/visually-hidden.css.ts'
import { nextIndex, previewIndexes, ROTATION_MS } from './carousel.ts'
import * as styles from './testimonials-carousel.css.ts'
import { Icon } from '../../ui/icon.tsx'

/**
 * One testimonial at a time, advancing every 5 s in a loop. Rotation stops on hover, while focus is
 * inside, under reduced motion and when the visitor pauses it (WCAG 2.2.2). Only the visitor's own
 * changes are announced: the live region is polite after a pick and off while it rotates by itself.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [pausedByVisitor, setPausedByVisitor] = useState(false)
  const [announce, setAnnounce] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const count = testimonials.length
  const rotating = count > 1 && !hovered && !focused && !pausedByVisitor && !reducedMotion

  useEffect(() => {
    if (!rotating) return
    const timer = window.setInterval(() => {
      setAnnounce(false)
      setIndex((current) => nextIndex(current, count))
    }, ROTATION_MS)
    return () => window.clearInterval(timer)
  }, [rotating, count])

  const current = testimonials[Math.min(index, count - 1)]
  if (!current) return null

  const select = (next: number) => {
    setAnnounce(true)
    setIndex(next)
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the rotation (a moving slide must stop for a reader); the actions are the buttons inside.
    <div
      className={styles.root}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
      data-rotating={rotating ? '' : undefined}
    >
      <div aria-live={announce ? 'polite' : 'off'} aria-atomic="true">
        <figure className={styles.slide} data-testimonial-id={current.id}>
          <p className={styles.stars}>
            <span aria-hidden="true">
              {'★'.repeat(current.rating)}
              {'☆'.repeat(5 - current.rating)}
            </span>
            <span className={srOnly}>Note : {current.rating} sur 5</span>
          </p>
          <blockquote className={styles.quote}>
            <p>« {current.comment} »</p>
          </blockquote>
          <figcaption className={styles.author}>
            {current.name} <span className={styles.location}>– {current.location}</span>
          </figcaption>
        </figure>
      </div>

      {count > 1 ? (
        <div className={styles.controls}>
          <ul className={styles.dots} aria-label="Choisir un témoignage">
            {testimonials.map((testimonial, position) => (
              <li key={testimonial.id}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={`Témoignage ${position + 1} sur ${count} : ${testimonial.name}`}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => select(position)}
                />
              </li>
            ))}
          </ul>
          {reducedMotion ? null : (
            <Button tone="ghost" size="sm" className={styles.pause} onClick={() => setPausedByVisitor((value) => !value)}>
              {pausedByVisitor ? <Icon icon={Play} size="sm" /> : <Icon icon={Pause} size="sm" />}
              {pausedByVisitor ? 'Reprendre le défilement' : 'Mettre en pause le défilement'}
            </Button>
          )}
        </div>
      ) : null}

      {count > 1 ? (
        <ul className={styles.previews} aria-label="Autres témoignages">
          {previewIndexes(index, count).map((position) => {
            const testimonial = testimonials[position]
            if (!testimonial) return null
            return (
              <li key={testimonial.id}>
                <button type="button" className={styles.preview} onClick={() => select(position)}>
                  <span className={styles.author}>
                    {testimonial.name} <span className={styles.location}>– {testimonial.location}</span>
                  </span>
                  <span className={styles.previewText}>{testimonial.comment}</span>
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}

/** The carousel's place while testimonials load. */
export function TestimonialsSkeleton() {
  return (
    <div className={styles.root} aria-hidden="true">
      <div className={styles.slide}>
        <Skeleton width="quarter" />
        <Skeleton width="full" />
        <Skeleton width="threeQuarters" />
        <Skeleton width="half" />
      </div>
    </div>
  )
}

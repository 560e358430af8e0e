import { useEffect, useState, type MouseEvent } from 'react'
import { Container } from '../../ui/container.tsx'
import { media } from '../../ui/media.ts'
import * as styles from './anchor-menu.css.ts'

export type AnchorMenuItem = { label: string; target: string; sections: readonly string[] }

/**
 * A horizontal band 1 px high at 35 % of the viewport: the section crossing it is the one being read.
 * Sections follow each other, so at most one crosses it at a time.
 */
const READING_LINE_MARGIN = '-35% 0px -64% 0px'

/** The sticky in-page menu; marks the entry whose section is in view (aria-current="location"). */
export function AnchorMenu({ items, label }: { items: readonly AnchorMenuItem[]; label: string }) {
  const [current, setCurrent] = useState<string | null>(null)

  useEffect(() => {
    const inView = new Set<string>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inView.add(entry.target.id)
          else inView.delete(entry.target.id)
        }
        const item = items.find((candidate) => candidate.sections.some((id) => inView.has(id)))
        setCurrent(item?.target ?? null)
      },
      { rootMargin: READING_LINE_MARGIN },
    )
    for (const item of items) {
      for (const id of item.sections) {
        const section = document.getElementById(id)
        if (section) observer.observe(section)
      }
    }
    return () => observer.disconnect()
  }, [items])

  const jump = (event: MouseEvent<HTMLAnchorElement>, target: string) => {
    const section = document.getElementById(target)
    if (!section) return
    event.preventDefault()
    // The sections' scroll-margin keeps their heading clear of the header and this bar. The address
    // keeps no hash: the router would then scroll again with its own 80 px offset, under this bar.
    section.scrollIntoView({ behavior: window.matchMedia(media.reducedMotion).matches ? 'auto' : 'smooth' })
    section.focus({ preventScroll: true })
  }

  return (
    <nav aria-label={label} className={styles.bar}>
      <Container>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.target}>
              <a
                href={`#${item.target}`}
                className={styles.link}
                aria-current={current === item.target ? 'location' : undefined}
                onClick={(event) => jump(event, item.target)}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  )
}

import { useId, useState, type ReactNode } from 'react'
import { ChevronDown } from 'lucide'
import { useMediaQuery } from '../lib/use-media-query.ts'
import { Button } from './button.tsx'
import { cx } from './cx.ts'
import { Icon } from './icon.tsx'
import { media } from './media.ts'
import * as styles from './accordion.css.ts'

export type FaqItem = {
  id: string
  question: string
  answer: ReactNode
}

export type FaqAccordionProps = {
  items: readonly FaqItem[]
  /**
   * single: one open at a time (opening one closes the other; the open one closes on a click);
   * multiple: independent items; responsive: several open on desktop, one at a time under 768 px (on a
   * phone, one open answer keeps the list short enough to scan), and in the prerendered page.
   */
  type: 'single' | 'multiple' | 'responsive'
  /** How many questions show before "Voir plus de questions". Default 5. */
  initialVisible?: number
  /** Heading level of each question. Default h3. */
  headingLevel?: 'h2' | 'h3'
  className?: string
}

/**
 * A list of questions and answers, each the browser's own disclosure (`<details>`): it opens with a
 * click, Enter or Space, tells assistive technologies whether it is open, and works in the prerendered
 * page before the app (and without JavaScript). Its answer is in the HTML, so the browser's find opens
 * the question that holds a match. Items sharing a `name` are exclusive: the browser keeps one open.
 * Past `initialVisible` items, the rest hide behind a disclosure button ("Voir plus de questions" /
 * "Voir moins de questions") with aria-expanded and aria-controls; without JavaScript they all show.
 */
export function FaqAccordion({ items, type, initialVisible = 5, headingLevel: Heading = 'h3', className }: FaqAccordionProps) {
  const [expanded, setExpanded] = useState(false)
  const moreId = useId()
  const group = useId()
  // The prerendered list is a phone's (the server cannot know the width): one answer open at a time,
  // in the HTML, before the app and without JavaScript. A wider window lets several open once hydrated.
  const isMobile = useMediaQuery(media.mobileOnly, true)
  const exclusive = type === 'single' || (type === 'responsive' && isMobile)
  const visible = items.slice(0, initialVisible)
  const rest = items.slice(initialVisible)

  const renderItems = (list: readonly FaqItem[]) =>
    list.map((item) => (
      <details key={item.id} name={exclusive ? group : undefined} className={styles.item}>
        <summary className={styles.trigger}>
          <Heading className={styles.question}>{item.question}</Heading>
          <Icon icon={ChevronDown} size="lg" className={styles.chevron} />
        </summary>
        <div className={styles.answer}>{item.answer}</div>
      </details>
    ))

  return (
    <div className={cx(styles.faq, className)}>
      <div className={styles.list}>
        {renderItems(visible)}
        {rest.length > 0 ? (
          <div id={moreId} className={styles.more} hidden={!expanded}>
            {renderItems(rest)}
          </div>
        ) : null}
      </div>
      {rest.length > 0 ? (
        <Button
          tone="secondary"
          className={styles.moreToggle}
          aria-expanded={expanded}
          aria-controls={moreId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Voir moins de questions' : 'Voir plus de questions'}
        </Button>
      ) : null}
    </div>
  )
}

import { useId, useState, type ReactNode } from 'react'
import { ChevronDown } from 'lucide'
import { cx } from '../../ui/cx.ts'
import { Icon } from '../../ui/icon.tsx'
import * as styles from './responsive-disclosure.css.ts'

export type ResponsiveDisclosureProps = {
  title: ReactNode
  headingLevel?: 'h2' | 'h3'
  headingClassName?: string
  className?: string
  children: ReactNode
}

/**
 * A block that is always open on desktop and collapsed behind its heading's disclosure button on
 * mobile (under 768 px), as "how to choose" is on phones, where it would push the list down. The heading holds both forms and CSS
 * shows one, so the prerendered page is already right on a phone (no collapse once the app starts).
 */
export function ResponsiveDisclosure({
  title,
  headingLevel: Heading = 'h2',
  headingClassName,
  className,
  children,
}: ResponsiveDisclosureProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()

  return (
    <div className={className}>
      <Heading className={cx(styles.heading, headingClassName)}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <Icon icon={ChevronDown} size="lg" className={styles.chevron} data-open={open} />
        </button>
        <span className={styles.desktopTitle}>{title}</span>
      </Heading>
      <div id={panelId} data-open={open} className={styles.panel}>
        {children}
      </div>
    </div>
  )
}

import { useId, useState, type ReactNode } from 'react'
import { ChevronDown } from 'lucide-react'
import { useIsMobile } from '../../lib/use-media-query.ts'
import { cx } from '../../ui/cx.ts'
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
 * mobile (under 768 px), as the spec asks for "how to choose". The server renders the desktop form.
 */
export function ResponsiveDisclosure({ title, headingLevel: Heading = 'h2', headingClassName, className, children }: ResponsiveDisclosureProps) {
  const isMobile = useIsMobile()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const expanded = !isMobile || open

  return (
    <div className={className}>
      <Heading className={cx(styles.heading, headingClassName)}>
        {isMobile ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            <span>{title}</span>
            <ChevronDown aria-hidden="true" focusable="false" className={styles.chevron} data-open={open} />
          </button>
        ) : (
          title
        )}
      </Heading>
      <div id={panelId} hidden={!expanded} className={styles.panel}>
        {children}
      </div>
    </div>
  )
}

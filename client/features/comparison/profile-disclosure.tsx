import { useEffect, useId, useRef, type ReactNode } from 'react'
import { ChevronDown } from 'lucide'
import { Icon } from '../../ui/icon.tsx'
import { media } from '../../ui/media.ts'
import * as styles from './profile-disclosure.css.ts'

export type ProfileDisclosureProps = {
  /** The profile in one line (profile-summary.ts). */
  summary: string
  /** The estimate panel. */
  children: ReactNode
}

/**
 * The household's profile above the ranking. On a phone, one line and « Modifier », which opens the
 * estimate panel in place: open, the panel alone is a screen tall and pushed the first offer three
 * screens down. From tablets on, the panel is open and the line is not shown.
 *
 * It is the browser's own disclosure (`<details>`): it opens with a tap, Enter or Space, tells assistive
 * technologies whether it is expanded, and works in the prerendered page before the app and without
 * JavaScript. The summary gets no `aria-expanded` of its own: the browser reports the state, and an
 * attribute would be wrong between a tap on the prerendered page and the app's start. The prerendered
 * page cannot know the width, so it is closed there; from tablets on, CSS shows the panel without the
 * line (where the browser lets CSS style a closed disclosure's content) and the app opens it once live.
 */
export function ProfileDisclosure({ summary, children }: ProfileDisclosureProps) {
  const ref = useRef<HTMLDetailsElement>(null)
  const panelId = useId()
  useEffect(() => {
    // Once, at start: later, the visitor's own choice stands, whatever the width becomes.
    if (ref.current && window.matchMedia(media.tablet).matches) ref.current.open = true
  }, [])

  return (
    <details ref={ref} className={styles.disclosure}>
      <summary className={styles.summary} aria-controls={panelId}>
        <span className={styles.profile}>
          <span className={styles.srOnly}>Votre profil&nbsp;: </span>
          {summary}
        </span>
        <span className={styles.modify}>
          Modifier
          <Icon icon={ChevronDown} size="sm" className={styles.chevron} />
        </span>
      </summary>
      <div id={panelId} className={styles.panel}>
        {children}
      </div>
    </details>
  )
}

import { MessageCircle } from 'lucide'
import { site } from '../../config/site.ts'
import { cx } from '../../ui/cx.ts'
import { Icon } from '../../ui/icon.tsx'
import * as styles from './advisor-widget.css.ts'
import { useLauncherBounce } from './use-launcher-bounce.ts'

/** Marks the light launcher's button, so the widget taking its place can tell whether it had focus. */
export const LIGHT_LAUNCHER_ATTRIBUTE = 'data-advisor-launcher'

export interface AdvisorLauncherProps {
  /** When the bounces count from (performance.now()): the widget that takes over keeps the same beat. */
  bounceFrom: number
  /** The visitor shows intent (pointer over it, a touch, focus): the widget's code is wanted now. */
  onIntent: () => void
  /** The visitor clicked: the card is to open, with focus on its heading, once the widget is there. */
  onOpen: () => void
}

/**
 * The advisor's closed round button alone, as the widget draws it, while the widget's code has not
 * come: that code is asked for on the visitor's intent, or ahead of the card's opening by itself
 * (Advisor). It has no card to control yet, so no `aria-controls`.
 */
export function AdvisorLauncher({ bounceFrom, onIntent, onOpen }: AdvisorLauncherProps) {
  const bouncing = useLauncherBounce(true, bounceFrom)
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={cx(styles.launcher, bouncing && styles.bouncing)}
        aria-label={`Parler à ${site.advisorFirstName}, votre conseillère`}
        aria-expanded={false}
        data-hydrated=""
        {...{ [LIGHT_LAUNCHER_ATTRIBUTE]: '' }}
        onPointerEnter={onIntent}
        onPointerDown={onIntent}
        onFocus={onIntent}
        onClick={onOpen}
      >
        <Icon icon={MessageCircle} className={styles.launcherIcon} />
        <span className={styles.launcherBadge} aria-hidden="true" />
      </button>
    </div>
  )
}

import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { Clock, Headset } from 'lucide'
import { site } from '../config/site.ts'
import { buttonLinkClass } from './button.tsx'
import * as styles from './expert-box.css.ts'
import { Icon } from './icon.tsx'

/** "Parlez à un expert": the support line and the callback page, side by side with the text. */
export function ExpertBox({ title = 'Besoin d’un conseil ?', text }: { title?: string; text: string }) {
  const titleId = useId()
  return (
    <aside className={styles.box} aria-labelledby={titleId}>
      <Icon icon={Headset} className={styles.icon} />
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p>{text}</p>
      <a href={site.phone.href} className={styles.phone}>
        {site.phone.display}
      </a>
      <p className={styles.hours}>
        <Icon icon={Clock} size="sm" className={styles.smallIcon} /> {site.hours}
      </p>
      <Link to="/rappel" className={buttonLinkClass({ tone: 'primary', fullWidth: true })}>
        Être rappelé gratuitement
      </Link>
    </aside>
  )
}

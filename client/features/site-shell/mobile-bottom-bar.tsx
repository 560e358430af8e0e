import { Link } from '@tanstack/react-router'
import { Calculator, Sparkles } from 'lucide'
import { site } from '../../config/site.ts'
import { srOnly } from '../../ui/visually-hidden.css.ts'
import * as styles from './mobile-bottom-bar.css.ts'
import { Icon } from '../../ui/icon.tsx'

/** Fixed under 768 px: the two actions a visitor on a phone most often wants. */
export function MobileBottomBar() {
  return (
    <nav className={styles.bar} aria-label="Actions rapides">
      <Link to="/calculateur" className={styles.secondary}>
        <Icon icon={Calculator} size="md" className={styles.icon} />
        Calculer mes coûts
      </Link>
      <a href={site.simulationUrl} target="_blank" rel="noopener" className={styles.primary}>
        <Icon icon={Sparkles} size="md" className={styles.icon} />
        <span>
          Simuler mes économies en 2 min<span className={srOnly}> (nouvel onglet)</span>
        </span>
      </a>
    </nav>
  )
}

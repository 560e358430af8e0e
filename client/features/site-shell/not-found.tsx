import { Link } from '@tanstack/react-router'
import { site } from '../../config/site.ts'
import { buttonLinkClass } from '../../ui/button.tsx'
import { Container } from '../../ui/container.tsx'
import * as styles from './not-found.css.ts'

/** The French not-found page (DECISIONS.md); the server answers it with HTTP status 404. */
export function NotFoundPage() {
  return (
    <Container>
      {/* React hoists these into <head>: the route tree has no head for an unknown path. */}
      <title>{`Page introuvable | ${site.name}`}</title>
      <meta name="description" content="La page que vous cherchez n’existe pas ou a été déplacée." />
      <div className={styles.box}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>Page introuvable</h1>
        <p>La page que vous cherchez n’existe pas ou a été déplacée.</p>
        <div className={styles.actions}>
          <Link to="/" className={buttonLinkClass({ tone: 'primary' })}>
            Retour à l’accueil
          </Link>
          <Link to="/fournisseurs" className={buttonLinkClass({ tone: 'secondary' })}>
            Voir les fournisseurs
          </Link>
        </div>
      </div>
    </Container>
  )
}

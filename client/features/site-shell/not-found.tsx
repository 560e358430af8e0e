import { Link } from '@tanstack/react-router'
import { buttonLinkClass } from '../../ui/button.tsx'
import { Container } from '../../ui/container.tsx'
import { notFoundHead } from './not-found-head.ts'
import * as styles from './not-found.css.ts'

/** The French not-found page; the server answers it with HTTP status 404, so search engines never index it. */
export function NotFoundPage() {
  return (
    <Container>
      <div className={styles.box}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>Page introuvable</h1>
        <p>{notFoundHead.description}</p>
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

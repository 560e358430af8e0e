import { ChevronRight } from 'lucide'
import { Icon } from '../../ui/icon.tsx'
import * as styles from './enedis-how-to.css.ts'

/** Where the file is, as a path of screens: a picture a screen reader reads as the list it is. */
const PATH = ['Espace client Enedis (compte particulier)', 'Suivi de ma consommation', 'Télécharger mes données (CSV)'] as const

/**
 * Where a household finds its file. Enedis renames its menus from time to time, so the steps describe
 * what to look for rather than quote every label.
 */
export function EnedisHowTo() {
  return (
    <section className={styles.section} aria-labelledby="ou-trouver">
      <h2 id="ou-trouver" className={styles.title}>
        Où trouver votre fichier&nbsp;?
      </h2>
      <figure className={styles.figure}>
        <ol className={styles.path} aria-label="Chemin dans l’espace client Enedis">
          {PATH.map((step, index) => (
            <li key={step} className={styles.pathStep}>
              <span className={styles.pathBox}>{step}</span>
              {index < PATH.length - 1 ? <Icon icon={ChevronRight} size="md" className={styles.pathArrow} /> : null}
            </li>
          ))}
        </ol>
        <figcaption className={styles.caption}>Le chemin jusqu’à l’export, dans l’espace client du gestionnaire du réseau.</figcaption>
      </figure>
      <ol className={styles.steps}>
        <li>
          Connectez-vous à votre espace client <strong>Enedis</strong> (le gestionnaire du réseau, pas votre fournisseur). Pour le créer, il
          faut le numéro de votre point de livraison (PDL ou PRM, 14&nbsp;chiffres), inscrit sur votre facture.
        </li>
        <li>Ouvrez le suivi de votre consommation, puis le téléchargement de vos données.</li>
        <li>
          Choisissez la <strong>consommation horaire</strong> (courbe de charge, une mesure toutes les 30&nbsp;minutes) et la période la
          plus longue possible&nbsp;: une année complète donne le résultat le plus juste. À défaut, la consommation quotidienne donne votre
          consommation annuelle, mais pas vos heures creuses ni votre puissance maximale.
        </li>
        <li>
          Téléchargez le fichier CSV et déposez-le ci-dessus tel quel, sans l’ouvrir ni le modifier. S’il arrive dans une archive ZIP,
          extrayez-en d’abord le fichier CSV.
        </li>
      </ol>
      <p className={styles.note}>
        La courbe de charge n’est enregistrée que si vous l’avez activée dans votre espace client Enedis&nbsp;; une fois activée, comptez
        quelques jours avant les premières mesures. La consommation quotidienne, elle, est disponible sans démarche pour tout compteur
        Linky.
      </p>
    </section>
  )
}

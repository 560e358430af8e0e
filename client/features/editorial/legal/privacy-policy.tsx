import { PRIVACY_NOTICE_VERSION } from '#contract/constants'
import { site } from '../../../config/site.ts'
import { tableScroll } from '../../../ui/prose.css.ts'

/** The notice's date is its version: the callback form records which one the visitor was shown. */
export const lastUpdated = PRIVACY_NOTICE_VERSION

const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' })

/** "15 mai 2025" from an ISO date, read as a calendar date. */
function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
}

const mailto = `mailto:${site.email}`

/**
 * Politique de confidentialité, which also carries the legal notice (/mentions-legales redirects here).
 * It describes exactly what the site stores: see worker/migrations/0001_callback_requests.sql.
 */
export function PrivacyPolicy() {
  return (
    <>
      <p>
        {site.name} vous aide à comparer les fournisseurs d’électricité et de gaz. Vous pouvez consulter tout le site sans créer de compte
        ni dire qui vous êtes : nous ne recueillons des données personnelles que lorsque vous nous demandez de vous rappeler. Cette page
        explique lesquelles, pourquoi, pour combien de temps, qui les reçoit et comment exercer vos droits.
      </p>
      <p>
        Version en vigueur : celle du {formatDate(PRIVACY_NOTICE_VERSION)} (référence {PRIVACY_NOTICE_VERSION}). Cette référence est
        enregistrée avec chaque demande de rappel, afin de savoir quelle version vous a été présentée.
      </p>

      <h2 id="mentions-legales">Éditeur du site et hébergement</h2>
      <p>
        Le site <a href={site.url}>{site.url.replace(/^https?:\/\//, '')}</a> est édité par <strong>{site.name} SAS</strong>, société par
        actions simplifiée au capital de 10 000 €, immatriculée au registre du commerce et des sociétés de Nanterre, dont le siège est situé{' '}
        {site.address.street}, {site.address.postalCode} {site.address.city}. Directeur de la publication : le président de {site.name} SAS.
        Contact : <a href={mailto}>{site.email}</a> ou <a href={site.phone.href}>{site.phone.display}</a>.
      </p>
      <p>
        Le site est hébergé par <strong>Cloudflare, Inc.</strong>, 101 Townsend St, San Francisco, CA 94107, États-Unis. Les pages sont
        servies depuis le réseau de Cloudflare et les demandes de rappel sont enregistrées dans une base de données Cloudflare D1.
      </p>

      <h2>Responsable du traitement</h2>
      <p>
        Le responsable des traitements décrits ici est {site.name} SAS, à l’adresse ci-dessus. Pour toute question sur vos données,
        écrivez-nous à <a href={mailto}>{site.email}</a>.
      </p>

      <h2>Ce que nous ne faisons pas</h2>
      <p>
        Le site ne propose aucun compte ni espace personnel. Il n’utilise aucun cookie publicitaire ou de mesure d’audience, aucun traceur
        tiers et aucun bouton de réseau social. Le détail figure dans notre <a href="/cookies">politique de cookies</a>.
      </p>

      <h2>Les données d’une demande de rappel</h2>
      <p>
        Lorsque vous demandez à être rappelé, depuis le bouton « Rappel gratuit » de l’assistant, le bloc de rappel de la page d’accueil ou
        la page <a href="/rappel">Être rappelé</a>, nous enregistrons :
      </p>
      <ul>
        <li>votre prénom et votre nom ;</li>
        <li>votre numéro de téléphone, tel que vous l’avez saisi et sous sa forme internationale normalisée (+33…) ;</li>
        <li>votre adresse e-mail ;</li>
        <li>le formulaire d’où la demande a été envoyée (assistant, page d’accueil ou page de rappel) ;</li>
        <li>la date et l’heure de la demande ;</li>
        <li>la version de la présente notice qui vous était proposée ;</li>
        <li>
          l’état de sa transmission à notre centre d’appels : transmise ou non, à quelle date et heure, en combien d’essais, et la cause
          technique du dernier échec éventuel ;
        </li>
        <li>
          des données techniques sans autre usage : un identifiant aléatoire de la demande et une empreinte de son contenu, qui évitent
          qu’un double clic n’enregistre deux fois la même demande.
        </li>
      </ul>
      <p>
        Tous les champs du formulaire sont nécessaires : sans eux, nous ne pourrions pas vous rappeler. Nous ne vous demandons ni adresse
        postale, ni coordonnées bancaires, ni relevé de consommation.
      </p>

      <h3>Pourquoi</h3>
      <p>
        Ces données servent uniquement à vous rappeler au sujet de votre contrat d’électricité ou de gaz, comme vous l’avez demandé. Ce
        traitement repose sur les <strong>mesures précontractuelles prises à votre demande (article 6.1.b du RGPD)</strong>.
      </p>

      <h3>Qui les reçoit, et quand</h3>
      <p>
        Dans la minute qui suit votre demande, elle est transmise automatiquement, par une connexion chiffrée, au{' '}
        <strong>centre d’appels qui vous rappelle pour notre compte</strong> : il reçoit votre prénom, votre nom, votre numéro de téléphone
        sous sa forme internationale, votre adresse e-mail, la date et l’heure de la demande et le formulaire utilisé, et rien d’autre. Si
        son service est momentanément indisponible, la transmission est réessayée pendant une heure environ, puis reprise par notre équipe.
        Ce centre d’appels agit en qualité de <strong>sous-traitant</strong> : il n’utilise vos données que pour vous rappeler, selon nos
        instructions, ne les conserve pas plus longtemps que nous et les efface lorsque nous le lui demandons, notamment quand vous nous
        demandez l’effacement des vôtres.
      </p>
      <p>
        Seuls ses conseillers et l’équipe de {site.name} ont accès à vos données. Elles ne sont ni vendues, ni louées, ni cédées. Elles ne
        sont transmises à un fournisseur d’énergie que si vous l’acceptez expressément au cours de l’appel. Cloudflare les héberge pour
        notre compte, en qualité de sous-traitant, sans pouvoir les utiliser à ses propres fins.
      </p>

      <h3>Combien de temps</h3>
      <p>
        Votre demande est conservée <strong>trois ans au plus après notre dernier contact</strong> avec vous, puis supprimée. Une
        suppression automatique, exécutée chaque jour, efface les demandes enregistrées depuis plus de trois ans. Vous pouvez en demander
        l’effacement plus tôt, à tout moment.
      </p>

      <h3>Démarchage téléphonique</h3>
      <p>
        Votre numéro sert seulement à vous rendre l’appel que vous avez demandé : il n’est pas utilisé pour du démarchage. Si vous êtes
        inscrit sur la liste d’opposition{' '}
        <a href="https://www.bloctel.gouv.fr" target="_blank" rel="noopener noreferrer">
          Bloctel
        </a>
        , cette inscription reste pleinement valable.
      </p>

      <h2>Protection contre les abus et journaux techniques</h2>
      <p>
        Pour empêcher l’envoi massif de demandes, le serveur en limite le nombre à cinq par minute pour une même adresse IP. Votre adresse
        IP est pour cela gardée en mémoire pendant une minute, sans être enregistrée ni jointe à votre demande.
      </p>
      <p>
        Lorsque votre navigateur interroge notre serveur (liste des fournisseurs, vérification de la connexion, envoi d’une demande),
        Cloudflare tient un journal technique de la requête : date, adresse demandée, code de réponse et en-têtes techniques, qui peuvent
        comprendre votre adresse IP. Ces journaux servent à diagnostiquer les pannes, ne contiennent pas le contenu de votre demande et sont
        effacés automatiquement au bout de sept jours au plus.
      </p>

      <h2>Le fichier de votre compteur sur la page «&nbsp;Ma consommation réelle&nbsp;»</h2>
      <p>
        Le fichier de consommation que vous déposez sur la page <a href="/ma-consommation">Ma consommation réelle</a> est lu et analysé par
        votre navigateur, sur votre appareil. Ni le fichier, ni aucun chiffre qui en est tiré (consommation, heures creuses, puissance,
        coûts) n’est envoyé à nos serveurs ou à un tiers&nbsp;: nous ne le recevons pas. Il n’est enregistré que si vous cliquez sur
        «&nbsp;Garder mon fichier sur cet appareil&nbsp;», et alors seulement dans le stockage de votre navigateur, jusqu’à ce que vous
        cliquiez sur «&nbsp;Effacer mes données&nbsp;» ou que vous effaciez les données du site dans votre navigateur. Le bouton
        «&nbsp;Comparer les offres avec ma consommation réelle&nbsp;» met dans l’adresse de la page de comparaison les seuls chiffres que
        vous choisissez d’y porter (consommation annuelle, puissance, part en heures creuses, répartition Tempo)&nbsp;: comme toute adresse,
        elle est demandée à notre serveur, qui ne la conserve que dans les journaux techniques décrits ci-dessus.
      </p>

      <h2>Le formulaire de simulation</h2>
      <p>
        Les boutons de simulation ouvrent, dans un nouvel onglet, un formulaire distinct hébergé à l’adresse{' '}
        <a href={site.simulationUrl} target="_blank" rel="noopener noreferrer">
          {site.simulationUrl}
        </a>
        , exploité par la même société. Ce site ne lui transmet rien : ce que vous y saisissez relève de la notice d’information présentée
        par ce formulaire.
      </p>

      <h2>En résumé</h2>
      {/* A scrollable region of its own on narrow screens, reachable with the keyboard. */}
      {/* biome-ignore lint/a11y/useSemanticElements: keyboard users scroll a wide table by focusing it (WCAG 2.1.1); a <section> would add nothing but an element change. */}
      <div
        className={tableScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll a wide table by focusing it (WCAG 2.1.1); a <section> would add nothing but an element change.
        tabIndex={0}
        role="region"
        aria-label="Tableau récapitulatif des données"
      >
        <table>
          <caption>Données traitées, finalités, bases légales et durées de conservation</caption>
          <thead>
            <tr>
              <th scope="col">Données</th>
              <th scope="col">Finalité</th>
              <th scope="col">Base légale</th>
              <th scope="col">Conservation</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                Prénom, nom, téléphone (saisi et normalisé), e-mail, formulaire d’envoi, date et heure, version de la notice, état de la
                transmission au centre d’appels, identifiants techniques
              </td>
              <td>
                Vous rappeler au sujet de votre contrat d’énergie, à votre demande ; transmises dans la minute au centre d’appels qui vous
                rappelle (sous-traitant)
              </td>
              <td>Mesures précontractuelles prises à votre demande (article 6.1.b du RGPD)</td>
              <td>Trois ans au plus après le dernier contact, puis suppression</td>
            </tr>
            <tr>
              <td>
                Après un effacement demandé par vous : la date, le nombre de demandes effacées et une empreinte de l’adresse e-mail ou du
                numéro indiqué, calculée avec une clé secrète (ni nom, ni adresse, ni numéro en clair)
              </td>
              <td>Pouvoir prouver que votre demande d’effacement a été satisfaite</td>
              <td>Obligation légale de répondre à vos demandes et d’en rendre compte (article 6.1.c du RGPD)</td>
              <td>Cinq ans, puis suppression</td>
            </tr>
            <tr>
              <td>Adresse IP</td>
              <td>Limiter les demandes de rappel à cinq par minute</td>
              <td>Intérêt légitime : sécurité du service (article 6.1.f du RGPD)</td>
              <td>Une minute, en mémoire, sans enregistrement</td>
            </tr>
            <tr>
              <td>Journaux techniques des requêtes adressées au serveur</td>
              <td>Diagnostiquer les pannes, assurer la sécurité</td>
              <td>Intérêt légitime (article 6.1.f du RGPD)</td>
              <td>Sept jours au plus</td>
            </tr>
            <tr>
              <td>Votre fichier de consommation, seulement si vous demandez à le garder, dans votre navigateur</td>
              <td>Vous le montrer à nouveau à votre prochaine visite</td>
              <td>Votre demande (article 6.1.a du RGPD)</td>
              <td>Jusqu’à ce que vous l’effaciez («&nbsp;Effacer mes données&nbsp;»)</td>
            </tr>
            <tr>
              <td>Votre choix sur les cookies, dans votre navigateur</td>
              <td>Ne pas vous reposer la question à chaque visite</td>
              <td>Intérêt légitime : respecter votre choix (article 6.1.f du RGPD)</td>
              <td>Question reposée au bout de 13 mois</td>
            </tr>
          </tbody>
        </table>
      </div>

      <h2>Hébergement hors de l’Union européenne</h2>
      <p>
        Cloudflare, Inc. étant une société américaine, vos données peuvent être traitées hors de l’Union européenne, notamment aux
        États-Unis. Ces transferts sont encadrés par le cadre de protection des données UE–États-Unis (Data Privacy Framework), auquel
        Cloudflare a adhéré, et par les clauses contractuelles types de la Commission européenne, dont vous pouvez obtenir une copie sur
        demande.
      </p>

      <h2>Vos droits</h2>
      <p>Conformément au RGPD et à la loi Informatique et Libertés, vous disposez des droits suivants :</p>
      <ul>
        <li>
          <strong>accès</strong> : savoir si nous détenons des données vous concernant et en obtenir une copie ;
        </li>
        <li>
          <strong>rectification</strong> : faire corriger des données inexactes ;
        </li>
        <li>
          <strong>effacement</strong> : faire supprimer votre demande de rappel ;
        </li>
        <li>
          <strong>limitation</strong> : faire geler l’utilisation de vos données le temps d’une vérification ;
        </li>
        <li>
          <strong>opposition</strong> : vous opposer au traitement fondé sur notre intérêt légitime ;
        </li>
        <li>
          <strong>portabilité</strong> : recevoir les données que vous nous avez fournies dans un format courant ;
        </li>
        <li>
          <strong>directives post-mortem</strong> : indiquer ce que deviendront vos données après votre décès.
        </li>
      </ul>
      <p>
        Pour les exercer, écrivez à <a href={mailto}>{site.email}</a> ou par courrier à {site.name} SAS, {site.address.street},{' '}
        {site.address.postalCode} {site.address.city}, en indiquant l’adresse e-mail ou le numéro de téléphone utilisés pour votre demande
        de rappel : c’est par eux que nous retrouvons vos données, et seulement les vôtres. Nous vous répondons dans un délai d’un mois à
        compter de la réception de votre demande, qui peut être prolongé de deux mois pour une demande complexe ; nous vous en informerions
        alors. Un justificatif d’identité ne vous sera demandé qu’en cas de doute raisonnable.
      </p>
      <p>
        Pour l’accès, nous vous envoyons la copie de vos demandes telles qu’elles sont enregistrées, dans un format courant (JSON), avec la
        date à laquelle chacune a été transmise à notre centre d’appels. Pour l’effacement, nous supprimons toutes vos demandes de rappel,
        demandons au centre d’appels d’effacer celles qu’il a reçues, et ne gardons qu’une trace sans vos coordonnées (voir le tableau
        ci-dessus). Si vous nous envoyez ensuite une nouvelle demande de rappel, elle sera enregistrée comme une nouvelle demande.
      </p>
      <p>
        Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de
        l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou sur{' '}
        <a href="https://www.cnil.fr" target="_blank" rel="noopener noreferrer">
          www.cnil.fr
        </a>
        .
      </p>

      <h2>Modifications</h2>
      <p>
        Nous mettrons cette notice à jour si le site change sa façon de traiter vos données. Chaque version est datée ; dernière mise à
        jour : {formatDate(lastUpdated)}. Les <a href="/cgu">conditions générales d’utilisation</a> complètent cette notice.
      </p>
    </>
  )
}

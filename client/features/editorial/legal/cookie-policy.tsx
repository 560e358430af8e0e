import { COOKIE_CHOICE_ACTION, COOKIE_CHOICE_ANCHOR } from '#contract/cookie-choice'
import { site } from '../../../config/site.ts'
import { Button } from '../../../ui/button.tsx'

/** Date of the last change to this page (ISO); the route shows it under the title. */
export const lastUpdated = '2025-05-15'

const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' })

/** "15 mai 2025" from an ISO date, read as a calendar date. */
function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
}

/** Politique de cookies: the site keeps only the visitor's consent choice, in local storage. */
export function CookiePolicy() {
  return (
    <>
      <p>
        Cette page explique ce que le site {site.name} enregistre dans votre navigateur. En bref : aucun cookie publicitaire, aucune mesure
        d’audience, aucun traceur tiers. La seule information conservée est votre réponse au bandeau relatif aux cookies, et elle ne quitte
        pas votre appareil.
      </p>

      <h2>Cookies et traceurs : de quoi parle-t-on ?</h2>
      <p>
        Un cookie est un petit fichier qu’un site dépose dans votre navigateur pour y retrouver une information lors d’une visite suivante.
        La loi ne vise pas que les cookies : l’article 82 de la loi Informatique et Libertés s’applique à tout « traceur », c’est-à-dire à
        toute information lue ou écrite sur votre appareil, y compris dans le stockage local du navigateur (« local storage »), et aux
        pixels ou identifiants utilisés pour suivre votre navigation.
      </p>
      <p>
        Les traceurs qui servent à la publicité, à la mesure d’audience ou aux réseaux sociaux ne peuvent être utilisés qu’avec votre accord
        préalable. Ceux qui sont strictement nécessaires au fonctionnement du site, ou qui mémorisent votre choix en matière de cookies, en
        sont dispensés.
      </p>

      <h2>Ce que le site n’utilise pas</h2>
      <ul>
        <li>aucun cookie : le site n’en dépose aucun dans votre navigateur ;</li>
        <li>aucun traceur publicitaire ou de ciblage ;</li>
        <li>aucun outil de mesure d’audience ou de statistiques de visite ;</li>
        <li>aucun traceur de tiers, aucun pixel, aucun script de suivi ;</li>
        <li>aucun bouton de partage ni module de réseau social ;</li>
        <li>aucun compte ni cookie de session : le site se consulte de façon anonyme.</li>
      </ul>

      <h2>Ce que le site enregistre dans votre navigateur</h2>
      <p>
        Lorsque vous répondez au bandeau en cliquant sur « Accepter » ou « Refuser », le site inscrit deux informations dans le stockage
        local de votre navigateur, et seulement celles-ci :
      </p>
      <ul>
        <li>
          <strong>cookie-consent</strong> : votre choix, sous la forme « accepted » (accepté) ou « refused » (refusé) ;
        </li>
        <li>
          <strong>cookie-consent-date</strong> : la date à laquelle vous avez fait ce choix.
        </li>
      </ul>
      <p>
        Ces informations restent sur votre appareil : elles ne sont pas envoyées à nos serveurs et ne permettent pas de vous identifier.
        Seul un choix fait sur cette page sans JavaScript est gardé autrement, dans un cookie nommé <strong>cookie-consent</strong> pour 13
        mois : votre navigateur le joint à ses demandes au site, qui ne l’enregistre nulle part. Elles servent uniquement à ne pas vous
        reposer la question à chaque visite. Parce qu’elles mémorisent votre choix, elles ne nécessitent pas votre consentement.
      </p>

      <h2>Combien de temps votre choix est conservé</h2>
      <p>
        Votre choix vaut pour <strong>13 mois</strong>. Passé ce délai, calculé à partir de la date enregistrée, le bandeau vous pose de
        nouveau la question, et votre nouvelle réponse remplace l’ancienne. Vous pouvez aussi l’effacer ou la modifier avant, à tout moment.
      </p>

      <h2>Ce que change votre choix</h2>
      <p>
        Comme le site n’utilise aucun traceur, <strong>refuser ne change rien à ce qui fonctionne aujourd’hui</strong> : les comparateurs,
        le calculateur, les articles et la demande de rappel restent accessibles exactement de la même façon, et aucun contenu ne vous est
        refusé.
      </p>
      <p>
        Accepter n’aurait d’effet que si le site ajoutait un jour un outil de mesure d’audience. Un tel outil serait alors décrit sur cette
        page, avec sa finalité, son éditeur et la durée de conservation de ses données, avant toute utilisation.
      </p>

      <h2>Modifier votre choix</h2>
      <p>Vous pouvez revenir sur votre choix à tout moment, de deux façons :</p>
      <ul>
        <li>
          en cliquant sur le lien <strong>« Gestion des cookies »</strong>, en bas de chaque page, qui rouvre le bandeau, ou sur l’un des
          boutons ci-dessous ;
        </li>
        <li>
          en effaçant les données du site dans les réglages de votre navigateur, en général dans la rubrique consacrée à la confidentialité,
          aux cookies et aux données des sites ; le bandeau réapparaît alors à votre visite suivante.
        </li>
      </ul>

      {/* Posted to the worker when JavaScript is off (it sets the cookie); with it, the banner's code
          also stores the choice in the browser, as the banner's own buttons do. */}
      <form id={COOKIE_CHOICE_ANCHOR} method="post" action={COOKIE_CHOICE_ACTION} aria-label="Votre choix sur les cookies">
        <Button type="submit" tone="primary" name="choice" value="accepted" data-consent-choice="accepted">
          Accepter
        </Button>{' '}
        <Button type="submit" tone="secondary" name="choice" value="refused" data-consent-choice="refused">
          Refuser
        </Button>
      </form>

      <h2>Sites tiers</h2>
      <p>
        Les liens vers les sites des fournisseurs ou d’organismes publics vous font quitter {site.name}. Ces sites peuvent utiliser leurs
        propres cookies, régis par leur propre politique, sur laquelle nous n’avons aucune prise. Il en va de même du formulaire de
        simulation, qui s’ouvre dans un nouvel onglet à l’adresse{' '}
        <a href={site.simulationUrl} target="_blank" rel="noopener noreferrer">
          {site.simulationUrl}
        </a>
         : ce que vous y faites relève de la notice et de la politique de cookies présentées par ce formulaire.
      </p>

      <h2>Pour en savoir plus</h2>
      <p>
        Les données que nous traitons lorsque vous demandez à être rappelé sont décrites dans notre{' '}
        <a href="/politique-de-confidentialite">politique de confidentialité</a>. La CNIL explique les règles applicables aux cookies sur{' '}
        <a href="https://www.cnil.fr/fr/cookies-et-autres-traceurs" target="_blank" rel="noopener noreferrer">
          son site
        </a>
        . Pour toute question, écrivez-nous à <a href={`mailto:${site.email}`}>{site.email}</a>. Cette politique a été mise à jour le{' '}
        {formatDate(lastUpdated)}.
      </p>
    </>
  )
}

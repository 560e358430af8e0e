import { site } from '../../../config/site.ts'

/** Date of the last change to these terms (ISO); the route shows it under the title. */
export const lastUpdated = '2025-05-15'

const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' })

/** "15 mai 2025" from an ISO date, read as a calendar date. */
function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
}

const mailto = `mailto:${site.email}`
const host = site.url.replace(/^https?:\/\//, '')

/** Conditions générales d’utilisation. */
export function TermsOfUse() {
  return (
    <>
      <p>
        Les présentes conditions générales d’utilisation (CGU) encadrent l’utilisation du site <a href={site.url}>{host}</a>, édité par{' '}
        {site.name} SAS, dont le siège est situé {site.address.street}, {site.address.postalCode} {site.address.city}. Elles sont
        applicables depuis le {formatDate(lastUpdated)}. En naviguant sur le site, vous les acceptez ; si vous ne les acceptez pas, nous
        vous invitons à ne pas l’utiliser. L’éditeur et l’hébergeur du site sont présentés dans notre{' '}
        <a href="/politique-de-confidentialite#mentions-legales">politique de confidentialité</a>.
      </p>

      <h2>1. Objet du site</h2>
      <p>
        {site.name} est un service gratuit de comparaison et d’information sur les offres d’électricité et de gaz destinées aux particuliers
        en France. Le site présente les fournisseurs et leurs offres, des guides et des outils d’estimation, et vous permet de joindre un
        conseiller. <strong>Aucun contrat de fourniture d’énergie n’est conclu sur le site</strong> : si vous décidez de changer d’offre, le
        contrat est signé directement avec le fournisseur choisi, selon ses propres conditions.
      </p>

      <h2>2. Accès au site</h2>
      <p>
        L’accès au site est gratuit et anonyme : aucune inscription ni aucun compte n’est nécessaire. Les frais de connexion à internet
        restent à votre charge. Nous nous efforçons de maintenir le site accessible en permanence, sans pouvoir le garantir : il peut être
        interrompu pour maintenance, mise à jour ou en cas de panne, sans préavis ni indemnité.
      </p>

      <h2>3. Les informations fournies</h2>
      <p>
        Les prix affichés proviennent des grilles tarifaires publiques des fournisseurs et des tarifs réglementés publiés par les pouvoirs
        publics. Ils sont relevés à une date indiquée à côté des prix (mention « Prix relevés… ») et peuvent avoir changé depuis. Les
        économies et coûts calculés par nos outils sont des <strong>estimations</strong>, présentées comme telles : ils reposent sur les
        hypothèses indiquées (par exemple la consommation annuelle ou la puissance du compteur), et non sur votre situation réelle.
      </p>
      <p>
        Nous ne garantissons pas qu’un fournisseur vous appliquera un prix ou une condition figurant sur le site. Avant de souscrire,
        vérifiez toujours l’offre, son prix et ses conditions auprès du fournisseur, notamment dans sa fiche descriptive et ses conditions
        générales de vente. Les articles et conseils publiés ont une valeur d’information générale et ne constituent pas un conseil
        personnalisé.
      </p>

      <h2>4. Indépendance et classement</h2>
      <p>
        Tous les fournisseurs de notre catalogue sont présentés sur le site. Aucun fournisseur ne paie pour y figurer ni pour être mieux
        placé : il n’existe pas d’emplacement payant. Lorsque des offres sont comparées, elles sont classées selon leur coût estimé pour le
        profil de consommation indiqué.
      </p>

      <h2>5. Le service de rappel</h2>
      <p>
        Vous pouvez demander à être rappelé par un conseiller depuis l’assistant, la page d’accueil ou la page{' '}
        <a href="/rappel">Être rappelé</a>. Ce service est <strong>gratuit et sans engagement</strong> : la demande ne vous oblige à rien et
        l’appel ne vous est pas facturé. Nos conseillers vous répondent également au <a href={site.phone.href}>{site.phone.display}</a>,{' '}
        {site.hours}. Les données recueillies pour vous rappeler sont traitées comme le décrit notre{' '}
        <a href="/politique-de-confidentialite">politique de confidentialité</a>.
      </p>
      <p>
        Vous vous engagez à indiquer vos propres coordonnées et à ne pas envoyer de demande au nom d’un tiers sans son accord. Le nombre de
        demandes est limité pour prévenir les abus.
      </p>

      <h2>6. Propriété intellectuelle</h2>
      <p>
        La structure du site, ses textes, ses illustrations, ses outils et la marque {site.name} sont la propriété de {site.name} SAS ou
        sont utilisés avec l’autorisation de leurs titulaires. Toute reproduction, représentation ou extraction substantielle, totale ou
        partielle, sans autorisation écrite préalable est interdite, sous réserve des exceptions prévues par le Code de la propriété
        intellectuelle, comme la courte citation avec mention de la source. Les noms et logos des fournisseurs sont des marques appartenant
        à leurs propriétaires respectifs ; ils ne sont cités que pour les identifier.
      </p>

      <h2>7. Liens hypertextes</h2>
      <p>
        Le site contient des liens vers des sites tiers, notamment ceux des fournisseurs et des organismes publics. Nous n’exerçons aucun
        contrôle sur leur contenu et n’en sommes pas responsables. Les boutons de simulation ouvrent, dans un nouvel onglet, le formulaire{' '}
        <a href={site.simulationUrl} target="_blank" rel="noopener noreferrer">
          {site.simulationUrl}
        </a>
        , exploité par la même société et soumis à ses propres conditions.
      </p>
      <p>
        Vous pouvez créer un lien vers une page du site, à condition qu’elle s’ouvre dans une fenêtre entière, sans être intégrée dans un
        autre site, et que le lien ne laisse pas croire à un partenariat qui n’existe pas. Nous pouvons demander la suppression d’un lien
        contraire à ces conditions.
      </p>

      <h2>8. Responsabilité</h2>
      <p>
        {site.name} apporte le plus grand soin aux informations publiées et les corrige dès qu’une erreur lui est signalée. Sa
        responsabilité ne saurait toutefois être engagée en cas d’écart entre les informations du site et les conditions réellement
        appliquées par un fournisseur, de décision prise sur la seule base d’une estimation, d’interruption du site ou de dommage causé par
        un site tiers. Ces limites ne s’appliquent pas en cas de faute lourde ou intentionnelle, ni lorsque la loi l’interdit. Pour nous
        signaler une erreur, écrivez à <a href={mailto}>{site.email}</a>.
      </p>

      <h2>9. Droit applicable et litiges</h2>
      <p>
        Les présentes CGU sont soumises au droit français. En cas de litige, une solution amiable sera recherchée en priorité :
        adressez-nous d’abord une réclamation écrite à <a href={mailto}>{site.email}</a>. À défaut d’accord, les tribunaux de Nanterre sont
        compétents, sauf lorsque les règles protectrices des consommateurs désignent une autre juridiction, comme celle de votre domicile.
      </p>
      <p>
        Si vous êtes consommateur, vous pouvez recourir gratuitement à un médiateur de la consommation pour tenter de résoudre un litige qui
        n’a pas trouvé de solution après une réclamation écrite, comme le prévoient les articles L.612-1 et suivants du Code de la
        consommation.
      </p>
      <p>
        Pour un litige avec votre fournisseur d’électricité ou de gaz, après une réclamation écrite restée sans réponse satisfaisante
        pendant deux mois, vous pouvez saisir gratuitement le{' '}
        <a href="https://www.energie-mediateur.fr" target="_blank" rel="noopener noreferrer">
          Médiateur national de l’énergie
        </a>
        .
      </p>

      <h2>10. Modification des CGU</h2>
      <p>
        Nous pouvons modifier ces conditions pour tenir compte de l’évolution du site ou de la réglementation. La version applicable est
        celle publiée sur cette page au moment de votre visite ; sa date de mise à jour est le {formatDate(lastUpdated)}.
      </p>
    </>
  )
}

/**
 * Every route of the API, one entry each, in the order the document lists them. The schemas are the
 * contract's own; document.ts turns them into JSON Schema. A route the app serves and this list lacks
 * fails tests/worker/openapi.test.ts: add its entry here (usually one `catalogueList` or
 * `catalogueItem` line).
 */
import { z } from 'zod'
import { Article, ArticleSlug, ArticleSummary, FeaturedArticle } from '#contract/article'
import { CallbackCreated, CallbackRequest, IdempotencyKey } from '#contract/callback-request'
import { CatalogueVersion } from '#contract/catalogue'
import { PositiveIdParam } from '#contract/common'
import { Benefit, Testimonial } from '#contract/content'
import { Health } from '#contract/health'
import { GasReferencePricesAnswer, REGULATED_DATE_MESSAGE, RegulatedDateQuery, RegulatedTariffsAnswer } from '#contract/regulated-tariffs'
import { OFFERS_QUERY_MESSAGES, OffersAnswer, OffersQuery } from '#contract/offers'
import { SavingsClaims } from '#contract/savings-claims'
import { CheapestOfferRow, Supplier, SupplierSummary } from '#contract/supplier'
import { TariffPlan } from '#contract/tariff-plan'
import { TEMPO_DAYS_MESSAGES, TempoDaysAnswer, TempoDaysQuery } from '#contract/tempo-days'
import type { ApiOperation } from './operation.ts'
import { catalogueByDate, catalogueItem, catalogueList, errors } from './operation.ts'

const supplierId = {
  name: 'id',
  description: 'Identifiant du fournisseur, un entier positif écrit simplement (« 19 », pas « 019 »).',
  schema: PositiveIdParam,
}

const regulatedDate = {
  name: 'date',
  description: 'Le jour demandé, AAAA-MM-JJ ; sans ce paramètre, aujourd’hui en France.',
  schema: RegulatedDateQuery.shape.date.def.innerType,
  required: false,
}

export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'Service',
    summary: 'Disponibilité du service',
    description: 'Répond sans lire le catalogue ni la base ; jamais mis en cache. HEAD est accepté aussi.',
    responses: { 200: { description: 'Le service répond.', body: Health, headers: ['Cache-Control'] } },
  },
  {
    method: 'head',
    path: '/api/health',
    tag: 'Service',
    summary: 'Disponibilité du service, sans corps',
    description: 'Le sondage de l’indicateur de connexion du site.',
    responses: { 200: { description: 'Le service répond.', headers: ['Cache-Control'] } },
  },
  catalogueList('/api/catalogue/version', 'Version du catalogue', CatalogueVersion, {
    description: 'La version du catalogue chargé ; l’ETag de toutes les réponses du catalogue. Revalidée à chaque usage (no-cache).',
  }),
  catalogueList('/api/suppliers', 'Tous les fournisseurs', z.array(SupplierSummary)),
  catalogueList('/api/featured-suppliers', 'Fournisseurs recommandés', z.array(SupplierSummary)),
  catalogueList('/api/electricity-suppliers', 'Fournisseurs d’électricité', z.array(SupplierSummary)),
  catalogueList('/api/gas-suppliers', 'Fournisseurs de gaz', z.array(SupplierSummary)),
  catalogueList('/api/cheapest-electricity-offers', 'Offres d’électricité les moins chères (Base, 6 kVA)', z.array(CheapestOfferRow)),
  catalogueItem('/api/suppliers/{id}', 'Un fournisseur', Supplier, { param: supplierId, notFound: 'Fournisseur non trouvé.' }),
  catalogueItem('/api/suppliers/{id}/tariff-plans', 'Les offres d’un fournisseur', z.array(TariffPlan), {
    param: supplierId,
    notFound: 'Fournisseur non trouvé.',
  }),
  catalogueList('/api/articles', 'Articles et guides, sans leur texte', z.array(ArticleSummary)),
  catalogueList('/api/featured-articles', 'Articles mis en avant', z.array(FeaturedArticle)),
  catalogueItem('/api/articles/slug/{slug}', 'Un article, par son slug', Article, {
    param: {
      name: 'slug',
      description: 'Mots en minuscules séparés par des tirets, accents permis, 200 octets UTF-8 au plus.',
      schema: ArticleSlug,
    },
    notFound: 'Article non trouvé.',
  }),
  catalogueByDate(
    '/api/regulated-tariffs',
    'Tarifs réglementés d’électricité (Tarif Bleu) en vigueur un jour donné',
    RegulatedTariffsAnswer,
    {
      date: regulatedDate,
      badDate: REGULATED_DATE_MESSAGE,
      description:
        'Les grilles Base, Heures pleines / Heures creuses et Tempo en vigueur le jour demandé, et tout l’historique. Un prix inconnu vaut null (« non communiqué »).',
    },
  ),
  catalogueByDate('/api/gas-reference-prices', 'Prix repère du gaz (CRE) d’un mois donné', GasReferencePricesAnswer, {
    date: regulatedDate,
    badDate: REGULATED_DATE_MESSAGE,
    description:
      'Le mois du jour demandé s’il est publié, le dernier mois connu à cette date, et tout l’historique. Un prix inconnu vaut null.',
  }),
  {
    ...catalogueByDate('/api/tempo-days', 'Couleurs passées des jours Tempo (RTE)', TempoDaysAnswer, {
      date: {
        name: 'from',
        description: 'Premier jour voulu, AAAA-MM-JJ, inclus ; sans ce paramètre, depuis le premier jour connu.',
        schema: TempoDaysQuery.shape.from.def.innerType,
        required: false,
      },
      badDate: `${TEMPO_DAYS_MESSAGES.from} ${TEMPO_DAYS_MESSAGES.to} ${TEMPO_DAYS_MESSAGES.order}`,
      description: [
        'Les jours Tempo connus entre `from` et `to` (inclus), du plus ancien au plus récent, avec la couleur que RTE a',
        'publiée la veille : « blue », « white » ou « red ». Un jour absent de la liste est inconnu (jamais bleu par',
        'défaut). `firstDay` et `lastDay` bornent toutes les données connues, quels que soient `from` et `to` ; null',
        'quand aucun jour n’est connu. `source` dit qui publie les couleurs et d’où vient chaque période.',
      ].join(' '),
    }),
    queryParams: [
      {
        name: 'from',
        description: 'Premier jour voulu, AAAA-MM-JJ, inclus ; sans ce paramètre, depuis le premier jour connu.',
        schema: TempoDaysQuery.shape.from.def.innerType,
        required: false,
      },
      {
        name: 'to',
        description: 'Dernier jour voulu, AAAA-MM-JJ, inclus, pas avant `from` ; sans ce paramètre, jusqu’au dernier jour connu.',
        schema: TempoDaysQuery.shape.to.def.innerType,
        required: false,
      },
    ],
  },
  {
    ...catalogueByDate('/api/offers', 'Les offres en cours un jour donné, avec leurs prix', OffersAnswer, {
      date: {
        ...regulatedDate,
        description:
          'Le jour demandé, AAAA-MM-JJ : les offres en cours ce jour-là, les offres indexées sur le tarif réglementé calculées avec la grille en vigueur ce jour-là ; sans ce paramètre, aujourd’hui en France.',
      },
      badDate: OFFERS_QUERY_MESSAGES.date,
      description:
        'Chaque offre en cours (une offre dont la date de fin est passée n’y figure plus), filtrée par énergie, option et puissance ; les offres sans prix relevé viennent après les autres, avec la raison. Les prix sont TTC, l’abonnement par mois.',
    }),
    queryParams: [
      { name: 'energy', description: '« electricity » ou « gas ».', schema: OffersQuery.shape.energy.def.innerType, required: false },
      {
        name: 'option',
        description: 'Option d’électricité : « base », « hphc » ou « tempo ».',
        schema: OffersQuery.shape.option.def.innerType,
        required: false,
      },
      {
        name: 'kva',
        description: 'Puissance du compteur en kVA (3, 6, 9, 12, 15, 18, 24, 30 ou 36) : seuls les prix de cette puissance sont donnés.',
        schema: z.enum(['3', '6', '9', '12', '15', '18', '24', '30', '36']),
        required: false,
      },
      { ...regulatedDate, description: 'Le jour demandé, AAAA-MM-JJ ; sans ce paramètre, aujourd’hui en France.' },
    ],
  },
  catalogueList('/api/benefits', 'Avantages présentés sur l’accueil', z.array(Benefit)),
  catalogueList('/api/testimonials', 'Témoignages', z.array(Testimonial)),
  catalogueList('/api/savings-claims', 'Chiffres d’économies affichés par le site', z.nullable(SavingsClaims), {
    description: [
      'Calculés au jour du chargement du catalogue, pour le foyer de `basis` : l’économie de l’offre de marché la',
      'moins chère et la moyenne des offres de marché de l’option, en € par an et en % du tarif réglementé de la',
      'même option et puissance (grille en vigueur ce jour-là). Les offres sans prix à cette puissance ne sont pas',
      'comptées. `null` quand la grille en vigueur ne donne pas de prix complet pour ce foyer.',
    ].join(' '),
  }),
  {
    method: 'post',
    path: '/api/callback-requests',
    tag: 'Demandes de rappel',
    summary: 'Demander à être rappelé',
    description: [
      'Les quatre champs de la spécification suffisent : firstName, lastName, phoneNumber, email.',
      '`source` absent est enregistré comme « api » ; `privacyNoticeVersion` absent, le service enregistre la',
      'version de la politique de confidentialité en vigueur (une version envoyée doit avoir été publiée).',
      'Un même numéro déjà enregistré depuis moins de 24 heures ne crée pas de nouvelle demande : la réponse',
      'est celle de la première (même identifiant). Cinq demandes par minute et par client (un /64 en IPv6),',
      'invalides comprises. Un navigateur d’un autre site est refusé (403).',
    ].join(' '),
    headerParams: [
      {
        name: 'Idempotency-Key',
        description: 'Un UUID (version 4 ou 7) par demande : la même demande renvoyée avec la même clé n’est enregistrée qu’une fois.',
        schema: IdempotencyKey,
      },
    ],
    requestBody: CallbackRequest,
    responses: {
      201: {
        description: 'Demande enregistrée (ou déjà enregistrée : même identifiant).',
        body: CallbackCreated,
        headers: ['Cache-Control', 'Idempotent-Replayed'],
      },
      400: errors.badRequest(
        'Corps invalide (`validation_failed`, messages par champ dans `fields`) ou Idempotency-Key invalide (`bad_request`).',
      ),
      403: errors.forbidden,
      413: errors.payloadTooLarge,
      415: errors.unsupportedMediaType,
      422: errors.idempotencyConflict,
      429: errors.rateLimited,
      503: errors.unavailable('La base de données n’a pas répondu ; rien n’a été enregistré.'),
    },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Service',
    summary: 'Ce document (OpenAPI 3.1)',
    responses: {
      200: { description: 'Le document OpenAPI de l’API.', body: z.record(z.string(), z.unknown()), headers: ['Cache-Control'] },
    },
  },
]

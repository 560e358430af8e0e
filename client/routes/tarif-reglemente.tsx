import { createFileRoute } from '@tanstack/react-router'
import { RegulatedTariffPage } from '../features/regulated/regulated-tariff-page.tsx'
import { loadRegulatedReferences } from '../features/regulated/api.ts'
import { TempoColours } from '../features/regulated/tempo-colours.tsx'
import { useRegulatedReference } from '../features/regulated/use-regulated-reference.ts'
import { pageHead } from '../lib/seo.ts'

export const Route = createFileRoute('/tarif-reglemente')({
  loader: ({ context }) => loadRegulatedReferences(context.queryClient),
  head: () =>
    pageHead(
      'Tarif réglementé de l’électricité\u00a0: grilles en vigueur et historique',
      'Les grilles du tarif bleu en vigueur, avec leur date et leur source\u00a0: options Base, Heures pleines / Heures creuses et Tempo, prix du kWh, abonnements et historique.',
    ),
  component: () => <RegulatedTariffPage reference={useRegulatedReference()} path={Route.fullPath} tempoColours={<TempoColours />} />,
})

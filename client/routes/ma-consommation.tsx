import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { MeterPage } from '../features/meter/meter-page.tsx'
import { tempoColourByDay } from '#contract/tempo-dates'
import { loadRegulatedReferences, tempoDaysOrNoneQuery } from '../features/regulated/api.ts'
import { TempoColours } from '../features/regulated/tempo-colours.tsx'
import { useRegulatedReference } from '../features/regulated/use-regulated-reference.ts'
import { parseHouseholdSearch } from '../lib/household/household-profile.ts'
import { pageHead } from '../lib/seo.ts'
import { breadcrumbList } from '../lib/json-ld.ts'
import { Container } from '../ui/container.tsx'
import { PageHeader } from '../ui/page-header.tsx'
import { JsonLd } from '../ui/json-ld-script.tsx'
import * as styles from './-ma-consommation.css.ts'

/** The page's heading, also its name in the breadcrumb trail of the structured data. */
const title = 'Ma consommation réelle'

const NO_TEMPO_DAYS: ReadonlyMap<string, never> = new Map<string, never>()

export const Route = createFileRoute('/ma-consommation')({
  // The household profile a comparison page sends along: its meter power is the page's first guess.
  validateSearch: parseHouseholdSearch,
  // The Tempo colours come with the page, so a file read later, offline, still gets them. Without them
  // (the API failed) the page still works: Tempo is costed with the regulated calendar, and says so.
  loader: ({ context }) =>
    Promise.all([loadRegulatedReferences(context.queryClient), context.queryClient.ensureQueryData(tempoDaysOrNoneQuery)]),
  head: () =>
    pageHead(
      title,
      'Déposez le fichier de consommation de votre compteur Linky : consommation annuelle, heures creuses, puissance et coût réel en Base, HP/HC et Tempo, calculés dans votre navigateur.',
    ),
  component: MeterConsumptionPage,
})

function MeterConsumptionPage() {
  const search = Route.useSearch()
  const regulated = useRegulatedReference()
  const { data: tempo } = useSuspenseQuery(tempoDaysOrNoneQuery)
  const tempoDays = useMemo(() => (tempo ? tempoColourByDay(tempo.days) : NO_TEMPO_DAYS), [tempo])
  return (
    <>
      <PageHeader
        title={title}
        intro="Comparez les options et les offres sur ce que votre compteur Linky a vraiment mesuré, pas sur une estimation."
      />
      <JsonLd data={breadcrumbList([{ name: title, path: Route.fullPath }])} />
      <Container className={styles.page}>
        <MeterPage
          grids={regulated.pastGrids}
          date={regulated.date}
          tempoDays={tempoDays}
          kva={search.kva}
          tempoColours={<TempoColours />}
        />
      </Container>
    </>
  )
}

import { useCallback, useMemo } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import type { StateUpdate } from '../features/calculator/calculator-state.ts'
import { EnergyCalculator } from '../features/calculator/energy-calculator.tsx'
import { HowToSection } from '../features/calculator/how-to-section.tsx'
import { defaultState } from '../features/calculator/defaults.ts'
import { calculatorReference } from '../features/calculator/reference.ts'
import { parseCalculatorSearch } from '../features/calculator/search.ts'
import { searchFromState, stateFromSearch } from '../features/calculator/search-state.ts'
import { loadRegulatedReferences } from '../features/regulated/api.ts'
import { useRegulatedReference } from '../features/regulated/use-regulated-reference.ts'
import { pageHead } from '../lib/seo.ts'
import { breadcrumbList } from '../lib/json-ld.ts'
import { Container } from '../ui/container.tsx'
import { PageHeader } from '../ui/page-header.tsx'
import { JsonLd } from '../ui/json-ld-script.tsx'
import * as styles from './-calculateur.css.ts'

/** The page's heading, also its name in the breadcrumb trail of the structured data. */
const title = 'Calculateur de coûts d’énergie'

/** The profile lives in the URL, so a result can be bookmarked or shared and survives a reload. */
export const Route = createFileRoute('/calculateur')({
  validateSearch: parseCalculatorSearch,
  loader: ({ context }) => loadRegulatedReferences(context.queryClient),
  head: () =>
    pageHead(
      title,
      'Estimez votre facture annuelle d’électricité et de gaz selon votre logement, votre chauffage et le nombre d’occupants.',
    ),
  component: CalculatorPage,
})

function CalculatorPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const regulated = useRegulatedReference()
  const reference = useMemo(() => calculatorReference(regulated), [regulated])
  const defaults = useMemo(() => defaultState(reference.prices), [reference])
  const state = useMemo(() => stateFromSearch(search, defaults), [search, defaults])

  // Each change applies to the latest URL, so quick successive changes (key repeats) all count; the
  // profile's parameters the calculator does not use (the option, the current contract…) stay as they are.
  const update = useCallback(
    (change: StateUpdate) => {
      void navigate({
        search: (previous) => ({ ...previous, ...searchFromState(change(stateFromSearch(previous, defaults))) }),
        replace: true,
        resetScroll: false,
      })
    },
    [navigate, defaults],
  )

  return (
    <>
      <PageHeader title={title} intro="Estimez en quelques secondes votre budget annuel d’électricité et de gaz selon votre logement." />
      <JsonLd data={breadcrumbList([{ name: title, path: Route.fullPath }])} />
      <Container className={styles.calculator}>
        <EnergyCalculator state={state} search={search} onUpdate={update} defaults={defaults} reference={reference} />
      </Container>
      <HowToSection />
    </>
  )
}

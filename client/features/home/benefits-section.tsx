import { useSuspenseQuery } from '@tanstack/react-query'
import { site } from '../../config/site.ts'
import { homeSectionIds } from './home-copy.ts'
import { LoadFailure } from '../../ui/load-failure.tsx'
import { QueryBoundary } from '../../ui/query-boundary.tsx'
import { AnchoredSection } from './anchored-section.tsx'
import { benefitsQuery } from './api.ts'
import { BenefitsGrid, BenefitsGridSkeleton } from './benefits-grid.tsx'

function Benefits() {
  return <BenefitsGrid benefits={useSuspenseQuery(benefitsQuery).data} />
}

export function BenefitsSection() {
  return (
    <AnchoredSection
      id={homeSectionIds.benefits}
      title={`Pourquoi comparer avec ${site.name} ?`}
      lead="Un service indépendant, gratuit et sans engagement."
      tone="surface"
    >
      <QueryBoundary
        pending={<BenefitsGridSkeleton />}
        failure={(retry) => <LoadFailure message="Les avantages n’ont pas pu être chargés." onRetry={retry} />}
      >
        <Benefits />
      </QueryBoundary>
    </AnchoredSection>
  )
}

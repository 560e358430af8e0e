import { useSuspenseQuery } from '@tanstack/react-query'
import { homeSectionIds } from './home-copy.ts'
import { LoadFailure } from '../../ui/load-failure.tsx'
import { QueryBoundary } from '../../ui/query-boundary.tsx'
import { AnchoredSection } from './anchored-section.tsx'
import { testimonialsQuery } from './api.ts'
import { TestimonialsCarousel, TestimonialsSkeleton } from './testimonials-carousel.tsx'

function Testimonials() {
  return <TestimonialsCarousel testimonials={useSuspenseQuery(testimonialsQuery).data} />
}

export function TestimonialsSection() {
  return (
    <AnchoredSection id={homeSectionIds.testimonials} title="Ils ont comparé avec nous" tone="brandSoft">
      <QueryBoundary
        pending={<TestimonialsSkeleton />}
        failure={(retry) => <LoadFailure message="Les avis n’ont pas pu être chargés." onRetry={retry} />}
      >
        <Testimonials />
      </QueryBoundary>
    </AnchoredSection>
  )
}

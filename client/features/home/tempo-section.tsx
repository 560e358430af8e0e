import type { ReactNode } from 'react'
import { homeSectionIds } from './home-copy.ts'
import { AnchoredSection } from './anchored-section.tsx'

/** Today's and tomorrow's Tempo colour, from the regulated feature through the route. */
export function TempoSection({ tempoColours }: { tempoColours: ReactNode }) {
  return (
    <AnchoredSection
      id={homeSectionIds.tempo}
      title="Couleur Tempo aujourd’hui et demain"
      lead="Avec l’option Tempo, le prix du kWh dépend de la couleur du jour, que RTE publie la veille vers 11 h."
    >
      {tempoColours}
    </AnchoredSection>
  )
}

import { Link } from '@tanstack/react-router'
import { Leaf } from 'lucide'
import { green, homeSectionIds } from './home-copy.ts'
import { buttonLinkClass } from '../../ui/button.tsx'
import type { CountableSupplier } from './catalogue-counts.ts'
import { FactsSection } from './facts-section.tsx'
import type { ListSlot } from '../../lib/list-slot.ts'

export function GreenSection({ listedSuppliers }: { listedSuppliers: ListSlot<CountableSupplier> }) {
  return (
    <FactsSection
      id={homeSectionIds.green}
      title={green.title}
      lead="Choisir une offre verte, c’est soutenir la production d’énergie renouvelable."
      listedSuppliers={listedSuppliers}
      facts={green.facts}
      icon={Leaf}
      highlight={(counts) => `${counts.green} fournisseurs proposent une offre verte parmi les ${counts.total} que nous comparons.`}
      action={
        <Link to="/comparateur/electricite-verte" className={buttonLinkClass({ tone: 'primary' })}>
          Comparer les offres vertes
        </Link>
      }
    />
  )
}

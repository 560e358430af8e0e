import { Link } from '@tanstack/react-router'
import { CircleCheck } from 'lucide'
import { site } from '../../config/site.ts'
import { homeSectionIds, market } from './home-copy.ts'
import { buttonLinkClass } from '../../ui/button.tsx'
import type { CountableSupplier } from './catalogue-counts.ts'
import { FactsSection } from './facts-section.tsx'
import type { ListSlot } from '../../lib/list-slot.ts'

export function MarketSection({ listedSuppliers }: { listedSuppliers: ListSlot<CountableSupplier> }) {
  return (
    <FactsSection
      id={homeSectionIds.market}
      title={market.title}
      lead="Depuis l’ouverture du marché, chaque fournisseur fixe ses prix : les écarts peuvent être importants."
      tone="surface"
      listedSuppliers={listedSuppliers}
      facts={market.facts}
      icon={CircleCheck}
      highlight={(counts) =>
        `${counts.electricity} fournisseurs d’électricité et ${counts.gas} fournisseurs de gaz comparés sur ${site.name}.`
      }
      action={
        <Link to="/offres-de-marche" className={buttonLinkClass({ tone: 'secondary' })}>
          Comprendre les offres de marché
        </Link>
      }
    />
  )
}

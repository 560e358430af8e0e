import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide'
import { useCallback } from 'react'
import { franceDate } from '#contract/regulated-dates'
import { listPages } from '../content/page-names.ts'
import type { RegulatedGrid } from '#contract/regulated-tariffs'
import { regulatedTariffsQuery } from '../features/regulated/api.ts'
import { supplierOffersQuery, supplierQuery, tariffPlansQuery } from '../features/suppliers/api.ts'
import { SpecialOfferSection } from '../features/suppliers/special-offer.tsx'
import { SupplierInfoPanel, WhyChooseSupplier } from '../features/suppliers/supplier-detail-info.tsx'
import { SupplierOffers } from '../features/suppliers/supplier-detail-offers.tsx'
import { SupplierHeaderMeta, SupplierPresentation } from '../features/suppliers/supplier-detail.tsx'
import { TariffPlansSection } from '../features/suppliers/tariff-plans.tsx'
import { ApiRequestError } from '../lib/api-client.ts'
import { HydrateWhenNear } from '../lib/hydrate-when-near.tsx'
import type { ListSlot } from '../lib/list-slot.ts'
import { pageHead } from '../lib/seo.ts'
import { useVisitorDayQuery } from '../lib/use-visitor-day-query.ts'
import { breadcrumbList } from '../lib/json-ld.ts'
import { buttonLinkClass } from '../ui/button.tsx'
import { Container } from '../ui/container.tsx'
import { JsonLd } from '../ui/json-ld-script.tsx'
import { PageHeader } from '../ui/page-header.tsx'
import * as styles from './-fournisseur.css.ts'
import { Icon } from '../ui/icon.tsx'

/** A plain positive integer ("19") as a number; anything else is 0, which no supplier has. */
const supplierIdOf = (text: string) => (/^[1-9]\d{0,8}$/.test(text) ? Number(text) : 0)

export const Route = createFileRoute('/fournisseurs/$supplierId')({
  params: {
    // An id that is not a number is an unknown supplier, not a crash.
    parse: ({ supplierId }) => ({ supplierId: supplierIdOf(supplierId) }),
    stringify: ({ supplierId }) => ({ supplierId: String(supplierId) }),
  },
  loader: async ({ context, params }) => {
    if (params.supplierId === 0) throw notFound()
    try {
      // Priced for the day the page is rendered (the build's, or the visitor's in the browser): the
      // answer's `asOf`, which the page shows first, then the visitor's own day.
      const supplier = await context.queryClient.ensureQueryData(supplierQuery(params.supplierId, franceDate(new Date())))
      // The plans and the offers' grids start loading now but do not hold the page back; a failure there
      // only hides them. The regulated grids price the offers indexed on the regulated tariff.
      void context.queryClient.prefetchQuery(tariffPlansQuery(params.supplierId))
      void context.queryClient.prefetchQuery(supplierOffersQuery(params.supplierId))
      void context.queryClient.prefetchQuery(regulatedTariffsQuery)
      return supplier
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) throw notFound()
      throw error
    }
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead(`${loaderData.name} : offre, prix du kWh et avis`, loaderData.description)
      : pageHead('Fournisseur non trouvé', 'Ce fournisseur n’existe pas dans notre catalogue.'),
  component: SupplierPage,
  notFoundComponent: SupplierNotFound,
  errorComponent: SupplierNotFound,
})

function BackToSuppliers() {
  return (
    <Container className={styles.backBar}>
      <Link to="/fournisseurs" className={styles.backLink}>
        <Icon icon={ArrowLeft} size="md" className={styles.backIcon} />
        Retour aux fournisseurs
      </Link>
    </Container>
  )
}

function RegulatedGrids({ render }: { render: Parameters<ListSlot<RegulatedGrid>>[0] }) {
  return render(useSuspenseQuery(regulatedTariffsQuery).data.history)
}

const regulatedGrids: ListSlot<RegulatedGrid> = (render) => <RegulatedGrids render={render} />

function SupplierPage() {
  const { supplierId } = Route.useParams()
  const supplier = useVisitorDayQuery(
    Route.useLoaderData().asOf ?? '',
    useCallback((day: string) => supplierQuery(supplierId, day), [supplierId]),
  )
  const briefLabel = `En bref\u00a0: ${supplier.name}`
  return (
    <>
      <BackToSuppliers />
      <PageHeader title={supplier.name}>
        <SupplierHeaderMeta supplier={supplier} />
      </PageHeader>
      <JsonLd data={breadcrumbList([listPages.suppliers, { name: supplier.name, path: `/fournisseurs/${supplier.id}` }])} />
      <Container className={styles.page}>
        <div className={styles.layout}>
          <div className={styles.main}>
            <SupplierPresentation supplier={supplier} />
            <SupplierOffers supplier={supplier} regulatedGrids={regulatedGrids} />
          </div>
          {/* Beside the offers on a wide screen, below them on a phone: there it waits until it comes near. */}
          <HydrateWhenNear selector={`aside[aria-label=${JSON.stringify(briefLabel)}]`}>
            <aside className={styles.aside} aria-label={briefLabel}>
              <SupplierInfoPanel supplier={supplier} />
              <WhyChooseSupplier supplier={supplier} />
            </aside>
          </HydrateWhenNear>
        </div>
        {supplier.specialOffer ? <SpecialOfferSection offer={supplier.specialOffer} /> : null}
        <HydrateWhenNear selector='section[aria-labelledby="fournisseur-formules"]'>
          <TariffPlansSection supplierId={supplier.id} supplierName={supplier.name} />
        </HydrateWhenNear>
      </Container>
    </>
  )
}

function SupplierNotFound() {
  return (
    <Container>
      <div role="alert" className={styles.notFound}>
        <h1 className={styles.notFoundTitle}>Fournisseur non trouvé</h1>
        <p>Nous n’avons pas pu trouver le fournisseur demandé.</p>
        <Link to="/fournisseurs" className={buttonLinkClass({ tone: 'primary' })}>
          Retour à la liste des fournisseurs
        </Link>
      </div>
    </Container>
  )
}

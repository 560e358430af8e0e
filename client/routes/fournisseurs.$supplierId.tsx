import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { z } from 'zod'
import { supplierQuery } from '../features/suppliers/api.ts'
import { ApiRequestError } from '../lib/api-client.ts'
import { pageHead } from '../lib/seo.ts'
import { ComingSoon } from '../ui/coming-soon.tsx'
import { Container } from '../ui/container.tsx'
import { PageHeader } from '../ui/page-header.tsx'

/** A plain positive integer ("19"); anything else is not a supplier. */
const SupplierId = z.string().regex(/^[1-9]\d{0,8}$/).transform(Number)

export const Route = createFileRoute('/fournisseurs/$supplierId')({
  params: {
    // An id that is not a number is an unknown supplier, not a crash: it becomes 0, which no supplier has.
    parse: ({ supplierId }) => ({ supplierId: SupplierId.catch(0).parse(supplierId) }),
    stringify: ({ supplierId }) => ({ supplierId: String(supplierId) }),
  },
  loader: async ({ context, params }) => {
    if (params.supplierId === 0) throw notFound()
    try {
      return await context.queryClient.ensureQueryData(supplierQuery(params.supplierId))
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

function SupplierPage() {
  const { supplierId } = Route.useParams()
  const { data: supplier } = useSuspenseQuery(supplierQuery(supplierId))
  return (
    <>
      <PageHeader title={supplier.name} intro={supplier.description} />
      <ComingSoon>
        <p>
          <Link to="/fournisseurs">Retour à la liste des fournisseurs</Link>
        </p>
      </ComingSoon>
    </>
  )
}

function SupplierNotFound() {
  return (
    <Container>
      <div role="alert">
        <h1>Fournisseur non trouvé</h1>
        <p>Nous n’avons pas pu trouver le fournisseur demandé.</p>
        <Link to="/fournisseurs">Retour à la liste des fournisseurs</Link>
      </div>
    </Container>
  )
}

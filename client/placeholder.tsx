import { useEffect, useState } from 'react'
import type { SupplierSummary } from '#contract/supplier'

type State =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; suppliers: SupplierSummary[] }

const euro = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 4, maximumFractionDigits: 4 })

/**
 * Stand-in home page until the site shell lands: proves that Vite builds the client, that the Worker
 * serves it, and that the seeded API answers.
 */
export function Placeholder() {
  const [state, setState] = useState<State>({ status: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/suppliers', { signal: controller.signal, credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<SupplierSummary[]>) : Promise.reject()))
      .then((suppliers) => setState({ status: 'ready', suppliers }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' })
      })
    return () => controller.abort()
  }, [])

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '0 auto', padding: 24 }}>
      <h1>WattMalin</h1>
      <p>
        Le comparateur indépendant d’électricité et de gaz arrive bientôt. En attendant, voici les
        fournisseurs de notre catalogue.
      </p>
      {state.status === 'loading' && <p role="status">Chargement des fournisseurs…</p>}
      {state.status === 'error' && (
        <p role="alert">Impossible de charger les fournisseurs pour le moment.</p>
      )}
      {state.status === 'ready' && (
        <ul>
          {state.suppliers.map((supplier) => (
            <li key={supplier.id}>
              {supplier.name} ({supplier.offerName})
              {supplier.electricityPriceKwh !== undefined &&
                ` : ${euro.format(supplier.electricityPriceKwh)} €/kWh`}
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}

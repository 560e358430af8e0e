import { createFileRoute, redirect } from '@tanstack/react-router'
import { site } from '../config/site.ts'

// The savings simulation lives on its own host; a direct visit gets a redirect from the worker.
export const Route = createFileRoute('/simulateureconomies')({
  beforeLoad: () => {
    throw redirect({ href: site.simulationUrl, reloadDocument: true, replace: true })
  },
})

import { createFileRoute, redirect } from '@tanstack/react-router'

// A direct visit gets a 301 from the worker; this covers navigation inside the app.
export const Route = createFileRoute('/mentions-legales')({
  beforeLoad: () => {
    throw redirect({ to: '/politique-de-confidentialite', replace: true })
  },
})

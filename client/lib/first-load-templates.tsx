import { createContext, useContext, type ReactNode } from 'react'

/**
 * The markup the first-load script (client/start.ts) shows before the app's code has arrived, by the
 * name of its template: « Connexion perdue », « Connexion lente », the loading overlay, the slow
 * connection's corner notice, the cookie banner (docs/decisions/0049, 0088).
 */
export type FirstLoadMarkup = Readonly<
  Record<'offline-toast' | 'slow-toast' | 'loading-overlay' | 'slow-notice' | 'cookie-banner', ReactNode>
>

const NAMES = [
  'offline-toast',
  'slow-toast',
  'loading-overlay',
  'slow-notice',
  'cookie-banner',
] as const satisfies readonly (keyof FirstLoadMarkup)[]

const MarkupContext = createContext<FirstLoadMarkup | null>(null)

/**
 * Gives the templates their markup: the prerender (client/entry-server.tsx), and in development, where
 * nothing is prerendered, the app's start (client/main.tsx). The markup's components are imported there
 * only, so none of them is part of the app's first load.
 */
export function FirstLoadMarkupProvider({ markup, children }: { markup: FirstLoadMarkup; children: ReactNode }) {
  return <MarkupContext value={markup}>{children}</MarkupContext>
}

/**
 * The first-load script's templates, at the end of <body>. In the browser React renders them without
 * markup, and hydrates them as they are: the parser put the prerendered markup in each template's
 * content, not among its children, so there is nothing to compare.
 */
export function FirstLoadTemplates() {
  const markup = useContext(MarkupContext)
  return NAMES.map((name) => (
    <template key={name} data-first-load={name}>
      {markup?.[name]}
    </template>
  ))
}

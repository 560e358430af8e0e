import type { Config } from '@tanstack/router-plugin'

/**
 * The TanStack router plugin's options, shared by the client build (vite.config.ts) and the prerender
 * build (vite.prerender.config.ts): both must split routes the same way, or the prerendered tree and
 * the browser's first render differ (a lazy error component adds a Suspense boundary).
 */
export const routerPluginOptions = {
  target: 'react',
  routesDirectory: './client/routes',
  generatedRouteTree: './client/routeTree.gen.ts',
  routeFileIgnorePattern: '\\.(css|test)\\.ts$',
  autoCodeSplitting: true,
  // A route's loader goes with its component, in the route's own chunk, rather than into the app's entry,
  // which every page loads: a page runs its own loader only, and always with its component.
  codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
  quoteStyle: 'single',
  semicolons: false,
} satisfies Partial<Config>

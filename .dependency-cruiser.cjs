/**
 * The architecture's rules, checked in `npm test` (`npm run lint`): dependencies flow one way, from the
 * contract up to the worker, the seed and the client, and inside the client from ui/lib up to features
 * and routes. A rule here replaces a convention that held only as long as everyone remembered it
 * (docs/decisions/0048-lint-format-and-architecture-rules.md).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: modules that need each other cannot be understood, tested or split apart one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-never-import-features',
      severity: 'error',
      comment:
        'A feature is replaceable on its own: a piece two features need moves down to client/lib or client/ui, and the route composes features through slots.',
      from: { path: '^client/features/([^/]+)/' },
      to: { path: '^client/features/', pathNot: '^client/features/$1/' },
    },
    {
      name: 'contract-imports-nothing-of-the-app',
      severity: 'error',
      comment: 'The contract is read by the seed, the worker and the client alike: it depends on zod only.',
      from: { path: '^contract/' },
      to: { path: '^(client|worker|seed|scripts|tests)/' },
    },
    {
      name: 'seed-never-imports-scripts',
      severity: 'error',
      comment: 'The seed tool is what scripts build on (prerender, local state), never the other way round.',
      from: { path: '^seed/' },
      to: { path: '^(scripts|client|tests)/' },
    },
    {
      name: 'client-never-imports-the-server-side',
      severity: 'error',
      comment: 'Browser code shares the contract only: anything of the worker, seed or scripts would ship server code to visitors.',
      // Unit tests beside the client's modules may read the shared test fixtures.
      from: { path: '^client/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(worker|seed|scripts|tests)/' },
    },
    {
      name: 'worker-never-imports-client-or-tools',
      severity: 'error',
      comment: 'The worker runs on the edge with the contract and its own modules; the tools and the client are built apart.',
      from: { path: '^worker/' },
      to: { path: '^(client|scripts|tests)/' },
    },
    {
      name: 'shared-client-code-stays-below-features',
      severity: 'error',
      comment: 'client/ui, lib, content and config are the floor every feature stands on: they import no feature and no route.',
      from: { path: '^client/(ui|lib|content|config)/' },
      to: { path: '^client/(features|routes)/' },
    },
    {
      name: 'features-never-import-routes',
      severity: 'error',
      comment: 'Routes wire features together; a feature that reached for a route would tie itself to one page.',
      from: { path: '^client/features/' },
      to: { path: '^client/routes/' },
    },
    {
      name: 'zod-through-the-contracts-wrapper',
      severity: 'error',
      comment:
        'zod is configured jitless (no `new Function`, refused by the CSP and on Workers) in contract/zod.ts and contract/zod-mini.ts, before any schema exists: the client, the contract and the worker take zod from there.',
      from: { path: '^(client|contract|worker)/', pathNot: '^contract/zod(-mini)?\\.ts$' },
      to: { path: '(^|/)node_modules/zod/' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['^client/routeTree\\.gen\\.ts$'] },
    // TypeScript 7's compiler has no JavaScript API yet, which dependency-cruiser's own TypeScript parser needs:
    // swc parses the sources instead, type-only imports included.
    parser: 'swc',
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'module', 'node', 'default', 'types'],
    },
  },
}

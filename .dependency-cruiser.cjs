// Import rules (ARCHITECTURE.md, "Imports point one way"), checked by `npm run lint`.
// Each rule names what it protects; `npm run lint` fails on any violation.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-imports-app',
      comment:
        'Web features never import app/: the router composes features, so what features share ' +
        '(route names, brand, guards) lives below both, in lib/ or components/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-feature-imports-feature-internals',
      comment:
        'A web feature uses another only through its front door, index.ts, which exports exactly ' +
        'what other features use (a piece loaded on demand as a React.lazy component defined there, ' +
        'so it stays a chunk of its own). What several features need (the current business, flags, list helpers) ' +
        'lives below them all, in lib/, components/ or shared/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'api-plugin-imports-feature',
      comment:
        'API plugins are the frame every feature runs in: they never import a feature. What a ' +
        'plugin needs from one is handed to it by app.ts (see plugins/access.ts AccessLookups).',
      severity: 'error',
      from: { path: '^apps/api/src/plugins/' },
      to: { path: '^apps/api/src/features/' },
    },
    {
      name: 'api-feature-imports-feature-internals',
      comment:
        'A feature uses another feature only through its service (*.service.ts) or its index.ts, ' +
        'never its repository, routes or helpers: those change with the owning feature.',
      severity: 'error',
      from: { path: '^apps/api/src/features/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/api/src/features/[^/]+/',
        pathNot: ['^apps/api/src/features/$1/', '\\.service\\.ts$', '/index\\.ts$'],
      },
    },
    {
      name: 'api-route-imports-repository',
      comment:
        'Routes are thin: parse, authorise, call the service, answer. A route never reads the ' +
        'database itself, so every rule and transaction of an area sits in its service.',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'package-imports-app',
      comment: 'packages/* sit below the apps: they never import from apps/.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'tooling-reaches-into-app-source',
      comment:
        'Scripts, the bench and the browser suites use the server through its package entries ' +
        "(@portal/api, @portal/api/seed, …), never '../apps/*/src/…' by relative path.",
      severity: 'error',
      from: { path: '^(scripts|bench|e2e)/' },
      to: { path: '^apps/[^/]+/src/', dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles (type-only imports aside: they vanish at build and order nothing at run time).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|bench/results|bench/cache|test-results)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};

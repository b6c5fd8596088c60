/**
 * Import rules checked by `npm test` (dependency-cruiser): no cycles anywhere; islands reach the
 * server only through store actions; routes never depend on the process entry points; a domain
 * uses another only through that domain's `index.ts`; domains never import workflows; `contract/`
 * imports neither `src/` nor `server/`; the server, the back office, the scripts and the tests use
 * the contract, never `src/`; `src/` never imports `server/` (its tests may use server/testing/).
 */

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes load order decide whether a top-level call works.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'islands-call-store-actions',
      severity: 'error',
      comment: 'Islands call store actions; only stores talk to the HTTP client and .api modules.',
      from: { path: '^src/islands/' },
      to: { path: ['^src/lib/shared/http', '\\.api\\.ts$'] },
    },
    {
      name: 'routes-not-entry-points',
      severity: 'error',
      comment: 'The process entry points wire routes; a route never imports them.',
      from: { path: '^server/(domains|workflows)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/(build|main|app)\\.ts$' },
    },
    {
      name: 'domains-not-workflows',
      severity: 'error',
      comment:
        'A workflow (server/workflows/) calls domains through their faces; a domain never calls a ' +
        'workflow, so the work that spans domains is read top-down from the route.',
      from: { path: '^server/domains/' },
      to: { path: '^server/workflows/' },
    },
    {
      name: 'workflows-use-faces',
      severity: 'error',
      comment: 'A workflow reaches a domain only through its index.ts (tests excepted).',
      from: { path: '^server/workflows/', pathNot: ['\\.test\\.ts$', '\\.testing\\.ts$'] },
      to: { path: '^server/domains/[^/]+/', pathNot: '^server/domains/[^/]+/index\\.ts$' },
    },
    {
      name: 'domain-faces',
      severity: 'error',
      comment:
        'A domain uses another only through its public face, server/domains/<domain>/index.ts, so its ' +
        'other files can change freely. Tests may reach the helpers and internals they test.',
      from: {
        path: '^server/domains/([^/]+)/',
        pathNot: ['\\.test\\.ts$', '\\.testing\\.ts$'],
      },
      to: {
        path: '^server/domains/[^/]+/',
        pathNot: ['^server/domains/$1/', '^server/domains/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'storefront-lib-faces',
      severity: 'error',
      comment:
        'A src/lib folder reaches another only through its face: its stores (calls and state), ' +
        'models and messages, and its build-time reads (*-build.ts); its API calls and helpers stay ' +
        'its own, so it can change them freely. Types may come from anywhere; shared/ is open.',
      from: { path: '^src/lib/([^/]+)/', pathNot: ['\\.test\\.ts$', '\\.testing\\.ts$'] },
      to: {
        path: '^src/lib/[^/]+/',
        pathNot: [
          '^src/lib/$1/',
          '^src/lib/shared/',
          '\\.(store|model|messages)\\.ts$',
          '-build\\.ts$',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'db-only-in-queries',
      severity: 'error',
      comment:
        'Only .queries.ts and .tx.ts touch tables and Drizzle; commands and routes call them. Row ' +
        'types (type-only imports) may be used anywhere.',
      from: {
        path: '^server/domains/',
        pathNot: ['\\.(queries|tx|test|testing)\\.ts$'],
      },
      to: {
        path: ['^server/db/schema', '^node_modules/drizzle-orm/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'model-pure',
      severity: 'error',
      comment:
        'A .model.ts is pure: no database, no mail or job queue, no HTTP layer, no other layer ' +
        '(row types may be imported as types).',
      from: { path: '\\.model\\.ts$' },
      to: {
        path: [
          '^server/db/',
          '^node_modules/drizzle-orm/',
          '\\.(queries|tx|commands|routes)\\.ts$',
          '^server/jobs/',
          '^server/services/mail/',
          '^server/http/(?!validation\\.messages\\.ts$)',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment:
        'contract/ is shared by the storefront and the server: it imports neither side, so either ' +
        'can use it without pulling in the other.',
      from: { path: '^contract/' },
      to: { path: ['^src/', '^server/'] },
    },
    {
      name: 'src-is-the-storefront',
      severity: 'error',
      comment:
        'src/ is the storefront alone: what another side shares with it lives in contract/. The ' +
        'Astro sites under tests/*-fixture/ stand in for src/ in build tests and may read it.',
      from: { path: '^(server|admin|scripts|tests)/', pathNot: '^tests/[^/]+-fixture/' },
      to: { path: '^src/' },
    },
    {
      name: 'storefront-not-server',
      severity: 'error',
      comment: 'The storefront talks to the server over HTTP only, never through its modules.',
      from: { path: '^src/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/' },
    },
    {
      name: 'storefront-tests-use-server-testing',
      severity: 'error',
      comment:
        'A storefront test may start the reference API (server/testing/) to check a build reader ' +
        'against real answers, and reaches no other server module.',
      from: { path: '^src/.*\\.test\\.ts$' },
      to: { path: '^server/', pathNot: '^server/testing/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stay in the graph (not followed) so rules can name packages such as drizzle-orm.
    exclude: { path: ['^\\.build/', '^dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.astro'] },
  },
};

/**
 * Import rules checked by `npm test` (dependency-cruiser): no cycles anywhere; islands reach the
 * server only through store actions; routes never depend on the process entry points; a context
 * is used from outside only through its faces (`routes.ts` for the app and the job worker, `api.ts`
 * for other contexts and the platform code, `steps.ts` for the workflows), and inside it a domain
 * uses another through that domain's `index.ts`; contexts never import workflows; `contract/`
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
      from: { path: '^server/(contexts|workflows)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/(build|main|app)\\.ts$' },
    },
    {
      name: 'contexts-not-workflows',
      severity: 'error',
      comment:
        'A workflow (server/workflows/) calls contexts through their steps; a context never calls ' +
        'a workflow, so the work that spans contexts is read top-down from the route.',
      from: { path: '^server/contexts/' },
      to: { path: '^server/workflows/' },
    },
    {
      name: 'workflows-use-steps',
      severity: 'error',
      comment: 'A workflow reaches a context only through its steps.ts (tests excepted).',
      from: { path: '^server/workflows/', pathNot: ['\\.test\\.ts$', '\\.testing\\.ts$'] },
      to: { path: '^server/contexts/', pathNot: '^server/contexts/[^/]+/steps\\.ts$' },
    },
    {
      name: 'context-faces',
      severity: 'error',
      comment:
        'A context uses another only through its narrow API, server/contexts/<context>/api.ts, so ' +
        'everything else in it can change freely. Tests may reach the helpers and internals they test.',
      from: {
        path: '^server/contexts/([^/]+)/',
        pathNot: ['\\.test\\.ts$', '\\.testing\\.ts$', '^server/contexts/[^/]+/tables/'],
      },
      to: {
        path: '^server/contexts/',
        pathNot: ['^server/contexts/$1/', '^server/contexts/[^/]+/api\\.ts$'],
      },
    },
    {
      name: 'tables-reference-tables',
      severity: 'error',
      comment:
        "A context's tables (server/contexts/<context>/tables/) may name another context's tables " +
        'in a foreign key, and import nothing else of a context.',
      from: { path: '^server/contexts/[^/]+/tables/' },
      to: { path: '^server/contexts/', pathNot: '^server/contexts/[^/]+/tables/' },
    },
    {
      name: 'wiring-uses-routes',
      severity: 'error',
      comment:
        'The app, the start-up and the job worker wire a context through its routes.ts: the routes ' +
        'it mounts, the jobs it runs and what start-up sets.',
      from: {
        path: ['^server/(app|main|customer-apis)\\.ts$', '^server/jobs/'],
        pathNot: ['\\.test\\.ts$', '\\.testing\\.ts$'],
      },
      to: { path: '^server/contexts/', pathNot: '^server/contexts/[^/]+/routes\\.ts$' },
    },
    {
      name: 'platform-uses-api',
      severity: 'error',
      comment:
        'The platform code beside the contexts (builds, the seed, HTTP helpers) uses a context ' +
        'through its narrow API, as another context does.',
      from: {
        path: '^server/',
        pathNot: [
          '^server/(contexts|workflows|jobs|testing)/',
          '^server/db/schema/',
          '^server/(app|main|customer-apis)\\.ts$',
          '\\.test\\.ts$',
          '\\.testing\\.ts$',
        ],
      },
      to: { path: '^server/contexts/', pathNot: '^server/contexts/[^/]+/api\\.ts$' },
    },
    {
      name: 'faces-name-their-own-domains',
      severity: 'error',
      comment: "A context's faces re-export its own domains' index.ts files, nothing else.",
      from: { path: '^server/contexts/([^/]+)/(api|routes|steps)\\.ts$' },
      to: { pathNot: '^server/contexts/$1/[^/]+/index\\.ts$' },
    },
    {
      name: 'domain-faces',
      severity: 'error',
      comment:
        "Inside a context, a domain uses another through that domain's index.ts, so its other " +
        'files can change freely. Tests may reach the helpers and internals they test.',
      from: {
        path: '^server/contexts/([^/]+)/([^/]+)/',
        pathNot: ['\\.test\\.ts$', '\\.testing\\.ts$'],
      },
      to: {
        path: '^server/contexts/$1/[^/]+/',
        pathNot: ['^server/contexts/$1/$2/', '^server/contexts/$1/[^/]+/index\\.ts$'],
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
        path: '^server/contexts/',
        pathNot: ['\\.(queries|tx|test|testing)\\.ts$', '^server/contexts/[^/]+/tables/'],
      },
      to: {
        path: ['^server/db/schema', '^server/contexts/[^/]+/tables/', '^node_modules/drizzle-orm/'],
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
          '^server/contexts/[^/]+/tables/',
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

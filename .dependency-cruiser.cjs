/**
 * Import rules checked by `npm test` (dependency-cruiser): no cycles anywhere; islands reach the
 * server only through store actions; routes never depend on the process entry points; a domain
 * uses another only through that domain's `index.ts`.
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
      from: { path: '^server/(routes|domains)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/(build|main|app)\\.ts$' },
    },
    {
      name: 'domain-faces',
      severity: 'error',
      comment:
        'A domain uses another only through its public face, server/domains/<domain>/index.ts, so its ' +
        'other files can change freely. Tests may reach the helpers and internals they test.',
      from: {
        path: '^server/domains/([^/]+)/',
        // Temporary: paths into and out of server/domains/cart; removed when the cart split lands.
        pathNot: ['\\.test\\.ts$', '\\.testing\\.ts$', '^server/domains/cart/'],
      },
      to: {
        path: '^server/domains/[^/]+/',
        // Temporary: server/domains/cart; removed when the cart split lands.
        pathNot: [
          '^server/domains/$1/',
          '^server/domains/[^/]+/index\\.ts$',
          '^server/domains/cart/',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^\\.build/', '^dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.astro'] },
  },
};

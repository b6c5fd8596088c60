/**
 * Import rules checked by `npm test` (dependency-cruiser): no cycles anywhere; islands reach the
 * server only through store actions; routes never depend on the process entry points.
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^\\.build/', '^dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.astro'] },
  },
};

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Server test files that replace modules or globals (`vi.mock`, `vi.spyOn` on a shared module,
 * stubbed globals) or close a database another file may still hold: they need a fresh module
 * graph of their own.
 */
const NEEDS_OWN_MODULES = [
  'server/app.test.ts',
  'server/http/input-guard.test.ts',
  'server/http/form-limits.test.ts',
  'server/contexts/catalogue/catalog/catalogue-read.test.ts',
  'server/contexts/identity/auth/login-guard.test.ts',
  'server/contexts/commerce/receipts/receipt-document.test.ts',
  'server/contexts/commerce/checkout/order-number.test.ts',
  'server/contexts/commerce/payments/payment-setup.test.ts',
  'server/contexts/commerce/payments/provider-outside-tx.test.ts',
  'server/contexts/commerce/orders-admin/back-office-orders.test.ts',
  'server/workflows/place-order.test.ts',
  'server/security/pdf-text.test.ts',
  // Hashes with the real library (the others hash cheaply: server/testing/password-cost.setup.ts).
  'server/services/password.test.ts',
];

/** Unit and API tests run in Node; API suites open their own in-memory database per file. */
export default defineConfig({
  test: {
    environment: 'node',
    // One worker more than the cores: many API files wait on timers and other processes (a publish
    // window a few seconds ahead, a build worker, a mail) while holding their worker. On 2 cores the
    // whole PGlite run took 443 s with 2 workers and 369 s with 3.
    maxWorkers: availableParallelism() + 1,
    globalSetup: ['server/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        test: {
          name: 'isolated',
          // Cheap argon2id hashes in every test file (server/testing/password-cost.setup.ts).
          setupFiles: ['server/testing/password-cost.setup.ts'],
          include: [
            'src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'contract/**/*.test.ts',
            'admin/**/*.test.ts',
            ...NEEDS_OWN_MODULES,
          ],
        },
      },
      {
        // Each API file builds its own app and database, so the files of one worker can share
        // one module graph: loading the server's modules once per worker instead of once per
        // file halves the CPU these files take.
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          exclude: NEEDS_OWN_MODULES,
          isolate: false,
          setupFiles: [
            'server/testing/password-cost.setup.ts',
            'server/testing/fresh-outbox.setup.ts',
          ],
        },
      },
    ],
  },
});

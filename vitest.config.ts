import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit and API tests run in Node; API suites open their own in-memory database per file. */
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'contract/**/*.test.ts',
      'admin/**/*.test.ts',
    ],
    environment: 'node',
    // Vitest's default (cores − 1) runs one file at a time on a 2-core machine and leaves a core idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['server/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

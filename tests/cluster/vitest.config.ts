import { defineConfig } from 'vitest/config';

/**
 * The multi-process and fault tests (`npm test` runs them as their own step): they start their own
 * PostgreSQL and API processes, so they run one file at a time and outside the default include.
 */
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 900_000,
  },
});

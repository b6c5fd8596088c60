import { e2eRun } from './run-dir.ts';

/** The e2e web server's script, run with tsx. */
export const E2E_SERVER_ENTRY = 'tests/e2e/support/serve.ts';

/**
 * How the e2e web server is started and when it is ready: Playwright's `webServer` and `npm test`
 * (which starts it beside `astro check`) use the same command, environment and readiness URL.
 */
export function e2eWebServer(run = e2eRun()) {
  return {
    command: `npx tsx ${E2E_SERVER_ENTRY}`,
    // The server listens at once and builds the channels after; journeys need all of them.
    url: `http://127.0.0.1:${run.port}/v1/health/sites`,
    env: {
      PORT: String(run.port),
      HOST: '127.0.0.1',
      DATA_DIR: run.dataDir,
      DIST_DIR: run.distDir,
      // The server's own output, scanned for card numbers after the run (scripts/card-number-scan.ts).
      E2E_LOG_FILE: run.serverLog,
      PUBLIC_SITE_URL: `http://localhost:${run.port}`,
    },
  };
}

/** Set by `npm test` when the e2e server it started is ready: Playwright then uses that one. */
export const E2E_SERVER_READY = 'E2E_SERVER_READY';

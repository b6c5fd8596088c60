/**
 * The e2e web server: `npm start` on a fresh PGlite database under DATA_DIR (wiped first) and its
 * own DIST_DIR, so a test run never touches the developer's data or site. A local OpenID
 * Connect provider runs beside it for the social login journey.
 */
import { rm } from 'node:fs/promises';
import { teeOutput } from '../../../scripts/card-scan/tee-output.ts';
import { E2E_ADMIN_TOKEN } from './admin-token.ts';

if (process.env.E2E_LOG_FILE) teeOutput(process.env.E2E_LOG_FILE);

const dataDir = process.env.DATA_DIR ?? '.build/e2e-data';
process.env.DATA_DIR = dataDir;
process.env.DIST_DIR ??= '.build/e2e-dist';
// Journeys play the shop's side through the admin calls (e.g. replying to an inquiry).
process.env.ADMIN_TOKEN ??= E2E_ADMIN_TOKEN;
// Journeys run a job with the clock set forward (an expired social gift).
process.env.ADMIN_JOB_CLOCK ??= 'true';
// Every journey's shopper comes from 127.0.0.1: the per-IP allowances stand for many shoppers here
// (per-account limits, which journeys check, stay as they are).
process.env.IP_LIMIT_SCALE ??= '20';
// Journeys see the expired-password warning with the demo's long-unchanged password (stale).
process.env.PASSWORD_MAX_AGE_DAYS ??= '365';
// The browser tests always run on the embedded database; the PostgreSQL path is covered by vitest.
delete process.env.DATABASE_URL;
await rm(dataDir, { recursive: true, force: true });
await startSocialLoginProvider();
await import('../../../server/main.ts');

/**
 * Social login journeys sign in through a real local OpenID Connect provider, started in this
 * process (so it stops with the server) on a free port and announced as `OIDC_LOCAL_*`.
 */
async function startSocialLoginProvider(): Promise<void> {
  if (process.env.OIDC_LOCAL_ISSUER) return;
  const { loadEnv, publicOrigin } = await import('../../../server/env.ts');
  const { startTestOidcProvider, TEST_OIDC_CLIENT } = await import(
    '../../../server/testing/oidc-provider.ts'
  );
  const redirectUri = `${publicOrigin(loadEnv(process.env))}/oauth/callback/`;
  const provider = await startTestOidcProvider({ redirectUri });
  process.env.OIDC_LOCAL_ISSUER = provider.issuer;
  process.env.OIDC_LOCAL_CLIENT_ID = TEST_OIDC_CLIENT.clientId;
  process.env.OIDC_LOCAL_CLIENT_SECRET = TEST_OIDC_CLIENT.clientSecret;
  console.log(`oidc: test provider at ${provider.issuer}/`);
}

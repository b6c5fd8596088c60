import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { log } from '../log';

/** Claims of the provider's test accounts; the dev sign-in form accepts any password. */
export const TEST_OIDC_ACCOUNTS: Record<string, Record<string, unknown>> = {
  hanako: {
    email: 'hanako@example.jp',
    email_verified: true,
    family_name: '山本',
    given_name: '花子',
  },
  newcomer: {
    email: 'newcomer@example.jp',
    email_verified: true,
    family_name: '新井',
    given_name: '光',
  },
  social: {
    email: 'social-journey@example.jp',
    email_verified: true,
    family_name: '外部',
    given_name: '連携',
  },
  unverified: { email: 'taro@example.jp', email_verified: false },
};

/** Client credentials the test provider registers for the shop. */
export const TEST_OIDC_CLIENT = { clientId: 'shop', clientSecret: 'shop-secret' };

/** A running local OpenID Connect provider. */
export type TestOidcProvider = { issuer: string; close(): Promise<void> };

/**
 * Starts `oidc-provider` with its development sign-in and consent pages on a loopback port
 * (0 = any free port), registering the shop as a client with `redirectUri`.
 */
export async function startTestOidcProvider(opts: {
  redirectUri: string;
  port?: number;
}): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT.clientId,
        client_secret: TEST_OIDC_CLIENT.clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['family_name', 'given_name'],
    },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, ...(TEST_OIDC_ACCOUNTS[id] ?? {}) }),
    }),
  });
  provider.on('server_error', (_ctx, err) => log.error('[oidc-provider] error', err));
  provider.on('grant.error', (_ctx, err) =>
    log.error('[oidc-provider] grant error', err.message, err.error_detail),
  );
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

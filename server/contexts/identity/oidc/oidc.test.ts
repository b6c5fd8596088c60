import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import {
  startTestOidcProvider,
  TEST_OIDC_CLIENT,
  type TestOidcProvider,
} from '../../../testing/oidc-provider';
import { publicLink } from '../auth/accounts.queries';
import { send } from '../auth/auth.testing';
import { resetOidcCache } from './oidc.commands';

let api: TestApi;
let provider: TestOidcProvider;

beforeAll(async () => {
  provider = await startTestOidcProvider({ redirectUri: publicLink('/oauth/callback/') });
  api = await seededApi(undefined, {
    oidcProviders: [
      { name: 'local', issuer: provider.issuer, ...TEST_OIDC_CLIENT, allowInsecure: true },
    ],
  });
  resetOidcCache();
});
afterAll(async () => {
  await provider?.close();
  await api.drop();
});

/** Drives the provider's development login and consent forms like a browser would. */
async function signInAtProvider(startUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = startUrl;
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.pathname === '/oauth/callback/') return next;
      [url, method, body] = [next.toString(), 'GET', undefined];
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url}: ${html.slice(0, 200)}`);
    const fields = new URLSearchParams();
    for (const [tag] of html.matchAll(/<input[^>]*>/g)) {
      const attr = (n: string) => new RegExp(`${n}="([^"]*)"`).exec(tag)?.[1];
      const name = attr('name');
      if (name) fields.set(name, attr('value') ?? '');
    }
    if (fields.has('login')) fields.set('login', login);
    if (fields.has('password')) fields.set('password', 'any');
    [url, method, body] = [new URL(action, url).toString(), 'POST', fields.toString()];
  }
  throw new Error('too many hops');
}

/** Signs in at the provider; the callback runs in the starting browser unless `elsewhere` is given. */
async function socialLogin(login: string, elsewhere?: Record<string, string>) {
  const start = await send<{ url: string }>(api.app, 'GET', '/v1/auth/local/redirect');
  expect(start.status).toBe(200);
  expect(start.body.url).toContain('code_challenge_method=S256');
  expect(start.cookies.oidc_binding).toMatch(/^[\w-]{22,}$/);
  const back = await signInAtProvider(start.body.url, login);
  const query = Object.fromEntries(back.searchParams);
  return send(api.app, 'GET', `/v1/auth/local/callback?${new URLSearchParams(query)}`, {
    cookies: elsewhere ?? { oidc_binding: start.cookies.oidc_binding ?? '' },
  });
}

describe('social login over OpenID Connect', () => {
  it('logs an existing member in by verified email and links the identity', async () => {
    const res = await socialLogin('hanako');
    expect(res.status).toBe(200);
    const me = await send(api.app, 'GET', '/v1/me/user', { token: String(res.body.access_token) });
    expect(me.body).toMatchObject({ email: 'hanako@example.jp' });
  });

  it('creates a member for a new verified identity', async () => {
    const res = await socialLogin('newcomer');
    const me = await send(api.app, 'GET', '/v1/me/user', { token: String(res.body.access_token) });
    expect(me.body).toMatchObject({ email: 'newcomer@example.jp', last_name: '新井' });
  });

  it('never links an unverified email to an existing account', async () => {
    expectApiError(await socialLogin('unverified'), 422, 'auth.social_failed');
  });

  it('refuses a callback opened in another browser than the one that started (login CSRF)', async () => {
    expectApiError(await socialLogin('hanako', {}), 422, 'auth.social_failed');
    const other = { oidc_binding: 'AAAAAAAAAAAAAAAAAAAAAA' };
    expectApiError(await socialLogin('hanako', other), 422, 'auth.social_failed');
  });

  it('refuses a replayed or forged callback and an unknown provider', async () => {
    const forged = await send(api.app, 'GET', '/v1/auth/local/callback?code=x&state=y');
    expectApiError(forged, 422, 'auth.social_failed');
    expectApiError(await send(api.app, 'GET', '/v1/auth/nobody/redirect'), 404, 'common.not_found');
  });
});

describe('GET /v1/auth/providers', () => {
  it('lists the configured providers', async () => {
    const res = await send(api.app, 'GET', '/v1/auth/providers');
    expect(res.body).toEqual({ data: [{ name: 'local' }] });
  });
});

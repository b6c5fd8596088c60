import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../../../contract/session/session.schema';
import { memoryCookies } from '../shared/cookies';
import type { SessionApi } from './session.api';
import { INITIAL_SESSION, tokenExpiry } from './session.model';
import { $session, createSessionActions } from './session.store';

const NOW = 1_800_000_000_000;

function loginResponse(over: Partial<LoginResponse> = {}): LoginResponse {
  return {
    access_token: 'new-token',
    expires_in: 3600,
    expires_at: null,
    is_registered_member: true,
    has_password_expired: false,
    has_mail_error_count_over: false,
    user_id: 7,
    is_verify: false,
    ...over,
  };
}

function setup(cookies: Record<string, string> = {}, api: Partial<SessionApi> = {}) {
  const jar = memoryCookies(cookies);
  const fakeApi: SessionApi = {
    login: vi.fn(async () => loginResponse()),
    refresh: vi.fn(async () => loginResponse({ access_token: 'refreshed' })),
    logout: vi.fn(async () => undefined),
    ...api,
  };
  return {
    jar,
    api: fakeApi,
    actions: createSessionActions({ api: fakeApi, jar, now: () => NOW }),
  };
}

beforeEach(() => $session.set({ ...INITIAL_SESSION }));

describe('session expiry', () => {
  it('is expires_in minus 5 seconds', () => {
    expect(tokenExpiry(3600, NOW)).toBe(NOW + 3595_000);
  });

  it('stores the token and expiry cookies on login', async () => {
    const { jar, actions } = setup();
    await actions.login({ login_id: 'taro', password: 'x' });
    expect($session.get()).toMatchObject({ isLogin: true, accessToken: 'new-token', userId: 7 });
    expect(jar.get('access_token')).toBe('new-token');
    expect(jar.get('expires_at')).toBe(String(NOW + 3595_000));
    expect(jar.get('is_registered_member')).toBe('1');
  });

  it('does not count a non-registered member as logged in', async () => {
    const { actions } = setup(
      {},
      { login: async () => loginResponse({ is_registered_member: false }) },
    );
    await actions.login({ login_id: 'x', password: 'y' });
    expect($session.get().isLogin).toBe(false);
  });

  it('waits for the emailed code when is_verify is set', async () => {
    const { jar, actions } = setup(
      {},
      { login: async () => loginResponse({ is_verify: true, user_id: 3 }) },
    );
    await actions.login({ login_id: 'mfa', password: 'y' });
    expect($session.get()).toMatchObject({ mfa: 3, isLogin: false });
    expect(jar.get('access_token')).toBeUndefined();
  });
});

describe('session restore', () => {
  it('restores a valid stored token without a call', async () => {
    const { api, actions } = setup({
      access_token: 'stored',
      expires_at: String(NOW + 60_000),
      is_registered_member: '1',
    });
    await actions.checkSession();
    expect($session.get()).toMatchObject({ check: true, isLogin: true, accessToken: 'stored' });
    expect(api.refresh).not.toHaveBeenCalled();
    expect(api.login).not.toHaveBeenCalled();
  });

  it('restores a non-registered member’s token without counting it as logged in', async () => {
    const { api, actions } = setup({
      access_token: 'pending',
      expires_at: String(NOW + 60_000),
      is_registered_member: '0',
    });
    await actions.checkSession();
    expect($session.get()).toMatchObject({ check: true, isLogin: false, accessToken: 'pending' });
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it('asks the server (refresh) when the stored login does not say whether it counts', async () => {
    const { api, jar, actions } = setup(
      { access_token: 'stored', expires_at: String(NOW + 60_000) },
      { refresh: async () => loginResponse({ is_registered_member: false }) },
    );
    await actions.checkSession();
    expect(api.login).not.toHaveBeenCalled();
    expect($session.get()).toMatchObject({ isLogin: false, accessToken: 'new-token' });
    expect(jar.get('is_registered_member')).toBe('0');
  });

  it('refreshes an expired stored token', async () => {
    const { api, jar, actions } = setup({ access_token: 'old', expires_at: String(NOW - 1) });
    await actions.checkSession();
    expect(api.refresh).toHaveBeenCalledWith('old');
    expect($session.get()).toMatchObject({ isLogin: true, accessToken: 'refreshed' });
    expect(jar.get('access_token')).toBe('refreshed');
  });

  it('logs out and flags a failed refresh, keeping the cart token', async () => {
    const { jar, actions } = setup(
      { access_token: 'old', expires_at: '0', cartToken: 'cart' },
      { refresh: async () => null },
    );
    await actions.checkSession();
    expect($session.get()).toMatchObject({ check: true, isLogin: false, isRefreshFailed: true });
    expect(jar.get('access_token')).toBeUndefined();
    expect(jar.get('cartToken')).toBe('cart');
  });

  it('with no stored token is logged out and keeps the cart token', async () => {
    const { jar, actions } = setup({ cartToken: 'cart' });
    await actions.checkSession();
    expect($session.get()).toMatchObject({ check: true, isLogin: false });
    expect(jar.get('cartToken')).toBe('cart');
  });
});

describe('logout', () => {
  it('clears state and cookies even when the call fails', async () => {
    const { jar, actions } = setup(
      { access_token: 't', expires_at: String(NOW + 60_000), cartToken: 'cart' },
      { logout: async () => Promise.reject(new Error('offline')) },
    );
    await actions.checkSession();
    await actions.logout();
    expect($session.get()).toMatchObject({ isLogin: false, accessToken: null });
    expect(jar.get('access_token')).toBeUndefined();
    expect(jar.get('expires_at')).toBeUndefined();
    expect(jar.get('cartToken')).toBeUndefined();
  });

  it('keeps the cart token when told to', async () => {
    const { jar, actions } = setup({
      access_token: 't',
      expires_at: String(NOW + 1000),
      cartToken: 'c',
    });
    await actions.logout({ keepCart: true });
    expect(jar.get('cartToken')).toBe('c');
  });
});

describe('login listeners', () => {
  it('run after a login but not after a refresh or a pending code', async () => {
    const { onLogin } = await import('./session.store');
    const seen: string[] = [];
    const off = onLogin(() => seen.push('login'));
    const { actions } = setup({ access_token: 'old', expires_at: '0' });
    await actions.checkSession();
    expect(seen).toEqual([]);
    await actions.login({ login_id: 'taro', password: 'x' });
    expect(seen).toEqual(['login']);
    const pending = setup({}, { login: async () => loginResponse({ is_verify: true }) });
    await pending.actions.login({ login_id: 'mfa', password: 'y' });
    expect(seen).toEqual(['login']);
    off();
  });
});

describe('token cookie lifetime', () => {
  const recordingJar = () => {
    const jar = memoryCookies();
    const maxAges: Record<string, number | undefined> = {};
    const set = jar.set;
    jar.set = (name, value, options) => {
      maxAges[name] = options?.maxAge;
      set(name, value, options);
    };
    return { jar, maxAges };
  };

  it('keeps the access token cookie no longer than the token', async () => {
    const { jar, maxAges } = recordingJar();
    const fakeApi: SessionApi = {
      login: async () => loginResponse({ expires_in: 900 }),
      refresh: async () => null,
      logout: async () => undefined,
    };
    await createSessionActions({ api: fakeApi, jar, now: () => NOW }).login({
      login_id: 'taro',
      password: 'x',
    });
    expect(maxAges.access_token).toBe(895);
    expect(maxAges.expires_at).toBe(14 * 24 * 60 * 60);
  });

  it('refreshes a session whose access token cookie has expired', async () => {
    const { api, actions } = setup({ expires_at: String(NOW - 1) });
    await actions.checkSession();
    expect(api.refresh).toHaveBeenCalledWith('');
    expect($session.get()).toMatchObject({ isLogin: true, accessToken: 'refreshed' });
  });
});

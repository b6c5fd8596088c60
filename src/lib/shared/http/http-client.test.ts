import redaxios from 'redaxios';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../../../contract/shared/common.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import {
  type AuthHooks,
  createHttpClient,
  type HttpDeps,
  passwordLoginUrl,
  type RequestFn,
} from './http-client';
import { ApiRequestError } from './http-types';

type Reply = Response | Error | ((init: RequestInit) => Promise<Response>);

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A client over real redaxios with a scripted fetch, a fake session and a fake navigate. */
function setup(replies: Reply[], auth: Partial<AuthHooks> = {}, extra: Partial<HttpDeps> = {}) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), headers: init.headers as Record<string, string> });
    const reply = replies.shift();
    if (!reply) throw new Error('unexpected call');
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply(init) : reply;
  }) as unknown as typeof globalThis.fetch;
  const hooks: AuthHooks = {
    token: () => null,
    isExpired: () => false,
    refresh: vi.fn(async () => true),
    logout: vi.fn(async () => undefined),
    ...auth,
  };
  const navigate = vi.fn();
  const onMaintenance = vi.fn();
  const onInvalidChannel = vi.fn();
  const client = createHttpClient({
    request: redaxios as unknown as RequestFn,
    fetch,
    baseUrl: 'https://api.example.jp',
    channelId: 'school',
    timeoutMs: 1000,
    auth: hooks,
    navigate,
    onMaintenance,
    onInvalidChannel,
    ...extra,
  });
  return { client, calls, hooks, navigate, onMaintenance, onInvalidChannel };
}

describe('http client: requests', () => {
  it('uses the base URL, params and the channel header, without a bearer when logged out', async () => {
    const { client, calls } = setup([json(200, { ok: 1 })]);
    const res = await client.get('/v1/products', { params: { page: 2, brand: undefined } });
    expect(res).toMatchObject({ ignored: false, status: 200, data: { ok: 1 } });
    expect(calls[0]?.url).toBe('https://api.example.jp/v1/products?page=2');
    expect(calls[0]?.headers['x-channel-id']).toBe('school');
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('sends the bearer token, except for /public.json', async () => {
    const { client, calls } = setup([json(200, {}), json(200, {})], { token: () => 'tok' });
    await client.get('/v1/me/user');
    await client.get('/public.json');
    expect(calls[0]?.headers.authorization).toBe('Bearer tok');
    expect(calls[1]?.headers.authorization).toBeUndefined();
  });

  it('parses the paging headers of a list', async () => {
    const headers = {
      'x-total': '201',
      'x-per-page': '15',
      'x-last-page': '14',
      'x-current-page': '2',
    };
    const { client } = setup([json(200, { data: [] }, headers)]);
    const res = await client.get('/v1/products');
    expect(!res.ignored && res.paging).toEqual({ total: 201, per: 15, last: 14, current: 2 });
  });

  it('reads a capped total as capped', async () => {
    const headers = { 'x-total': '1000', 'x-last-page': '67', 'x-total-capped': '1' };
    const { client } = setup([json(200, { data: [] }, headers)]);
    const res = await client.get('/v1/products?keyword=a');
    expect(!res.ignored && res.paging).toMatchObject({ total: 1000, capped: true });
  });

  it('throws the server message on a validation error', async () => {
    const body = {
      code: 'common.validation',
      message: '入力内容に誤りがあります。',
      errors: { quantity: ['x'] },
    };
    const { client } = setup([json(422, body)]);
    const error = await client.patch('/v1/carts/products/add', {}).catch((e) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 422,
      code: 'common.validation',
      errors: { quantity: ['x'] },
    });
    expect(error.message).toBe('入力内容に誤りがあります。');
  });
});

describe('http client: earned headers (bot check)', () => {
  it('adds the headers a call earns, asked afresh for each attempt', async () => {
    let n = 0;
    const callHeaders = vi.fn(
      async (method: string, path: string): Promise<Record<string, string>> =>
        method === 'post' && path === '/v1/users' ? { 'X-Recaptcha-Token': `t${++n}` } : {},
    );
    const replies = [json(401, { code: 'x', message: 'x' }), json(200, {}), json(200, {})];
    const { client, calls } = setup(replies, { token: () => 'tok' }, { callHeaders });
    await client.post('/v1/users', {});
    await client.get('/v1/products');
    expect(calls.map((c) => c.headers['x-recaptcha-token'])).toEqual(['t1', 't2', undefined]);
    expect(callHeaders).toHaveBeenCalledWith('get', '/v1/products');
  });
});

describe('http client: session rules', () => {
  it('refreshes an expired token before the call', async () => {
    const order: string[] = [];
    const refresh = vi.fn(async () => {
      order.push('refresh');
      return true;
    });
    const { client } = setup([json(200, {})], { token: () => 't', isExpired: () => true, refresh });
    await client.get('/v1/me/user');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['refresh']);
  });

  it('goes to /login/?re=1 without calling when the pre-call refresh fails', async () => {
    const { client, calls, navigate, hooks } = setup([], {
      token: () => 't',
      isExpired: () => true,
      refresh: async () => false,
    });
    expect(await client.get('/v1/me/user')).toEqual({ ignored: true, reason: 'redirect' });
    expect(calls).toHaveLength(0);
    expect(hooks.logout).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/login/?re=1');
  });

  it('on 401 refreshes once and retries', async () => {
    const unauthorized = { code: 'auth.unauthorized', message: 'ログインしてください。' };
    const { client, calls, hooks } = setup([json(401, unauthorized), json(200, { id: 1 })], {
      token: () => 't',
    });
    const res = await client.get('/v1/me/user');
    expect(res).toMatchObject({ ignored: false, data: { id: 1 } });
    expect(hooks.refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('on a second 401 logs out to /login/', async () => {
    const unauthorized = { code: 'auth.unauthorized', message: 'ログインしてください。' };
    const { client, hooks, navigate } = setup([json(401, unauthorized), json(401, unauthorized)], {
      token: () => 't',
    });
    expect(await client.get('/v1/me/user')).toMatchObject({ ignored: true });
    expect(hooks.refresh).toHaveBeenCalledTimes(1);
    expect(hooks.logout).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login/');
  });

  it('on 401 with a failed refresh logs out to /login/?re=1', async () => {
    const { client, navigate } = setup([json(401, {})], {
      token: () => 't',
      refresh: async () => false,
    });
    await client.get('/v1/me/user');
    expect(navigate).toHaveBeenCalledWith('/login/?re=1');
  });

  it('passes a 401 without a bearer (bad credentials) to the caller', async () => {
    const { client, hooks } = setup([json(401, { code: 'auth.failed', message: '違います' })]);
    await expect(client.post('/v1/auth/login', {})).rejects.toMatchObject({ status: 401 });
    expect(hooks.refresh).not.toHaveBeenCalled();
  });
});

describe('http client: calls that do not need the login', () => {
  it('still send the held bearer, but a 401 goes to the caller without a refresh', async () => {
    const { client, calls, hooks } = setup(
      [json(401, { code: 'auth.invalid_credentials', message: '違います' })],
      { token: () => 'held', isExpired: () => true },
    );
    await expect(client.post('/v1/auth/login', {}, { session: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls[0]?.headers.authorization).toBe('Bearer held');
    expect(hooks.refresh).not.toHaveBeenCalled();
  });
});

describe('http client: error catalogue', () => {
  it('stores maintenance info and goes to /maintenance/ on 503', async () => {
    const body = { title: '定期メンテナンス', message: '2時に再開します。', gtm_id: 'GTM-1' };
    const { client, navigate, onMaintenance } = setup([json(503, body)]);
    expect(await client.get('/v1/products')).toEqual({ ignored: true, reason: 'redirect' });
    expect(onMaintenance).toHaveBeenCalledWith(body);
    expect(navigate).toHaveBeenCalledWith('/maintenance/');
  });

  it('throws a passing outage (503 common.unavailable) to the caller instead of leaving the page', async () => {
    const body = { code: 'common.unavailable', message: 'もう一度お試しください。' };
    const { client, navigate, onMaintenance } = setup([json(503, body)]);
    await expect(client.post('/v1/carts/t/decision', {})).rejects.toMatchObject({
      status: 503,
      code: 'common.unavailable',
    });
    expect(onMaintenance).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('throws a payment provider failure (502) to the payment step instead of the maintenance page', async () => {
    const body = {
      code: 'payment.provider_unavailable',
      message: 'カード決済をご利用いただけません。',
    };
    const { client, navigate, onMaintenance } = setup([json(502, body)]);
    await expect(client.patch('/v1/carts/order/modify', {})).rejects.toMatchObject({
      status: 502,
      code: 'payment.provider_unavailable',
    });
    expect(onMaintenance).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('flags the invalid channel and throws on channel.not_exist', async () => {
    const body = { code: 'channel.not_exist', message: '指定されたチャンネルは存在しません。' };
    const { client, onInvalidChannel } = setup([json(404, body)]);
    await expect(client.get('/v1/settings/front')).rejects.toMatchObject({
      code: 'channel.not_exist',
    });
    expect(onInvalidChannel).toHaveBeenCalledTimes(1);
  });

  it('tells the shell when a voucher session needs a password login, and still throws the 403', async () => {
    const message = ERROR_MESSAGES[ERROR_CODES.passwordLoginRequired];
    const onPasswordLoginRequired = vi.fn();
    const { client, navigate } = setup(
      [json(403, { code: ERROR_CODES.passwordLoginRequired, message })],
      { token: () => 'voucher-token' },
      { onPasswordLoginRequired },
    );
    await expect(client.get('/v1/me/orders')).rejects.toMatchObject({
      status: 403,
      code: ERROR_CODES.passwordLoginRequired,
      message,
    });
    expect(onPasswordLoginRequired).toHaveBeenCalledWith(message);
    expect(navigate).not.toHaveBeenCalled();
    expect(passwordLoginUrl('/mypage/orders/?page=2')).toBe(
      '/login/?redirect=%2Fmypage%2Forders%2F%3Fpage%3D2',
    );
  });

  it('keeps quiet about a voucher session refusing a call the page can do without', async () => {
    const message = ERROR_MESSAGES[ERROR_CODES.passwordLoginRequired];
    const onPasswordLoginRequired = vi.fn();
    const { client } = setup(
      [json(403, { code: ERROR_CODES.passwordLoginRequired, message })],
      { token: () => 'voucher-token' },
      { onPasswordLoginRequired },
    );
    await expect(
      client.get('/v1/me/user-addresses', { passwordNotice: false }),
    ).rejects.toMatchObject({ status: 403, code: ERROR_CODES.passwordLoginRequired });
    expect(onPasswordLoginRequired).not.toHaveBeenCalled();
  });

  it('does not call the password-login hook for other refusals', async () => {
    const onPasswordLoginRequired = vi.fn();
    const { client } = setup(
      [json(403, { code: 'common.forbidden', message: '権限がありません。' })],
      {},
      { onPasswordLoginRequired },
    );
    await expect(client.get('/v1/me/orders')).rejects.toMatchObject({ status: 403 });
    expect(onPasswordLoginRequired).not.toHaveBeenCalled();
  });

  it('ignores network errors', async () => {
    const { client } = setup([new TypeError('fetch failed')]);
    expect(await client.get('/v1/products')).toEqual({ ignored: true, reason: 'network' });
  });

  it('ignores a cancelled call', async () => {
    const controller = new AbortController();
    const hang = (init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const { client } = setup([hang]);
    const pending = client.get('/v1/products', { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ignored: true, reason: 'cancel' });
  });

  it('rethrows a timeout', async () => {
    const hang = (init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const { client } = setup([hang]);
    await expect(client.get('/v1/products', { timeoutMs: 20 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('names a download from x-suggested-filename', async () => {
    const file = new Response('PDF', {
      status: 200,
      headers: { 'x-suggested-filename': encodeURIComponent('領収書_1001.pdf') },
    });
    const { client } = setup([file]);
    const res = await client.download('/v1/me/orders/1/download/receipt', 'receipt.pdf');
    expect(!res.ignored && res.filename).toBe('領収書_1001.pdf');
  });
});

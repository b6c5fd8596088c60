import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../contexts/identity/auth/auth.testing';
import { catalogOrders, productRequests, rateLimits } from '../db/schema/index';
import { call, seededApi, type TestApi } from '../testing/api';
import { expectApiError } from '../testing/expect-error';
import { FORM_LIMITS } from './form-limits';
import { RateLimiter } from './rate-limit';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

const rows = async (table: typeof catalogOrders | typeof productRequests) =>
  (await api.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

const catalogOrder = {
  name: '山田 太郎',
  name_kana: 'ヤマダ タロウ',
  email: 'yamada@example.jp',
  postal_code: '100-0001',
  prefecture: '東京都',
  city: '千代田区',
  address1: '千代田1-1',
};

describe('RateLimiter', () => {
  afterEach(() => vi.useRealTimers());

  it('allows the limit in a window, then says how long until the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T00:00:00Z') });
    const limiter = new RateLimiter(api.database, 'unit', 2, 60_000);
    expect(await limiter.take('a')).toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(await limiter.hit('a')).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(await limiter.take('a')).toBe(40);
    expect(await limiter.hit('b')).toBe(true);
    vi.advanceTimersByTime(40_001);
    expect(await limiter.hit('a')).toBe(true);
  });

  it('counts in the database, so a second process (another limiter) sees the same hits', async () => {
    const one = new RateLimiter(api.database, 'shared', 1, 60_000);
    const other = new RateLimiter(api.database, 'shared', 1, 60_000);
    expect(await one.hit('ip:192.0.2.1')).toBe(true);
    expect(await other.hit('ip:192.0.2.1')).toBe(false);
    const [row] = await api.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, 'shared:ip:192.0.2.1'));
    expect(row?.points).toBe(2);
  });

  it('counts in memory when asked: the same allowance and wait, and no row written', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T00:00:00Z') });
    const limiter = new RateLimiter(api.database, 'in-memory', 2, 60_000, 'memory');
    expect(await limiter.hit('a')).toBe(true);
    expect(await limiter.hit('a')).toBe(true);
    vi.advanceTimersByTime(15_000);
    expect(await limiter.take('a')).toBe(45);
    expect(await limiter.used('a')).toBe(3);
    const [row] = await api.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, 'in-memory:a'));
    expect(row).toBeUndefined();
  });
});

describe('guest forms answer 429 with Retry-After past their limit and write nothing', () => {
  it('catalog orders', async () => {
    const { data } = (await call<{ data: { id: number }[] }>(api.app, 'GET', '/v1/catalog')).body;
    const body = { ...catalogOrder, catalog_ids: [data[0]?.id] };
    for (let i = 0; i < FORM_LIMITS.catalogOrder.limit; i += 1) {
      expect((await call(api.app, 'POST', '/v1/catalog-orders', { body })).status).toBe(201);
    }
    const before = await rows(catalogOrders);
    const refused = await call(api.app, 'POST', '/v1/catalog-orders', { body });
    expectApiError(refused, 429, 'common.rate_limited');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3000);
    expect(await rows(catalogOrders)).toBe(before);
  });

  it('product requests from guests', async () => {
    const body = { name: '山田 花子', email: 'hanako@example.jp', body: '再入荷してください' };
    for (let i = 0; i < FORM_LIMITS.productRequest.limit; i += 1) {
      expect((await call(api.app, 'POST', '/v1/product-requests', { body })).status).toBe(201);
    }
    const before = await rows(productRequests);
    const refused = await call(api.app, 'POST', '/v1/product-requests', { body });
    expectApiError(refused, 429, 'common.rate_limited');
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await rows(productRequests)).toBe(before);
  });

  it('coupon codes: guessing stops after the limit, even for a code that exists', async () => {
    for (let i = 0; i < FORM_LIMITS.couponCode.limit; i += 1) {
      const res = await call(api.app, 'PATCH', '/v1/carts/coupons/add', {
        body: { token: 'no-such-cart-token-000000', code: `GUESS${i}` },
      });
      expect(res.status).not.toBe(429);
    }
    const refused = await call(api.app, 'PATCH', '/v1/carts/coupons/add', {
      body: { token: 'no-such-cart-token-000000', code: 'WELCOME500' },
    });
    expectApiError(refused, 429, 'common.rate_limited');
  });

  it('a signed-in member is counted apart from the guests on the same address', async () => {
    const session = await loginAs(api.app, 'taro@example.jp', 'Taro-pass-2026');
    const res = await api.app.request('/v1/product-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ body: '会員からのリクエスト' }),
    });
    expect(res.status).toBe(201);
  });
});

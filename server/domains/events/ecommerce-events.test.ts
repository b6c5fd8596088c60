import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecommerceEvents, popups, rateLimits } from '../../db/schema/index';
import { FORM_LIMITS } from '../../http/form-limits';
import { perIp } from '../../http/rate-limit';
import { call, seededApi, type TestApi } from '../../testing/api';
import { expectApiError } from '../../testing/expect-error';
import { pruneEcommerceEvents } from './ecommerce-events.commands';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

type Reply = { id: number; popup: { id: number; title: string; body: string } | null };
const record = (name: string) =>
  call<Reply>(api.app, 'POST', '/v1/ecommerce_events', {
    body: { name, args: { currency: 'JPY', value: 3240, items: [] } },
  });

describe('popups answered by POST /v1/ecommerce_events', () => {
  it('answers the shop’s after-purchase popup for a purchase, none for other events', async () => {
    const purchase = await record('purchase');
    expect(purchase.status).toBe(201);
    expect(purchase.body.popup?.title).toBe('ギフト包装・のし承ります');
    expect((await record('view_cart')).body.popup).toBeNull();
    expect((await record('add_to_cart')).body.popup).toBeNull();
  });

  it('answers a popup placed for the event by name, only while it is shown, with sanitised HTML', async () => {
    const [row] = await api.database.db
      .insert(popups)
      .values({
        title: 'カートに入れました',
        bodyHtml: '<p>送料無料まであと少し<script>alert(1)</script></p>',
        link: '/cart/',
        linkLabel: 'カートを見る',
        placement: 'event:add_to_cart',
        sort: 0,
      })
      .returning({ id: popups.id });
    const shown = await record('add_to_cart');
    expect(shown.body.popup).toMatchObject({ id: row?.id, title: 'カートに入れました' });
    expect(shown.body.popup?.body).not.toContain('<script');
    await api.database.db
      .update(popups)
      .set({ isShow: 0 })
      .where(eq(popups.id, row?.id ?? 0));
    expect((await record('add_to_cart')).body.popup).toBeNull();
  });
});

const stored = async () =>
  (await api.database.db.select({ n: count() }).from(ecommerceEvents))[0]?.n ?? 0;
const post = (body: Record<string, unknown>) =>
  call(api.app, 'POST', '/v1/ecommerce_events', { body: { name: 'view_cart', ...body } });

describe('POST /v1/ecommerce_events stores bounded rows only', () => {
  it('refuses a token that is not a cart token, too long or of another alphabet, storing nothing', async () => {
    const before = await stored();
    expect((await post({ token: 'x'.repeat(90_000) })).status).toBe(422);
    expect((await post({ token: 'x'.repeat(65) })).status).toBe(422);
    expect((await post({ token: 'short' })).status).toBe(422);
    expect((await post({ token: '<script>alert(1)</script>aaaaaaaaa' })).status).toBe(422);
    expect((await post({ logreco_rcmd_ct: 'y'.repeat(90_000) })).status).toBe(422);
    expect(await stored()).toBe(before);
    expect((await post({ token: 'a'.repeat(32) })).status).toBe(201);
    expect((await post({ token: null, logreco_rcmd_ct: 3 })).status).toBe(201);
  });

  it('refuses arguments over a few KB with a Japanese message instead of storing them', async () => {
    const before = await stored();
    const refused = await post({ args: { blob: 'z'.repeat(9_000) } });
    expectApiError(refused, 422, 'common.validation');
    expect(refused.text).toContain('イベントの内容が大きすぎます');
    expect(await stored()).toBe(before);
  });
});

describe('ecommerce events retention', () => {
  it('the daily job deletes events older than the retention period and keeps newer ones', async () => {
    const now = new Date('2030-06-01T00:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    const [old, young] = await api.database.db
      .insert(ecommerceEvents)
      .values([
        { channelId: 'default', name: 'old', createdAt: new Date(now.getTime() - 91 * day) },
        { channelId: 'default', name: 'young', createdAt: new Date(now.getTime() - 89 * day) },
      ])
      .returning({ id: ecommerceEvents.id });
    await pruneEcommerceEvents({ database: api.database, now }, 90);
    const left = await api.database.db.select({ id: ecommerceEvents.id }).from(ecommerceEvents);
    expect(left.map((r) => r.id)).not.toContain(old?.id);
    expect(left.map((r) => r.id)).toContain(young?.id);
  });
});

describe('POST /v1/ecommerce_events is limited per client', () => {
  it('answers 429 past the per-IP allowance and stores nothing more', async () => {
    await api.database.db.delete(ecommerceEvents);
    // Earlier posts of this file counted too: start the window afresh.
    await api.database.db.delete(rateLimits);
    let accepted = 0;
    const allowance = perIp(FORM_LIMITS.ecommerceEvent.limit);
    for (let i = 0; i < allowance + 5; i += 1) {
      if ((await post({})).status === 201) accepted += 1;
    }
    expect(accepted).toBe(allowance);
    expectApiError(await post({}), 429, 'common.rate_limited');
    expect(await stored()).toBe(accepted);
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecommerceEvents, popups, rateLimits } from '../../../db/schema/index';
import { FORM_LIMITS } from '../../../http/form-limits';
import { perIp } from '../../../http/rate-limit';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';
import { EVENTS_PER_CART, pruneEcommerceEvents } from './ecommerce-events.commands';

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

/** A new guest cart's token. */
const liveCart = async () =>
  (await call<{ token: string }>(api.app, 'POST', '/v1/carts/init', { body: {} })).body.token;

describe('POST /v1/ecommerce_events stores bounded rows only', () => {
  it('refuses a token that is not a cart token, too long or of another alphabet, storing nothing', async () => {
    const before = await stored();
    expect((await post({ token: 'x'.repeat(90_000) })).status).toBe(422);
    expect((await post({ token: 'x'.repeat(65) })).status).toBe(422);
    expect((await post({ token: 'short' })).status).toBe(422);
    expect((await post({ token: '<script>alert(1)</script>aaaaaaaaa' })).status).toBe(422);
    expect((await post({ logreco_rcmd_ct: 'y'.repeat(90_000) })).status).toBe(422);
    expect(await stored()).toBe(before);
  });

  it('stores an event only on a live cart the caller may use; without a cart it is answered, not stored', async () => {
    const before = await stored();
    expectApiError(await post({ token: 'a'.repeat(32) }), 404, 'common.not_found');
    const member = await req<{ token: string }>(api.app, 'POST', '/v1/carts/init', {
      body: {},
      token: await memberToken(api.app),
    });
    expect(member.body.token).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    expectApiError(await post({ token: member.body.token }), 404, 'common.not_found');
    const unowned = await post({ token: null, logreco_rcmd_ct: 3 });
    expect(unowned.status).toBe(201);
    expect((unowned.body as Reply).id).toBe(0);
    expect(await stored()).toBe(before);
    const token = await liveCart();
    const kept = await post({ token, logreco_rcmd_ct: 3 });
    expect(kept.status).toBe(201);
    expect((kept.body as Reply).id).toBeGreaterThan(0);
    expect(await stored()).toBe(before + 1);
  });

  it('counts the size of the arguments in UTF-8 bytes, refusing over 8 KB with a Japanese message', async () => {
    const token = await liveCart();
    const before = await stored();
    // 8,180 kanji: under 8,192 characters, but about 24.5 KB.
    const refused = await post({ token, args: { blob: '漢'.repeat(8_180) } });
    expectApiError(refused, 422, 'common.validation');
    expect(refused.text).toContain('イベントの内容が大きすぎます（8192バイトまで）');
    expectApiError(
      await post({ token, args: { blob: 'z'.repeat(9_000) } }),
      422,
      'common.validation',
    );
    expect(await stored()).toBe(before);
    expect((await post({ token, args: { blob: '漢'.repeat(2_700) } })).status).toBe(201);
  });

  it(`keeps at most ${EVENTS_PER_CART} events per cart (429 past them, nothing stored)`, async () => {
    const token = await liveCart();
    await api.database.db.insert(ecommerceEvents).values(
      Array.from({ length: EVENTS_PER_CART - 1 }, () => ({
        channelId: 'default',
        name: 'view_item',
        cartToken: token,
      })),
    );
    expect((await post({ token })).status).toBe(201);
    const before = await stored();
    expectApiError(await post({ token }), 429, 'common.rate_limited');
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
    const token = await liveCart();
    await api.database.db.delete(rateLimits);
    let accepted = 0;
    const allowance = perIp(FORM_LIMITS.ecommerceEvent.limit);
    for (let i = 0; i < allowance + 5; i += 1) {
      if ((await post({ token })).status === 201) accepted += 1;
    }
    expect(accepted).toBe(allowance);
    expectApiError(await post({ token }), 429, 'common.rate_limited');
    expect(await stored()).toBe(accepted);
  }, 120_000);
});

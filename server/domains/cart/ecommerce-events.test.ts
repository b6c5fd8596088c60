import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popups } from '../../db/schema/index';
import { call, seededApi, type TestApi } from '../../testing/api';

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

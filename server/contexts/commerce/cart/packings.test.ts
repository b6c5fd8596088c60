import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import type { PlacedOrder } from '../../../../contract/checkout/checkout.schema';
import { orderLines, orderPackings, orders } from '../../../db/schema/index';
import type { Channel } from '../../../http/types';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { findPlacedOrder, orderConfirmationMail, orderMailData } from '../checkout/index';
import { decideCart, readyCart, send, variantOf } from './cart.testing';

let api: TestApi;
let senbei = 0;
let wrap = 0;

beforeAll(async () => {
  api = await seededApi();
  senbei = await variantOf(api.app, 'senbei-gift');
  wrap = await variantOf(api.app, 'gift-wrapping');
});
afterAll(() => api.drop());

const packing = (path: 'add' | 'modify', body: object) =>
  send<Cart>(api.app, 'PATCH', `/v1/carts/packings/${path}`, body);
const shipKey = (cart: Cart) => cart.detail.shippings[0]?.key ?? '';

describe('PATCH /v1/carts/packings/*', () => {
  it('sets 包装 and のし 御祝 with a name on the shipment and charges ¥330 at 10%', async () => {
    const cart = await readyCart(api.app, [{ variantId: senbei, quantity: 1 }]);
    const res = await packing('add', {
      token: cart.token,
      shipping_key: shipKey(cart),
      wrapping: 'wrap',
      noshi: 'oiwai',
      noshi_name: '山田',
    });
    expect(res.status).toBe(200);
    expect(res.body.detail.packings).toEqual([
      expect.objectContaining({
        shipping_key: shipKey(cart),
        wrapping: 'wrap',
        wrapping_name: '包装',
        noshi: 'oiwai',
        noshi_label: '御祝',
        noshi_name: '山田',
        fee_with_tax: 330,
      }),
    ]);
    expect(res.body.detail.order.total_payment).toBe(cart.detail.order.total_payment + 330);
    expect(res.body.detail.order.packing_fee).toBe(330);
    const lead = await call<{ shipping_key: string; packing_key: string | null }>(
      api.app,
      'GET',
      `/v1/shipping-leadtime/carts/${cart.token}?keys=${shipKey(cart)}`,
    );
    expect(lead.body).toMatchObject({
      shipping_key: shipKey(cart),
      packing_key: res.body.detail.packings?.[0]?.key,
    });
  });

  it('accessory + wrapping at mixed tax rates, worked out by hand', async () => {
    const base = await readyCart(api.app, [{ variantId: senbei, quantity: 1 }]);
    const key = base.detail.products[0]?.key;
    await send(api.app, 'PATCH', '/v1/carts/accessories/add', {
      token: base.token,
      key,
      product_id: wrap,
      quantity: 1,
    });
    const res = await packing('add', {
      token: base.token,
      shipping_key: shipKey(base),
      wrapping: 'wrap',
      noshi: 'none',
    });
    const o = res.body.detail.order;
    // 8%: せんべい 3000 → tax 240 → 3240 (under ¥5,500: carriage ¥660 to 東京都).
    // 10%: 包装 accessory 200 + packing 300 = 500 → 550, plus carriage 660 = 1210, tax ⌊1210×10/110⌋ = 110.
    expect(o.total_carriage).toBe(660);
    expect(o.amount_by_tax_rate).toEqual([
      { rate: 10, amount_with_tax: 1210, tax: 110 },
      { rate: 8, amount_with_tax: 3240, tax: 240 },
    ]);
    expect(o.total_tax).toBe(350);
    expect(o.total_payment).toBe(4450);
  });

  it('refuses a のし name over 20 characters, an unknown wrapping and a name without のし', async () => {
    const cart = await readyCart(api.app, [{ variantId: senbei, quantity: 1 }]);
    const base = { token: cart.token, shipping_key: shipKey(cart) };
    const long = await packing('add', {
      ...base,
      wrapping: 'wrap',
      noshi: 'oiwai',
      noshi_name: 'あ'.repeat(21),
    });
    expect(expectApiError(long, 422, 'common.validation').errors?.noshi_name).toEqual([
      'のしのお名前は20文字以内で入力してください。',
    ]);
    const badWrap = await packing('add', { ...base, wrapping: 'gold', noshi: 'none' });
    expect(expectApiError(badWrap, 422, 'common.validation').errors?.wrapping).toEqual([
      '包装の種類を選択してください。',
    ]);
    const nameOnly = await packing('add', {
      ...base,
      wrapping: 'none',
      noshi: 'none',
      noshi_name: '山田',
    });
    expect(expectApiError(nameOnly, 422, 'common.validation').errors?.noshi_name).toEqual([
      'のしのお名前は、のしを選んだときに入力してください。',
    ]);
  });

  it('refuses an unknown shipping key, a second packing and an unknown packing key', async () => {
    const empty = (await call<Cart>(api.app, 'POST', '/v1/carts/init', { body: {} })).body;
    const noShip = await packing('add', {
      token: empty.token,
      shipping_key: '1',
      wrapping: 'wrap',
      noshi: 'none',
    });
    expect(expectApiError(noShip, 422, 'common.validation').errors?.shipping_key).toEqual([
      'お届け先が見つかりません。お届け先を選び直してください。',
    ]);
    const cart = await readyCart(api.app, [{ variantId: senbei, quantity: 1 }]);
    const unknown = await packing('add', {
      token: cart.token,
      shipping_key: '99',
      wrapping: 'wrap',
      noshi: 'none',
    });
    expectApiError(unknown, 422, 'common.validation');
    const choice = {
      token: cart.token,
      shipping_key: shipKey(cart),
      wrapping: 'wrap',
      noshi: 'none',
    };
    const first = await packing('add', choice);
    const twice = await packing('add', choice);
    expect(expectApiError(twice, 422, 'common.validation').errors?.shipping_key).toEqual([
      'このお届け先にはすでにギフト包装・のしが設定されています。',
    ]);
    const missing = await packing('modify', {
      token: cart.token,
      packing_key: 'nope',
      wrapping: 'none',
      noshi: 'none',
    });
    expect(expectApiError(missing, 422, 'common.validation').errors?.packing_key).toEqual([
      'ギフト包装・のしの設定が見つかりません。',
    ]);
    const packingKey = first.body.detail.packings?.[0]?.key;
    const modified = await packing('modify', {
      token: cart.token,
      packing_key: packingKey,
      wrapping: 'none',
      noshi: 'uchiiwai',
      noshi_name: '佐藤',
    });
    expect(modified.body.detail.packings?.[0]).toMatchObject({
      noshi_label: '内祝',
      noshi_name: '佐藤',
      fee_with_tax: 0,
    });
    expect(modified.body.detail.order.total_payment).toBe(cart.detail.order.total_payment);
  });

  it('no longer charges a packing once its shipment is gone, and the quotation lists it', async () => {
    const cart = await readyCart(api.app, [{ variantId: senbei, quantity: 1 }]);
    const key = cart.detail.products[0]?.key;
    await send(api.app, 'PATCH', '/v1/carts/accessories/add', {
      token: cart.token,
      key,
      product_id: wrap,
      quantity: 1,
    });
    await packing('add', {
      token: cart.token,
      shipping_key: shipKey(cart),
      wrapping: 'wrap',
      noshi: 'oiwai',
    });
    const pdf = await api.app.request(`/v1/carts/${cart.token}/download/quotation`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const reset = await send<Cart>(api.app, 'PATCH', '/v1/carts/shippings/reset', {
      token: cart.token,
    });
    expect(reset.body.detail.packings).toEqual([]);
    // 3,240 (8%) + 220 (accessory, 10%) + the default carriage 660, and no packing fee any more.
    expect(reset.body.detail.order.total_payment).toBe(3240 + 220 + 660);
  });

  it('saves the packing and its fee line on the order', async () => {
    const cart = await readyCart(api.app, [{ variantId: senbei, quantity: 2 }]);
    const set = await packing('add', {
      token: cart.token,
      shipping_key: shipKey(cart),
      wrapping: 'wrap',
      noshi: 'oseibo',
      noshi_name: '大川商店',
    });
    const placed = await decideCart(api.app, set.body, 'key-packing-0001');
    expect(placed.status).toBe(201);
    const { db } = api.database;
    const [order] = await db.select().from(orders).where(eq(orders.orderNo, placed.body.order_no));
    const saved = await db
      .select()
      .from(orderPackings)
      .where(eq(orderPackings.orderId, order?.id ?? 0));
    expect(saved).toEqual([
      expect.objectContaining({
        wrapping: 'wrap',
        noshi: 'oseibo',
        noshiName: '大川商店',
        feeWithTax: 330,
      }),
    ]);
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? 0));
    expect(lines.find((l) => l.productId === null)).toMatchObject({
      unitPrice: 300,
      taxRate: 10,
      quantity: 1,
    });
    expect(order?.totalPayment).toBe(6480 + 330);
    const shown = await call<PlacedOrder>(
      api.app,
      'GET',
      `/v1/carts/order/${placed.body.order_no}?t=${placed.body.guest_token}`,
    );
    expect(shown.body.packings?.[0]).toMatchObject({
      noshi_label: '御歳暮',
      noshi_name: '大川商店',
    });
    const found = await findPlacedOrder(db, { id: 'default' } as Channel, placed.body.order_no, {
      token: placed.body.guest_token,
    });
    const mail = orderConfirmationMail(orderMailData(found.order, found, 'ミセ'));
    expect(mail.text).toContain('■のし・ギフト包装\n包装：包装（¥330）／のし：御歳暮（大川商店）');
    expect(mail.text).toContain('ギフト包装料');
  });
});

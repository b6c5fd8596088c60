import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import type { PlacedOrder } from '../../../../contract/checkout/checkout.schema';
import { productVariants } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { deliverQueuedMails, testOutbox } from '../../../testing/jobs';
import { earliestDelivery } from '../../platform/calendar/index';
import { decideCart, GUEST, send, variantOf } from '../cart/cart.testing';
import { FRIEND_ADDRESS, lineKey, patchCart, twoProductCart } from './shipments.testing';

let api: TestApi;
let variants = { oxford: 0, senbei: 0 };
const patch = (path: string, body: object, headers: Record<string, string> = {}) =>
  patchCart(api.app, path, body, headers);
const cartWith = (senbeis = 2, headers: Record<string, string> = {}) =>
  twoProductCart(api.app, variants, senbeis, headers);

beforeAll(async () => {
  api = await seededApi();
  variants = {
    oxford: await variantOf(api.app, 'oxford-shirt', 'M'),
    senbei: await variantOf(api.app, 'senbei-gift'),
  };
});
afterAll(() => api.drop());

describe('shipments: delivery, totals and the decision', () => {
  it('modifies one shipment by key and gives its lead time by key', async () => {
    const cart = await cartWith();
    await patch('shippings/add', { token: cart.token, address: FRIEND_ADDRESS });
    const date = earliestDelivery(new Date(), '北海道');
    const res = await patch('shippings/modify', {
      token: cart.token,
      shipping_key: '2',
      address: FRIEND_ADDRESS,
      delivery_id: 3,
      delivery_date: date,
      delivery_time: '18-20',
    });
    expect(res.body.detail.shippings[1]).toMatchObject({
      delivery_date: date,
      delivery_time: '18-20',
    });
    expect(res.body.detail.shippings[0]?.delivery_date).toBeNull();
    const unknown = await patch('shippings/modify', {
      token: cart.token,
      shipping_key: '4',
      same_as_orderer: true,
      delivery_id: 3,
    });
    expect(expectApiError(unknown, 422, 'common.validation').message).toBe(
      '指定されたお届け先が見つかりません。',
    );
    const lead = await send<{ earliest_date: string; shipping_key: string }>(
      api.app,
      'GET',
      `/v1/shipping-leadtime/carts/${cart.token}?keys=2`,
    );
    expect(lead.body).toMatchObject({ earliest_date: date, shipping_key: '2', packing_key: null });
    const home = await send<{ earliest_date: string }>(
      api.app,
      'GET',
      `/v1/shipping-leadtime/carts/${cart.token}?keys=1`,
    );
    expect(home.body.earliest_date).toBe(earliestDelivery(new Date(), '東京都'));
    const missing = await send(api.app, 'GET', `/v1/shipping-leadtime/carts/${cart.token}?keys=8`);
    expectApiError(missing, 422, 'common.validation');
  });

  it('prices carriage per shipment (worked out by hand) and rounds tax once per rate', async () => {
    // oxford 5,900 (10%) ×1 and senbei 3,000 (8%) ×2. Shipment "1" 東京都: oxford + 1 senbei =
    // 6,490 + 3,240 = 9,730 ≥ 5,500, free. Shipment "2" 北海道: 1 senbei = 3,240, carriage 1,320.
    const cart = await cartWith(2);
    expect(cart.detail.order.total_carriage).toBe(0);
    await patch('shippings/add', { token: cart.token, address: FRIEND_ADDRESS });
    const key = lineKey(cart, variants.senbei);
    const res = await patch('products/divide', {
      token: cart.token,
      key,
      to_shipping_key: '2',
      quantity: 1,
    });
    expect(res.body.detail.shippings.map((s) => s.carriage)).toEqual([0, 1320]);
    // 10%: 6,490 + carriage 1,320 = 7,810, tax floor(7,810×10/110) = 710. 8%: 6,000 + 480 = 6,480.
    expect(res.body.detail.order).toMatchObject({
      total_product: 11900,
      total_carriage: 1320,
      total_tax: 1190,
      total_payment: 14290,
      amount_by_tax_rate: [
        { rate: 10, amount_with_tax: 7810, tax: 710 },
        { rate: 8, amount_with_tax: 6480, tax: 480 },
      ],
    });
    // Oxford to 北海道 too: "1" holds 1 senbei (3,240 < 5,500, 東京都 660);
    // "2" holds oxford + 1 senbei (9,730, free).
    const swapped = await patch('products/divide', {
      token: cart.token,
      key: lineKey(cart, variants.oxford),
      to_shipping_key: '2',
      quantity: 1,
    });
    expect(swapped.body.detail.shippings.map((s) => s.carriage)).toEqual([660, 0]);
    expect(swapped.body.detail.order.total_payment).toBe(6490 + 6480 + 660);
    const pdf = await api.app.request(`/v1/carts/${cart.token}/download/quotation`);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('places one order with both shipments, their lines and carriage; stock taken once per variant', async () => {
    const cart = await cartWith(2);
    await patch('shippings/add', { token: cart.token, address: FRIEND_ADDRESS });
    await patch('products/divide', {
      token: cart.token,
      key: lineKey(cart, variants.senbei),
      to_shipping_key: '2',
      quantity: 1,
    });
    const paid = await patch('order/modify', { token: cart.token, payment_id: 1 });
    const [before] = await api.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variants.senbei));
    const placed = await decideCart(api.app, paid.body, 'shipments-key-0001');
    expect(placed.status).toBe(201);
    expect(placed.body.total_payment).toBe(14290);
    const [after] = await api.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variants.senbei));
    expect(after?.stock).toBe((before?.stock ?? 0) - 2);
    const order = await send<PlacedOrder>(
      api.app,
      'GET',
      `/v1/carts/order/${placed.body.order_no}?t=${placed.body.guest_token}`,
    );
    expect(order.body.shippings).toEqual([
      expect.objectContaining({
        label: 'お届け先1',
        address: expect.objectContaining({ prefecture: '東京都' }),
        carriage: 0,
        lines: [
          {
            name: 'オックスフォード ボタンダウンシャツ（ホワイト）',
            variant_name: 'M',
            quantity: 1,
          },
          expect.objectContaining({ quantity: 1 }),
        ],
      }),
      expect.objectContaining({
        label: 'お届け先2',
        address: expect.objectContaining({ prefecture: '北海道' }),
        carriage: 1320,
        lines: [expect.objectContaining({ quantity: 1 })],
      }),
    ]);
    await deliverQueuedMails(api.database);
    const mail = testOutbox.map((m) => m.text).find((text) => text.includes(placed.body.order_no));
    expect(mail).toContain('■お届け先1');
    expect(mail).toContain('■お届け先2');
    expect(mail).toContain('札幌市中央区北一条西');
  });

  it('refuses the decision while a shipment holding goods has no address', async () => {
    const init = await send<Cart>(api.app, 'POST', '/v1/carts/init', {});
    const token = init.body.token;
    await patch('products/add', { token, product_id: variants.senbei, quantity: 1 });
    await patch('order/modify', { token, orderer: GUEST });
    // Shipment "2" added before "1" was chosen: "1" exists without an address.
    const added = await patch('shippings/add', { token, address: FRIEND_ADDRESS });
    expect(added.body.detail.shippings[0]).toMatchObject({ key: '1', address: null });
    const paid = await patch('order/modify', { token, payment_id: 1 });
    const res = await decideCart(api.app, paid.body, 'shipments-key-0002');
    expect(expectApiError(res, 422, 'common.validation').message).toBe(
      'お届け先を入力してください。',
    );
  });
});

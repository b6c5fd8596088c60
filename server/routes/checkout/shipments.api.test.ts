import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../src/lib/cart/cart.schema';
import type { PlacedOrder } from '../../../src/lib/checkout/checkout.schema';
import { channels, productVariants, userAddresses, users } from '../../db/schema/index';
import { configureMailer } from '../../services/mail/mailer';
import { seededApi, type TestApi } from '../../testing/api';
import { expectApiError } from '../../testing/expect-error';
import { loginAs } from '../auth/auth.testing';
import { earliestDelivery } from '../shipping/calendar';
import { decideCart, GUEST, send, variantOf } from './checkout.testing';

let api: TestApi;
let oxfordM = 0;
let senbei = 0;
let taro = '';
let hanako = '';
let taroAddresses: number[] = [];
const mailDir = mkdtempSync(join(tmpdir(), 'mise-shipments-mail-'));

const FRIEND = {
  ...GUEST,
  last_name: '北野',
  first_name: '友子',
  last_name_kana: 'キタノ',
  first_name_kana: 'トモコ',
  postal_code: '060-0001',
  prefecture: '北海道',
  city: '札幌市中央区北一条西',
  address1: '2-1',
  address2: '',
};
const { email: _email, ...FRIEND_ADDRESS } = FRIEND;

const as = (bearer?: string): Record<string, string> =>
  bearer ? { Authorization: `Bearer ${bearer}` } : {};
const patch = (path: string, body: object, headers: Record<string, string> = {}) =>
  send<Cart>(api.app, 'PATCH', `/v1/carts/${path}`, body, headers);

beforeAll(async () => {
  configureMailer({ dir: mailDir, smtpUrl: undefined });
  api = await seededApi();
  oxfordM = await variantOf(api.app, 'oxford-shirt', 'M');
  senbei = await variantOf(api.app, 'senbei-gift');
  taro = (await loginAs(api.app, 'taro@example.jp', 'Taro-pass-2026')).token;
  hanako = (await loginAs(api.app, 'hanako@example.jp', 'Hanako-pass-2026')).token;
  const [user] = await api.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'taro@example.jp'));
  const rows = await api.database.db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, user?.id ?? 0));
  taroAddresses = rows.map((r) => r.id);
});
afterAll(() => api.drop());

/** A cart with oxford M ×1 and senbei ×`senbeis`, orderer set, shipment "1" to the orderer (東京都). */
async function twoProductCart(senbeis = 2, headers: Record<string, string> = {}) {
  const init = await send<Cart>(api.app, 'POST', '/v1/carts/init', {}, headers);
  const token = init.body.token;
  await patch('products/add', { token, product_id: oxfordM, quantity: 1 }, headers);
  await patch('products/add', { token, product_id: senbei, quantity: senbeis }, headers);
  await patch('order/modify', { token, orderer: GUEST }, headers);
  const shipped = await patch(
    'shippings/modify',
    { token, same_as_orderer: true, delivery_id: 3 },
    headers,
  );
  expect(shipped.status).toBe(200);
  return shipped.body;
}

const lineKey = (cart: Cart, variantId: number) =>
  cart.detail.products.find((l) => l.product_id === variantId)?.key ?? '';
const split = (cart: Cart) =>
  cart.detail.shippings.map((s) => [s.key, (s.products ?? []).map((p) => p.quantity)]);

describe('PATCH /v1/carts/shippings/add', () => {
  it('adds an empty shipment "2" to a typed address; one shipment stays exactly as before', async () => {
    const cart = await twoProductCart();
    expect(cart.detail.shippings).toHaveLength(1);
    expect(cart.detail.shippings[0]).toMatchObject({ key: '1', carriage: 0 });
    const added = await patch('shippings/add', { token: cart.token, address: FRIEND_ADDRESS });
    expect(added.status).toBe(200);
    expect(added.body.detail.shippings.map((s) => s.key)).toEqual(['1', '2']);
    expect(added.body.detail.shippings[1]).toMatchObject({
      address: { prefecture: '北海道', postal_code: '0600001' },
      delivery_id: 3,
      products: [],
      carriage: 0,
    });
    expect(added.body.detail.order).toEqual(cart.detail.order);
  });

  it('refuses when the channel does not allow several shipments, changing nothing', async () => {
    const school = { 'X-Channel-Id': 'school' };
    const [row] = await api.database.db.select().from(channels).where(eq(channels.id, 'school'));
    const settings = row?.settings ?? {};
    await api.database.db
      .update(channels)
      .set({ settings: { ...settings, 'ORDER.SHIPPING.IS_ALLOW_MULTIPLE': false } })
      .where(eq(channels.id, 'school'));
    try {
      const init = await send<Cart>(api.app, 'POST', '/v1/carts/init', {}, school);
      const res = await patch(
        'shippings/add',
        { token: init.body.token, address: FRIEND_ADDRESS },
        school,
      );
      expect(expectApiError(res, 422, 'common.validation').message).toBe(
        'このショップでは複数のお届け先を指定できません。',
      );
      const after = await send<Cart>(
        api.app,
        'GET',
        `/v1/carts/${init.body.token}`,
        undefined,
        school,
      );
      expect(after.body.detail.shippings).toEqual([]);
    } finally {
      await api.database.db.update(channels).set({ settings }).where(eq(channels.id, 'school'));
    }
  });

  it('adds a member’s own address-book entry, never someone else’s', async () => {
    const cart = await twoProductCart(2, as(taro));
    const id = taroAddresses[1] ?? 0;
    const foreign = await patch(
      'shippings/add',
      { token: cart.token, user_address_id: id },
      as(hanako),
    );
    expect(expectApiError(foreign, 422, 'common.validation').message).toBe(
      '選択したお届け先が見つかりません。',
    );
    const anonymous = await patch('shippings/add', { token: cart.token, user_address_id: id });
    expectApiError(anonymous, 422, 'common.validation');
    const own = await patch('shippings/add', { token: cart.token, user_address_id: id }, as(taro));
    expect(own.status).toBe(200);
    expect(own.body.detail.shippings[1]).toMatchObject({ key: '2', user_address_id: id });
  });

  it('checks the new address and delivery date with Japanese messages', async () => {
    const cart = await twoProductCart();
    const bad = await patch('shippings/add', {
      token: cart.token,
      address: { ...FRIEND_ADDRESS, postal_code: '12' },
    });
    expect(expectApiError(bad, 422, 'common.validation').errors?.['address.postal_code']).toEqual([
      '郵便番号は半角数字7桁（例 123-4567）で入力してください。',
    ]);
    const early = await patch('shippings/add', {
      token: cart.token,
      address: FRIEND_ADDRESS,
      delivery_date: '2020-01-01',
    });
    expect(expectApiError(early, 422, 'common.validation').message).toContain('お届け日');
    const none = await patch('shippings/add', { token: cart.token });
    expect(expectApiError(none, 422, 'common.validation').message).toBe(
      'お届け先を入力してください。',
    );
  });
});

describe('PATCH /v1/carts/products/divide', () => {
  it('moves part of a line to shipment "2"; the parts always sum to the line', async () => {
    const cart = await twoProductCart(3);
    await patch('shippings/add', { token: cart.token, address: FRIEND_ADDRESS });
    const key = lineKey(cart, senbei);
    const moved = await patch('products/divide', {
      token: cart.token,
      key,
      to_shipping_key: '2',
      quantity: 2,
    });
    expect(moved.status).toBe(200);
    expect(split(moved.body)).toEqual([
      ['1', [1, 1]],
      ['2', [2]],
    ]);
    const whole = await patch('products/divide', {
      token: cart.token,
      key,
      shippings: [
        { shipping_key: '1', quantity: 0 },
        { shipping_key: '2', quantity: 3 },
      ],
    });
    expect(split(whole.body)).toEqual([
      ['1', [1]],
      ['2', [3]],
    ]);
  });

  it('refuses bad quantities and unknown keys in Japanese and changes nothing', async () => {
    const cart = await twoProductCart(2);
    const two = (await patch('shippings/add', { token: cart.token, address: FRIEND_ADDRESS })).body;
    const key = lineKey(cart, senbei);
    const base = { token: cart.token, key };
    const cases: [object, string][] = [
      [{ to_shipping_key: '2', quantity: 3 }, 'このお届け先から移せる数量は2点までです。'],
      [{ to_shipping_key: '9', quantity: 1 }, '指定されたお届け先が見つかりません。'],
      [
        { shipping_key: '7', to_shipping_key: '2', quantity: 1 },
        '指定されたお届け先が見つかりません。',
      ],
      [{ to_shipping_key: '1', quantity: 1 }, '移動元と移動先に同じお届け先は指定できません。'],
      [{}, '移動先か、お届け先ごとの数量を指定してください。'],
      [
        {
          shippings: [
            { shipping_key: '1', quantity: 1 },
            { shipping_key: '2', quantity: 2 },
          ],
        },
        'お届け先ごとの数量の合計をカートの数量（2点）と同じにしてください。',
      ],
      [
        {
          shippings: [
            { shipping_key: '2', quantity: 1 },
            { shipping_key: '2', quantity: 1 },
          ],
        },
        '同じお届け先が重複しています。',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await patch('products/divide', { ...base, ...body });
      expect(expectApiError(res, 422, 'common.validation').message, JSON.stringify(body)).toBe(
        message,
      );
    }
    const zero = await patch('products/divide', { ...base, to_shipping_key: '2', quantity: 0 });
    expect(expectApiError(zero, 422, 'common.validation').errors?.quantity).toEqual([
      '移す数量は1以上の半角数字で入力してください。',
    ]);
    const unknownLine = await patch('products/divide', {
      ...base,
      key: 'no-such-line',
      to_shipping_key: '2',
      quantity: 1,
    });
    expectApiError(unknownLine, 422, 'cart.update_products.line_not_found');
    const after = await send<Cart>(api.app, 'GET', `/v1/carts/${cart.token}`);
    expect(after.body.detail.shippings).toEqual(two.detail.shippings);
  });

  it('keeps the split consistent when a line changes, and removing a shipment puts its items back in "1"', async () => {
    const cart = await twoProductCart(3);
    await patch('shippings/add', { token: cart.token, address: FRIEND_ADDRESS });
    const key = lineKey(cart, senbei);
    await patch('products/divide', { token: cart.token, key, to_shipping_key: '2', quantity: 3 });
    const fewer = await patch('products/modify', { token: cart.token, key, quantity: 1 });
    expect(split(fewer.body)).toEqual([
      ['1', [1]],
      ['2', [1]],
    ]);
    // Growing the line again adds to shipment "1": the stored split was cut down, not kept at 3.
    const more = await patch('products/modify', { token: cart.token, key, quantity: 3 });
    expect(split(more.body)).toEqual([
      ['1', [1, 2]],
      ['2', [1]],
    ]);
    const removed = await patch('shippings/reset', { token: cart.token, shipping_key: '2' });
    expect(split(removed.body)).toEqual([['1', [1, 3]]]);
    const deleted = await patch('products/delete', { token: cart.token, key });
    expect(split(deleted.body)).toEqual([['1', [1]]]);
    const reset = await patch('shippings/reset', { token: cart.token });
    expect(reset.body.detail.shippings).toEqual([]);
    const unknown = await patch('shippings/reset', { token: cart.token, shipping_key: '5' });
    expect(expectApiError(unknown, 422, 'common.validation').message).toBe(
      '指定されたお届け先が見つかりません。',
    );
  });
});

describe('shipments: delivery, totals and the decision', () => {
  it('modifies one shipment by key and gives its lead time by key', async () => {
    const cart = await twoProductCart();
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
    const lead = await send<{ earliest_date: string }>(
      api.app,
      'GET',
      `/v1/shipping-leadtime/carts/${cart.token}?keys=2`,
    );
    expect(lead.body.earliest_date).toBe(date);
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
    const cart = await twoProductCart(2);
    expect(cart.detail.order.total_carriage).toBe(0);
    await patch('shippings/add', { token: cart.token, address: FRIEND_ADDRESS });
    const key = lineKey(cart, senbei);
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
      key: lineKey(cart, oxfordM),
      to_shipping_key: '2',
      quantity: 1,
    });
    expect(swapped.body.detail.shippings.map((s) => s.carriage)).toEqual([660, 0]);
    expect(swapped.body.detail.order.total_payment).toBe(6490 + 6480 + 660);
  });

  it('places one order with both shipments, their lines and carriage; stock taken once per variant', async () => {
    const cart = await twoProductCart(2);
    await patch('shippings/add', { token: cart.token, address: FRIEND_ADDRESS });
    await patch('products/divide', {
      token: cart.token,
      key: lineKey(cart, senbei),
      to_shipping_key: '2',
      quantity: 1,
    });
    const paid = await patch('order/modify', { token: cart.token, payment_id: 1 });
    const [before] = await api.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, senbei));
    const placed = await decideCart(api.app, paid.body, 'shipments-key-0001');
    expect(placed.status).toBe(201);
    expect(placed.body.total_payment).toBe(14290);
    const [after] = await api.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, senbei));
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
    // The .eml body is base64 after the blank line that ends the headers.
    const mail = readdirSync(mailDir)
      .map((f) => readFileSync(join(mailDir, f), 'utf8').split(/\r?\n\r?\n/)[1] ?? '')
      .map((body) => Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'))
      .find((text) => text.includes(placed.body.order_no));
    expect(mail).toContain('■お届け先1');
    expect(mail).toContain('■お届け先2');
    expect(mail).toContain('札幌市中央区北一条西');
  });

  it('refuses the decision while a shipment holding goods has no address', async () => {
    const init = await send<Cart>(api.app, 'POST', '/v1/carts/init', {});
    const token = init.body.token;
    await patch('products/add', { token, product_id: senbei, quantity: 1 });
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

describe('GET /v1/me/user-addresses', () => {
  it('lists the member’s own addresses, the default first, with x-limit; 401 for a guest', async () => {
    const res = await send<{ data: { id: number; is_default: boolean; prefecture: string }[] }>(
      api.app,
      'GET',
      '/v1/me/user-addresses',
      undefined,
      as(taro),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((a) => a.id).sort()).toEqual([...taroAddresses].sort());
    expect(res.body.data[0]?.is_default).toBe(true);
    expect(res.headers.get('x-limit')).toBe('20');
    expect(res.headers.get('x-total')).toBe(String(taroAddresses.length));
    const guest = await send(api.app, 'GET', '/v1/me/user-addresses');
    expectApiError(guest, 401, 'auth.unauthorized');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import { channels, userAddresses, users } from '../../../db/schema/index';
import { forgetChannels } from '../../../http/channel';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { ADDRESS_LIMIT } from '../../identity/addresses/addresses.model';
import { loginAs } from '../../identity/auth/auth.testing';
import { send, variantOf } from '../cart/cart.testing';
import { as, FRIEND_ADDRESS, lineKey, patchCart, split, twoProductCart } from './shipments.testing';

let api: TestApi;
let variants = { oxford: 0, senbei: 0 };
const patch = (path: string, body: object, headers: Record<string, string> = {}) =>
  patchCart(api.app, path, body, headers);
const cartWith = (senbeis = 2, headers: Record<string, string> = {}) =>
  twoProductCart(api.app, variants, senbeis, headers);
let taro = '';
let hanako = '';
let taroAddresses: number[] = [];

beforeAll(async () => {
  api = await seededApi();
  variants = {
    oxford: await variantOf(api.app, 'oxford-shirt', 'M'),
    senbei: await variantOf(api.app, 'senbei-gift'),
  };
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

describe('PATCH /v1/carts/shippings/add', () => {
  it('adds an empty shipment "2" to a typed address; one shipment stays exactly as before', async () => {
    const cart = await cartWith();
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
    forgetChannels(api.database);
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
      forgetChannels(api.database);
    }
  });

  it('adds a member’s own address-book entry, never someone else’s', async () => {
    const cart = await cartWith(2, as(taro));
    const id = taroAddresses[1] ?? 0;
    const foreign = await patch(
      'shippings/add',
      { token: cart.token, user_address_id: id },
      as(hanako),
    );
    // Another member, or a guest, holding the token gets what a missing cart gets.
    expectApiError(foreign, 404, 'cart.common.not_found');
    const anonymous = await patch('shippings/add', { token: cart.token, user_address_id: id });
    expectApiError(anonymous, 404, 'cart.common.not_found');
    const own = await patch('shippings/add', { token: cart.token, user_address_id: id }, as(taro));
    expect(own.status).toBe(200);
    expect(own.body.detail.shippings[1]).toMatchObject({ key: '2', user_address_id: id });
  });

  it('checks the new address and delivery date with Japanese messages', async () => {
    const cart = await cartWith();
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
    const cart = await cartWith(3);
    await patch('shippings/add', { token: cart.token, address: FRIEND_ADDRESS });
    const key = lineKey(cart, variants.senbei);
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
    const cart = await cartWith(2);
    const two = (await patch('shippings/add', { token: cart.token, address: FRIEND_ADDRESS })).body;
    const key = lineKey(cart, variants.senbei);
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
    const cart = await cartWith(3);
    await patch('shippings/add', { token: cart.token, address: FRIEND_ADDRESS });
    const key = lineKey(cart, variants.senbei);
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
    // A removed shipment's key is never given again (a packing kept on "2" must not come back).
    const again = await patch('shippings/add', { token: cart.token, address: FRIEND_ADDRESS });
    expect(again.body.detail.shippings.map((s) => s.key)).toEqual(['1', '3']);
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
    expect(res.headers.get('x-limit')).toBe(String(ADDRESS_LIMIT));
    expect(res.headers.get('x-total')).toBe(String(taroAddresses.length));
    const guest = await send(api.app, 'GET', '/v1/me/user-addresses');
    expectApiError(guest, 401, 'auth.unauthorized');
  });
});

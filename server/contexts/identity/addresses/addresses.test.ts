import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserAddress } from '../../../../contract/addresses/addresses.schema';
import type { Cart } from '../../../../contract/cart/cart.schema';
import { users } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';
import { GUEST, send, variantOf } from '../../commerce/cart/cart.testing';
import { ADDRESS_LIMIT } from './addresses.model';
import { book, HIRAGANA_ADDRESS } from './addresses.testing';

let api: TestApi;
let taro = '';
let hanako = '';
beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
});
afterAll(() => api.drop());

const call = <T = UserAddress>(method: string, path: string, token: string, body?: unknown) =>
  req<T>(api.app, method, `/v1/me/${path}`, { token, body });

describe('address book', () => {
  it('lists the own address (東京都, default) first with x-limit', async () => {
    const res = await book(api.app, taro);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-limit')).toBe(String(ADDRESS_LIMIT));
    expect(res.body.data.length).toBe(2);
    expect(res.body.data[0]).toMatchObject({
      division_ct: 1,
      prefecture: '東京都',
      is_default: true,
    });
    expectApiError(await req(api.app, 'GET', '/v1/me/user-addresses'), 401, 'auth.unauthorized');
  });

  it('normalises like registration: hiragana kana to katakana, full-width digits to half-width', async () => {
    const res = await call('POST', 'user-addresses', taro, HIRAGANA_ADDRESS);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      shipping_name: '佐藤 花子',
      shipping_kana: 'サトウ ハナコ',
      shipping_last_name_kana: 'サトウ',
      shipping_first_name_kana: 'ハナコ',
      postal_code: '0600001',
      formatted_postal_code: '060-0001',
      address1: '２－１',
      phone_number: '0112345678',
      division_ct: 2,
      is_default: false,
    });
    const got = await call('GET', `user-addresses/${res.body.id}`, taro);
    expect(got.body.combined_address).toBe('札幌市中央区北一条西２－１');
    expect(got.body.full_address).toBe('北海道札幌市中央区北一条西２－１');
  });

  it('takes and returns every field in the spec’s names (§3 User address)', async () => {
    const spec = {
      name: '会社',
      shipping_last_name: '鈴木',
      shipping_first_name: '一郎',
      shipping_last_name_kana: 'スズキ',
      shipping_first_name_kana: 'イチロウ',
      postal_code: '530-0001',
      prefecture: '大阪府',
      city: '大阪市北区梅田',
      address1: '1-1-3',
      address2: '大阪駅前第3ビル 10F',
      phone_number: '06-1234-5678',
      cell_phone_number: '090-1234-5678',
    };
    const res = await call('POST', 'user-addresses', taro, spec);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'id',
        'is_default',
        'is_sender_default',
        'division_ct',
        'name',
        'shipping_name',
        'shipping_first_name',
        'shipping_last_name',
        'shipping_kana',
        'shipping_first_name_kana',
        'shipping_last_name_kana',
        'postal_code',
        'formatted_postal_code',
        'prefecture',
        'city',
        'address1',
        'address2',
        'combined_address',
        'full_address',
        'phone_number',
        'cell_phone_number',
      ].sort(),
    );
    expect(res.body).toMatchObject({
      shipping_name: '鈴木 一郎',
      formatted_postal_code: '530-0001',
      combined_address: '大阪市北区梅田1-1-3 大阪駅前第3ビル 10F',
      full_address: '大阪府大阪市北区梅田1-1-3 大阪駅前第3ビル 10F',
      cell_phone_number: '09012345678',
    });
    const { shipping_last_name: _gone, ...withoutSurname } = spec;
    const old = await call('POST', 'user-addresses', taro, {
      ...withoutSurname,
      last_name: '鈴木',
    });
    expect(expectApiError(old, 422, 'common.validation').errors?.shipping_last_name?.[0]).toMatch(
      /姓/,
    );
  });

  it('answers bad input with Japanese field errors and saves nothing', async () => {
    const before = (await book(api.app, taro)).body.data.length;
    const bad = {
      ...HIRAGANA_ADDRESS,
      shipping_last_name_kana: 'Sato',
      postal_code: '12',
      prefecture: '東京',
    };
    const res = await call('POST', 'user-addresses', taro, bad);
    const errors = expectApiError(res, 422, 'common.validation').errors ?? {};
    expect(errors.shipping_last_name_kana?.[0]).toMatch(/カタカナ/);
    expect(errors.postal_code?.[0]).toMatch(/郵便番号/);
    expect(errors.prefecture?.[0]).toMatch(/都道府県/);
    expect((await book(api.app, taro)).body.data.length).toBe(before);
  });

  it('treats another member’s entry exactly like a missing one', async () => {
    const taroId = (await book(api.app, taro)).body.data[1]?.id ?? 0;
    for (const [method, path, body] of [
      ['GET', `user-addresses/${taroId}`],
      ['PUT', `user-addresses/${taroId}`, HIRAGANA_ADDRESS],
      ['DELETE', `user-addresses/${taroId}`],
      ['PATCH', `user-addresses/${taroId}/use`],
      ['PATCH', `user-addresses/${taroId}/use-sender`],
    ] as const) {
      const foreign = await call(method, path, hanako, body);
      const missing = await call(method, path.replace(String(taroId), '2147483647'), hanako, body);
      expectApiError(foreign, 404, 'common.not_found');
      expect(foreign.body).toEqual(missing.body);
    }
    expect((await call('GET', `user-addresses/${taroId}`, taro)).status).toBe(200);
  });

  it('keeps exactly one default and one sender default', async () => {
    const [own, second] = (await book(api.app, taro)).body.data;
    const used = await call('PATCH', `user-addresses/${second?.id}/use`, taro);
    expect(used.body.is_default).toBe(true);
    await call('PATCH', `user-addresses/${second?.id}/use-sender`, taro);
    await call('PATCH', `user-addresses/${own?.id}/use-sender`, taro);
    const after = (await book(api.app, taro)).body.data;
    expect(after.filter((a) => a.is_default).map((a) => a.id)).toEqual([second?.id]);
    expect(after.filter((a) => a.is_sender_default).map((a) => a.id)).toEqual([own?.id]);
  });

  it('saving the own address also updates the member’s name, kana and phone', async () => {
    const own = (await book(api.app, taro)).body.data.find((a) => a.division_ct === 1);
    const body = {
      ...HIRAGANA_ADDRESS,
      shipping_last_name: '山田',
      shipping_first_name: '太郎',
      shipping_last_name_kana: 'やまだ',
      shipping_first_name_kana: 'たろう',
      phone_number: '03-1111-2222',
      prefecture: '東京都',
      city: '千代田区丸の内',
    };
    expect((await call('PUT', `user-addresses/${own?.id}`, taro, body)).status).toBe(200);
    const me = await req<Record<string, string>>(api.app, 'GET', '/v1/me/user', { token: taro });
    expect(me.body).toMatchObject({
      last_name_kana: 'ヤマダ',
      phone_number: '0311112222',
      postal_code: '0600001',
      city: '千代田区丸の内',
    });
    const [row] = await api.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'taro@example.jp'));
    expect(row?.firstNameKana).toBe('タロウ');
  });

  it('refuses to delete the own address; deleting the default moves the mark; delete-all keeps the own', async () => {
    const list = (await book(api.app, taro)).body.data;
    const own = list.find((a) => a.division_ct === 1);
    expectApiError(
      await call('DELETE', `user-addresses/${own?.id}`, taro),
      422,
      'user_address.own_undeletable',
    );
    const def = list.find((a) => a.is_default);
    expect(def?.division_ct).toBe(2);
    expect((await call('DELETE', `user-addresses/${def?.id}`, taro)).status).toBe(204);
    expect((await book(api.app, taro)).body.data.filter((a) => a.is_default).length).toBe(1);
    expect((await call('DELETE', 'user-addresses-all', taro)).status).toBe(204);
    const left = (await book(api.app, taro)).body.data;
    expect(left.map((a) => a.id)).toEqual([own?.id]);
    expect(left[0]).toMatchObject({ is_default: true, is_sender_default: true });
  });

  it('stops at x-limit with a Japanese 422', async () => {
    const count = (await book(api.app, taro)).body.data.length;
    for (let i = count; i < ADDRESS_LIMIT; i += 1) {
      expect((await call('POST', 'user-addresses', taro, HIRAGANA_ADDRESS)).status).toBe(201);
    }
    const over = expectApiError(
      await call('POST', 'user-addresses', taro, HIRAGANA_ADDRESS),
      422,
      'user_address.limit_exceeded',
    );
    expect(over.message).toMatch(/上限/);
    expect((await book(api.app, taro)).body.data.length).toBe(ADDRESS_LIMIT);
    // One call per address up to the limit: give a loaded machine time for all of them.
  }, 120_000);
});

describe('checkout with a deleted address', () => {
  it('answers cart_detail.set_user_address.not_data', async () => {
    const auth = { Authorization: `Bearer ${hanako}` };
    const added = await call('POST', 'user-addresses', hanako, HIRAGANA_ADDRESS);
    const cart = (await send<Cart>(api.app, 'POST', '/v1/carts/init', {}, auth)).body;
    const oxford = await variantOf(api.app, 'oxford-shirt', 'S');
    await send(
      api.app,
      'PATCH',
      '/v1/carts/products/add',
      { token: cart.token, product_id: oxford, quantity: 1 },
      auth,
    );
    await send(
      api.app,
      'PATCH',
      '/v1/carts/order/modify',
      { token: cart.token, orderer: { ...GUEST, email: 'hanako@example.jp' } },
      auth,
    );
    const body = { token: cart.token, user_address_id: added.body.id, delivery_id: 3 };
    expect((await send(api.app, 'PATCH', '/v1/carts/shippings/modify', body, auth)).status).toBe(
      200,
    );
    expect((await call('DELETE', `user-addresses/${added.body.id}`, hanako)).status).toBe(204);
    const gone = await send(api.app, 'PATCH', '/v1/carts/shippings/modify', body, auth);
    expectApiError(gone, 422, 'cart_detail.set_user_address.not_data');
  });
});

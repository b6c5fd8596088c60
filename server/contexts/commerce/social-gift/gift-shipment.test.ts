import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import type { PlacedOrder } from '../../../../contract/checkout/checkout.schema';
import { SHIPMENT_MESSAGES as S } from '../../../../contract/checkout/shipments.messages';
import { SOCIAL_GIFT_MESSAGES as M } from '../../../../contract/social-gift/social-gift.messages';
import type { GiftView } from '../../../../contract/social-gift/social-gift.schema';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { deliverQueuedMails, testOutbox } from '../../../testing/jobs';
import { memberToken } from '../../catalogue/catalog/catalog.testing';
import { bearerHeaders, decideCart, GUEST, send, variantOf } from '../cart/cart.testing';
import { GIFT_SHIPMENT_MAIL } from '../checkout/index';
import { lineKey, patchCart, split } from '../checkout/shipments.testing';
import { payWith } from './social-gift.testing';

let api: TestApi;
let taro: string;
let towel: number;
let senbei: number;

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  towel = await variantOf(api.app, 'gauze-towel-pink');
  senbei = await variantOf(api.app, 'senbei-gift');
}, 600_000);
afterAll(() => api.drop());

const as = () => bearerHeaders(taro);
const patch = (path: string, body: object) => patchCart(api.app, path, body, as());

/** A member's cart: towel ×1 and `extra` ×1, orderer set, shipment 1 to the orderer. */
async function homeCart(extra: number) {
  const token = (await send<Cart>(api.app, 'POST', '/v1/carts/init', {}, as())).body.token;
  await patch('products/add', { token, product_id: towel, quantity: 1 });
  await patch('products/add', { token, product_id: extra, quantity: 1 });
  await patch('order/modify', { token, orderer: GUEST });
  const home = await patch('shippings/modify', { token, same_as_orderer: true, delivery_id: 3 });
  expect(home.status).toBe(200);
  return { token, cart: home.body };
}

const addGift = (token: string, message = '') =>
  patch('shippings/add', { token, is_social_gift: true, message });

describe('PATCH /v1/carts/shippings/add with is_social_gift', () => {
  it('adds a further shipment as the gift with no address; a second gift is refused beside the control', async () => {
    const { token } = await homeCart(senbei);
    const added = await addGift(token, '  おめでとう  ');
    expect(added.status).toBe(200);
    const [home, gift] = added.body.detail.shippings;
    expect(home).toMatchObject({ key: '1', social_gift: null });
    expect(home?.address?.city).toBe(GUEST.city);
    expect(gift).toMatchObject({ key: '2', address: null, social_gift: { message: 'おめでとう' } });
    expect(gift?.products ?? []).toEqual([]);

    const again = await addGift(token);
    const refused = expectApiError(again, 422, 'common.validation');
    expect(refused.errors?.is_social_gift).toEqual([M.singleShipment]);
    const onFirst = await patch('social/receiver', { token, is_social_gift: true });
    expect(expectApiError(onFirst, 422, 'common.validation').errors?.is_social_gift).toEqual([
      M.singleShipment,
    ]);
    const after = await send<Cart>(api.app, 'GET', `/v1/carts/${token}`, undefined, as());
    expect(after.body.detail.shippings.map((s) => [s.key, !!s.social_gift])).toEqual([
      ['1', false],
      ['2', true],
    ]);
  });

  it('refuses a message over 200 characters and changes nothing', async () => {
    const { token } = await homeCart(senbei);
    const long = await addGift(token, 'あ'.repeat(201));
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body)).toContain(M.messageTooLong(200));
    const after = await send<Cart>(api.app, 'GET', `/v1/carts/${token}`, undefined, as());
    expect(after.body.detail.shippings).toHaveLength(1);
  });

  it('refuses splitting age-restricted goods to the gift, keeping the split as it was', async () => {
    const sake = await variantOf(api.app, 'junmai-sake');
    const { token, cart } = await homeCart(sake);
    await addGift(token);
    const moved = await patch('products/divide', {
      token,
      key: lineKey(cart, sake),
      to_shipping_key: '2',
      quantity: 1,
    });
    const refused = expectApiError(moved, 422, 'common.validation');
    expect(refused.errors?.is_social_gift?.[0]).toContain('年齢確認が必要な商品');
    const after = await send<Cart>(api.app, 'GET', `/v1/carts/${token}`, undefined, as());
    expect(split(after.body)).toEqual([
      ['1', [1, 1]],
      ['2', []],
    ]);
    // The towel may go: the sake stays home.
    const towelMoved = await patch('products/divide', {
      token,
      key: lineKey(cart, towel),
      to_shipping_key: '2',
      quantity: 1,
    });
    expect(towelMoved.status).toBe(200);
  });

  it('refuses to place an order whose gift shipment holds nothing', async () => {
    const { token } = await homeCart(senbei);
    await addGift(token);
    const paid = await payWith(api.app, token, 'card', taro);
    const decided = await decideCart(api.app, paid.body, `gift-empty-${Date.now()}`, {}, taro);
    expect(expectApiError(decided, 422, 'common.validation').message).toBe(
      M.giftEmpty(S.label('2')),
    );
  });

  it('places the order: shipment 2 is the gift on the complete page, the recipient sees only its goods', async () => {
    const { token, cart } = await homeCart(senbei);
    await addGift(token, '二つ目から');
    const divided = await patch('products/divide', {
      token,
      key: lineKey(cart, senbei),
      to_shipping_key: '2',
      quantity: 1,
    });
    expect(divided.status).toBe(200);
    const paid = await payWith(api.app, token, 'card', taro);
    const placed = await decideCart(api.app, paid.body, `gift-add-${Date.now()}`, {}, taro);
    expect(placed.status).toBe(201);
    const order = await send<PlacedOrder>(
      api.app,
      'GET',
      `/v1/carts/order/${placed.body.order_no}?t=${placed.body.guest_token}`,
    );
    expect(order.status).toBe(200);
    const [home, gift] = order.body.shippings ?? [];
    expect(home).toMatchObject({ key: '1', is_social_gift: false });
    expect(home?.address).not.toBeNull();
    expect(gift).toMatchObject({ key: '2', is_social_gift: true, address: null });
    expect(gift?.lines.map((l) => l.quantity)).toEqual([1]);
    const url = order.body.social_gift?.url ?? '';
    expect(url).toMatch(/\/social-gift\/[A-Za-z0-9_-]{32}\/$/);
    const key = url.split('/').at(-2);
    const view = await send<GiftView>(api.app, 'GET', `/v1/social-gifts/${key}/products`);
    expect(view.body.message).toBe('二つ目から');
    expect(view.body.products.map((p) => [p.product_info.key, p.quantity])).toEqual([
      ['senbei-gift', 1],
    ]);
    // The order mail names the gift shipment for what it is, never a blank address line.
    await deliverQueuedMails(api.database);
    const mail = testOutbox.findLast((m) => m.text.includes(placed.body.order_no ?? '-'));
    expect(mail?.text).toContain(
      `■お届け先2\n${GIFT_SHIPMENT_MAIL.shipTo}\n${GIFT_SHIPMENT_MAIL.delivery}`,
    );
  });
});

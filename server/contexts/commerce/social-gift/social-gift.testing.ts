import type { Hono } from 'hono';
import type { Cart } from '../../../../contract/cart/cart.schema';
import type { PlacedOrder } from '../../../../contract/checkout/checkout.schema';
import type { AppEnv } from '../../../http/types';
import { bearerHeaders, decideCart, GUEST, send } from '../cart/cart.testing';

/** The recipient's address in the tests (its strings must never reach a buyer's view). */
export const RECIPIENT = {
  last_name: '受取',
  first_name: '秘子',
  last_name_kana: 'ウケトリ',
  first_name_kana: 'ヒミコ',
  postal_code: '060-0001',
  prefecture: '北海道',
  city: '札幌市中央区北一条西',
  address1: '9-8-7',
  address2: 'ヒミツハイツ 305',
  phone_number: '0111234567',
};

let keys = 0;

/** A cart holding `variantId`, with the orderer set and shipment 1 sent as a gift (answers the receiver call too). */
export async function giftCart(
  app: Hono<AppEnv>,
  variantId: number,
  opts: { bearer?: string; message?: string } = {},
) {
  const as = bearerHeaders(opts.bearer);
  const token = (await send<Cart>(app, 'POST', '/v1/carts/init', {}, as)).body.token;
  await send(
    app,
    'PATCH',
    '/v1/carts/products/add',
    { token, product_id: variantId, quantity: 1 },
    as,
  );
  await send(app, 'PATCH', '/v1/carts/order/modify', { token, orderer: GUEST }, as);
  const receiver = await send<Cart & { message?: string }>(
    app,
    'PATCH',
    '/v1/carts/social/receiver',
    { token, is_social_gift: true, message: opts.message ?? 'お誕生日おめでとう！' },
    as,
  );
  return { token, receiver };
}

/** Chooses the payment (a card through the sandbox, else the id) and answers the cart call. */
export async function payWith(
  app: Hono<AppEnv>,
  token: string,
  payment: 'card' | number,
  bearer?: string,
) {
  const as = bearerHeaders(bearer);
  if (payment !== 'card')
    return send<Cart>(app, 'PATCH', '/v1/carts/order/modify', { token, payment_id: payment }, as);
  const card = await send<{ token: string }>(app, 'POST', '/sandbox-pay/tokens', {
    number: '4242424242424242',
    exp: '12/30',
    cvc: '123',
    name: 'TARO YAMADA',
  });
  return send<Cart>(
    app,
    'PATCH',
    '/v1/carts/order/modify',
    { token, payment_id: 4, card_token: card.body.token },
    as,
  );
}

/** Places a gift order; answers the order number, its guest token and the placed order's reply. */
export async function placeGift(
  app: Hono<AppEnv>,
  variantId: number,
  opts: { bearer?: string; payment?: 'card' | number } = {},
) {
  const { token } = await giftCart(app, variantId, opts);
  const paid = await payWith(app, token, opts.payment ?? 'card', opts.bearer);
  if (paid.status !== 200) throw new Error(`payment: ${paid.text}`);
  keys += 1;
  const placed = await decideCart(
    app,
    paid.body,
    `gift-test-${Date.now()}-${keys}`,
    {},
    opts.bearer,
  );
  if (placed.status !== 201) throw new Error(`decision: ${placed.text}`);
  const order = await send<PlacedOrder>(
    app,
    'GET',
    `/v1/carts/order/${placed.body.order_no}?t=${placed.body.guest_token}`,
  );
  const url = order.body.social_gift?.url ?? null;
  return {
    orderNo: placed.body.order_no,
    guestToken: placed.body.guest_token,
    order: order.body,
    giftToken: url ? (url.split('/social-gift/')[1] ?? '').replace(/\/$/, '') : null,
  };
}

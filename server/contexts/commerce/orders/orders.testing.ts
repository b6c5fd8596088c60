import type { Hono } from 'hono';
import type { Cart } from '../../../../contract/cart/cart.schema';
import type { AppEnv } from '../../../http/types';
import { bearerHeaders, decideCart, readyCart, send } from '../cart/cart.testing';

/** What a test order takes: lines, and optionally a coupon, points and payment by card. */
export type TestOrder = {
  lines: { variantId: number; quantity: number }[];
  coupon?: string;
  points?: number;
  card?: boolean;
  /** An accessory (e.g. gift wrapping) on the line of `lineVariantId`. */
  accessory?: { lineVariantId: number; variantId: number; quantity: number };
};

let keys = 0;

/** Places an order as the member of `bearer` through the cart calls; answers its number and id. */
export async function placeOrder(app: Hono<AppEnv>, bearer: string, o: TestOrder) {
  const as = bearerHeaders(bearer);
  let cart = await readyCart(app, o.lines, 1, undefined, bearer);
  const patch = async (path: string, body: object) => {
    const res = await send<Cart>(app, 'PATCH', path, { token: cart.token, ...body }, as);
    if (res.status !== 200) throw new Error(`${path}: ${res.text}`);
    cart = res.body;
  };
  if (o.accessory) {
    const { lineVariantId, variantId, quantity } = o.accessory;
    const key = cart.detail.products.find((p) => p.product_id === lineVariantId)?.key;
    await patch('/v1/carts/accessories/add', { key, product_id: variantId, quantity });
  }
  if (o.coupon) await patch('/v1/carts/coupons/add', { code: o.coupon });
  if (o.points) await patch('/v1/carts/point', { point: o.points });
  if (o.card) {
    const token = await send<{ token: string }>(app, 'POST', '/sandbox-pay/tokens', {
      number: '4242424242424242',
      exp: '12/30',
      cvc: '123',
      name: 'TARO YAMADA',
    });
    await patch('/v1/carts/order/modify', { payment_id: 4, card_token: token.body.token });
  }
  keys += 1;
  const placed = await decideCart(app, cart, `orders-test-${Date.now()}-${keys}`, {}, bearer);
  if (placed.status !== 201) throw new Error(`decision: ${placed.text}`);
  const list = await send<{ data: { id: number; order_no: string }[] }>(
    app,
    'GET',
    '/v1/me/orders',
    undefined,
    as,
  );
  const id = list.body.data.find((x) => x.order_no === placed.body.order_no)?.id;
  if (!id) throw new Error('placed order not listed');
  return { orderNo: placed.body.order_no, id, totalPayment: placed.body.total_payment };
}

import { Hono } from 'hono';
import { CART_MESSAGES } from '../../../src/lib/cart/cart.messages';
import { CartSchema, MAX_LINE_QUANTITY } from '../../../src/lib/cart/cart.schema';
import { isSelling } from '../../../src/lib/catalog/catalog.logic';
import {
  type CartAddSetBody,
  CartAddSetBodySchema,
} from '../../../src/lib/catalog/set-order.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import { ERROR_MESSAGES } from '../../../src/lib/shared/messages.ja';
import type { Db } from '../../db/client';
import { optionalMember } from '../../http/auth';
import { ApiException } from '../../http/errors';
import type { AppEnv, Channel } from '../../http/types';
import { validate } from '../../http/validate';
import type { RouteDoc } from '../../openapi/route-doc';
import { randomToken } from '../../services/tokens';
import {
  type CartViewer,
  findLineByVariant,
  findVariantForChannel,
  insertLine,
  setLineQuantity,
  touchCart,
} from './carts.queries';
import { CART_TTL_MS, presentCart, requireCart } from './carts.service';

/** Requested quantity per variant (the same size may appear twice in a set). */
function quantities(items: CartAddSetBody['products']): Map<number, number> {
  const totals = new Map<number, number>();
  for (const item of items)
    totals.set(item.product_id, (totals.get(item.product_id) ?? 0) + item.quantity);
  return totals;
}

/** Adds every item of a set in one transaction; any unsellable or short item adds nothing. */
export async function addSetToCart(
  db: Db,
  channel: Channel,
  body: CartAddSetBody,
  viewer: CartViewer,
) {
  return db.transaction(async (tx) => {
    const cart = await requireCart(tx, channel, body.token, viewer, true);
    if (!isSelling(channel.settings)) throw new ApiException(422, ERROR_CODES.notSale);
    for (const [variantId, adding] of quantities(body.products)) {
      const found = await findVariantForChannel(tx, variantId, channel.id);
      if (!found) throw new ApiException(422, ERROR_CODES.productNotFound);
      if (!found.product.isShow || !found.soldHere)
        throw new ApiException(422, ERROR_CODES.notSale);
      const line = await findLineByVariant(tx, cart.id, variantId);
      const quantity = (line?.quantity ?? 0) + adding;
      if (quantity > MAX_LINE_QUANTITY) {
        throw new ApiException(422, ERROR_CODES.validation, {
          quantity: [CART_MESSAGES.quantityMax],
        });
      }
      if (quantity > found.variant.stock) {
        throw new ApiException(422, ERROR_CODES.outOfStock, {
          [`products.${variantId}`]: [ERROR_MESSAGES[ERROR_CODES.outOfStock]],
        });
      }
      if (line) await setLineQuantity(tx, line.id, quantity);
      else await insertLine(tx, { cartId: cart.id, key: randomToken(9), variantId, quantity });
    }
    const expiresAt = new Date(Date.now() + CART_TTL_MS);
    await touchCart(tx, cart.id, expiresAt);
    return presentCart(tx, { ...cart, expiresAt });
  });
}

/** `PATCH /v1/carts/products/add-set`: a set order (for example a school uniform) in one call. */
export const cartAddSetRoutes = new Hono<AppEnv>().patch(
  '/carts/products/add-set',
  optionalMember,
  validate('json', CartAddSetBodySchema),
  async (c) =>
    c.json(
      await addSetToCart(
        c.get('database').db,
        c.get('channel'),
        c.req.valid('json'),
        c.get('userId'),
      ),
    ),
);

/** OpenAPI entry of the set-order call. */
export const cartAddSetDocs: RouteDoc[] = [
  {
    method: 'patch',
    path: '/v1/carts/products/add-set',
    summary: 'セット注文（複数の商品をまとめてカートへ、すべて成功か何もしない）',
    tag: 'carts',
    body: CartAddSetBodySchema,
    response: CartSchema,
    errors: [404, 422],
  },
];

import { and, eq } from 'drizzle-orm';
import type { Cart } from '../../../src/lib/cart/cart.schema';
import { OPTION_MESSAGES as M } from '../../../src/lib/checkout/options.messages';
import type {
  CartPacking,
  PackingAddBody,
  PackingModifyBody,
} from '../../../src/lib/checkout/options.schema';
import { noshiOf, PACKING_TAX_RATE, wrappingOf } from '../../../src/lib/checkout/packing.constants';
import { withTax } from '../../../src/lib/shared/money';
import type { Db, Tx } from '../../db/client';
import { cartPackings } from '../../db/schema/index';
import type { Channel } from '../../http/types';
import { randomToken } from '../../services/tokens';
import type { TotalLine } from '../../services/totals';
import { changeCart } from './accessories.service';
import type { CartPackingRow } from './cart-state';
import { shippingKeys } from './carts.mapper';
import type { CartViewer } from './carts.queries';
import { fieldError } from './checkout.service';

/** A packing row as stored. */
export type PackingRow = typeof cartPackings.$inferSelect;

/** The packing as the cart shows it, with its fee (tax included). */
export function toCartPacking(p: CartPackingRow): CartPacking {
  const wrapping = wrappingOf(p.wrapping);
  const noshi = noshiOf(p.noshi);
  return {
    key: p.key,
    shipping_key: p.shippingKey,
    wrapping: wrapping.key,
    wrapping_name: wrapping.label,
    noshi: noshi.key,
    noshi_label: noshi.label,
    noshi_name: noshi.key === 'none' ? '' : p.noshiName,
    fee_with_tax: withTax(wrapping.fee, PACKING_TAX_RATE),
  };
}

/** The packing fees as lines to total (tax-excluded, standard rate). */
export function packingFeeLines(packings: CartPackingRow[]): TotalLine[] {
  return packings
    .map((p) => wrappingOf(p.wrapping).fee)
    .filter((fee) => fee > 0)
    .map((fee) => ({ unitPrice: fee, taxRate: PACKING_TAX_RATE, quantity: 1 }));
}

function choice(body: PackingAddBody | PackingModifyBody) {
  if (body.noshi === 'none' && body.noshi_name) {
    throw fieldError('noshi_name', M.noshiNameWithoutNoshi);
  }
  return { wrapping: body.wrapping, noshi: body.noshi, noshiName: body.noshi_name };
}

/** The packing of one shipment of a cart, if it has one. */
export async function findPackingOf(
  db: Db | Tx,
  cartId: number,
  shippingKey: string,
): Promise<PackingRow | undefined> {
  const [row] = await db
    .select()
    .from(cartPackings)
    .where(and(eq(cartPackings.cartId, cartId), eq(cartPackings.shippingKey, shippingKey)))
    .limit(1);
  return row;
}

/** Sets gift wrap and のし for one shipment of the cart (one packing per shipment). */
export function addPacking(
  db: Db,
  channel: Channel,
  body: PackingAddBody,
  viewer: CartViewer,
): Promise<Cart> {
  return changeCart(db, channel, body.token, viewer, async (tx, cart) => {
    if (!shippingKeys(cart).includes(body.shipping_key)) {
      throw fieldError('shipping_key', M.shippingNotFound);
    }
    const values = choice(body);
    if (await findPackingOf(tx, cart.id, body.shipping_key)) {
      throw fieldError('shipping_key', M.packingExists);
    }
    await tx
      .insert(cartPackings)
      .values({ cartId: cart.id, key: randomToken(9), shippingKey: body.shipping_key, ...values });
  });
}

/** Changes the packing `packing_key` of the cart. */
export function modifyPacking(
  db: Db,
  channel: Channel,
  body: PackingModifyBody,
  viewer: CartViewer,
): Promise<Cart> {
  return changeCart(db, channel, body.token, viewer, async (tx, cart) => {
    const values = choice(body);
    const changed = await tx
      .update(cartPackings)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(cartPackings.cartId, cart.id), eq(cartPackings.key, body.packing_key)))
      .returning({ id: cartPackings.id });
    if (changed.length === 0) throw fieldError('packing_key', M.packingNotFound);
  });
}

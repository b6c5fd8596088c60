import { and, eq } from 'drizzle-orm';
import type { Cart } from '../../../src/lib/cart/cart.schema';
import {
  DATE_SELECTABLE_DELIVERIES,
  TIME_SLOTS,
} from '../../../src/lib/checkout/checkout.constants';
import { CHECKOUT_MESSAGES as M } from '../../../src/lib/checkout/checkout.messages';
import type {
  AddressInput,
  OrdererInput,
  ShippingModifyBody,
} from '../../../src/lib/checkout/checkout.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import type { Db, Tx } from '../../db/client';
import { type CartCheckoutState, carts, userAddresses } from '../../db/schema/index';
import { ApiException } from '../../http/errors';
import type { Channel } from '../../http/types';
import { addDays, closedReason, DELIVERY_WINDOW_DAYS, earliestDelivery } from './calendar';
import type { CartRow, CartViewer } from './carts.queries';
import { presentCart, requireCart } from './carts.service';
import { FIRST_SHIPMENT } from './shipments';
import { placeShipment, removeShipment } from './shipments.service';

/** A 422 with one field's Japanese message. */
export const fieldError = (field: string, message: string) =>
  new ApiException(422, ERROR_CODES.validation, { [field]: [message] }, message);

/** Runs `change` on the locked cart (as `viewer` may see it) and answers the updated Cart. */
export async function changeCheckout(
  db: Db,
  channel: Channel,
  token: string,
  viewer: CartViewer,
  change: (tx: Tx, cart: CartRow) => Promise<Partial<typeof carts.$inferInsert>>,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const cart = await requireCart(tx, channel, token, viewer, true);
    const values = await change(tx, cart);
    const [saved] = await tx
      .update(carts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(carts.id, cart.id))
      .returning();
    return presentCart(tx, saved ?? cart);
  });
}

/** The checkout state with `patch` merged in. */
export function withCheckout(cart: CartRow, patch: Partial<CartCheckoutState>): CartCheckoutState {
  return { ...cart.checkout, ...patch };
}

/** An address as stored on the cart and order. */
export function storedAddress(a: AddressInput | OrdererInput): Record<string, string> {
  return { ...a, address2: a.address2 ?? '' };
}

/** Checks a chosen delivery date and slot against the lead time and the calendar. */
export function checkDelivery(body: ShippingModifyBody, prefecture: string, now = new Date()) {
  const date = body.delivery_date ?? null;
  const time = body.delivery_time ?? null;
  const selectable = DATE_SELECTABLE_DELIVERIES.has(body.delivery_id);
  if (!selectable && (date || time)) throw fieldError('delivery_date', M.deliveryDate);
  if (time && !TIME_SLOTS.some((s) => s.key === time)) {
    throw fieldError('delivery_time', M.deliveryTime);
  }
  if (!date) return { date: null, time };
  const earliest = earliestDelivery(now, prefecture);
  const tooEarlyOrLate = date < earliest || date > addDays(earliest, DELIVERY_WINDOW_DAYS);
  // 大川渡し is a hand-over at the shop, which is closed on non-business days.
  const shopClosed = body.delivery_id === 1 && closedReason(date) !== null;
  if (tooEarlyOrLate || shopClosed) throw fieldError('delivery_date', M.deliveryDate);
  return { date, time };
}

/** A member's address-book entry in the stored address shape (only the cart's own member). */
export async function bookAddress(tx: Tx, cart: CartRow, id: number, requester?: number) {
  if (!cart.userId || cart.userId !== requester)
    throw fieldError('user_address_id', M.addressNotFound);
  const [a] = await tx
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, cart.userId)))
    .limit(1);
  if (!a) throw fieldError('user_address_id', M.addressNotFound);
  return {
    last_name: a.lastName,
    first_name: a.firstName,
    last_name_kana: a.lastNameKana,
    first_name_kana: a.firstNameKana,
    postal_code: a.postalCode.replace('-', ''),
    prefecture: a.prefecture,
    city: a.city,
    address1: a.address1,
    address2: a.address2,
    phone_number: a.phoneNumber || a.cellPhoneNumber,
  };
}

/** Sets where and how the order is delivered (guest address, an address-book entry, or the orderer's). */
export function modifyShipping(
  db: Db,
  channel: Channel,
  body: ShippingModifyBody,
  requester?: number,
) {
  return changeCheckout(db, channel, body.token, requester, async (tx, cart) => {
    let address: Record<string, string> | null = null;
    if (body.user_address_id)
      address = await bookAddress(tx, cart, body.user_address_id, requester);
    else if (body.address) address = storedAddress(body.address);
    else if (body.same_as_orderer && cart.checkout.orderer) {
      const { email: _email, ...rest } = cart.checkout.orderer;
      address = rest;
    }
    if (!address) throw fieldError('address', M.noShipping);
    const { date, time } = checkDelivery(body, address.prefecture ?? '');
    const shipment = {
      address,
      userAddressId: body.user_address_id ?? null,
      deliveryId: body.delivery_id,
      deliveryDate: date,
      deliveryTime: time,
    };
    return { checkout: placeShipment(cart.checkout, body.shipping_key, shipment) };
  });
}

/** Forgets every shipment and split, or with a further shipment's key only that one (its items go back to "1"). */
export function resetShipping(
  db: Db,
  channel: Channel,
  token: string,
  viewer: CartViewer,
  shippingKey?: string,
) {
  return changeCheckout(db, channel, token, viewer, async (_tx, cart) => {
    if (shippingKey && shippingKey !== FIRST_SHIPMENT) {
      return { checkout: removeShipment(cart.checkout, shippingKey) };
    }
    const { shipping: _s, shipments: _m, allocations: _a, ...rest } = cart.checkout;
    return { checkout: rest };
  });
}

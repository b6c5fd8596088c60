import type { Cart } from '../../../../contract/cart/cart.schema';
import { CHECKOUT_MESSAGES as M } from '../../../../contract/checkout/checkout.messages';
import type { ShippingModifyBody } from '../../../../contract/checkout/checkout.schema';
import {
  DATE_SELECTABLE_DELIVERIES,
  TIME_SLOTS,
} from '../../../../contract/checkout/checkout-constants';
import { SHIPMENT_MESSAGES as S } from '../../../../contract/checkout/shipments.messages';
import type { ShippingAddBody } from '../../../../contract/checkout/shipments.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Channel } from '../../../http/types';
import type { CardProvider } from '../../../services/card-provider';
import { findAddress } from '../../identity/api';
import {
  addDays,
  closedReason,
  DELIVERY_WINDOW_DAYS,
  earliestDelivery,
  type ShopCalendar,
  shopCalendarAt,
} from '../../platform/api';
import type { CartCheckoutState, CartShipmentState } from '../cart/index';
import {
  allowsMultiple,
  type CartRow,
  type CartViewer,
  changeCheckout,
  FIRST_SHIPMENT,
  fieldError,
  MAX_SHIPMENTS,
  nextShipmentKey,
  shipmentsOf,
  storedAddress,
} from '../cart/index';

/** Checks a chosen delivery date and slot against the lead time and the shop calendar. */
export function checkDelivery(
  body: Pick<ShippingModifyBody, 'delivery_id' | 'delivery_date' | 'delivery_time'>,
  prefecture: string,
  cal: ShopCalendar,
  now = new Date(),
) {
  const date = body.delivery_date ?? null;
  const time = body.delivery_time ?? null;
  const selectable = DATE_SELECTABLE_DELIVERIES.has(body.delivery_id);
  if (!selectable && (date || time)) throw fieldError('delivery_date', M.deliveryDate);
  if (time && !TIME_SLOTS.some((s) => s.key === time)) {
    throw fieldError('delivery_time', M.deliveryTime);
  }
  if (!date) return { date: null, time };
  const earliest = earliestDelivery(now, prefecture, cal);
  const tooEarlyOrLate = date < earliest || date > addDays(earliest, DELIVERY_WINDOW_DAYS);
  // 大川渡し is a hand-over at the shop, which is closed on non-business days.
  const shopClosed = body.delivery_id === 1 && closedReason(date, cal) !== null;
  if (tooEarlyOrLate || shopClosed) throw fieldError('delivery_date', M.deliveryDate);
  return { date, time };
}

/** A member's address-book entry in the stored address shape (only the cart's own member). */
export async function bookAddress(tx: Tx, cart: CartRow, id: number, requester?: number) {
  if (!cart.userId || cart.userId !== requester)
    throw fieldError('user_address_id', M.addressNotFound);
  const a = await findAddress(tx, cart.userId, id);
  // A deleted entry has its own code: the storefront resets the shipping once (spec §8).
  if (!a) {
    const errors = { user_address_id: [M.addressNotFound] };
    throw new ApiException(422, ERROR_CODES.addressNotData, errors, M.addressNotFound);
  }
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

/** The checkout state with shipment `key` replaced by `shipment` (422 for an unknown key). */
export function placeShipment(
  checkout: CartCheckoutState,
  key: string,
  shipment: CartShipmentState,
): CartCheckoutState {
  if (key === FIRST_SHIPMENT) return { ...checkout, shipping: shipment };
  const more = checkout.shipments ?? [];
  if (!more.some((s) => s.key === key)) throw fieldError('shipping_key', S.unknownShipment);
  return {
    ...checkout,
    shipments: more.map((s) => (s.key === key ? { ...shipment, key } : s)),
  };
}

/** The checkout state without further shipment `key`; its quantities fall back to shipment "1". */
export function removeShipment(checkout: CartCheckoutState, key: string): CartCheckoutState {
  const more = checkout.shipments ?? [];
  if (!more.some((s) => s.key === key)) throw fieldError('shipping_key', S.unknownShipment);
  const allocations = Object.fromEntries(
    Object.entries(checkout.allocations ?? {}).map(([line, parts]) => {
      const { [key]: _gone, ...rest } = parts;
      return [line, rest];
    }),
  );
  return { ...checkout, shipments: more.filter((s) => s.key !== key), allocations };
}

/** Where a shipment goes: an address-book entry, a typed address, or the orderer's; null for none. */
async function addressFor(
  tx: Tx,
  cart: CartRow,
  body: ShippingAddBody | ShippingModifyBody,
  requester?: number,
): Promise<Record<string, string> | null> {
  if (body.user_address_id) return bookAddress(tx, cart, body.user_address_id, requester);
  if (body.address) return storedAddress(body.address);
  if (body.same_as_orderer && cart.checkout.orderer) {
    const { email: _email, ...rest } = cart.checkout.orderer;
    return rest;
  }
  return null;
}

/** The address and delivery a shipping call names, checked (the address's prefecture sets the dates). */
async function shipmentOf(
  tx: Parameters<typeof addressFor>[0],
  cart: Parameters<typeof addressFor>[1],
  body: ShippingModifyBody | ShippingAddBody,
  requester?: number,
) {
  const address = await addressFor(tx, cart, body, requester);
  if (!address) throw fieldError('address', M.noShipping);
  const now = new Date();
  const cal = await shopCalendarAt(tx, now);
  const { date, time } = checkDelivery(body, address.prefecture ?? '', cal, now);
  return {
    address,
    userAddressId: body.user_address_id ?? null,
    deliveryId: body.delivery_id,
    deliveryDate: date,
    deliveryTime: time,
  };
}

/** Sets where and how the order is delivered (guest address, an address-book entry, or the orderer's). */
export function modifyShipping(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  body: ShippingModifyBody,
  requester?: number,
) {
  return changeCheckout(db, cards, channel, body.token, requester, async (tx, cart) => {
    const shipment = await shipmentOf(tx, cart, body, requester);
    return { checkout: placeShipment(cart.checkout, body.shipping_key, shipment) };
  });
}

/** Forgets every shipment and split, or with a further shipment's key only that one (its items go back to "1"). */
export function resetShipping(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  token: string,
  viewer: CartViewer,
  shippingKey?: string,
) {
  return changeCheckout(db, cards, channel, token, viewer, async (_tx, cart) => {
    if (shippingKey && shippingKey !== FIRST_SHIPMENT) {
      return { checkout: removeShipment(cart.checkout, shippingKey) };
    }
    const { shipping: _s, shipments: _m, allocations: _a, ...rest } = cart.checkout;
    return { checkout: rest };
  });
}

/** 422 unless the channel takes several shipments and the cart has room for one more. */
export function checkRoomForShipment(channel: Channel, checkout: CartCheckoutState): void {
  if (!allowsMultiple(channel)) throw fieldError('shipping', S.notAllowed);
  if (shipmentsOf(checkout).length >= MAX_SHIPMENTS) {
    throw fieldError('shipping', S.tooMany(MAX_SHIPMENTS));
  }
}

/** The checkout with `shipment` added under the next free key (keys of removed ones are not reused). */
export function appendShipment(
  checkout: CartCheckoutState,
  shipment: CartShipmentState,
): CartCheckoutState {
  const key = nextShipmentKey(checkout);
  const shipments = [...(checkout.shipments ?? []), { ...shipment, key }];
  return { ...checkout, shipments, shipmentSeq: Number(key) };
}

/** `PATCH /v1/carts/shippings/add`: one more shipment, empty until quantities are moved to it. */
export function addShipment(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  body: ShippingAddBody,
  requester?: number,
): Promise<Cart> {
  return changeCheckout(db, cards, channel, body.token, requester, async (tx, cart) => {
    checkRoomForShipment(channel, cart.checkout);
    const shipment = await shipmentOf(tx, cart, body, requester);
    return { checkout: appendShipment(cart.checkout, shipment) };
  });
}

import type { Cart } from '../../../src/lib/cart/cart.schema';
import { CHECKOUT_MESSAGES as M } from '../../../src/lib/checkout/checkout.messages';
import { SHIPMENT_MESSAGES as S } from '../../../src/lib/checkout/shipments.messages';
import type { ShippingAddBody } from '../../../src/lib/checkout/shipments.schema';
import type { Db, Tx } from '../../db/client';
import type { CartCheckoutState, CartShipmentState } from '../../db/schema/index';
import type { Channel } from '../../http/types';
import type { CartRow } from './carts.queries';
import {
  bookAddress,
  changeCheckout,
  checkDelivery,
  fieldError,
  storedAddress,
} from './checkout.service';
import { FIRST_SHIPMENT, MAX_SHIPMENTS, nextShipmentKey, shipmentsOf } from './shipments';

/** Whether the channel lets one order go to several addresses. */
export function allowsMultiple(channel: Channel): boolean {
  const on = channel.settings['ORDER.SHIPPING.IS_ALLOW_MULTIPLE'];
  return on === true || on === 1 || on === '1' || on === 'true';
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

/** Where a new shipment goes: an address-book entry, a typed address, or the orderer's. */
async function addressFor(tx: Tx, cart: CartRow, body: ShippingAddBody, requester?: number) {
  if (body.user_address_id) return bookAddress(tx, cart, body.user_address_id, requester);
  if (body.address) return storedAddress(body.address);
  if (body.same_as_orderer && cart.checkout.orderer) {
    const { email: _email, ...rest } = cart.checkout.orderer;
    return rest;
  }
  throw fieldError('address', M.noShipping);
}

/** `PATCH /v1/carts/shippings/add`: one more shipment, empty until quantities are moved to it. */
export function addShipment(
  db: Db,
  channel: Channel,
  body: ShippingAddBody,
  requester?: number,
): Promise<Cart> {
  return changeCheckout(db, channel, body.token, requester, async (tx, cart) => {
    if (!allowsMultiple(channel)) throw fieldError('shipping', S.notAllowed);
    if (shipmentsOf(cart.checkout).length >= MAX_SHIPMENTS) {
      throw fieldError('shipping', S.tooMany(MAX_SHIPMENTS));
    }
    const address = await addressFor(tx, cart, body, requester);
    const { date, time } = checkDelivery(body, address.prefecture ?? '');
    const key = nextShipmentKey(cart.checkout);
    const shipment = {
      key,
      address,
      userAddressId: body.user_address_id ?? null,
      deliveryId: body.delivery_id,
      deliveryDate: date,
      deliveryTime: time,
    };
    const shipments = [...(cart.checkout.shipments ?? []), shipment];
    return { checkout: { ...cart.checkout, shipments, shipmentSeq: Number(key) } };
  });
}

import { CHECKOUT_MESSAGES as M } from '../../../src/lib/checkout/checkout.messages';
import { SHIPMENT_MESSAGES as S } from '../../../src/lib/checkout/shipments.messages';
import type { CarriageRule } from '../../services/totals';
import type { CartLineRow } from './cart-state';
import type { CartRow } from './carts.queries';
import { fieldError } from './checkout.service';
import { allocate, FIRST_SHIPMENT, shipmentsOf } from './shipments';
import { shipmentCarriage } from './shipments.pricing';

/** One shipment as frozen into an order: where, when, its lines and its carriage. */
export type OrderShipment = {
  key: string;
  address: Record<string, string> | null;
  userAddressId?: number | null;
  deliveryId: number;
  deliveryDate: string | null;
  deliveryTime: string | null;
  carriage: number;
  lines: { variantId: number; quantity: number }[];
};

/** The cart's shipments that hold goods, each with its lines (a cart with none set gets none). */
function filled(cart: CartRow, lines: CartLineRow[]) {
  const allocation = allocate(lines, cart.checkout);
  return shipmentsOf(cart.checkout)
    .map((s) => ({ shipment: s, parts: allocation.get(s.key) ?? [] }))
    .filter((s) => s.parts.length > 0);
}

/** 422 unless every shipment that holds goods has an address (shipments left empty are dropped). */
export function checkShipments(cart: CartRow, lines: CartLineRow[]): void {
  const ready = filled(cart, lines);
  if (ready.length === 0) throw fieldError('shipping', M.noShipping);
  const position = shipmentsOf(cart.checkout).map((s) => s.key);
  for (const { shipment } of ready) {
    if (shipment.address) continue;
    const label = S.label(String(position.indexOf(shipment.key) + 1));
    throw fieldError(
      'shipping',
      shipment.key === FIRST_SHIPMENT ? M.noShipping : S.noAddress(label),
    );
  }
}

/** The shipments an order records, numbered from the cart's keys, with lines and carriage. */
export function orderShipments(
  cart: CartRow,
  lines: CartLineRow[],
  rule: CarriageRule,
): OrderShipment[] {
  const byKey = new Map(lines.map((l) => [l.key, l]));
  const carriage = shipmentCarriage(
    lines.map((l) => ({
      key: l.key,
      quantity: l.quantity,
      unitPrice: l.product.price,
      taxRate: l.product.taxRate,
    })),
    cart.checkout,
    rule,
  );
  return filled(cart, lines).map(({ shipment, parts }) => ({
    ...shipment,
    carriage: carriage.get(shipment.key) ?? 0,
    lines: parts.map((p) => ({
      variantId: byKey.get(p.key)?.variantId ?? 0,
      quantity: p.quantity,
    })),
  }));
}

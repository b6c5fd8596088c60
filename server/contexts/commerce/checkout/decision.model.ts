import { createHash, randomInt } from 'node:crypto';
import type { DecisionBody, DecisionResult } from '../../../../contract/checkout/checkout.schema';
import { OPTION_MESSAGES as M } from '../../../../contract/checkout/options.messages';
import {
  noshiOf,
  PACKING_TAX_RATE,
  wrappingOf,
} from '../../../../contract/checkout/packing-constants';
import type { orders } from '../../../db/schema/index';
import { jstDate } from '../../platform/api';
import type { CarriageRule, CartOptions } from '../cart/index';
import {
  allocate,
  type CartLineRow,
  type CartRow,
  embroideredName,
  pricedLine,
  shipmentCarriage,
  shipmentsOf,
} from '../cart/index';
import { PLACED_ORDER_MESSAGES as P } from './placed-order.messages';

/** A placed order row. */
export type OrderRow = typeof orders.$inferSelect;
/** What a decision produced: the order, and whether it was replayed from an earlier request. */
export type Decision = { order: OrderRow; replayed: boolean; lines: CartLineRow[] };

/** Hash of what a key promised: the cart and the body. */
export function requestHash(token: string, body: DecisionBody): string {
  const canonical = JSON.stringify({
    token,
    payment_id: body.payment_id,
    total: body.total_payment,
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The idempotency key of a decision sent without `Idempotency-Key`: one per cart, since a cart is
 * decided once. The dot keeps it apart from any key a client may send (those are `[A-Za-z0-9_-]`).
 * @example cartDecisionKey(42) // 'cart.42'
 */
export function cartDecisionKey(cartId: number): string {
  return `cart.${cartId}`;
}

/** A new order number like OK-20261122-483920. */
export function newOrderNo(now = new Date()): string {
  return `OK-${jstDate(now).replaceAll('-', '')}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The decision's answer body. */
export function toDecisionResult(order: OrderRow): DecisionResult {
  return {
    order_no: order.orderNo,
    guest_token: order.guestToken ?? '',
    total_payment: order.totalPayment,
  };
}

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
export function filledShipments(cart: CartRow, lines: CartLineRow[]) {
  const allocation = allocate(lines, cart.checkout);
  return shipmentsOf(cart.checkout)
    .map((s) => ({ shipment: s, parts: allocation.get(s.key) ?? [] }))
    .filter((s) => s.parts.length > 0);
}

/** The shipments an order records, numbered from the cart's keys, with lines and carriage. */
export function orderShipments(
  cart: CartRow,
  lines: CartLineRow[],
  rule: CarriageRule,
): OrderShipment[] {
  const byKey = new Map(lines.map((l) => [l.key, l]));
  const carriage = shipmentCarriage(lines.map(pricedLine), cart.checkout, rule);
  return filledShipments(cart, lines).map(({ shipment, parts }) => ({
    ...shipment,
    carriage: carriage.get(shipment.key) ?? 0,
    lines: parts.map((p) => ({
      variantId: byKey.get(p.key)?.variantId ?? 0,
      quantity: p.quantity,
    })),
  }));
}

/** Accessory order lines, each linked to the order line of its cart line. */
export function accessoryOrderLines(
  orderId: number,
  lines: CartLineRow[],
  placed: { id: number; variantId: number | null }[],
  options: CartOptions,
) {
  return options.accessories
    .filter((a) => a.quantity > 0)
    .map((a) => {
      const parentVariant = lines.find((l) => l.id === a.lineId)?.variantId;
      return {
        orderId,
        productId: a.productId,
        variantId: a.variantId,
        productName: embroideredName(a.productName, a.embroidery),
        variantName: P.accessoryVariant,
        unitPrice: a.price,
        taxRate: a.taxRate,
        quantity: a.quantity,
        parentId: placed.find((p) => p.variantId === parentVariant)?.id ?? null,
      };
    });
}

/** Packing fees as order lines (only wrappings that cost something). */
export function packingFeeOrderLines(orderId: number, options: CartOptions) {
  return options.packings
    .filter((p) => wrappingOf(p.wrapping).fee > 0)
    .map((p) => ({
      orderId,
      productId: null,
      variantId: null,
      productName: M.packingLine,
      variantName: P.packingVariant(wrappingOf(p.wrapping).label, p.shippingKey),
      unitPrice: wrappingOf(p.wrapping).fee,
      taxRate: PACKING_TAX_RATE,
      quantity: 1,
    }));
}

/** The cart's packings as the order keeps them, fee frozen. */
export function orderPackingsOf(orderId: number, options: CartOptions) {
  return options.packings.map((p) => ({
    orderId,
    shippingKey: p.shippingKey,
    wrapping: wrappingOf(p.wrapping).key,
    noshi: noshiOf(p.noshi).key,
    noshiName: noshiOf(p.noshi).key === 'none' ? '' : p.noshiName,
    feeWithTax: wrappingOf(p.wrapping).feeWithTax,
  }));
}

import type { Cart, CartLine } from '../cart/cart.schema';
import type { PlacedOrder } from '../checkout/checkout.schema';

/** GA4 ecommerce events the shop sends. */
export type EcommerceEvent =
  | 'view_cart'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase';

/** One GA4 item. */
export type GaItem = Record<string, string | number>;

/** A GA4 item of a cart line (price tax included, categories up to five levels). */
export function lineItem(line: CartLine, quantity = line.quantity): GaItem {
  const item: GaItem = {
    item_id: line.product_info.code,
    item_name: line.product_name,
    item_variant: line.variant_name,
    price: line.unit_price_with_tax,
    quantity,
  };
  if (line.product_info.brand) item.item_brand = line.product_info.brand;
  line.product_info.categories.slice(0, 5).forEach((name, i) => {
    item[i === 0 ? 'item_category' : `item_category${i + 1}`] = name;
  });
  return item;
}

/** The dataLayer message of an event: currency JPY, value tax included. */
export function ecommerceMessage(
  event: EcommerceEvent,
  items: GaItem[],
  extra: Record<string, unknown> = {},
) {
  const value = items.reduce((sum, i) => sum + Number(i.price) * Number(i.quantity), 0);
  return { event, ecommerce: { currency: 'JPY', value, items, ...extra } };
}

/** The purchase event of a placed order. */
export function purchaseMessage(order: PlacedOrder) {
  const items = order.lines.map((l) => ({
    item_name: l.name,
    item_variant: l.variant_name,
    price: l.unit_price_with_tax,
    quantity: l.quantity,
  }));
  return ecommerceMessage('purchase', items, {
    transaction_id: order.order_no,
    value: order.total_payment,
  });
}

/** A moment of the shop analytics records: a cart-wide step, a line added or removed, an order placed. */
export type ShopMoment =
  | {
      kind: 'cart';
      event: 'view_cart' | 'begin_checkout' | 'add_shipping_info' | 'add_payment_info';
      cart: Cart | null | undefined;
      extra?: Record<string, unknown>;
    }
  | { kind: 'line'; event: 'add_to_cart' | 'remove_from_cart'; line: CartLine; quantity: number }
  | { kind: 'purchase'; order: PlacedOrder };

/** The dataLayer message of a moment, or null when there is nothing to report (an empty cart). */
export function momentMessage(moment: ShopMoment) {
  if (moment.kind === 'purchase') return purchaseMessage(moment.order);
  if (moment.kind === 'line') {
    return ecommerceMessage(moment.event, [lineItem(moment.line, moment.quantity)]);
  }
  const lines = moment.cart?.detail.products ?? [];
  if (lines.length === 0) return null;
  return ecommerceMessage(
    moment.event,
    lines.map((l) => lineItem(l)),
    moment.extra,
  );
}

/** The channel setting holding the Google Tag Manager container id (empty: no analytics). */
export const GTM_SETTING = 'ANALYTICS.GTM_ID';

/** The channel's GTM container id when it is set and well formed, else null. */
export function gtmIdOf(settings: Record<string, unknown>): string | null {
  const id = settings[GTM_SETTING];
  return typeof id === 'string' && /^GTM-[A-Z0-9]{4,12}$/.test(id) ? id : null;
}

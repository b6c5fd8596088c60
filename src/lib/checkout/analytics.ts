import type { Cart, CartLine } from '../cart/cart.schema';
import type { PlacedOrder } from './checkout.schema';

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

/** Pushes an event to `window.dataLayer`, clearing the previous ecommerce object first (GA4 guidance). */
export function pushEcommerce(
  event: EcommerceEvent,
  items: GaItem[],
  extra: Record<string, unknown> = {},
): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer ??= [];
  w.dataLayer.push({ ecommerce: null });
  w.dataLayer.push(ecommerceMessage(event, items, extra));
}

/** Pushes a cart-wide event (view_cart, begin_checkout, add_shipping_info, add_payment_info). */
export function pushCartEvent(
  event: EcommerceEvent,
  cart: Cart | null | undefined,
  extra: Record<string, unknown> = {},
) {
  if (!cart || cart.detail.products.length === 0) return;
  pushEcommerce(
    event,
    cart.detail.products.map((l) => lineItem(l)),
    extra,
  );
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

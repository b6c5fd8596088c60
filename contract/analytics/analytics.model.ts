/** GA4 events the shop sends (ecommerce ones in JPY, plus login and sign_up). */
export type EcommerceEvent =
  | 'view_item_list'
  | 'view_item'
  | 'select_item'
  | 'view_cart'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'
  | 'refund';

/** One GA4 item. */
export type GaItem = Record<string, string | number>;

/** GA4 takes up to five category levels: item_category, item_category2 … item_category5. */
function withCategories(item: GaItem, categories: readonly string[]): GaItem {
  categories.slice(0, 5).forEach((name, i) => {
    item[i === 0 ? 'item_category' : `item_category${i + 1}`] = name;
  });
  return item;
}

/** What analytics reads of a cart line (the cart's own schema has more). */
export type LineForAnalytics = {
  product_name: string;
  variant_name: string;
  unit_price_with_tax: number;
  quantity: number;
  product_info: { code: string; brand: string | null; categories: readonly string[] };
};

/** What analytics reads of a cart: its lines. */
export type CartForAnalytics = { detail: { products: readonly LineForAnalytics[] } };

/** What analytics reads of a placed order. */
export type OrderForAnalytics = {
  order_no: string;
  total_payment: number;
  lines: readonly {
    name: string;
    variant_name: string;
    unit_price_with_tax: number;
    quantity: number;
  }[];
};

/** A GA4 item of a cart line (price tax included, categories up to five levels). */
export function lineItem(line: LineForAnalytics, quantity = line.quantity): GaItem {
  const item: GaItem = {
    item_id: line.product_info.code,
    item_name: line.product_name,
    item_variant: line.variant_name,
    price: line.unit_price_with_tax,
    quantity,
  };
  if (line.product_info.brand) item.item_brand = line.product_info.brand;
  return withCategories(item, line.product_info.categories);
}

/** What analytics needs of a product (a tile or the full product). */
export type ProductForAnalytics = {
  key: string;
  code?: string;
  name: string;
  product_price_with_tax: number;
  brand?: { name: string } | null;
  categories?: readonly { name: string }[];
};

/** A GA4 item of a product (tax-included price; `index` is its place in a list). */
export function productItem(product: ProductForAnalytics, index?: number): GaItem {
  const item: GaItem = {
    item_id: product.code || product.key,
    item_name: product.name,
    price: product.product_price_with_tax,
    quantity: 1,
  };
  if (product.brand) item.item_brand = product.brand.name;
  if (index !== undefined) item.index = index;
  return withCategories(
    item,
    (product.categories ?? []).map((c) => c.name),
  );
}

/** Dynamic remarketing takes the first three items only (spec §9). */
export const REMARKETING_ITEMS = 3;

/** The dataLayer message of an event: currency JPY, value tax included, remarketing ids. */
export function ecommerceMessage(
  event: EcommerceEvent,
  items: GaItem[],
  extra: Record<string, unknown> = {},
) {
  const value = items.reduce((sum, i) => sum + Number(i.price) * Number(i.quantity), 0);
  return {
    event,
    ecommerce: { currency: 'JPY', value, items, ...extra },
    remarketing: { items: items.slice(0, REMARKETING_ITEMS).map((i) => i.item_id ?? i.item_name) },
  };
}

/** The purchase (or, on a cancellation, refund) event of an order. */
export function purchaseMessage(
  order: OrderForAnalytics,
  event: 'purchase' | 'refund' = 'purchase',
) {
  const items = order.lines.map((l) => ({
    item_name: l.name,
    item_variant: l.variant_name,
    price: l.unit_price_with_tax,
    quantity: l.quantity,
  }));
  return ecommerceMessage(event, items, {
    transaction_id: order.order_no,
    value: order.total_payment,
  });
}

/** A moment of the shop analytics records. */
export type ShopMoment =
  | {
      kind: 'cart';
      event: 'view_cart' | 'begin_checkout' | 'add_shipping_info' | 'add_payment_info';
      cart: CartForAnalytics | null | undefined;
      extra?: Record<string, unknown>;
    }
  | {
      kind: 'line';
      event: 'add_to_cart' | 'remove_from_cart';
      line: LineForAnalytics;
      quantity: number;
    }
  | { kind: 'purchase'; order: OrderForAnalytics }
  | { kind: 'refund'; orderNo: string; value: number }
  | { kind: 'list'; event: 'view_item_list' | 'select_item'; items: GaItem[]; listName: string }
  | { kind: 'product'; product: ProductForAnalytics }
  | { kind: 'member'; event: 'login' | 'sign_up'; method: string };

/** A dataLayer message: an ecommerce event, or a member event (login, sign_up). */
export type DataLayerMessage =
  | ReturnType<typeof ecommerceMessage>
  | { event: 'login' | 'sign_up'; method: string };

/** The dataLayer message of a moment, or null when there is nothing to report (an empty cart). */
export function momentMessage(moment: ShopMoment): DataLayerMessage | null {
  switch (moment.kind) {
    case 'purchase':
      return purchaseMessage(moment.order);
    case 'refund':
      return ecommerceMessage('refund', [], {
        transaction_id: moment.orderNo,
        value: moment.value,
      });
    case 'line':
      return ecommerceMessage(moment.event, [lineItem(moment.line, moment.quantity)]);
    case 'list':
      if (moment.items.length === 0) return null;
      return ecommerceMessage(moment.event, moment.items, { item_list_name: moment.listName });
    case 'product':
      return ecommerceMessage('view_item', [productItem(moment.product)]);
    case 'member':
      return { event: moment.event, method: moment.method };
    default: {
      const lines = moment.cart?.detail.products ?? [];
      if (lines.length === 0) return null;
      const items = lines.map((l) => lineItem(l));
      return ecommerceMessage(moment.event, items, moment.extra);
    }
  }
}

/** The list name of a product page's recommendations (`GET /v1/products/{key}/recommend`). */
export const RECOMMEND_LIST = 'recommend';

/**
 * `logreco_rcmd_ct` of an event post (spec §7): how many recommended products the event concerns,
 * for the recommendation engine's attribution; null for any event that is not about recommendations.
 */
export function recommendCount(message: DataLayerMessage): number | null {
  if (!('ecommerce' in message)) return null;
  const { item_list_name: list, items } = message.ecommerce as {
    item_list_name?: unknown;
    items?: unknown[];
  };
  return list === RECOMMEND_LIST && items ? items.length : null;
}

/** The channel setting holding the Google Tag Manager container id (empty: no analytics). */
export const GTM_SETTING = 'ANALYTICS.GTM_ID';

/** The channel's GTM container id when it is set and well formed, else null. */
export function gtmIdOf(settings: Record<string, unknown>): string | null {
  const id = settings[GTM_SETTING];
  return typeof id === 'string' && /^GTM-[A-Z0-9]{4,12}$/.test(id) ? id : null;
}

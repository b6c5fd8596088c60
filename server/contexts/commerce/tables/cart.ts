/** The cart domain: carts and lines, accessories and packings, orders, payments and deliveries, coupons, the sandbox card provider, ecommerce events. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tstz } from '../../../db/schema/columns';
import { products, productVariants } from '../../catalogue/tables/catalog';
import { users } from '../../identity/tables/account';
import { channels } from '../../platform/tables/settings';

/** Where and how one shipment is delivered. */
export type CartShipmentState = {
  address: Record<string, string> | null;
  userAddressId?: number | null;
  deliveryId: number;
  deliveryDate: string | null;
  deliveryTime: string | null;
  /** Sent as a social gift: no address until the recipient accepts (see server/contexts/commerce/social-gift). */
  socialGift?: { message: string };
};

/** Checkout choices kept on the cart until the order is placed (shapes from checkout.schema). */
export type CartCheckoutState = {
  orderer?: Record<string, string>;
  /** Shipment "1", which holds every quantity not moved to a further shipment. */
  shipping?: CartShipmentState;
  /** Further shipments, keys "2", "3", ... (only when ORDER.SHIPPING.IS_ALLOW_MULTIPLE). */
  shipments?: (CartShipmentState & { key: string })[];
  /** Per cart-line key, the quantities moved to further shipments (by shipment key). */
  allocations?: Record<string, Record<string, number>>;
  /** The highest shipment key ever given, so a removed shipment's key (and its packing) is never reused. */
  shipmentSeq?: number;
  remarks?: string;
  couponCode?: string;
  points?: number;
  /** The card payment authorised at the provider (ids and display data only). */
  card?: { intentId: string; brand: string; last4: string };
};

/** A shopping cart addressed by an unguessable token (the `cartToken` cookie). */
export const carts = pgTable(
  'carts',
  {
    id: idColumn(),
    token: text().notNull().unique(),
    channelId: text()
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    paymentId: integer().references(() => payments.id, { onDelete: 'set null' }),
    orderNo: text(),
    checkout: jsonb().$type<CartCheckoutState>().notNull().default({}),
    expiresAt: tstz().notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.expiresAt)],
);

/** One line of a cart: a variant and a quantity (one line per variant). */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: idColumn(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    unique().on(t.cartId, t.variantId),
    unique().on(t.cartId, t.key),
    check('cart_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** An accessory (e.g. gift wrapping) attached to one cart line; at most the line's quantity. */
export const cartAccessories = pgTable(
  'cart_accessories',
  {
    id: idColumn(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    lineId: integer()
      .notNull()
      .references(() => cartLines.id, { onDelete: 'cascade' }),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    unique().on(t.lineId, t.variantId),
    index().on(t.cartId),
    check('cart_accessories_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Gift wrap and のし chosen for one shipment of a cart. */
export const cartPackings = pgTable(
  'cart_packings',
  {
    id: idColumn(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    shippingKey: text().notNull(),
    wrapping: text().notNull(),
    noshi: text().notNull(),
    noshiName: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [unique().on(t.cartId, t.shippingKey), unique().on(t.cartId, t.key)],
);

// Hiragana and small katakana fold into full-size katakana, as the search input is folded
// (orderSearchKana in src/lib/orders/back-office-orders.model.ts); generated columns need
// immutable SQL, so the fold is one translate() over tables built from code points.
const codeRange = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)).join('');
/** Hiragana ぁ (U+3041) … ゖ (U+3096). */
const HIRAGANA = codeRange(0x3041, 0x3096);
/** Small katakana and the full-size letter each reads as. */
const SMALL_KATAKANA = '\u30a1\u30a3\u30a5\u30a7\u30a9\u30c3\u30e3\u30e5\u30e7\u30ee\u30f5\u30f6';
const LARGE_KATAKANA = '\u30a2\u30a4\u30a6\u30a8\u30aa\u30c4\u30e4\u30e6\u30e8\u30ef\u30ab\u30b1';
const largeKatakana = (ch: string) => {
  const at = SMALL_KATAKANA.indexOf(ch);
  return at === -1 ? ch : (LARGE_KATAKANA[at] ?? ch);
};
const KATAKANA_OF_HIRAGANA = Array.from(HIRAGANA, (ch) =>
  largeKatakana(String.fromCodePoint((ch.codePointAt(0) ?? 0) + 0x60)),
).join('');
const FULL_WIDTH_DIGITS = codeRange(0xff10, 0xff19);
const noSpaces = (expr: string) => `regexp_replace(${expr}, '[[:space:]\u3000]', '', 'g')`;

/** The SQL of the orders' search columns (shared with the migration through drizzle-kit). */
export const ORDER_SEARCH_SQL = {
  phone: sql.raw(
    `regexp_replace(translate(coalesce(orderer->>'phone_number', ''), '${FULL_WIDTH_DIGITS}', '0123456789'), '[^0-9]', '', 'g')`,
  ),
  email: sql.raw(`lower(coalesce(email, orderer->>'email', ''))`),
  name: sql.raw(
    `lower(${noSpaces(`coalesce(orderer->>'last_name', '') || coalesce(orderer->>'first_name', '')`)})`,
  ),
  kana: sql.raw(
    `translate(${noSpaces(`coalesce(orderer->>'last_name_kana', '') || coalesce(orderer->>'first_name_kana', '')`)}, '${HIRAGANA}${SMALL_KATAKANA}', '${KATAKANA_OF_HIRAGANA}${LARGE_KATAKANA}')`,
  ),
};

/** Order statuses. */
export const ORDER_STATUSES = ['new', 'shipped', 'delivered', 'cancelled'] as const;

/** A placed order; amounts are integer yen frozen at order time. */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    orderNo: text().notNull().unique(),
    channelId: text()
      .notNull()
      .references(() => channels.id),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: ORDER_STATUSES }).notNull().default('new'),
    paymentId: integer()
      .notNull()
      .references(() => payments.id),
    deliveryId: integer()
      .notNull()
      .references(() => deliveries.id),
    orderedAt: tstz().notNull().defaultNow(),
    isCancellable: boolean().notNull().default(true),
    cancelReason: text(),
    cancelledAt: tstz(),
    /** When the shop received the money of a payment settled after ordering (bank transfer...); cards pay at ordering. */
    paidAt: tstz(),
    totalProduct: integer().notNull(),
    totalTax: integer().notNull(),
    totalCarriage: integer().notNull().default(0),
    totalDiscount: integer().notNull().default(0),
    totalPayment: integer().notNull(),
    pointsUsed: integer().notNull().default(0),
    memo: text(),
    /** Secret for guest receipt links (`?t=`). */
    guestToken: text(),
    /** Where the confirmation e-mail went (guest or member). */
    email: text(),
    /** Orderer and shipments as entered at checkout (names, address, delivery date/slot). */
    orderer: jsonb().$type<Record<string, string>>(),
    shippings: jsonb().$type<Record<string, unknown>[]>(),
    paymentFee: integer().notNull().default(0),
    couponCode: text(),
    remarks: text(),
    /** Bumped by every back-office action: an action based on an older version is refused (409). */
    version: integer().notNull().default(1),
    /** The orderer's phone number, digits only (full-width digits folded), for the back office's search. */
    searchPhone: text().generatedAlwaysAs(ORDER_SEARCH_SQL.phone),
    /** The e-mail in lower case, for the back office's search. */
    searchEmail: text().generatedAlwaysAs(ORDER_SEARCH_SQL.email),
    /** Family then given name without spaces, lower case, for the back office's search. */
    searchName: text().generatedAlwaysAs(ORDER_SEARCH_SQL.name),
    /** Family then given name's kana without spaces, in full-size katakana, for the back office's search. */
    searchKana: text().generatedAlwaysAs(ORDER_SEARCH_SQL.kana),
    ...timestamps,
  },
  (t) => [
    check('orders_status_check', sql`${t.status} in ('new', 'shipped', 'delivered', 'cancelled')`),
    index().on(t.userId),
    // The back office's order list: by date or amount (id breaks ties), by status or payment, and
    // prefix searches. Ascending, so one index is read forwards for `asc` and backwards for `desc`
    // (drizzle's `.desc()` is `desc nulls last`, which neither default order can use).
    index('orders_ordered_at_idx').on(t.orderedAt, t.id),
    index('orders_status_ordered_at_idx').on(t.status, t.orderedAt, t.id),
    index('orders_payment_ordered_at_idx').on(t.paymentId, t.orderedAt, t.id),
    index('orders_status_payment_idx').on(t.status, t.paymentId, t.orderedAt, t.id),
    index('orders_total_payment_idx').on(t.totalPayment, t.id),
    index('orders_order_no_pattern_idx').using('btree', t.orderNo.op('text_pattern_ops')),
    index('orders_search_phone_idx').using('btree', t.searchPhone.op('text_pattern_ops')),
    index('orders_search_email_idx').using('btree', t.searchEmail.op('text_pattern_ops')),
    index('orders_search_name_idx').using('btree', t.searchName.op('text_pattern_ops')),
    index('orders_search_kana_idx').using('btree', t.searchKana.op('text_pattern_ops')),
  ],
);

/** One line of an order, with name and price copied at order time. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: idColumn(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    variantId: integer().references(() => productVariants.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    variantName: text().notNull(),
    unitPrice: integer().notNull(),
    taxRate: smallint().notNull(),
    quantity: integer().notNull(),
    /** The line an accessory belongs to (null for ordinary lines and fees). */
    parentId: integer().references((): AnyPgColumn => orderLines.id, { onDelete: 'cascade' }),
  },
  (t) => [check('order_lines_quantity_check', sql`${t.quantity} > 0`), index().on(t.orderId)],
);

/** One `Idempotency-Key` of `POST /v1/carts/{token}/decision`: the body it came with and its order. */
export const orderRequests = pgTable('order_requests', {
  key: text().primaryKey(),
  cartId: integer().notNull(),
  bodyHash: text().notNull(),
  orderId: integer()
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: tstz().notNull().defaultNow(),
});

/** Gift wrap and のし of one shipment of a placed order, with the fee charged (tax included). */
export const orderPackings = pgTable(
  'order_packings',
  {
    id: idColumn(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shippingKey: text().notNull(),
    wrapping: text().notNull(),
    noshi: text().notNull(),
    noshiName: text().notNull().default(''),
    feeWithTax: integer().notNull().default(0),
  },
  (t) => [index().on(t.orderId)],
);

/** The card payment of an order at the provider, and the provider's fraud verdict. */
export const orderCardPayments = pgTable('order_card_payments', {
  orderId: integer()
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  intentId: text().notNull().unique(),
  /** null until the provider reports; 'hold' when its fraud check flags the order. */
  fraudStatus: text(),
  fraudCheckedAt: tstz(),
});

/** Fraud-detection notifications already handled (one row per provider notification id). */
export const fraudNotifications = pgTable('fraud_notifications', {
  id: text().primaryKey(),
  intentId: text().notNull(),
  result: text().notNull(),
  orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
  receivedAt: tstz().notNull().defaultNow(),
});

/** Payment kinds the shop knows how to settle. */
export const PAYMENT_KINDS = ['bank', 'invoice', 'deferred', 'card'] as const;

/** A payment method (ids follow the spec's constants: 1 銀行振込, 2 掛け払い, 3 後払い). */
export const payments = pgTable('payments', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  fee: integer().notNull().default(0),
  description: text().notNull().default(''),
  kind: text({ enum: PAYMENT_KINDS }).notNull(),
  isBusinessOnly: boolean().notNull().default(false),
  limitAmount: integer(),
  sort: integer().notNull().default(0),
  ...timestamps,
});

/** A delivery method (1 大川渡し, 2 店舗直送, 3 お客様直送). */
export const deliveries = pgTable('deliveries', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

/** Shipping fee rules: one row (id 1). */
export const carriageSettings = pgTable('carriage_settings', {
  id: integer().primaryKey().default(1),
  freeThreshold: integer().notNull(),
  defaultFee: integer().notNull(),
  perPrefecture: jsonb().$type<Record<string, number>>().notNull().default({}),
  ...timestamps,
});

/** A discount coupon (fixed yen off above a minimum order amount). */
export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    code: text().notNull().unique(),
    name: text().notNull(),
    discountAmount: integer().notNull(),
    minAmount: integer().notNull().default(0),
    startsAt: tstz().notNull(),
    endsAt: tstz().notNull(),
    isLpOnly: boolean().notNull().default(false),
    /** Only for a customer's first order (no earlier order that was not cancelled). */
    isFirstPurchaseOnly: boolean().notNull().default(false),
    /** Orders that may use the coupon in all; null: no cap. */
    usageLimit: integer(),
    /** Orders one customer (member, or a guest's e-mail) may use it on; null: no cap. */
    usageLimitPerCustomer: integer(),
    ...timestamps,
  },
  (t) => [
    check('coupons_discount_check', sql`${t.discountAmount} > 0`),
    check('coupons_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('coupons_usage_limit_check', sql`${t.usageLimit} is null or ${t.usageLimit} > 0`),
    check(
      'coupons_usage_limit_per_customer_check',
      sql`${t.usageLimitPerCustomer} is null or ${t.usageLimitPerCustomer} > 0`,
    ),
  ],
);

/** A coupon a member has taken (from a landing page); usable at checkout by its code. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    takenAt: tstz().notNull().defaultNow(),
    usedAt: tstz(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.couponId] })],
);

/** Tokenised cards of the sandbox provider: scenario and display data only, never the number. */
export const sandboxTokens = pgTable('sandbox_tokens', {
  id: text().primaryKey(),
  scenario: text().notNull(),
  brand: text().notNull(),
  last4: text().notNull(),
  exp: text().notNull(),
  createdAt: tstz().notNull().defaultNow(),
});

/** Payments (authorisations) at the sandbox provider. */
export const sandboxIntents = pgTable('sandbox_intents', {
  id: text().primaryKey(),
  status: text().notNull(),
  amount: integer().notNull(),
  brand: text().notNull(),
  last4: text().notNull(),
  returnUrl: text().notNull(),
  ...timestamps,
});

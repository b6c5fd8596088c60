import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { cartLines, carts } from './carts';
import { productVariants } from './catalog';
import { idColumn, timestamps, tstz } from './columns';
import { orders } from './orders';

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

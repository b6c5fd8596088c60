import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { products, productVariants } from './catalog';
import { channels } from './channels';
import { idColumn, timestamps, tstz } from './columns';
import { deliveries, payments } from './commerce';
import { users } from './members';

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
    ...timestamps,
  },
  (t) => [
    check('orders_status_check', sql`${t.status} in ('new', 'shipped', 'delivered', 'cancelled')`),
    index().on(t.userId),
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

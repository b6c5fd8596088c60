import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { productVariants } from './catalog';
import { channels } from './channels';
import { idColumn, timestamps, tstz } from './columns';
import { payments } from './commerce';
import { users } from './members';

/** Where and how one shipment is delivered. */
export type CartShipmentState = {
  address: Record<string, string> | null;
  userAddressId?: number | null;
  deliveryId: number;
  deliveryDate: string | null;
  deliveryTime: string | null;
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

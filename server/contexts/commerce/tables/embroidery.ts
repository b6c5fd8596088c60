/** Name embroidery: the names a member saves, the service products that embroider one, and the name chosen for a cart line. */
import { index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../../db/schema/columns';
import { products } from '../../catalogue/tables/catalog';
import { users } from '../../identity/tables/account';
import { cartLines, carts } from './cart';

/** A name the member wants embroidered, with its script and thread colour. */
export const userNameEmbroideries = pgTable(
  'user_name_embroideries',
  {
    id: idColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `kanji`, `katakana` or `romaji`. */
    script: text().notNull(),
    name: text().notNull(),
    /** A thread colour key (see the embroidery constants). */
    color: text().notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.userId)],
);

/** Products that are a name-embroidery service: as a product's accessory, the cart puts a saved name on it. */
export const embroideryProducts = pgTable(
  'embroidery_products',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId] })],
);

/** The name embroidered on one cart line (copied from the member's saved name when chosen). */
export const cartEmbroideries = pgTable(
  'cart_embroideries',
  {
    id: idColumn(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    lineId: integer()
      .notNull()
      .references(() => cartLines.id, { onDelete: 'cascade' }),
    script: text().notNull(),
    name: text().notNull(),
    color: text().notNull(),
    ...timestamps,
  },
  (t) => [unique().on(t.lineId), index().on(t.cartId)],
);

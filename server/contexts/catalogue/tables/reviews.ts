import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../../db/schema/columns';
import { users } from '../../identity/tables/account';
import { channels } from '../../platform/tables/settings';
import { products } from './catalog';
/** A shopper's request for a product (a restock or a product the shop does not carry yet). */
export const productRequests = pgTable(
  'product_requests',
  {
    id: idColumn(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    channelId: text().references(() => channels.id, { onDelete: 'set null' }),
    name: text().notNull().default(''),
    email: text().notNull().default(''),
    body: text().notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.userId)],
);

/** Saved versions of products (the back office's history and undo). */
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { tstz } from './columns';

/** One saved version of a product: what the back office showed of it, and who saved it. */
export const productVersions = pgTable(
  'product_versions',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    snapshot: jsonb().$type<Record<string, unknown>>().notNull(),
    /** `staff:<id>`, `token` or `script`. */
    savedBy: text().notNull(),
    savedByEmail: text(),
    savedAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.version] }),
    index('product_versions_saved_at_idx').on(t.productId, t.savedAt),
  ],
);

/** Saved versions of products (the back office's history and undo). */
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tstz } from '../../../db/schema/columns';
import { products } from './catalog';

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

/**
 * A change to a product set to go live at `runAt` (a sale price, a visibility, a whole draft):
 * applied through the same save as an editor's (version, audit, rebuild) by the job queue's
 * `product-schedule.apply` job, on one node. `fields` holds only the fields it sets.
 */
export const productSchedules = pgTable(
  'product_schedules',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    runAt: tstz().notNull(),
    fields: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: ['pending', 'done', 'cancelled', 'failed'] })
      .notNull()
      .default('pending'),
    /** The product's version when it was scheduled (a later edit keeps its other fields). */
    baseVersion: integer().notNull(),
    /** Who scheduled it: the actor its save and audit row name (`staff:<id>` or `token`). */
    scheduledBy: text().notNull(),
    scheduledByEmail: text(),
    scheduledByRole: text(),
    createdAt: tstz().notNull().defaultNow(),
    appliedAt: tstz(),
    appliedVersion: integer(),
    error: text(),
  },
  (t) => [index('product_schedules_product_idx').on(t.productId, t.runAt)],
);

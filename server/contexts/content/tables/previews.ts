/** Draft previews: a page rendered with unsaved changes, behind a link that expires. */
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from '../../../db/schema/columns';
import { staff } from '../../back-office/tables/staff';

/**
 * One preview link: the SHA-256 of its token (the token itself is only in the link), the staff
 * member who made it, the channel and page it renders, and the records shown instead of the
 * stored ones (`kind → key → record`, as the storefront's API answers them). Read by any node.
 */
export const pagePreviews = pgTable(
  'page_previews',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text().notNull(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    channelId: text().notNull(),
    /** The page's path on the channel's site (`/product/<key>/`). */
    pathname: text().notNull(),
    overrides: jsonb().$type<Record<string, Record<string, unknown>>>().notNull(),
    createdAt: tstz().notNull().defaultNow(),
    expiresAt: tstz().notNull(),
  },
  (t) => [
    uniqueIndex('page_previews_token_hash_key').on(t.tokenHash),
    index('page_previews_expires_idx').on(t.expiresAt),
  ],
);

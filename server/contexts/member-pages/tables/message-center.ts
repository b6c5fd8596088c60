/** Messages the shop sends to a member's message centre (マイページのメッセージ). */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, tstz } from '../../../db/schema/columns';
import { users } from '../../identity/tables/account';

/** One message to a member; `readAt` is set when the member first opens it. */
export const systemMessages = pgTable(
  'system_messages',
  {
    id: idColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    body: text().notNull(),
    kind: text().notNull().default('info'),
    readAt: tstz(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

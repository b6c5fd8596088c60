import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, tstz } from '../../../db/schema/columns';
import { users } from '../../identity/tables/account';
/** One body measurement record (a time series per purpose). */
export const userMeasurements = pgTable(
  'user_measurements',
  {
    id: idColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    measuredAt: tstz().notNull(),
    values: jsonb().$type<Record<string, number>>().notNull(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.purpose)],
);

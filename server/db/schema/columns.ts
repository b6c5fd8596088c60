import { integer, timestamp } from 'drizzle-orm/pg-core';

/** A `timestamp with time zone` column read as a Date. */
export const tstz = () => timestamp({ withTimezone: true, mode: 'date' });

/** Auto-numbered integer primary key. */
export const idColumn = () => integer().primaryKey().generatedByDefaultAsIdentity();

/** created_at / updated_at pair shared by most tables. */
export const timestamps = {
  createdAt: tstz().notNull().defaultNow(),
  updatedAt: tstz().notNull().defaultNow(),
};

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../../db/schema/columns';
import { users } from '../../identity/tables/account';
/** A memorial day (birthday, anniversary) the member wants reminding of. */
export const userMemorials = pgTable(
  'user_memorials',
  {
    id: idColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    targetUserName: text().notNull(),
    divisionCt: smallint().notNull().default(1),
    month: smallint().notNull(),
    date: smallint().notNull(),
    /** Whether the member wants a reminder mail before the day. */
    call: boolean().notNull().default(true),
    /** The year of the last occurrence reminded of, so a reminder goes once per year. */
    lastRemindedYear: smallint(),
    ...timestamps,
  },
  (t) => [
    check('user_memorials_month_check', sql`${t.month} between 1 and 12`),
    check('user_memorials_date_check', sql`${t.date} between 1 and 31`),
    index().on(t.userId),
  ],
);

/** Japan Post postal codes for address look-ups. */
import { index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { idColumn } from '../../../db/schema/columns';

/** Japan Post postal codes (from the jquery-jpostal-ja data), one row per town. */
export const postalCodes = pgTable(
  'postal_codes',
  {
    id: idColumn(),
    code: text().notNull(),
    prefectureCode: smallint().notNull(),
    prefecture: text().notNull(),
    city: text().notNull(),
    town: text().notNull().default(''),
    prefectureKana: text().notNull().default(''),
    cityKana: text().notNull().default(''),
    townKana: text().notNull().default(''),
  },
  (t) => [index().on(t.code)],
);

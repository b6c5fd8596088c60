import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../../db/schema/columns';
import { products } from '../../catalogue/tables/catalog';

/* Stylists and their coordinates (スタイリスト・コーディネート), content pages that name products. */

/** A shop stylist who publishes coordinates. */
export const stylists = pgTable('stylists', {
  id: idColumn(),
  key: text().notNull().unique(),
  name: text().notNull(),
  kana: text().notNull().default(''),
  profile: text().notNull().default(''),
  heightCm: integer(),
  ...timestamps,
});

/** An outfit (coordinate) put together by a stylist. */
export const coordinates = pgTable('coordinates', {
  id: idColumn(),
  stylistId: integer()
    .notNull()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  key: text().notNull().unique(),
  title: text().notNull(),
  description: text().notNull().default(''),
  ...timestamps,
});

/** Products worn in a coordinate, in order. */
export const coordinateProducts = pgTable(
  'coordinate_products',
  {
    coordinateId: integer()
      .notNull()
      .references(() => coordinates.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.coordinateId, t.productId] })],
);

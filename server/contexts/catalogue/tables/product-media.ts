/** Product pictures editors upload, stored in the database so every API node serves the same bytes. */
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from '../../../db/schema/columns';

/** PostgreSQL `bytea`, read as a Buffer (pg answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One resized rendition of an uploaded picture, named by its content (`{sha256}-{width}.webp`):
 * a name never changes meaning, so `/media/images/{name}` is cached for a year.
 */
export const productImageFiles = pgTable(
  'product_image_files',
  {
    name: text().primaryKey(),
    /** The upload the rendition was made from (the hash in the name), for removing them together. */
    source: text().notNull(),
    mime: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    content: bytea().notNull(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.source),
    check('product_image_files_name_check', sql`${t.name} ~ '^[0-9a-f]{64}-[0-9]{2,4}[.]webp$'`),
  ],
);

import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { catalogOrders, contentCatalogs } from '../../../db/schema/index';

/** A catalogue row. */
export type CatalogRow = typeof contentCatalogs.$inferSelect;

/** Every printed and digital catalogue, in the shop's order. */
export function listCatalogs(db: Db) {
  return db
    .select()
    .from(contentCatalogs)
    .orderBy(asc(contentCatalogs.sort), asc(contentCatalogs.id));
}

/** The catalogues among `ids` that exist. */
export function catalogsByIds(db: Db, ids: number[]) {
  return db.select().from(contentCatalogs).where(inArray(contentCatalogs.id, ids));
}

/** Stores a catalogue request. */
export async function insertCatalogOrder(db: Db, values: typeof catalogOrders.$inferInsert) {
  const [row] = await db.insert(catalogOrders).values(values).returning();
  return row;
}

import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { catalogOrders, catalogs } from '../../../db/schema/index';

/** A catalogue row. */
export type CatalogRow = typeof catalogs.$inferSelect;

/** Every printed and digital catalogue, in the shop's order. */
export function listCatalogs(db: Db) {
  return db.select().from(catalogs).orderBy(asc(catalogs.sort), asc(catalogs.id));
}

/** The catalogues among `ids` that exist. */
export function catalogsByIds(db: Db, ids: number[]) {
  return db.select().from(catalogs).where(inArray(catalogs.id, ids));
}

/** Stores a catalogue request. */
export async function insertCatalogOrder(db: Db, values: typeof catalogOrders.$inferInsert) {
  const [row] = await db.insert(catalogOrders).values(values).returning();
  return row;
}

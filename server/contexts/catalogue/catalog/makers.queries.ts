import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ContentListQuery } from '../../../../contract/shared/paging.schema';
import type { Db } from '../../../db/client';
import { brands, makers, products } from '../../../db/schema/index';
import { shownNow } from '../../../db/shown-now';
import { tablePage } from '../../../db/table-page';
import { visibleIn } from './sql-fragments.queries';

/** How many visible products of a channel each maker (or brand) has, keyed by its id. */
export async function productCounts(
  db: Db,
  channelId: string,
  column: AnyPgColumn,
  extra?: SQL,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: column, n: count() })
    .from(products)
    .where(and(visibleIn(db, channelId), extra))
    .groupBy(column);
  return new Map(rows.map((r) => [r.id as number, r.n]));
}

/** A maker row as stored. */
export type MakerRow = typeof makers.$inferSelect;

/**
 * Makers and brands whose page the shop shows now: not hidden, inside their publish period
 * (their products are sold either way; only the page and its text go).
 */
const pageShown = (table: typeof makers | typeof brands) =>
  shownNow(table, table.publishFrom, undefined);

/** One page of the makers the shop shows in their sort order, and how many there are. */
export function makerPage(db: Db, query: ContentListQuery) {
  return tablePage(db, makers, query, [asc(makers.sort), asc(makers.id)], pageShown(makers));
}

/** A maker the shop shows by key, if any. */
export async function findMaker(db: Db, key: string): Promise<MakerRow | undefined> {
  const [row] = await db
    .select()
    .from(makers)
    .where(and(eq(makers.key, key), pageShown(makers)))
    .limit(1);
  return row;
}

/** Visible products per maker in a channel (only `makerId`'s when given). */
export const makerProductCounts = (db: Db, channelId: string, makerId?: number) =>
  productCounts(
    db,
    channelId,
    products.makerId,
    makerId === undefined ? undefined : eq(products.makerId, makerId),
  );

/** How many brands the shop shows. */
export async function countBrands(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(brands).where(pageShown(brands));
  return row?.total ?? 0;
}

/**
 * A window of the brands the shop shows in their sort order, each with its maker (id, key, name)
 * if any and shown (a hidden maker's page is not linked).
 */
export function brandsWithMaker(db: Db, limit: number, offset: number) {
  return db
    .select({ brand: brands, maker: { id: makers.id, key: makers.key, name: makers.name } })
    .from(brands)
    .leftJoin(makers, and(eq(brands.makerId, makers.id), pageShown(makers)))
    .where(pageShown(brands))
    .orderBy(asc(brands.sort), asc(brands.id))
    .limit(limit)
    .offset(offset);
}

/** Visible products per brand in a channel. */
export const brandProductCounts = (db: Db, channelId: string) =>
  productCounts(db, channelId, products.brandId);

import { and, count, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';
import { visibleIn } from './sql-fragments';

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

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products } from '../../../db/schema/index';
import { visibleIn } from './sql-fragments.queries';

/** A visible product of a channel by numeric id, or undefined. */
export async function findProductById(db: Db, channelId: string, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), visibleIn(db, channelId)))
    .limit(1);
  return row;
}

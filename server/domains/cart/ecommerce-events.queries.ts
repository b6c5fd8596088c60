import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecommerceEvents } from '../../db/schema/index';

/** Stores an ecommerce event; answers its id. */
export async function insertEcommerceEvent(
  db: Db,
  values: typeof ecommerceEvents.$inferInsert,
): Promise<number | undefined> {
  const [row] = await db
    .insert(ecommerceEvents)
    .values(values)
    .returning({ id: ecommerceEvents.id });
  return row?.id;
}

/** An ecommerce event of a channel by id, if any. */
export async function findEcommerceEvent(db: Db, channelId: string, id: number) {
  const [row] = await db
    .select()
    .from(ecommerceEvents)
    .where(and(eq(ecommerceEvents.id, id), eq(ecommerceEvents.channelId, channelId)))
    .limit(1);
  return row;
}

import { and, asc, count, eq, inArray, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { ecommerceEvents, popups } from '../../../db/schema/index';
import { shownNow } from '../../../db/shown-now';

/** Stores an ecommerce event; answers its id. */
export async function insertEcommerceEvent(
  db: Db | Tx,
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

/**
 * The shown popup an event answers with: one placed `event:<name>`, or for a purchase one placed
 * `event` (the shop's general after-purchase notice), shown on `channel` now, first by sort order.
 */
export async function findEventPopup(db: Db, name: string, channel?: string) {
  const placements = name === 'purchase' ? ['event', `event:${name}`] : [`event:${name}`];
  const [row] = await db
    .select()
    .from(popups)
    .where(
      and(shownNow(popups, popups.publishFrom, channel), inArray(popups.placement, placements)),
    )
    .orderBy(asc(popups.sort), asc(popups.id))
    .limit(1);
  return row;
}

/** Deletes the events recorded before `before`; answers how many went. */
export async function deleteEventsBefore(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(ecommerceEvents)
    .where(lt(ecommerceEvents.createdAt, before))
    .returning({ id: ecommerceEvents.id });
  return gone.length;
}

/** How many events a cart has recorded. */
export async function countCartEvents(db: Db | Tx, cartToken: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ecommerceEvents)
    .where(eq(ecommerceEvents.cartToken, cartToken));
  return row?.n ?? 0;
}

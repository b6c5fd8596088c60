import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { productSchedules, products } from '../../../db/schema/index';

/** A stored scheduled change. */
export type ScheduleRow = typeof productSchedules.$inferSelect;

/** Inserts a scheduled change and answers it. */
export async function insertSchedule(
  tx: Tx,
  row: typeof productSchedules.$inferInsert,
): Promise<ScheduleRow> {
  const [inserted] = await tx.insert(productSchedules).values(row).returning();
  if (!inserted) throw new Error('schedule not inserted');
  return inserted;
}

/** A product's scheduled changes, soonest first. */
export function schedulesOf(db: Db, productId: number): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(productSchedules)
    .where(eq(productSchedules.productId, productId))
    .orderBy(asc(productSchedules.runAt), asc(productSchedules.id));
}

/**
 * Locks one scheduled change of a product (FOR UPDATE: a second runner waits for the first and
 * then sees it done), with its product's key.
 */
export async function lockSchedule(tx: Tx, id: number, productId?: number) {
  const [row] = await tx
    .select({ schedule: productSchedules, key: products.key })
    .from(productSchedules)
    .innerJoin(products, eq(products.id, productSchedules.productId))
    .where(
      and(
        eq(productSchedules.id, id),
        productId === undefined ? undefined : eq(productSchedules.productId, productId),
      ),
    )
    .for('update', { of: productSchedules });
  return row;
}

/** Records how a scheduled change ended (done, cancelled or failed). */
export async function settleSchedule(
  db: Db | Tx,
  id: number,
  change: Pick<Partial<ScheduleRow>, 'status' | 'appliedAt' | 'appliedVersion' | 'error'>,
): Promise<void> {
  await db.update(productSchedules).set(change).where(eq(productSchedules.id, id));
}

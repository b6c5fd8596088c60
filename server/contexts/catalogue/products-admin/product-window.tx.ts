import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../../db/client';
import { recordContentChange } from '../../../db/content-version';
import { productChannels, products } from '../../../db/schema/index';
import { enqueueBoundaryJobs, isBoundaryOf } from '../../../jobs/publish-window';

/** The job that rebuilds a product's channels when its publish window opens or closes (payload `{ id, at }`). */
export const PRODUCT_WINDOW_JOB = 'product.publish-window';

type WindowRow = Pick<typeof products.$inferSelect, 'id' | 'publishFrom' | 'publishTo'>;

/** Enqueues, in the save's transaction, the rebuild at each future boundary of the product's window. */
export function enqueueProductBoundaries(
  tx: Db | Tx,
  row: WindowRow,
  now = new Date(),
): Promise<void> {
  return enqueueBoundaryJobs(
    tx,
    { name: PRODUCT_WINDOW_JOB, record: `product:${row.id}`, payload: { id: row.id } },
    { from: row.publishFrom, to: row.publishTo },
    now,
  );
}

/**
 * The job's work: records the change a save of product `id` records (kind `product`, its
 * channels now), so those channels rebuild, unless `at` is no longer a boundary of its window
 * (moved or cleared since) or the product is deleted or hidden (the site shows it on neither
 * side). Answers whether a change was recorded.
 */
export async function rebuildAtProductBoundary(
  database: Database,
  id: number,
  at: Date,
): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.id, id)).limit(1);
    if (!row || row.deletedAt !== null || !row.isShow) return false;
    if (!isBoundaryOf({ from: row.publishFrom, to: row.publishTo }, at)) return false;
    const sold = await tx
      .select({ id: productChannels.channelId })
      .from(productChannels)
      .where(eq(productChannels.productId, id))
      .orderBy(asc(productChannels.channelId));
    const channels = sold.map((channel) => channel.id);
    const changes = await recordContentChange(tx, { kind: 'product', key: row.key, channels });
    return changes.length > 0;
  });
}

/** Books the future boundaries of every product not deleted (the hourly catch-up); answers how many products have one. */
export async function bookProductBoundaries(database: Database, now: Date): Promise<number> {
  const rows = await database.db
    .select({ id: products.id, publishFrom: products.publishFrom, publishTo: products.publishTo })
    .from(products)
    .where(
      and(
        isNull(products.deletedAt),
        or(gt(products.publishFrom, now), gt(products.publishTo, now)),
      ),
    );
  for (const row of rows) await enqueueProductBoundaries(database.db, row, now);
  return rows.length;
}

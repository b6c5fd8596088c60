import type { Database } from './client';
import { meta } from './schema/index';

/** When catalogue or content data last changed (epoch when never); decides if `dist/` is stale. */
export async function getContentVersion(database: Database): Promise<Date> {
  const [row] = await database.db.select({ at: meta.contentUpdatedAt }).from(meta).limit(1);
  return row?.at ?? new Date(0);
}

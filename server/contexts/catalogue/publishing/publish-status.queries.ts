import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contentChanges, publishedSites } from '../../../db/schema/index';
import { readRebuild } from '../../back-office/api';
import type { PublishFacts } from './publish-status.model';

/**
 * Reads what a change's publish status needs from the shared tables (the change rows, each
 * channel's published build, the rebuild row), so every node reports the same.
 */
export async function readPublishFacts(
  database: Database,
  changeIds: readonly number[],
  now = new Date(),
): Promise<PublishFacts> {
  const { db } = database;
  const [changes, sites, rebuild] = await Promise.all([
    changeIds.length
      ? db
          .select({
            id: contentChanges.id,
            channelId: contentChanges.channelId,
            at: contentChanges.at,
          })
          .from(contentChanges)
          .where(inArray(contentChanges.id, [...changeIds]))
      : Promise.resolve([]),
    db.select().from(publishedSites),
    readRebuild(database),
  ]);
  const published = new Map(sites.map((s) => [s.channelId, s]));
  return { changes, published, rebuild, allChannels: [...published.keys()], now };
}

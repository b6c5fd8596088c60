import type { Database } from '../../../db/client';
import { changesByIds } from '../../../db/content-version';
import { readPublished } from '../../../static/published-sites';
import { readRebuild } from '../../back-office/api';
import type { PublishFacts } from './publish-status.model';

/**
 * Reads what a change's publish status needs from the shared state (the change rows, each
 * channel's published build, the rebuild row), so every node reports the same.
 */
export async function readPublishFacts(
  database: Database,
  changeIds: readonly number[],
  now = new Date(),
): Promise<PublishFacts> {
  const [changes, published, rebuild] = await Promise.all([
    changesByIds(database, changeIds),
    readPublished(database),
    readRebuild(database),
  ]);
  return { changes, published, rebuild, allChannels: [...published.keys()], now };
}

import type { Database } from '../db/client.ts';
import { publishedSites } from '../db/schema/index.ts';
import { log } from '../log.ts';

/** One channel's published build, as every node reads it. */
export type PublishedSite = typeof publishedSites.$inferSelect;

/** Every channel's published build, by channel id (one small query). */
export async function readPublished(database: Database): Promise<Map<string, PublishedSite>> {
  const rows = await database.db.select().from(publishedSites);
  return new Map(rows.map((row) => [row.channelId, row]));
}

/** Publishes a complete build folder for a channel: every node switches to it on its next look. */
export async function publishSite(
  database: Database,
  site: Omit<typeof publishedSites.$inferInsert, 'publishedAt'>,
): Promise<void> {
  const row = { ...site, publishedAt: new Date() };
  await database.db
    .insert(publishedSites)
    .values(row)
    .onConflictDoUpdate({ target: publishedSites.channelId, set: row });
}

/** What a node serves: the published folder of each channel, refreshed every `intervalMs`. */
export interface PublishedFolders {
  /** The published folder name of a channel, or undefined before its first build. */
  folderOf(channelId: string): string | undefined;
  /** Reads the rows now (after this node published, or at start). */
  refresh(): Promise<void>;
  stop(): void;
}

/**
 * Follows `published_sites`: the map is replaced whole on each read, so a request sees one build
 * or the next, never a mix. A failed read keeps the last known folders.
 */
export function followPublished(database: Database, intervalMs = 2000): PublishedFolders {
  let folders = new Map<string, string>();
  let failing = false;
  const refresh = async () => {
    try {
      const rows = await readPublished(database);
      folders = new Map([...rows].map(([id, row]) => [id, row.folder]));
      failing = false;
    } catch (error) {
      if (!failing)
        log.warn(`site: published builds not read (${String(error)}); serving the last known`);
      failing = true;
    }
  };
  const timer = setInterval(() => void refresh(), intervalMs);
  timer.unref();
  return {
    folderOf: (channelId) => folders.get(channelId),
    refresh,
    stop: () => clearInterval(timer),
  };
}

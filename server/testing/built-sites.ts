import type { Database } from '../db/client';
import { channelContentVersion } from '../db/content-version';
import { runDueJobs } from '../jobs/runner';

/**
 * A channel's built site as a test sees it: the data version it was built at and what its build
 * read then (the pages a static site serves until it is built again).
 */
export type BuiltSite<T> = { channel: string; version: number; data: T };

/** Builds a channel's site: reads its data version, then its data, as a channel build does. */
export async function buildSite<T>(
  database: Database,
  channel: string,
  read: (channel: string) => Promise<T>,
): Promise<BuiltSite<T>> {
  const version = (await channelContentVersion(database, channel)).getTime();
  return { channel, version, data: await read(channel) };
}

/**
 * What a node's rebuild does with a built site: builds it again only when its channel's data
 * version moved past the one it was built at (the staleness check of `createSitePublisher`).
 */
export async function keepCurrent<T>(
  database: Database,
  site: BuiltSite<T>,
  read: (channel: string) => Promise<T>,
): Promise<BuiltSite<T>> {
  const now = (await channelContentVersion(database, site.channel)).getTime();
  return now > site.version ? buildSite(database, site.channel, read) : site;
}

/** Runs the jobs `names` due at `now`, answering how many rebuilds they asked for. */
export async function runJobsCountingRebuilds(
  database: Database,
  names: string[],
  now = new Date(),
): Promise<number> {
  let rebuilds = 0;
  await runDueJobs(database, {
    now,
    names,
    contentChanged: () => {
      rebuilds += 1;
    },
  });
  return rebuilds;
}

/** Waits until the real clock is past `at` (the shop's reads compare publish windows with it). */
export async function clockPast(at: Date): Promise<void> {
  const wait = at.getTime() - Date.now() + 20;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

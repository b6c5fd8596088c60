import type { ChannelPublish, PublishEvent } from '../../../../contract/catalog/publishing.schema';

/** A recorded change row: its channel (null: every channel) and when it was made. */
export type ChangeRow = { id: number; channelId: string | null; at: Date };
/** A channel's published build: the data version it read, when it went live, and its pages. */
export type PublishedRow = {
  contentVersion: Date;
  publishedAt: Date;
  rendered?: number | null;
  reused?: number | null;
};
/** The shared rebuild row, as far as the publish status needs it. */
export type RebuildRow = {
  status: string;
  startedAt: Date | null;
  finishedAt: Date | null;
  channels: { id: string; status: string; rendered: number; reused: number }[];
};

/** What the status of a change is computed from (all read from the database, so any node answers). */
export type PublishFacts = {
  changes: readonly ChangeRow[];
  published: ReadonlyMap<string, PublishedRow>;
  rebuild: RebuildRow | undefined;
  /** Every channel with a site (a published build), for a change recorded for all of them. */
  allChannels: readonly string[];
  now: Date;
};

const secondsBetween = (from: Date, to: Date) =>
  Math.max(0, Math.round((to.getTime() - from.getTime()) / 100) / 10);

/**
 * The change each channel waits for: its newest row (or the newest every-channel row). Only
 * channels with a site are followed: one without host names is never built, so never goes live.
 */
function changeByChannel(facts: PublishFacts): Map<string, Date> {
  const byChannel = new Map<string, Date>();
  for (const change of facts.changes) {
    const channels = change.channelId === null ? facts.allChannels : [change.channelId];
    for (const channel of channels.filter((id) => facts.allChannels.includes(id))) {
      const known = byChannel.get(channel);
      if (!known || known < change.at) byChannel.set(channel, change.at);
    }
  }
  return byChannel;
}

/**
 * One channel's state: live once its published build read data at or after the change; building
 * while a rebuild that started after the change runs; failed when such a rebuild failed it.
 */
function channelState(facts: PublishFacts, channel: string, at: Date): ChannelPublish {
  const site = facts.published.get(channel);
  const rebuild = facts.rebuild;
  const started = rebuild?.startedAt && rebuild.startedAt >= at ? rebuild : undefined;
  const report = started?.channels.find((c) => c.id === channel);
  const counts = { rendered: report?.rendered ?? null, reused: report?.reused ?? null };
  if (site && site.contentVersion >= at) {
    // The live build's own pages: the shared rebuild row may already report a later rebuild.
    const kept =
      site.rendered != null ? { rendered: site.rendered, reused: site.reused ?? 0 } : counts;
    return { channel, state: 'live', seconds: secondsBetween(at, site.publishedAt), ...kept };
  }
  const seconds = secondsBetween(at, facts.now);
  if (report?.status === 'failed') return { channel, state: 'failed', seconds, ...counts };
  if (started?.status === 'building') return { channel, state: 'building', seconds, ...counts };
  if (started && started.status === 'failed' && !report) {
    return { channel, state: 'failed', seconds, ...counts };
  }
  return { channel, state: 'queued', seconds, rendered: null, reused: null };
}

/**
 * Every channel's progress with the changes, settled when each is live or failed. A channel is
 * published a moment before the running rebuild reports its pages: while that rebuild runs, a
 * live channel without its pages is not settled yet, so the last event carries them.
 */
export function publishStatus(facts: PublishFacts): PublishEvent {
  const channels = [...changeByChannel(facts)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([channel, at]) => channelState(facts, channel, at));
  const building = facts.rebuild?.status === 'building';
  const settledChannel = (c: ChannelPublish) =>
    c.state === 'failed' || (c.state === 'live' && (c.rendered !== null || !building));
  return { channels, settled: channels.every(settledChannel), building };
}

import { PUBLISHING_MESSAGES as M } from './publishing.messages';

/** One channel's progress with a saved change, as the publish stream sends it. */
export type ChannelPublish = {
  channel: string;
  state: 'queued' | 'building' | 'live' | 'failed';
  seconds: number;
  rendered: number | null;
  reused: number | null;
};

/** One event of the publish stream. */
export type PublishEvent = { channels: ChannelPublish[]; settled: boolean; building: boolean };

/** A scheduled change as the API lists it. */
export type Schedule = {
  id: number;
  run_at: string;
  fields: Record<string, unknown>;
  status: 'pending' | 'done' | 'cancelled' | 'failed';
  scheduled_by_email: string | null;
  error: string | null;
};

/** Reads a stream event's data; null when it is not one (a stray or broken message). */
export function parsePublishEvent(data: string): PublishEvent | null {
  try {
    const value = JSON.parse(data) as PublishEvent;
    return Array.isArray(value?.channels) ? value : null;
  } catch {
    return null;
  }
}

/** The line a screen reader hears once every channel is live (null until then). */
export function settledLine(event: PublishEvent | null): string | null {
  if (!event?.settled || event.channels.length === 0) return null;
  if (event.channels.some((c) => c.state !== 'live')) return null;
  return M.allLive(Math.max(...event.channels.map((c) => c.seconds)));
}

/** The pages a channel's build rendered and reused, or '' before they are known. */
export function pagesLine(channel: ChannelPublish): string {
  return channel.rendered === null ? '' : M.pages(channel.rendered, channel.reused ?? 0);
}

/** An ISO time (+09:00) of a datetime-local value typed in Tokyo time (minutes or seconds); null when empty. */
export function tokyoIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  return `${value.length === 16 ? `${value}:00` : value}+09:00`;
}

/** The fields of a save body that differ from what the product has now: what a schedule sets. */
export function scheduledFields(
  body: Record<string, unknown>,
  original: Record<string, unknown>,
): Record<string, unknown> {
  const skip = new Set(['variants', 'version', 'publish_from', 'publish_to']);
  return Object.fromEntries(
    Object.entries(body).filter(
      ([key, value]) => !skip.has(key) && JSON.stringify(value) !== JSON.stringify(original[key]),
    ),
  );
}

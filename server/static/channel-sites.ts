import type { Database } from '../db/client.ts';
import { channels } from '../db/schema/index.ts';

/** The channel setting that lists a channel's host names, comma-separated (`school.localhost`). */
export const HOSTS_SETTING = 'SITE.HOSTS';

/** The channel an unknown host (or a single-channel build) gets. */
export const fallbackChannelId = (): string => process.env.PUBLIC_CHANNEL_ID || 'default';

/** One channel served by this process: its host names and its own build output. */
export interface ChannelSite {
  id: string;
  hosts: string[];
  isInvalid: boolean;
  /** The served link of this channel's build (`dist` for the fallback channel, `dist-<id>` else). */
  distDir: string;
}

/** Host names of a channel from its settings, lower-cased, without ports. */
export function hostsOf(settings: Record<string, unknown>): string[] {
  const raw = settings[HOSTS_SETTING];
  if (typeof raw !== 'string') return [];
  return raw
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Where a channel's build is linked: the fallback channel keeps `distDir` (so single-channel and
 * CDN set-ups are unchanged), every other channel gets `<distDir>-<id>`.
 * @example channelDistDir('/srv/dist', 'school') // '/srv/dist-school'
 */
export function channelDistDir(distDir: string, id: string): string {
  return id === fallbackChannelId() ? distDir : `${distDir}-${id}`;
}

/** The channel ids of a comma-separated list (SITE_CHANNELS); unset or blank: none given (all). */
export function channelIdsOf(list: string | undefined): string[] | undefined {
  const ids = (list ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return ids.length ? ids : undefined;
}

/**
 * The channels to build and serve: the fallback channel first, then every channel with host names,
 * or only those of `only` (SITE_CHANNELS) among them.
 */
export async function listChannelSites(
  database: Database,
  distDir: string,
  only?: readonly string[],
): Promise<ChannelSite[]> {
  const rows = await database.db
    .select({ id: channels.id, isInvalid: channels.isInvalid, settings: channels.settings })
    .from(channels)
    .orderBy(channels.id);
  const fallback = fallbackChannelId();
  const sites = rows
    .map((r) => ({
      id: r.id,
      hosts: hostsOf(r.settings),
      isInvalid: r.isInvalid,
      distDir: channelDistDir(distDir, r.id),
    }))
    .filter((s) => s.id === fallback || (s.hosts.length > 0 && (!only || only.includes(s.id))));
  return [...sites.filter((s) => s.id === fallback), ...sites.filter((s) => s.id !== fallback)];
}

/** The site for a request's host name (port ignored); unknown hosts get the first (fallback) site. */
export function siteForHost<T extends Pick<ChannelSite, 'hosts'>>(
  sites: readonly T[],
  host: string,
): T | undefined {
  const name = host.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();
  return sites.find((s) => s.hosts.includes(name)) ?? sites[0];
}

/**
 * The public URL of a channel's pages: the site URL with the channel's first host name.
 * @example channelSiteUrl('http://localhost:4321', ['school.localhost']) // 'http://school.localhost:4321/'
 */
export function channelSiteUrl(siteUrl: string, hosts: readonly string[]): string {
  const url = new URL(siteUrl);
  if (hosts[0] && hosts[0] !== 'localhost') url.hostname = hosts[0];
  return url.toString();
}

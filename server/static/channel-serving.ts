import { type BuildResult, buildSite } from '../build.ts';
import type { Database } from '../db/client.ts';
import { getContentVersion } from '../db/content-version.ts';
import { log as logger } from '../log.ts';
import { type ChannelSite, siteForHost } from './channel-sites.ts';
import { readStamp, staleReason } from './dist-layout.ts';
import { sourceVersion } from './source-version.ts';

type Handler = (request: Request) => Promise<Response>;

/**
 * Builds, one after another, the channels whose site is missing or older than the data or the
 * sources; a failed build keeps serving the previous one (and fails only when there is none).
 */
export async function ensureChannelSites(
  database: Database,
  sites: readonly ChannelSite[],
  apiBase: string,
  log: (line: string) => void,
): Promise<void> {
  const contentVersion = await getContentVersion(database);
  const source = await sourceVersion();
  const stale: ChannelSite[] = [];
  for (const site of sites) {
    const reason = staleReason(await readStamp(site.distDir), contentVersion, source);
    if (reason) {
      log(`build: channel ${site.id}: ${reason}`);
      stale.push(site);
    }
  }
  if (stale.length === 0) {
    log('build: every channel site is up to date');
    return;
  }
  try {
    reportBuild(await buildSite({ apiBase, log, contentVersion, channels: stale }), log);
  } catch (error) {
    for (const site of stale) if (!(await readStamp(site.distDir))) throw error;
    logger.error('build failed; serving the previous sites:', error);
  }
}

/** Logs the time each channel's build took. */
export function reportBuild(result: BuildResult, log: (line: string) => void): void {
  const parts = result.channels.map((c) => `${c.id} ${c.seconds.toFixed(1)}s`);
  log(
    `built ${result.channels.length} channel sites in ${result.seconds.toFixed(1)}s (${parts.join(', ')})`,
  );
}

/**
 * One handler for every channel: the request's host name picks the channel's site (unknown hosts
 * the fallback one). A channel flagged invalid answers every page with its 404 page (its build
 * renders the invalid-channel layout) and status 404; its scripts and styles are still served.
 */
export function createChannelSiteHandler(
  sites: readonly ChannelSite[],
  handlerFor: (site: ChannelSite) => Handler,
): Handler {
  const handlers = new Map(sites.map((site) => [site.id, handlerFor(site)]));
  return (request) => {
    const url = new URL(request.url);
    const site = siteForHost(sites, url.host);
    const handler = site && handlers.get(site.id);
    if (!site || !handler) return Promise.resolve(new Response(null, { status: 404 }));
    if (site.isInvalid && !isAsset(url.pathname)) {
      // A hidden segment never names a file, so the site handler answers with its 404 page.
      return handler(new Request(new URL('/.invalid-channel/', url), request));
    }
    return handler(request);
  };
}

/** Build assets a page needs (hashed scripts and styles, media files of the build). */
const isAsset = (path: string) =>
  path.startsWith('/_astro/') || /\.(css|js|svg|png|ico)$/.test(path);
